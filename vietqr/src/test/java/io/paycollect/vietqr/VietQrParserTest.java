package io.paycollect.vietqr;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigDecimal;
import java.util.Locale;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class VietQrParserTest {

    private static final String SUBIZ = "00020101021238570010A00000072701270006970415011300110019324180208QRIBFTTA"
            + "530370454061200005802VN62170813ung ho lu lut6304C15C";

    @Test
    void aLowerCaseCrcIsAccepted() {
        String lower = SUBIZ.substring(0, SUBIZ.length() - 4) + SUBIZ.substring(SUBIZ.length() - 4).toLowerCase(Locale.ROOT);
        assertEquals("0011001932418", VietQr.parse(lower).accountNumber());
    }

    @Test
    void aWrongCrcOrAChangedPayloadIsRefused() {
        VietQrException wrong = assertThrows(VietQrException.class,
                () -> VietQr.parse(SUBIZ.substring(0, SUBIZ.length() - 4) + "0000"));
        assertEquals("qrCode", wrong.field());
        assertEquals("is not a valid VietQR: CRC 0000 does not match the payload (C15C)", wrong.reason());
        // changed after its CRC was computed: 920000 instead of 120000
        VietQrException tampered = assertThrows(VietQrException.class, () -> VietQr.parse(SUBIZ.replace("5406120000", "5406920000")));
        assertTrue(tampered.reason().contains("CRC"), tampered.reason());
    }

    @ParameterizedTest(name = "{0}: {1}")
    @CsvSource(delimiter = '|', value = {
        "not a qr                   | payload format indicator",
        "000201                     | CRC",
        "0002010102116304FFFF       | CRC",
        "00020101021238             | cut short",
        "0002010102113899           | longer than what holds it",
        "000201010211380a           | two-digit id and length",
    })
    void somethingElseIsRefusedNamingQrCode(String payload, String reason) {
        VietQrException e = assertThrows(VietQrException.class, () -> VietQr.parse(payload));
        assertEquals("qrCode", e.field());
        assertTrue(e.reason().contains(reason), e.reason());
    }

    @Test
    void nothingOrTooMuchIsRefused() {
        assertEquals("qrCode: is not a valid VietQR: is required", assertThrows(VietQrException.class, () -> VietQr.parse(null)).getMessage());
        assertTrue(assertThrows(VietQrException.class, () -> VietQr.parse("000201" + "0".repeat(600))).reason().contains("longer"));
    }

    @Test
    void aPayloadWithoutAValidNapasAccountIsRefusedEvenWithAGoodCrc() {
        assertReason(withCrc("000201010211" + "5303704" + "5802VN"), "no NAPAS merchant account (tag 38)");
        assertReason(withCrc("000201010211" + "38140010A000000728" + "5303704"), "not a NAPAS account");
        assertReason(withCrc("000201010211" + "38300010A0000007270112000697042201" + "5303704"), "in tag 38.01 is cut short");
        assertReason(withCrc("000201010211" + "38300010A0000007270112000697042201" + "5303704" + "5303704"), "tag 53 appears twice");
        assertReason(withCrc("000201010211" + NAPAS_ACCOUNT.replace("QRIBFTTA", "QRIBFTTX") + "5303704"), "service");
        assertReason(withCrc("000201010211" + NAPAS_ACCOUNT + "5303840"), "currency");
        assertReason(withCrc("000201010211" + NAPAS_ACCOUNT + "53037045802US"), "country");
        assertReason(withCrc("000201010213" + NAPAS_ACCOUNT + "53037045802VN"), "tag 01");
    }

    @ParameterizedTest
    @CsvSource({"0", "1.5", "1e5", "12345678901234", "-5"})
    void anAmountThatIsNotAWholePositiveVndIsRefused(String amount) {
        String body = "000201010212" + NAPAS_ACCOUNT + "5303704"
                + "54" + String.format("%02d", amount.length()) + amount + "5802VN";
        assertReason(withCrc(body), "amount (tag 54)");
    }

    @Test
    void tagsItDoesNotUseAreAllowedWhenWellFormed() {
        // 52: merchant category, 64: alternate language template
        VietQr read = VietQr.parse(withCrc("000201010211" + NAPAS_ACCOUNT + ""
                + "52045999" + "5303704" + "5802VN" + "64060002vi"));
        assertEquals("970422", read.bankBin());
        assertEquals("01", read.accountNumber());
    }

    @Test
    void withoutTag01ItIsReadAsStatic() {
        VietQr read = VietQr.parse(withCrc("000201" + NAPAS_ACCOUNT + "53037045802VN"));
        assertEquals(Initiation.STATIC, read.initiation());
    }

    @Test
    void whatIsNotThereIsEmptyOrNull() {
        VietQr read = VietQr.parse(VietQr.builder().bankBin("970418").accountNumber("123").build().text());
        assertNull(read.amount());
        assertEquals("", read.purpose());
        assertEquals("", read.merchantName());
        assertEquals("", read.billNumber());
    }

    /** Tag 38 paying account 01 at BIN 970422. */
    private static final String NAPAS_ACCOUNT = tlv("38", tlv("00", "A000000727") + tlv("01", tlv("00", "970422") + tlv("01", "01"))
            + tlv("02", "QRIBFTTA"));

    private static String tlv(String id, String value) {
        return id + String.format("%02d", value.length()) + value;
    }

    private static String withCrc(String body) {
        return body + "6304" + Crc16CcittFalse.hexOf(body + "6304");
    }

    private static void assertReason(String payload, String reason) {
        VietQrException e = assertThrows(VietQrException.class, () -> VietQr.parse(payload));
        assertEquals("qrCode", e.field());
        assertTrue(e.reason().contains(reason), payload + ": " + e.reason());
    }
}
