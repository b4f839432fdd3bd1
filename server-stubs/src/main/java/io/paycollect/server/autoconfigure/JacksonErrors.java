package io.paycollect.server.autoconfigure;

import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * Describes why Jackson could not read a request body, naming the JSON field at fault. It compiles
 * against no Jackson databind: Spring Boot 3.5 reads bodies with Jackson 2 ({@code com.fasterxml.jackson})
 * and Boot 4 with Jackson 3 ({@code tools.jackson}), whose exception classes differ in package but share
 * simple names ({@code StreamReadException}, {@code MismatchedInputException}, ...) and the accessors used
 * here ({@code getPath()}, {@code getTargetType()}), so they are read by name and reflection.
 */
final class JacksonErrors {

    private static final int MAX_PATH_LENGTH = 200;
    /** The contract's {@code integer}s (every amount of VND among them): a fraction is refused, never cut. */
    private static final Set<Class<?>> WHOLE_NUMBERS = Set.of(Long.class, long.class, Integer.class, int.class,
            Short.class, short.class, java.math.BigInteger.class);

    private JacksonErrors() {
    }

    /** A message for the first Jackson exception in {@code error}'s cause chain; empty if there is none. */
    static Optional<String> describe(Throwable error) {
        Throwable jackson = firstJacksonCause(error);
        if (jackson == null) {
            return Optional.empty();
        }
        Set<String> kinds = hierarchyNames(jackson.getClass());
        if (kinds.contains("JsonMappingException") || kinds.contains("DatabindException")) {
            return Optional.of(describeMapping(jackson));
        }
        if (kinds.contains("StreamReadException") || kinds.contains("JsonParseException")) {
            return Optional.of("request body is not valid JSON" + location(jackson));
        }
        return Optional.of("request body could not be read as JSON");
    }

    private static String describeMapping(Throwable error) {
        String path = path(error);
        Class<?> target = targetType(error);
        String subject = path.isEmpty() ? "request body" : "field '" + path + "'";
        if (hierarchyNames(error.getClass()).contains("InvalidNullException")) {
            return subject + " must not be null";
        }
        if (target != null && target.isEnum()) {
            String allowed = Arrays.stream(target.getEnumConstants()).map(String::valueOf).collect(Collectors.joining(", "));
            return subject + " must be one of " + allowed;
        }
        String kind = kindOf(target);
        if (path.isEmpty()) {
            return kind == null ? "request body does not have the expected form" : "request body must be " + kind;
        }
        return kind == null ? subject + " has the wrong type" : subject + " must be " + kind;
    }

    private static String kindOf(Class<?> type) {
        if (type == null) {
            return null;
        }
        if (CharSequence.class.isAssignableFrom(type) || type == char.class || type == Character.class) {
            return "a string";
        }
        if (WHOLE_NUMBERS.contains(type)) {
            return "a whole number";
        }
        if (Number.class.isAssignableFrom(type) || (type.isPrimitive() && type != boolean.class)) {
            return "a number";
        }
        if (type == Boolean.class || type == boolean.class) {
            return "true or false";
        }
        if (type.isArray() || Collection.class.isAssignableFrom(type)) {
            return "an array";
        }
        if (Map.class.isAssignableFrom(type) || !type.getName().startsWith("java.")) {
            return "a JSON object";
        }
        return null;
    }

    /** The JSON path of the error, like {@code items[0].name}; empty for the root. */
    private static String path(Throwable error) {
        Object references = invoke(error, "getPath");
        if (!(references instanceof List<?> list)) {
            return "";
        }
        StringBuilder path = new StringBuilder();
        for (Object reference : list) {
            Object name = invoke(reference, "getPropertyName"); // Jackson 3
            if (name == null) {
                name = invoke(reference, "getFieldName"); // Jackson 2
            }
            Object index = invoke(reference, "getIndex");
            if (name != null) {
                if (path.length() > 0) {
                    path.append('.');
                }
                path.append(name);
            } else if (index instanceof Integer i && i >= 0) {
                path.append('[').append(i).append(']');
            }
        }
        return path.length() > MAX_PATH_LENGTH ? path.substring(0, MAX_PATH_LENGTH) + "…" : path.toString();
    }

    /** The Java type Jackson was reading into, if the exception tells. */
    private static Class<?> targetType(Throwable error) {
        if (invoke(error, "getTargetType") instanceof Class<?> type) {
            return type;
        }
        Object javaType = invoke(error, "getType"); // ValueInstantiationException: a JavaType
        if (javaType != null && invoke(javaType, "getRawClass") instanceof Class<?> raw) {
            return raw;
        }
        return null;
    }

    private static String location(Throwable error) {
        Object location = invoke(error, "getLocation");
        if (location == null) {
            return "";
        }
        Object line = invoke(location, "getLineNr");
        Object column = invoke(location, "getColumnNr");
        if (line instanceof Integer l && column instanceof Integer c && l > 0 && c > 0) {
            return " (line " + l + ", column " + c + ")";
        }
        return "";
    }

    private static Throwable firstJacksonCause(Throwable error) {
        Set<Throwable> seen = new HashSet<>();
        for (Throwable t = error; t != null && seen.add(t); t = t.getCause()) {
            String name = t.getClass().getName();
            if (name.startsWith("com.fasterxml.jackson.") || name.startsWith("tools.jackson.")) {
                return t;
            }
        }
        return null;
    }

    private static Set<String> hierarchyNames(Class<?> type) {
        List<String> names = new ArrayList<>();
        for (Class<?> c = type; c != null; c = c.getSuperclass()) {
            names.add(c.getSimpleName());
        }
        return new HashSet<>(names);
    }

    private static Object invoke(Object target, String method) {
        try {
            Method m = target.getClass().getMethod(method);
            return m.invoke(target);
        } catch (ReflectiveOperationException | RuntimeException absent) {
            return null;
        }
    }
}
