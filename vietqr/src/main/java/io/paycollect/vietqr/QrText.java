package io.paycollect.vietqr;

import java.text.Normalizer;
import java.util.Collections;
import java.util.EnumSet;
import java.util.Set;

/**
 * Free text made fit for a VietQR text field, such as the purpose ({@code "Thanh toán đơn hàng 001"}).
 * A field holds printable ASCII only (banking apps mangle or refuse anything else) and a bounded number
 * of characters (25 for the purpose). Two ways to get there:
 * <ul>
 *   <li>{@link Mode#STRICT}: the text goes in exactly as given or not at all; anything outside printable
 *       ASCII or beyond the length is refused with a {@link VietQrException} naming the field.</li>
 *   <li>{@link Mode#LENIENT}: Vietnamese letters lose their accents ({@code á → a}, {@code đ → d}), other
 *       characters outside printable ASCII become spaces (so two words never fuse), runs of spaces
 *       become one, the ends are trimmed and the text is cut to the length; {@link #changes()} says
 *       which of these happened, so a caller can store what the QR really carries.</li>
 * </ul>
 * A text that ends up empty means "no field".
 */
public final class QrText {

    /** How a text that does not fit is treated. */
    public enum Mode {
        /** Refuse it. */
        STRICT,
        /** Fold it and report what changed. */
        LENIENT
    }

    /** What {@link Mode#LENIENT} changed. */
    public enum Change {
        /** Vietnamese (or other) accents were removed, {@code đ/Đ} became {@code d/D}. */
        ACCENTS_REMOVED,
        /** Characters with no ASCII form (emoji, control characters, dashes ...) became spaces. */
        CHARACTERS_REPLACED,
        /** Runs of spaces became one, or spaces at the ends were removed. */
        SPACES_COLLAPSED,
        /** The text was cut to the field's length. */
        TRUNCATED
    }

    private final String text;
    private final Set<Change> changes;

    private QrText(String text, Set<Change> changes) {
        this.text = text;
        this.changes = changes;
    }

    /**
     * {@code text} for a field called {@code field} of at most {@code maxLength} characters.
     *
     * @param text the text, or {@code null} for none
     * @throws VietQrException naming {@code field}, in strict mode, when the text is not printable ASCII or too long
     */
    public static QrText of(String field, String text, int maxLength, Mode mode) {
        return mode == Mode.STRICT ? strict(field, text, maxLength) : lenient(text, maxLength);
    }

    /**
     * {@code text} folded to at most {@code maxLength} printable ASCII characters ({@link Mode#LENIENT});
     * {@code null} is no text.
     */
    public static QrText lenient(String text, int maxLength) {
        if (text == null) {
            return new QrText("", Set.of());
        }
        EnumSet<Change> changes = EnumSet.noneOf(Change.class);
        StringBuilder ascii = new StringBuilder(text.length());
        boolean lastWasSpace = true; // so leading spaces are dropped
        for (int i = 0; i < text.length(); ) {
            int codePoint = text.codePointAt(i);
            i += Character.charCount(codePoint);
            String folded = fold(codePoint, changes);
            for (int k = 0; k < folded.length(); k++) {
                char c = folded.charAt(k);
                if (c == ' ') {
                    if (lastWasSpace) {
                        changes.add(Change.SPACES_COLLAPSED);
                        continue;
                    }
                    lastWasSpace = true;
                } else {
                    lastWasSpace = false;
                }
                ascii.append(c);
            }
        }
        String result = stripTrailingSpace(ascii, changes);
        if (result.length() > maxLength) {
            changes.add(Change.TRUNCATED);
            result = result.substring(0, maxLength).stripTrailing();
        }
        return new QrText(result, Collections.unmodifiableSet(changes));
    }

    private static QrText strict(String field, String text, int maxLength) {
        if (text == null) {
            return new QrText("", Set.of());
        }
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (!isPrintableAscii(c)) {
                throw new VietQrException(field, "must be printable ASCII, but character " + (i + 1)
                        + " is U+" + String.format("%04X", text.codePointAt(i))
                        + " (fold accents with QrText.Mode.LENIENT)");
            }
        }
        if (text.length() > maxLength) {
            throw new VietQrException(field, "must be at most " + maxLength + " characters, but is " + text.length());
        }
        return new QrText(text.isBlank() ? "" : text, Set.of());
    }

    /** The ASCII form of one code point, noting what was changed. */
    private static String fold(int codePoint, Set<Change> changes) {
        if (codePoint < 0x80) {
            if (isPrintableAscii((char) codePoint)) {
                return String.valueOf((char) codePoint);
            }
            changes.add(Change.CHARACTERS_REPLACED);
            return " ";
        }
        if (codePoint == 'đ' || codePoint == 'Đ') {
            changes.add(Change.ACCENTS_REMOVED);
            return codePoint == 'đ' ? "d" : "D";
        }
        // NFKD splits a letter from its accents (á → a + ◌́) and folds compatibility forms (fullwidth Ｈ → H).
        String decomposed = Normalizer.normalize(new String(Character.toChars(codePoint)), Normalizer.Form.NFKD);
        StringBuilder base = new StringBuilder(decomposed.length());
        boolean hadMarks = false;
        for (int k = 0; k < decomposed.length(); ) {
            int c = decomposed.codePointAt(k);
            k += Character.charCount(c);
            if (isMark(c)) {
                hadMarks = true;
            } else if (c < 0x80 && isPrintableAscii((char) c)) {
                base.append((char) c);
            } else {
                changes.add(Change.CHARACTERS_REPLACED);
                return " ";
            }
        }
        if (base.isEmpty()) {
            changes.add(Change.ACCENTS_REMOVED); // only marks: an accent written as its own character
            return "";
        }
        changes.add(hadMarks ? Change.ACCENTS_REMOVED : Change.CHARACTERS_REPLACED);
        return base.toString();
    }

    private static String stripTrailingSpace(StringBuilder ascii, Set<Change> changes) {
        int end = ascii.length();
        if (end > 0 && ascii.charAt(end - 1) == ' ') {
            changes.add(Change.SPACES_COLLAPSED);
            end--;
        }
        return ascii.substring(0, end);
    }

    private static boolean isMark(int codePoint) {
        int type = Character.getType(codePoint);
        return type == Character.NON_SPACING_MARK || type == Character.COMBINING_SPACING_MARK
                || type == Character.ENCLOSING_MARK;
    }

    static boolean isPrintableAscii(char c) {
        return c >= 0x20 && c <= 0x7E;
    }

    /** The text as the field carries it; empty when there is nothing to carry. */
    public String text() {
        return text;
    }

    /** What was changed to make the text fit; always empty in strict mode. */
    public Set<Change> changes() {
        return changes;
    }

    /** Whether the field carries something other than what was given. */
    public boolean changed() {
        return !changes.isEmpty();
    }

    @Override
    public String toString() {
        return text;
    }
}
