package io.paycollect.vietqr;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigDecimal;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

class VietQrBuilderTest {

    private static VietQr.Builder mb() {
        return VietQr.builder().bankBin("970422").accountNumber("0123456789");
    }

    @Test
    void withAnAmountItIsDynamicAndWithoutItStatic() {
        assertEquals(Initiation.DYNAMIC, mb().amount(new BigDecimal("50000")).build().initiation());
        assertEquals(Initiation.STATIC, mb().build().initiation());
        assertTrue(mb().build().text().startsWith("000201010211"));
        assertTrue(mb().amount(BigDecimal.ONE).build().text().startsWith("000201010212"));
    }

    @Test
    void theInitiationCanBeChosen() {
        VietQr counter = mb().amount(new BigDecimal("25000")).initiation(Initiation.STATIC).build();
        assertTrue(counter.text().startsWith("000201010211"), counter.text());
        assertEquals(Initiation.DYNAMIC, mb().initiation(Initiation.DYNAMIC).build().initiation());
    }

    @Test
    void theContractExampleIsWritten() {
        VietQr qr = mb().amount(new BigDecimal("50000")).purpose("Thanh toán đơn hàng 001", QrText.Mode.LENIENT).build();
        assertEquals("00020101021238540010A00000072701240006970422011001234567890208QRIBFTTA"
                + "53037045405500005802VN62270823Thanh toan don hang 0016304A4C0", qr.text());
        assertEquals(Set.of(QrText.Change.ACCENTS_REMOVED), qr.purposeChanges());
    }

    @Test
    void aStrictPurposeThatIsNotAsciiIsRefusedNamingTheField() {
        VietQrException e = assertThrows(VietQrException.class, () -> mb().purpose("Thanh toán").build());
        assertEquals("purpose", e.field());
        assertTrue(e.reason().contains("character 9 is U+00E1"), e.reason());
    }

    @Test
    void aStrictPurposeLongerThan25IsRefusedALenientOneIsCut() {
        String text = "thanh toan hoa don cho khach hang";
        assertEquals("purpose: must be at most 25 characters, but is 33",
                assertThrows(VietQrException.class, () -> mb().purpose(text).build()).getMessage());
        VietQr cut = mb().purpose(text, QrText.Mode.LENIENT).build();
        assertEquals("thanh toan hoa don cho kh", cut.purpose());
        assertEquals(Set.of(QrText.Change.TRUNCATED), cut.purposeChanges());
    }

    @Test
    void aPurposeThatFoldsToNothingLeavesOutTag62() {
        VietQr qr = mb().purpose("☕☕", QrText.Mode.LENIENT).build();
        assertEquals("", qr.purpose());
        assertEquals(mb().build().text(), qr.text());
        assertTrue(qr.purposeChanges().contains(QrText.Change.CHARACTERS_REPLACED));
    }

    @Test
    void anAmountWrittenWithDecimalZerosIsTheWholeAmount() {
        assertTrue(mb().amount(new BigDecimal("50000.00")).build().text().contains("5405" + "50000" + "5802VN"));
    }

    @Test
    void merchantNameCityAndBillNumberGoIntoTheirTags() {
        VietQr qr = mb().merchantName("PAYCOLLECT SHOP").merchantCity("HA NOI").billNumber("HD0001")
                .purpose("Don hang 1").build();
        assertTrue(qr.text().contains("5802VN" + "5915PAYCOLLECT SHOP" + "6006HA NOI" + "6224" + "0106HD0001" + "0810Don hang 1"
                + "6304"), qr.text());
        assertEquals(qr, VietQr.parse(qr.text()));
        assertEquals("HD0001", VietQr.parse(qr.text()).billNumber());
        assertEquals("HA NOI", VietQr.parse(qr.text()).merchantCity());
    }

    @Test
    void aCardNumberIsPaidThroughQribfttc() {
        VietQr card = VietQr.builder().bankBin("970436").accountNumber("9704366600000001").service(TransferService.TO_CARD).build();
        assertTrue(card.text().contains("0208QRIBFTTC"), card.text());
        assertEquals(TransferService.TO_CARD, VietQr.parse(card.text()).service());
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "12345678901234567890", "0123-456", "tài khoản"})
    void refusesAccountNumbersAVietQrCannotCarry(String account) {
        assertEquals("accountNumber", assertThrows(VietQrException.class,
                () -> VietQr.builder().bankBin("970422").accountNumber(account).build()).field());
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "97042", "9704222", "97042a"})
    void refusesWhatIsNotASixDigitBin(String bin) {
        assertEquals("bankBin", assertThrows(VietQrException.class,
                () -> VietQr.builder().bankBin(bin).accountNumber("1").build()).field());
    }

    @ParameterizedTest(name = "{0}: {1}")
    @CsvSource(delimiter = '|', value = {
        "0              | must be greater than 0",
        "-1             | must be greater than 0",
        "50000.5        | must be a whole number of VND",
        "99999999999999 | must have at most 13 digits",
    })
    void refusesAmountsThatAreNotPositiveWholeVndOfAtMost13Digits(String amount, String reason) {
        VietQrException e = assertThrows(VietQrException.class, () -> mb().amount(new BigDecimal(amount)).build());
        assertEquals("amount", e.field());
        assertEquals(reason, e.reason());
    }

    @Test
    void merchantFieldsAreTakenStrictly() {
        assertEquals("merchantCity", assertThrows(VietQrException.class,
                () -> mb().merchantCity("THANH PHO HO CHI MINH").build()).field());
        assertEquals("merchantName", assertThrows(VietQrException.class,
                () -> mb().merchantName("Cửa hàng").build()).field());
    }
}
