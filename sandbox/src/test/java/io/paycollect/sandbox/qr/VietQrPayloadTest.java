package io.paycollect.sandbox.qr;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigDecimal;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class VietQrPayloadTest {

    @Test
    void reproducesThePublishedSubizExample() {
        // github.com/subiz/vietqr README: vietqr.Generate(120000, "970415", "0011001932418", "ủng hộ lũ lụt")
        VietQrPayload qr = VietQrPayload.builder()
                .bank(NapasBank.CTG).accountNumber("0011001932418")
                .amount(new BigDecimal("120000")).content("ủng hộ lũ lụt")
                .build();
        assertEquals("00020101021238570010A00000072701270006970415011300110019324180208QRIBFTTA"
                + "530370454061200005802VN62170813ung ho lu lut6304C15C", qr.text());
    }

    @Test
    void reproducesTheContractExample() {
        VietQrPayload qr = VietQrPayload.builder()
                .bank(NapasBank.MBB).accountNumber("0123456789")
                .amount(new BigDecimal("50000")).content("Thanh toán đơn hàng 001")
                .build();
        assertEquals("00020101021238540010A00000072701240006970422011001234567890208QRIBFTTA"
                + "53037045405500005802VN62270823Thanh toan don hang 0016304A4C0", qr.text());
        assertTrue(qr.isDynamic());
    }

    @Test
    void withoutAmountItIsStaticAndHasNoTag54() {
        VietQrPayload qr = VietQrPayload.builder().bank(NapasBank.ACB).accountNumber("12345678").build();
        String expectedBody = "000201010211"
                + "3852" + "0010A000000727" + "0122" + "0006970416" + "010812345678" + "0208QRIBFTTA"
                + "5303704" + "5802VN" + "6304";
        assertEquals(expectedBody + Crc16CcittFalse.hexOf(expectedBody), qr.text());
        assertFalse(qr.isDynamic());
        assertFalse(qr.text().contains("5405"));
    }

    @Test
    void anAmountWrittenWithDecimalZerosIsTheWholeAmount() {
        VietQrPayload qr = VietQrPayload.builder().bank(NapasBank.MBB).accountNumber("1")
                .amount(new BigDecimal("50000.00")).build();
        assertTrue(qr.text().contains("5405" + "50000" + "5802VN"), qr.text());
    }

    @Test
    void contentThatStripsToNothingLeavesOutTag62() {
        VietQrPayload qr = VietQrPayload.builder().bank(NapasBank.STB).accountNumber("1").content("☕").build();
        assertFalse(qr.text().contains("5802VN62"));
    }

    @Test
    void longContentIsCutTo25Characters() {
        VietQrPayload qr = VietQrPayload.builder().bank(NapasBank.OCB).accountNumber("1")
                .content("Thanh toán đơn hàng số 0001 của khách").build();
        assertEquals("Thanh toan don hang so 00", qr.purpose());
        assertTrue(qr.text().contains("62290825Thanh toan don hang so 006304"), qr.text());
    }

    @Test
    void everyBankPutsItsBinIntoTheBeneficiary() {
        for (NapasBank bank : NapasBank.values()) {
            String text = VietQrPayload.builder().bank(bank).accountNumber("99").build().text();
            assertTrue(text.contains("0116" + "0006" + bank.bin() + "010299"), bank + ": " + text);
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "12345678901234567890", "0123-456", "tài khoản"})
    void refusesAccountNumbersAVietQrCannotCarry(String account) {
        QrFieldException e = assertThrows(QrFieldException.class,
                () -> VietQrPayload.builder().bank(NapasBank.MBB).accountNumber(account).build());
        assertEquals("accountNumber", e.field());
    }

    @ParameterizedTest
    @ValueSource(strings = {"0", "-1", "50000.5", "99999999999999"})
    void refusesAmountsThatAreNotPositiveWholeVndOfAtMost13Digits(String amount) {
        QrFieldException e = assertThrows(QrFieldException.class,
                () -> VietQrPayload.builder().bank(NapasBank.MBB).accountNumber("1")
                        .amount(new BigDecimal(amount)).build());
        assertEquals("amount", e.field());
        assertTrue(e.getMessage().startsWith("amount: "), e.getMessage());
    }
}
