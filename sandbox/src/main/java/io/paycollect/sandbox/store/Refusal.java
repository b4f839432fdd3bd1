package io.paycollect.sandbox.store;

/**
 * A request the sandbox understood but refuses for a business reason: an unknown id, a resource in the
 * wrong state, an amount over what is left. Answered as HTTP 200 with a business code in the
 * 1001–1076 range the live service is reported to use (docs/protocol.md, section 3) and no {@code data}, so
 * callers see it the way they see the live service's refusals.
 */
public final class Refusal extends RuntimeException {

    /** No resource has the id given in the named field. */
    public static final String UNKNOWN_ID = "1001";
    /** The resource exists but its state does not allow the operation. */
    public static final String WRONG_STATE = "1002";
    /** The amount is more than the resource allows (e.g. a refund over what is left to refund). */
    public static final String AMOUNT_NOT_ALLOWED = "1003";

    /** A one-time code (OTP, a box's security code) that does not match. */
    public static final String WRONG_CODE = "1004";
    /** The sandbox holds as many records of a kind as it is allowed to. */
    public static final String STORE_FULL = "1005";
    /** The resource belongs to another client, which alone may register where its payments are notified. */
    public static final String ANOTHER_CLIENTS = "1006";
    /**
     * A value of an open enumeration (a bank, an e-invoice provider, a notification type, a QR type) that the
     * sandbox does not support: the contract admits any value there, since the service may add some.
     */
    public static final String NOT_SUPPORTED = "1007";
    /**
     * A value the contract admits that the service cannot act on: a rule OpenAPI 3.0 cannot state (two fields that
     * must agree, one of two optional fields required, a limit between fields, a day that is not on the calendar
     * though its shape is a date's, a URL the service may not call, a payload that is no VietQR). A request the
     * contract refuses is a 400 instead; this code is for what passes the contract.
     */
    public static final String INVALID_VALUE = "1008";

    private final String code;

    private Refusal(String code, String message) {
        super(message, null, false, false);
        this.code = code;
    }

    /** No {@code what} has the id given in {@code field}. */
    public static Refusal unknownId(String field, String what) {
        return new Refusal(UNKNOWN_ID, field + ": no " + what + " with this id");
    }

    /** No record the request names by {@code field} exists, as {@code text} says (e.g. "no default e-invoice account"). */
    public static Refusal unknown(String field, String text) {
        return new Refusal(UNKNOWN_ID, field + ": " + text);
    }

    /** The resource named by {@code field} is in {@code state}, which does not allow {@code operation}. */
    public static Refusal wrongState(String field, Object state, String operation) {
        return new Refusal(WRONG_STATE, field + ": is " + state + ", cannot " + operation);
    }

    /** The amount is not allowed, for the reason given. */
    public static Refusal amount(String field, String reason) {
        return new Refusal(AMOUNT_NOT_ALLOWED, field + ": " + reason);
    }

    /** The code in {@code field} is not the one expected. */
    public static Refusal wrongCode(String field) {
        return new Refusal(WRONG_CODE, field + ": does not match");
    }

    /** The sandbox already holds {@code capacity} records of {@code what}: nothing more is stored. */
    public static Refusal storeFull(String what, int capacity) {
        return new Refusal(STORE_FULL, "the sandbox holds its limit of " + capacity + " " + what
                + " records (paycollect.sandbox.max-records-per-table): restart it to start afresh, or raise the limit");
    }

    /**
     * The {@code what} named by {@code field} belongs to another client: nothing of another merchant is ever
     * registered for, or delivered to, the caller.
     */
    public static Refusal anotherClients(String field, String what) {
        return new Refusal(ANOTHER_CLIENTS, field + ": this " + what
                + " belongs to another client; only the client that created it can register its notifications");
    }

    /** 1006: what {@code field} names is another client's; {@code why} says what only that client may do. */
    public static Refusal ofAnotherClient(String field, String why) {
        return new Refusal(ANOTHER_CLIENTS, field + ": " + why);
    }

    /** The credentials in {@code field} are refused by the system they are for, as {@code why} says. */
    public static Refusal credentialsRefused(String field, String why) {
        return new Refusal(WRONG_CODE, field + ": " + why);
    }

    /** The value of {@code field} is not one the sandbox supports: {@code why} says which it does. */
    public static Refusal notSupported(String field, String why) {
        return new Refusal(NOT_SUPPORTED, field + ": " + why);
    }

    /** 1008: the value of {@code field}, admitted by the contract, is one the service cannot act on, as {@code why} says. */
    public static Refusal invalidValue(String field, String why) {
        return new Refusal(INVALID_VALUE, field + ": " + why);
    }

    /** The envelope code, "1001" to "1076". */
    public String code() {
        return code;
    }
}
