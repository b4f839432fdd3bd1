package io.paycollect.sandbox.contract;

/**
 * One request the contract forbids: an operation's valid example with one value made wrong.
 *
 * @param operationId the operation
 * @param method its HTTP method
 * @param target its path, with the query of a query operation
 * @param body the JSON body sent, or null for a query operation
 * @param field the body field or query parameter made wrong
 * @param kind what was done to it
 */
record NegativeCase(String operationId, String method, String target, String body, String field, Kind kind) {

    /** The kinds of wrong value the generator makes. */
    enum Kind {
        /** A value of another JSON type: a number or boolean where text goes, text where a number goes, ... */
        WRONG_SCALAR_TYPE,
        /** An object or array where a scalar goes, or a scalar where an object or array goes. */
        WRONG_STRUCTURE,
        /** A fraction where a whole number goes. */
        FRACTION,
        /** Below the minimum or above the maximum the contract states. */
        OUT_OF_RANGE,
        /** null where a value is required. */
        NULL_REQUIRED,
        /** A required field or parameter left out. */
        MISSING_REQUIRED,
        /** Empty or blank text where text is required, an empty list where items are. */
        EMPTY_REQUIRED,
        /** Text the stated pattern does not admit (a date that is not one). */
        PATTERN_MISMATCH,
        /** A null item in a list. */
        NULL_ITEM
    }

    @Override
    public String toString() {
        return operationId + " " + field + ": " + kind.name().toLowerCase(java.util.Locale.ROOT).replace('_', ' ')
                + (body == null ? " (" + target + ")" : " " + body);
    }
}
