package io.paycollect.server.autoconfigure;

/**
 * An error answer: HTTP status, envelope code (never {@code "00"}) and a message for the caller.
 *
 * @param status the HTTP status
 * @param code the envelope {@code code}
 * @param message what is wrong, naming the field or header at fault
 */
public record Problem(int status, String code, String message) {

    /** A problem whose envelope code is its HTTP status, as for every error that is not a refused signature. */
    public static Problem of(int status, String message) {
        return new Problem(status, String.valueOf(status), message);
    }
}
