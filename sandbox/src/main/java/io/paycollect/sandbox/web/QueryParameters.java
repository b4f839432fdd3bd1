package io.paycollect.sandbox.web;

import io.paycollect.sandbox.store.Fields;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The named query parameters of one of the eight query operations, handed to the domain as the fields it
 * reads: a parameter left out (null) is absent, a number is read as the text it was sent as.
 */
final class QueryParameters {

    private QueryParameters() {
    }

    /** The fields of {@code namesAndValues}: name, value, name, value, ... */
    static Fields of(Object... namesAndValues) {
        Map<String, String> given = new LinkedHashMap<>();
        for (int i = 0; i < namesAndValues.length; i += 2) {
            Object value = namesAndValues[i + 1];
            if (value != null) {
                given.put((String) namesAndValues[i], value.toString());
            }
        }
        return Fields.ofQuery(given);
    }
}
