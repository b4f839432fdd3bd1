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

    /**
     * The fields {@code keys} of {@code record} that it has, in the order of {@code keys}: how an answer
     * shows a stored record with only the fields the official Java SDK's type declares.
     */
    public static Map<String, Object> pick(Map<String, Object> record, String... keys) {
        Map<String, Object> map = new LinkedHashMap<>();
        for (String key : keys) {
            Object v = record.get(key);
            if (v != null) {
                map.put(key, v);
            }
        }
        return map;
    }

    /**
     * Whether a paging request's {@code filter} keeps a record: no filter keeps everything, else one of its
     * {@code values} must contain it, ignoring case.
     */
    public static boolean matches(String filter, Object... values) {
        if (filter == null) {
            return true;
        }
        String wanted = filter.toLowerCase(java.util.Locale.ROOT);
        for (Object value : values) {
            if (value != null && value.toString().toLowerCase(java.util.Locale.ROOT).contains(wanted)) {
                return true;
            }
        }
        return false;
    }

}
