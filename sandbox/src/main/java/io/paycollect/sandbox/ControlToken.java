package io.paycollect.sandbox;

import java.security.SecureRandom;
import java.util.HexFormat;

/**
 * The token the control endpoints require, if any: the configured one, or, on an exposed sandbox without one, a
 * random one made at start-up and printed in the banner (a configured token is never printed).
 *
 * @param value the token, or null when the control endpoints need none
 * @param generated whether it was made up at start-up
 */
record ControlToken(String value, boolean generated) {

    /** The token for a sandbox with {@code configured} (may be blank) that is {@code exposed} or not. */
    static ControlToken of(String configured, boolean exposed) {
        if (configured != null && !configured.isBlank()) {
            return new ControlToken(configured.strip(), false);
        }
        if (!exposed) {
            return new ControlToken(null, false);
        }
        byte[] random = new byte[24];
        new SecureRandom().nextBytes(random);
        return new ControlToken(HexFormat.of().formatHex(random), true);
    }

    @Override
    public String toString() {
        return value == null ? "ControlToken[none]" : "ControlToken[***]";
    }
}
