package io.paycollect.client;

import feign.Logger;
import feign.Request;
import java.io.IOException;
import java.util.Collection;
import java.util.Objects;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Pattern;

/**
 * Feign's request/response log, written to a {@link System.Logger} at {@code DEBUG}, with the signature header
 * and, in logged bodies, the JSON fields that carry credentials masked as {@value #MASK}. The secret token itself
 * is never part of a request, so it cannot reach a log line.
 */
final class RedactingLogger extends Logger {

    /** What a redacted header value is replaced with. */
    public static final String MASK = "<redacted>";

    /** A JSON string field that carries a credential, as the contract names them (format: password). */
    private static final Pattern CREDENTIAL_FIELD = Pattern.compile(
            "(\"(?:password|secretToken|otpNumber|securityCode|token|signature|clientSecret|tctPassword|authorizationCode|sessionLogin)\"\\s*:\\s*)\"(?:[^\"\\\\]|\\\\.)*\"");

    private static final String HEADER_LINE = "%s: %s";

    private final System.Logger sink;
    private final Set<String> redactedHeaders;

    /**
     * @param sink where the lines go (e.g. {@code System.getLogger("io.paycollect.client")})
     * @param redactedHeaders header names whose values are masked, case-insensitively
     */
    public RedactingLogger(System.Logger sink, Collection<String> redactedHeaders) {
        this.sink = Objects.requireNonNull(sink, "sink");
        this.redactedHeaders = new TreeSet<>(String.CASE_INSENSITIVE_ORDER);
        this.redactedHeaders.addAll(redactedHeaders);
    }

    /**
     * Logs a request about to be sent through {@code logger}, as Feign's method handler does. A capability may have
     * replaced this class with another {@link Logger}, whose method Feign declares protected: it is then called
     * reflectively (Feign is on the class path, so its package is open to this one).
     */
    static void logRequest(Logger logger, String configKey, Level logLevel, Request request) {
        if (logger instanceof RedactingLogger redacting) {
            redacting.logRequest(configKey, logLevel, request);
        } else {
            call(logger, "logRequest", new Class<?>[] {String.class, Level.class, Request.class}, configKey, logLevel, request);
        }
    }

    /** Logs a request that failed to be sent through {@code logger}, as Feign's method handler does. */
    static void logIOException(Logger logger, String configKey, Level logLevel, IOException e, long elapsedMillis) {
        if (logger instanceof RedactingLogger redacting) {
            redacting.logIOException(configKey, logLevel, e, elapsedMillis);
        } else {
            call(logger, "logIOException", new Class<?>[] {String.class, Level.class, IOException.class, long.class},
                    configKey, logLevel, e, elapsedMillis);
        }
    }

    private static void call(Logger logger, String name, Class<?>[] types, Object... args) {
        try {
            java.lang.reflect.Method method = Logger.class.getDeclaredMethod(name, types);
            method.setAccessible(true);
            method.invoke(logger, args);
        } catch (ReflectiveOperationException | RuntimeException e) {
            throw new IllegalStateException("cannot call " + name + " of the logger " + logger.getClass().getName(), e);
        }
    }

    @Override
    protected void log(String configKey, String format, Object... args) {
        if (sink.isLoggable(System.Logger.Level.DEBUG)) {
            // Feign writes each header as its own "%s: %s" line, of the request and the answer alike.
            if (HEADER_LINE.equals(format) && redactedHeaders.contains(String.valueOf(args[0]))) {
                args = new Object[] {args[0], MASK};
            }
            String line = String.format(format, args);
            sink.log(System.Logger.Level.DEBUG, methodTag(configKey)
                    + CREDENTIAL_FIELD.matcher(line).replaceAll("$1\"" + MASK + "\""));
        }
    }

    @Override
    public String toString() {
        return "RedactingLogger[" + sink.getName() + ", redacted=" + redactedHeaders + "]";
    }
}
