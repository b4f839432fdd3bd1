package io.paycollect.sandbox.qr;

import java.text.Normalizer;
import java.util.regex.Pattern;

/**
 * Turns free text such as {@code "Thanh toán đơn hàng 001"} into what a VietQR purpose field can
 * carry: banking apps show only unaccented ASCII there, so diacritics are stripped
 * ({@code "Thanh toan don hang 001"}), {@code đ/Đ} (a letter of its own, not an accent) become
 * {@code d/D}, any other character outside printable ASCII is dropped, runs of spaces are collapsed
 * and the result is cut to the field's length.
 */
public final class QrText {

    private static final Pattern COMBINING_MARKS = Pattern.compile("\\p{M}+");
    private static final Pattern NOT_PRINTABLE_ASCII = Pattern.compile("[^\\x20-\\x7E]");
    private static final Pattern SPACES = Pattern.compile(" {2,}");

    private QrText() {
    }

    /** The unaccented, printable-ASCII form of {@code text}, at most {@code maxLength} characters. */
    public static String of(String text, int maxLength) {
        String decomposed = Normalizer.normalize(text.replace('đ', 'd').replace('Đ', 'D'), Normalizer.Form.NFD);
        String ascii = NOT_PRINTABLE_ASCII.matcher(COMBINING_MARKS.matcher(decomposed).replaceAll("")).replaceAll("");
        String collapsed = SPACES.matcher(ascii).replaceAll(" ").strip();
        return collapsed.length() <= maxLength ? collapsed : collapsed.substring(0, maxLength).strip();
    }
}
