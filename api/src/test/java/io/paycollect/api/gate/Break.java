package io.paycollect.api.gate;

import java.util.Objects;

/**
 * One incompatible difference between the baseline contract and the working one.
 *
 * @param where the place in the contract, e.g. {@code POST /v1/generate-viet-qr (bank_generateCustomVietQr) > request body}
 * @param what  what changed there, in words a reviewer can act on
 */
public record Break(String where, String what) {

    /** Both parts are required: a break that cannot be located or explained helps nobody. */
    public Break {
        Objects.requireNonNull(where, "where");
        Objects.requireNonNull(what, "what");
    }

    @Override
    public String toString() {
        return where + ": " + what;
    }
}
