package io.paycollect.sandbox.store;

import java.util.LinkedHashMap;
import java.util.Map;

/** Builds the small ordered maps the sandbox answers with; a null value leaves its key out. */
public final class Values {

    private Values() {
    }

    /** A map of the given key/value pairs, in order, without the pairs whose value is null. */
    public static Map<String, Object> of(Object... keysAndValues) {
        if (keysAndValues.length % 2 != 0) {
            throw new IllegalArgumentException("keys and values come in pairs");
        }
        Map<String, Object> map = new LinkedHashMap<>();
        for (int i = 0; i < keysAndValues.length; i += 2) {
            if (keysAndValues[i + 1] != null) {
                map.put((String) keysAndValues[i], keysAndValues[i + 1]);
            }
        }
        return map;
    }
}
