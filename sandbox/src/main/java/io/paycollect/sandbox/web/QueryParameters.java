package io.paycollect.sandbox.web;

/**
 * The text query parameters of the query operations, as the domain takes them: the text {@code null} counts as
 * absent, because the official Java SDK writes an optional parameter it was given no value for that way
 * ({@code startTime=null}). Numbers arrive already typed by the generated interface.
 */
final class QueryParameters {

    private QueryParameters() {
    }

    /** The parameter {@code value} as sent, or null when it was left out or sent as the text {@code null}. */
    static String text(String value) {
        return "null".equals(value) ? null : value;
    }
}
