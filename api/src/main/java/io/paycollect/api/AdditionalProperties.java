package io.paycollect.api;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * How an open object's additional (undeclared) properties meet its declared fields, in the generated
 * client and server models: a name first sent as an additional property and later documented as a field
 * must neither be written twice nor stop being readable, so documenting a field never breaks a caller.
 */
public final class AdditionalProperties {

    private AdditionalProperties() {
    }

    /**
     * The additional properties to write beside the declared fields: without the names that a set
     * declared field already writes (the declared field wins).
     *
     * @param additional the object's additional properties, or {@code null}
     * @param setFieldNames the JSON name of each declared field, or {@code null} for a field not set
     * @return {@code additional} itself when no name is shadowed, otherwise a copy without those names
     */
    public static <V> Map<String, V> toWrite(Map<String, V> additional, String... setFieldNames) {
        if (additional == null || additional.isEmpty()) {
            return additional;
        }
        Map<String, V> write = additional;
        for (String name : setFieldNames) {
            if (name != null && write.containsKey(name)) {
                if (write == additional) {
                    write = new LinkedHashMap<>(additional);
                }
                write.remove(name);
            }
        }
        return write;
    }

    /**
     * A declared field's value as it was read while it was still an additional property: an enumeration
     * as its text, any other value as it is.
     */
    public static Object asUndeclared(Object value) {
        return value instanceof ExtensibleEnum || value instanceof Enum<?> ? value.toString() : value;
    }
}
