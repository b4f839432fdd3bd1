package io.paycollect.sandbox.store;

/**
 * A request field that is missing or malformed: answered as HTTP 400 with the error envelope, the way
 * the server stubs answer a request that breaks the contract, the message naming the field.
 */
public final class InvalidField extends RuntimeException {

    private final String field;

    /** The field {@code field} is wrong for {@code reason}, e.g. "is required". */
    public InvalidField(String field, String reason) {
        super(field + ": " + reason, null, false, false);
        this.field = field;
    }

    /** The name of the field. */
    public String field() {
        return field;
    }
}
