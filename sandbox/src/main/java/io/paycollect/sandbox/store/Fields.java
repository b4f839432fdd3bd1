package io.paycollect.sandbox.store;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Typed reads of the open payloads the sandbox receives (JSON bodies, or query parameters, which are
 * all strings), throwing {@link InvalidField} naming the field when a value is missing or of the wrong
 * kind. Numbers are accepted as JSON numbers or as digit strings, so query parameters work too.
 *
 * <p>Only the services not yet moved to the generated request models read their requests this way (the
 * query operations, the device group's linking, read-amount and print-receipt operations, the e-invoice
 * group, direct-debit status queries); the others, every bank body operation among them, take the typed
 * models and check them with {@link Given}, which the checks here delegate to.
 */
public final class Fields {

    private final Map<String, Object> values;
    /** How refusals name a field: {@code ""} at the top of a request, {@code items[2].} in an element of a list. */
    private final String path;

    private Fields(Map<String, ?> values) {
        this(values, "");
    }

    private Fields(Map<String, ?> values, String path) {
        this.values = values == null ? Map.of() : java.util.Collections.unmodifiableMap(withoutNulls(values));
        this.path = path;
    }

    private static Map<String, Object> withoutNulls(Map<String, ?> values) {
        Map<String, Object> copy = new java.util.LinkedHashMap<>();
        values.forEach((k, v) -> {
            if (v != null) {
                copy.put(k, v);
            }
        });
        return copy;
    }

    /** The fields of {@code values}; null stands for no fields. */
    public static Fields of(Map<String, ?> values) {
        return new Fields(values);
    }

    /**
     * The query parameters of a request. The text {@code null} counts as absent: the official Java SDK
     * writes an optional parameter it was given no value for that way ({@code startTime=null}).
     */
    public static Fields ofQuery(Map<String, String> parameters) {
        Map<String, String> given = new LinkedHashMap<>();
        if (parameters != null) {
            parameters.forEach((name, value) -> {
                if (!"null".equals(value)) {
                    given.put(name, value);
                }
            });
        }
        return new Fields(given);
    }

    /** A non-blank text field. */
    public String text(String name) {
        return optionalText(name).orElseThrow(() -> new InvalidField(path + name, "is required"));
    }

    /** A text field if present; a blank text counts as absent. */
    public Optional<String> optionalText(String name) {
        Object v = values.get(name);
        if (v == null) {
            return Optional.empty();
        }
        if (!(v instanceof String s)) {
            throw new InvalidField(path + name, "must be a string");
        }
        return Given.optionalText(s);
    }

    /** A positive whole amount of VND (the dong has no minor unit). */
    public long amount(String name) {
        return optionalAmount(name).orElseThrow(() -> new InvalidField(path + name, "is required"));
    }

    /** A positive whole amount of VND if present. */
    public Optional<Long> optionalAmount(String name) {
        return optionalNumber(name).flatMap(n -> Given.optionalAmount(path + name, n));
    }

    /** A whole number if present (e.g. a page number). */
    public Optional<Integer> optionalInt(String name) {
        return optionalNumber(name).map(n -> {
            try {
                return n.intValueExact();
            } catch (ArithmeticException e) {
                throw new InvalidField(path + name, "must be a whole number");
            }
        });
    }

    private Optional<BigDecimal> optionalNumber(String name) {
        Object v = values.get(name);
        if (v == null) {
            return Optional.empty();
        }
        try {
            if (v instanceof BigDecimal d) {
                return Optional.of(d);
            }
            if (v instanceof BigInteger || v instanceof Long || v instanceof Integer || v instanceof Short) {
                return Optional.of(new BigDecimal(v.toString()));
            }
            if (v instanceof Number n) {
                return Optional.of(BigDecimal.valueOf(n.doubleValue()));
            }
            if (v instanceof String s) {
                return Optional.of(new BigDecimal(s.strip()));
            }
        } catch (NumberFormatException e) {
            // fall through to the refusal below
        }
        throw new InvalidField(path + name, "must be a number");
    }

    /** A number if present, as a JSON number or as text holding one (invoice quantities and prices are text). */
    public Optional<BigDecimal> optionalDecimal(String name) {
        return optionalNumber(name);
    }

    /** A whole amount of VND of 0 or more if present (a discount, a free item's price). */
    public Optional<Long> optionalAmountOrZero(String name) {
        return optionalNumber(name).isPresent() ? Optional.of(amountOrZero(name)) : Optional.empty();
    }

    /** A whole amount of VND of 0 or more (a box shows 0 for a QR without an amount). */
    public long amountOrZero(String name) {
        Optional<BigDecimal> n = optionalNumber(name);
        if (n.isPresent() && n.get().signum() == 0) {
            return 0L;
        }
        return amount(name);
    }

    /** A record id: a whole number of 1 or more, as a JSON number or digits (query parameters). */
    public long id(String name) {
        return optionalId(name).orElseThrow(() -> new InvalidField(path + name, "is required"));
    }

    /** A record id if present. */
    public Optional<Long> optionalId(String name) {
        return optionalNumber(name).map(n -> {
            try {
                return Given.optionalId(path + name, n.longValueExact()).orElseThrow();
            } catch (ArithmeticException e) {
                throw new InvalidField(path + name, "must be a whole number");
            }
        });
    }

    /** An absolute http or https URL field if present; anything else is refused naming the field. */
    public Optional<String> optionalUrl(String name) {
        return Given.optionalUrl(path + name, values.get(name));
    }

    /** A true/false field if present. */
    public Optional<Boolean> optionalBool(String name) {
        Object v = values.get(name);
        if (v == null) {
            return Optional.empty();
        }
        if (v instanceof Boolean b) {
            return Optional.of(b);
        }
        if (v instanceof String s && (s.equals("true") || s.equals("false"))) {
            return Optional.of(Boolean.parseBoolean(s));
        }
        throw new InvalidField(path + name, "must be true or false");
    }

    /** A list field (empty when absent). */
    public List<Object> list(String name) {
        Object v = values.get(name);
        if (v == null) {
            return List.of();
        }
        if (!(v instanceof List<?> l)) {
            throw new InvalidField(path + name, "must be a list");
        }
        return new ArrayList<>(l);
    }

    /** An object field if present. */
    @SuppressWarnings("unchecked")
    public Optional<Map<String, Object>> optionalObject(String name) {
        Object v = values.get(name);
        if (v == null) {
            return Optional.empty();
        }
        if (!(v instanceof Map<?, ?> m)) {
            throw new InvalidField(path + name, "must be an object");
        }
        return Optional.of((Map<String, Object>) m);
    }

    /**
     * The element {@code index} of the list {@code listName}, whose refusals name the field where it is:
     * {@code items[2].quantity: is required}.
     */
    @SuppressWarnings("unchecked")
    public static Fields ofElement(String listName, int index, Object element) {
        if (!(element instanceof Map<?, ?> m)) {
            throw new InvalidField(listName + "[" + index + "]", "must be an object");
        }
        return new Fields((Map<String, Object>) m, listName + "[" + index + "].");
    }

    /** Every non-null field as received, in the order received (to pick the documented ones from). */
    public Map<String, Object> all() {
        return values;
    }
}
