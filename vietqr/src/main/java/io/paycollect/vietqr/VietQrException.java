package io.paycollect.vietqr;

/**
 * A value that cannot go into a VietQR payload, or a text that is not one; {@link #field()} names what is
 * wrong ({@code accountNumber}, {@code amount}, {@code purpose}, ... or {@code qrCode} for a payload that
 * does not parse), {@link #reason()} says why.
 */
public final class VietQrException extends IllegalArgumentException {

    private static final long serialVersionUID = 1L;

    private final String field;
    private final String reason;

    /**
     * @param field the name of the value that is wrong
     * @param reason why, reading after the name ("must be greater than 0")
     */
    public VietQrException(String field, String reason) {
        super(field + ": " + reason);
        this.field = field;
        this.reason = reason;
    }

    /** The name of the value that is wrong, e.g. {@code accountNumber}. */
    public String field() {
        return field;
    }

    /** What is wrong with it, e.g. "must be greater than 0". */
    public String reason() {
        return reason;
    }
}
