package io.paycollect.vietqr;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class QrTextTest {

    private static QrText lenient(String text) {
        return QrText.lenient(text, 25);
    }

    @ParameterizedTest(name = "{0} -> {1}")
    @CsvSource(delimiter = '|', value = {
        "Thanh toán đơn hàng 001 | Thanh toan don hang 001",
        "ủng hộ lũ lụt           | ung ho lu lut",
        "Đăng ký dịch vụ         | Dang ky dich vu",
        "ĐƠN HÀNG HD1234         | DON HANG HD1234",
        "Nguyễn Văn Ậ ự ỹ        | Nguyen Van A u y",
    })
    void vietnameseLettersLoseTheirAccents(String given, String folded) {
        QrText text = lenient(given);
        assertEquals(folded, text.text());
        assertEquals(Set.of(QrText.Change.ACCENTS_REMOVED), text.changes());
    }

    @Test
    void accentsWrittenAsTheirOwnCharactersAreRemovedToo() {
        // "toán" in decomposed form: a + U+0301 COMBINING ACUTE ACCENT
        assertEquals("Thanh toan", lenient("Thanh toa\u0301n").text());
    }

    @Test
    void otherCharactersBecomeSpacesSoWordsNeverFuse() {
        assertEquals("Thanh toan HD1", lenient("Thanh toán – HD1").text());
        assertEquals("HD1 234", lenient("HD1\u00A0234").text());
        QrText coffee = lenient("Café\t2 ly ☕\n");
        assertEquals("Cafe 2 ly", coffee.text());
        assertEquals(Set.of(QrText.Change.ACCENTS_REMOVED, QrText.Change.CHARACTERS_REPLACED,
                QrText.Change.SPACES_COLLAPSED), coffee.changes());
    }

    @Test
    void fullwidthFormsBecomeAscii() {
        assertEquals("Thanh toan HD1234", lenient("Thanh toán ＨＤ１２３４").text());
    }

    @Test
    void runsOfSpacesBecomeOneAndTheEndsAreTrimmed() {
        QrText text = lenient("  don   hang  ");
        assertEquals("don hang", text.text());
        assertEquals(Set.of(QrText.Change.SPACES_COLLAPSED), text.changes());
    }

    @Test
    void longTextIsCutWithoutATrailingSpace() {
        // character 25 is a space
        QrText text = lenient("thanh toan hoa don cho k hang");
        assertEquals("thanh toan hoa don cho k", text.text());
        assertEquals(Set.of(QrText.Change.TRUNCATED), text.changes());
    }

    @Test
    void asciiThatFitsIsUnchanged() {
        QrText text = lenient("Don hang 42");
        assertEquals("Don hang 42", text.text());
        assertEquals(Set.of(), text.changes());
        assertEquals(false, text.changed());
    }

    @Test
    void strictKeepsWhatFitsAndRefusesWhatDoesNot() {
        assertEquals("Don hang 42", QrText.of("purpose", "Don hang 42", 25, QrText.Mode.STRICT).text());
        VietQrException accent = assertThrows(VietQrException.class,
                () -> QrText.of("purpose", "Đơn", 25, QrText.Mode.STRICT));
        assertEquals("purpose", accent.field());
        assertTrue(accent.reason().startsWith("must be printable ASCII, but character 1 is U+0110"), accent.reason());
        assertThrows(VietQrException.class, () -> QrText.of("purpose", "tab\there", 25, QrText.Mode.STRICT));
    }

    @Test
    void nothingGivenIsNoField() {
        assertEquals("", QrText.of("purpose", null, 25, QrText.Mode.STRICT).text());
        assertEquals("", QrText.of("purpose", "   ", 25, QrText.Mode.STRICT).text());
        assertEquals("", lenient("").text());
        // found by PayloadFuzzTest: a null text once failed with NullPointerException
        assertEquals("", QrText.lenient(null, 25).text());
    }

    @Test
    void unpairedSurrogatesAndEmojiAreReplaced() {
        assertEquals("a b", lenient("a\uD800b").text());
        assertEquals("ok", lenient("ok 😀").text());
    }
}
