package io.paycollect.vietqr;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigDecimal;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Properties over many generated payloads (a fixed seed, so a failure repeats): what the builder writes,
 * the parser reads back into the same parts and the same text; the lenient purpose is always printable
 * ASCII within the field, and folding it again changes nothing.
 */
class RoundTripPropertiesTest {

    private static final int CASES = 5_000;
    private static final String ALPHANUMERIC = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
    private static final String TEXT_CHARACTERS = "aáàảãạăắằẳẵặâấầẩẫậđeéèẻẽẹêếềểễệiíìỉĩịoóòỏõọôốồổỗộơớờởỡợ"
            + "uúùủũụưứừửữựyýỳỷỹỵĐĂÂÊÔƠƯ ABC xyz 0123456789 .,-/:()#&+ \t\n☕–\u00A0ＨＤ😀";

    private final Random random = new Random(20261125L);

    @Test
    void whatTheBuilderWritesIsReadBackIntoTheSameParts() {
        for (int i = 0; i < CASES; i++) {
            VietQr built = VietQr.builder()
                    .bankBin(digits(6))
                    .accountNumber(alphanumeric(1 + random.nextInt(VietQr.MAX_ACCOUNT_LENGTH)))
                    .service(random.nextBoolean() ? TransferService.TO_ACCOUNT : TransferService.TO_CARD)
                    .amount(random.nextBoolean() ? null : new BigDecimal(1 + random.nextInt(9) + digits(random.nextInt(13))))
                    .initiation(random.nextBoolean() ? null : Initiation.values()[random.nextInt(2)])
                    .merchantName(random.nextInt(4) == 0 ? alphanumeric(1 + random.nextInt(25)) : null)
                    .billNumber(random.nextInt(4) == 0 ? alphanumeric(1 + random.nextInt(25)) : null)
                    .purpose(random.nextBoolean() ? text(random.nextInt(40)) : null, QrText.Mode.LENIENT)
                    .build();

            VietQr read = VietQr.parse(built.text());

            String seen = "case " + i + ": " + built.text();
            assertEquals(built.text(), read.text(), seen);
            assertEquals(built.bankBin(), read.bankBin(), seen);
            assertEquals(built.accountNumber(), read.accountNumber(), seen);
            assertEquals(built.service(), read.service(), seen);
            assertEquals(built.amount(), read.amount(), seen);
            assertEquals(built.initiation(), read.initiation(), seen);
            assertEquals(built.merchantName(), read.merchantName(), seen);
            assertEquals(built.billNumber(), read.billNumber(), seen);
            assertEquals(built.purpose(), read.purpose(), seen);
            assertTrue(built.text().chars().allMatch(c -> c >= 0x20 && c <= 0x7E), seen);
        }
    }

    @Test
    void aLenientTextIsPrintableAsciiWithinTheFieldAndStable() {
        for (int i = 0; i < CASES; i++) {
            String given = text(random.nextInt(60));
            int max = 1 + random.nextInt(30);

            String folded = QrText.lenient(given, max).text();

            String seen = "case " + i + ": [" + given + "] -> [" + folded + "]";
            assertTrue(folded.length() <= max, seen);
            assertTrue(folded.chars().allMatch(c -> c >= 0x20 && c <= 0x7E), seen);
            assertFalse(folded.startsWith(" ") || folded.endsWith(" ") || folded.contains("  "), seen);
            assertEquals(folded, QrText.lenient(folded, max).text(), seen);
            assertFalse(QrText.lenient(folded, max).changed(), seen);
            assertEquals(folded, QrText.of("purpose", folded, max, QrText.Mode.STRICT).text(), seen);
        }
    }

    private String digits(int count) {
        StringBuilder out = new StringBuilder(count);
        for (int i = 0; i < count; i++) {
            out.append((char) ('0' + random.nextInt(10)));
        }
        return out.toString();
    }

    private String alphanumeric(int count) {
        StringBuilder out = new StringBuilder(count);
        for (int i = 0; i < count; i++) {
            out.append(ALPHANUMERIC.charAt(random.nextInt(ALPHANUMERIC.length())));
        }
        return out.toString();
    }

    private String text(int codePoints) {
        int[] all = TEXT_CHARACTERS.codePoints().toArray();
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < codePoints; i++) {
            out.appendCodePoint(all[random.nextInt(all.length)]);
        }
        return out.toString();
    }
}
