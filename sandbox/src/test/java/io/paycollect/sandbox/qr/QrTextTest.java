package io.paycollect.sandbox.qr;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class QrTextTest {

    @Test
    void stripsVietnameseDiacritics() {
        assertEquals("Thanh toan don hang 001", QrText.of("Thanh toán đơn hàng 001", 25));
        assertEquals("ung ho lu lut", QrText.of("ủng hộ lũ lụt", 25));
    }

    @Test
    void turnsTheLetterDWithStrokeIntoD() {
        assertEquals("Dang ky dich vu", QrText.of("Đăng ký dịch vụ", 25));
    }

    @Test
    void dropsWhatIsNotPrintableAsciiAndCollapsesSpaces() {
        assertEquals("Cafe 2 ly", QrText.of("Café\t  2 ly ☕\n", 25));
    }

    @Test
    void cutsToTheFieldLengthWithoutATrailingSpace() {
        assertEquals("Thanh toan", QrText.of("Thanh toán đơn hàng 001", 11));
        assertEquals(25, QrText.of("a".repeat(40), 25).length());
    }
}
