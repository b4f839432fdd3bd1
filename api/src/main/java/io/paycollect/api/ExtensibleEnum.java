package io.paycollect.api;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.BiFunction;

/**
 * A value of an enumeration that the service may extend: the values known when the contract was
 * written are constants, and a value the contract does not list is kept as it was received, not
 * refused (the contract lists the known values of such enumerations in {@code x-extensible-enum}). Generated models
 * extend this class; two values are equal when their text is.
 */
public abstract class ExtensibleEnum {

    private final String value;
    private final boolean known;

    /** For the generated subclasses: {@code known} tells whether the contract lists {@code value}. */
    protected ExtensibleEnum(String value, boolean known) {
        if (value == null) {
            throw new IllegalArgumentException("an enumeration value cannot be null");
        }
        this.value = value;
        this.known = known;
    }

    /** The value as it goes on the wire. */
    public String getValue() {
        return value;
    }

    /** Whether the contract lists this value; {@code false} for a value the service added since. */
    public boolean isKnown() {
        return known;
    }

    @Override
    public boolean equals(Object other) {
        return other != null && other.getClass() == getClass() && ((ExtensibleEnum) other).value.equals(value);
    }

    @Override
    public int hashCode() {
        return value.hashCode();
    }

    @Override
    public String toString() {
        return value;
    }

    /**
     * The values of one extensible enumeration: its known constants, and a look-up that answers the
     * constant for a known value and a new instance for any other.
     *
     * @param <E> the enumeration
     */
    public static final class Values<E extends ExtensibleEnum> {

        private final BiFunction<String, Boolean, E> factory;
        private final Map<String, E> known = new LinkedHashMap<>();

        /** {@code factory} makes an instance from a value and whether it is known. */
        public Values(BiFunction<String, Boolean, E> factory) {
            this.factory = factory;
        }

        /** Declares a known value; called once per constant while the enumeration class initialises. */
        public E known(String value) {
            E constant = factory.apply(value, true);
            known.put(value, constant);
            return constant;
        }

        /** The constant for a known value, a new unknown value otherwise, or {@code null} for {@code null}. */
        public E of(String value) {
            if (value == null) {
                return null;
            }
            E constant = known.get(value);
            return constant != null ? constant : factory.apply(value, false);
        }

        /** The known values, in the order the contract lists them. */
        public List<E> all() {
            return Collections.unmodifiableList(new ArrayList<>(known.values()));
        }
    }
}
