package io.paycollect.sandbox.qr;

/** A value that cannot go into a VietQR payload; {@link #field()} names the request field it came from. */
public final class QrFieldException extends IllegalArgumentException {

    private final String field;
    private final String reason;

    QrFieldException(String field, String reason) {
        super(field + ": " + reason);
        this.field = field;
        this.reason = reason;
    }

    /** What is wrong with the value, e.g. "must be greater than 0". */
    public String reason() {
        return reason;
    }

    /** The request field holding the value, e.g. {@code accountNumber}. */
    public String field() {
        return field;
    }
}
