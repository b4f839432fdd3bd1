package io.paycollect.sandbox.qr;

/** A value that cannot go into a VietQR payload; {@link #field()} names the request field it came from. */
public final class QrFieldException extends IllegalArgumentException {

    private final String field;

    QrFieldException(String field, String reason) {
        super(field + ": " + reason);
        this.field = field;
    }

    /** The request field holding the value, e.g. {@code accountNumber}. */
    public String field() {
        return field;
    }
}
