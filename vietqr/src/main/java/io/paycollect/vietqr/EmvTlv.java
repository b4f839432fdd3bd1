package io.paycollect.vietqr;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * EMVCo QR data objects: a two-digit id, a two-digit length and the value. Lengths count characters;
 * every value written here is printable ASCII, so characters and bytes agree.
 */
final class EmvTlv {

    private final StringBuilder out = new StringBuilder(128);

    /** Appends the data object {@code id} holding {@code value}. */
    EmvTlv add(String id, String value) {
        if (value.length() > 99) {
            throw new VietQrException("tag " + id, "holds at most 99 characters, but would hold " + value.length());
        }
        out.append(id).append((char) ('0' + value.length() / 10)).append((char) ('0' + value.length() % 10)).append(value);
        return this;
    }

    /** Appends {@code id} holding the data objects written by {@code nested}. */
    EmvTlv add(String id, EmvTlv nested) {
        return add(id, nested.toString());
    }

    @Override
    public String toString() {
        return out.toString();
    }

    /**
     * The data objects of {@code text} by id, in order, refusing a malformed list with a
     * {@link VietQrException} naming {@code qrCode}; {@code tag} (null at the top) names the enclosing
     * tag in the reason. Linear in the length of {@code text}.
     */
    static Map<String, String> read(String text, String tag) {
        Map<String, String> objects = new LinkedHashMap<>();
        String in = tag == null ? "" : " in tag " + tag;
        int at = 0;
        while (at < text.length()) {
            if (at + 4 > text.length()) {
                throw VietQrParser.refused("the data object at " + at + in + " is cut short");
            }
            if (!isDigits(text, at, at + 4)) {
                throw VietQrParser.refused("the data object at " + at + in + " has no two-digit id and length");
            }
            String id = text.substring(at, at + 2);
            String name = tag == null ? id : tag + "." + id;
            int end = at + 4 + (text.charAt(at + 2) - '0') * 10 + (text.charAt(at + 3) - '0');
            if (end > text.length()) {
                throw VietQrParser.refused("tag " + name + " is longer than what holds it");
            }
            if (objects.putIfAbsent(id, text.substring(at + 4, end)) != null) {
                throw VietQrParser.refused("tag " + name + " appears twice");
            }
            at = end;
        }
        return objects;
    }

    private static boolean isDigits(String text, int from, int to) {
        for (int i = from; i < to; i++) {
            char c = text.charAt(i);
            if (c < '0' || c > '9') {
                return false;
            }
        }
        return true;
    }
}
