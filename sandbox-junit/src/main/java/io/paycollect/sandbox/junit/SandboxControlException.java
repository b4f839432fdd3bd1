package io.paycollect.sandbox.junit;

/**
 * A control endpoint refused or failed: names the endpoint, the HTTP status and the envelope's {@code code}
 * and {@code message} (e.g. {@code 1002} "The bill is not pending").
 */
public final class SandboxControlException extends RuntimeException {

    private final String endpoint;
    private final int httpStatus;
    private final String code;

    SandboxControlException(String endpoint, int httpStatus, String code, String message) {
        super(endpoint + " answered HTTP " + httpStatus + (code == null ? "" : ", code " + code)
                + (message == null ? "" : ": " + message));
        this.endpoint = endpoint;
        this.httpStatus = httpStatus;
        this.code = code;
    }

    SandboxControlException(String endpoint, Throwable cause) {
        super(endpoint + " could not be called: " + cause, cause);
        this.endpoint = endpoint;
        this.httpStatus = 0;
        this.code = null;
    }

    /** The endpoint, e.g. {@code POST /sandbox/dynamic-qr/BILL000001/pay}. */
    public String endpoint() {
        return endpoint;
    }

    /** The HTTP status, or 0 when no answer came. */
    public int httpStatus() {
        return httpStatus;
    }

    /** The envelope's {@code code} (e.g. {@code 1001}, {@code 400}), or null when the answer had none. */
    public String code() {
        return code;
    }
}
