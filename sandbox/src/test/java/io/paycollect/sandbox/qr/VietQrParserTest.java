package io.paycollect.sandbox.qr;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigDecimal;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.Test;

class VietQrParserTest {

    @ParameterizedTest(name = "{0} {1} {2} {3}")
    @CsvSource(nullValues = "-", value = {
        "MBB, 0123456789, 50000, Thanh toán đơn hàng 001",
        "CTG, 0011001932418, 120000, ủng hộ lũ lụt",
        "ACB, 12345678, -, Tiền điện",
        "TPB, PC9000000001, 1, -",
        "VCB, 1, -, -",
    })
    void whatTheBuilderWritesIsReadBack(String bank, String account, String amount, String content) {
        VietQrPayload built = VietQrPayload.builder().bank(NapasBank.valueOf(bank)).accountNumber(account)
                .amount(amount == null ? null : new BigDecimal(amount)).content(content).build();
        VietQrParser.Parsed read = VietQrParser.parse(built.text());
        assertEquals(built.bank().bin(), read.bankBin());
        assertEquals(built.bank(), read.bank().orElseThrow());
        assertEquals(account, read.accountNumber());
        assertEquals(built.amount(), read.amount());
        assertEquals(built.purpose().isEmpty() ? null : built.purpose(), read.purpose());
        assertEquals(built.isDynamic(), read.dynamic());
        assertEquals("QRIBFTTA", read.service());
    }

    @Test
    void aPublishedPayloadIsRead() {
        // The payload github.com/subiz/vietqr publishes (see SandboxHttpTest).
        VietQrParser.Parsed read = VietQrParser.parse("00020101021238570010A00000072701270006970415011300110019324180208QRIBFTTA"
                + "530370454061200005802VN62170813ung ho lu lut6304C15C");
        assertEquals("970415", read.bankBin());
        assertEquals("0011001932418", read.accountNumber());
        assertEquals(new BigDecimal("120000"), read.amount());
        assertEquals("ung ho lu lut", read.purpose());
    }

    @Test
    void aLowerCaseCrcIsAccepted() {
        String text = VietQrPayload.builder().bank(NapasBank.MBB).accountNumber("1").build().text();
        assertEquals("1", VietQrParser.parse(text.substring(0, text.length() - 4)
                + text.substring(text.length() - 4).toLowerCase(java.util.Locale.ROOT)).accountNumber());
    }

    @Test
    void aWrongCrcIsRefused() {
        String text = VietQrPayload.builder().bank(NapasBank.MBB).accountNumber("0123456789")
                .amount(new BigDecimal("50000")).build().text();
        String crc = text.substring(text.length() - 4);
        String wrong = text.substring(0, text.length() - 4) + (crc.equals("0000") ? "0001" : "0000");
        QrFieldException e = assertThrows(QrFieldException.class, () -> VietQrParser.parse(wrong));
        assertEquals("qrCode", e.field());
        assertTrue(e.reason().contains("CRC"), e.reason());
        // A payload changed after its CRC was computed: an amount of 90000 instead of 50000.
        QrFieldException tampered = assertThrows(QrFieldException.class, () -> VietQrParser.parse(text.replace("5405500005802", "5405900005802")));
        assertTrue(tampered.reason().contains("CRC"), tampered.reason());
    }

    @ParameterizedTest(name = "{0}: {1}")
    @CsvSource(delimiter = '|', value = {
        "not a qr|two-digit id",
        "000201|CRC",
        "0002010102116304FFFF|CRC",
        "00020101021238|cut short",
        "0002010102113899|longer than what holds it",
    })
    void somethingElseIsRefusedNamingQrCode(String payload, String reason) {
        QrFieldException e = assertThrows(QrFieldException.class, () -> VietQrParser.parse(payload));
        assertEquals("qrCode", e.field());
        assertTrue(e.reason().contains(reason), e.reason());
    }

    @Test
    void aPayloadWithoutANapasAccountIsRefusedEvenWithAGoodCrc() {
        assertReason(withCrc("000201010211" + "5303704" + "5802VN"), "tag 38");
        assertReason(withCrc("000201010211" + "38140010A000000728" + "5303704"), "tag 38");
        assertReason(withCrc("000201010211" + "38300010A0000007270112000697042201" + "5303704"), "in tag 38.01 is cut short");
        assertReason(withCrc("000201010211" + "38300010A0000007270112000697042201" + "5303704" + "5303704"), "tag 53 appears twice");
        assertReason(withCrc("000201010211" + "38340010A0000007270116000697042201020A" + "5303840"), "currency");
    }

    @Test
    void whatIsNotThereIsNull() {
        VietQrParser.Parsed read = VietQrParser.parse(VietQrPayload.builder().bank(NapasBank.BIDV).accountNumber("123").build().text());
        assertNull(read.amount());
        assertNull(read.purpose());
    }

    private static String withCrc(String body) {
        return body + "6304" + Crc16CcittFalse.hexOf(body + "6304");
    }

    private static void assertReason(String payload, String reason) {
        QrFieldException e = assertThrows(QrFieldException.class, () -> VietQrParser.parse(payload));
        assertTrue(e.reason().contains(reason), payload + ": " + e.reason());
    }
}
