package io.paycollect.sandbox.qr;

/**
 * Writes EMVCo QR data objects: a two-digit id, a two-digit length and the value. Lengths are counted
 * in characters; every value this sandbox writes is ASCII, so characters and bytes agree.
 */
final class EmvTlv {

    private final StringBuilder out = new StringBuilder(128);

    /** Appends the data object {@code id} holding {@code value}. */
    EmvTlv add(String id, String value) {
        if (id.length() != 2) {
            throw new IllegalArgumentException("an EMV id has two digits: " + id);
        }
        if (value.length() > 99) {
            throw new IllegalArgumentException("EMV field " + id + " is longer than 99 characters");
        }
        out.append(id).append(String.format("%02d", value.length())).append(value);
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
}
