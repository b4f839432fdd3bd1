package io.paycollect.vietqr;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.paycollect.api.ReadmeExample;
import java.io.IOException;
import java.math.BigDecimal;
import java.util.Arrays;
import java.util.Set;
import java.util.function.UnaryOperator;
import org.junit.jupiter.api.Test;

/** The example of docs/vietqr.md, run as written. */
class ReadmeVietQrExampleTest {

    @Test
    void theExampleBuildsReadsAndRendersThePublishedPayload() {
        // README:begin
        VietQr qr = VietQr.builder()
                .bankBin("970415")                      // the bank's NAPAS BIN (BankDirectory has them)
                .accountNumber("0011001932418")
                .amount(new BigDecimal("120000"))       // whole VND; leave out for the payer to type it
                .purpose("ủng hộ lũ lụt", QrText.Mode.LENIENT)
                .build();
        String payload = qr.text();                     // 000201010212...6304C15C
        Set<QrText.Change> changed = qr.purposeChanges(); // [ACCENTS_REMOVED]: the QR says "ung ho lu lut"
        VietQr read = VietQr.parse(payload);            // checks CRC, NAPAS account, BIN, amount, currency
        byte[] png = VietQrImage.ofSize(300).png(qr);   // needs com.google.zxing:core on the classpath
        // README:end

        assertTrue(payload.startsWith("000201010212") && payload.endsWith("6304C15C"), payload);
        assertEquals(Set.of(QrText.Change.ACCENTS_REMOVED), changed);
        assertEquals("ung ho lu lut", read.purpose());
        assertEquals(qr, read);
        assertArrayEquals(new byte[] {(byte) 0x89, 'P', 'N', 'G'}, Arrays.copyOf(png, 4));
    }

    @Test
    void theReadmeShowsThisExample() throws IOException {
        ReadmeExample.assertDocShows("docs/vietqr.md", "# VietQR library",
                "src/test/java/io/paycollect/vietqr/ReadmeVietQrExampleTest.java", UnaryOperator.identity());
    }
}
