package io.paycollect.client;

import feign.Logger;
import feign.Request;
import feign.Response;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.TreeMap;
import java.util.regex.Pattern;

/**
 * Feign's request/response log, written to a {@link System.Logger} at {@code DEBUG}, with the
 * signature header masked as {@value #MASK}, and in logged bodies the values of the JSON fields that
 * carry credentials ({@code password}, {@code secretToken}, {@code otpNumber}, {@code securityCode},
 * {@code token}, {@code signature}, {@code clientSecret}, the tax portal's {@code tctPassword}, a bank's
 * {@code authorizationCode} and {@code sessionLogin}). The secret token itself is never part of a
 * request, so it cannot reach a log line. How much is logged is Feign's {@link feign.Logger.Level}
 * (NONE by default).
 */
public final class RedactingLogger extends Logger {

    /** What a redacted header value is replaced with. */
    public static final String MASK = "<redacted>";

    /** A JSON string field that carries a credential, as the contract names them (format: password). */
    private static final Pattern CREDENTIAL_FIELD = Pattern.compile(
            "(\"(?:password|secretToken|otpNumber|securityCode|token|signature|clientSecret|tctPassword|authorizationCode|sessionLogin)\"\\s*:\\s*)\"(?:[^\"\\\\]|\\\\.)*\"");

    private final System.Logger sink;
    private final Set<String> redactedHeaders;

    /**
     * @param sink where the lines go (e.g. {@code System.getLogger("io.paycollect.client")})
     * @param redactedHeaders header names whose values are masked, case-insensitively
     */
    public RedactingLogger(System.Logger sink, Collection<String> redactedHeaders) {
        this.sink = Objects.requireNonNull(sink, "sink");
        List<String> lower = new ArrayList<>();
        for (String h : redactedHeaders) {
            lower.add(h.toLowerCase(Locale.ROOT));
        }
        this.redactedHeaders = Set.copyOf(lower);
    }

    @Override
    protected void logRequest(String configKey, Level logLevel, Request request) {
        super.logRequest(configKey, logLevel, redact(request));
    }

    /** {@link #logRequest} for a call that does not go through Feign's method handler. */
    void request(String configKey, Level logLevel, Request request) {
        logRequest(configKey, logLevel, request);
    }

    /** {@link #logAndRebufferResponse} for a call that does not go through Feign's method handler. */
    Response response(String configKey, Level logLevel, Response response, long elapsedMillis) throws IOException {
        return logAndRebufferResponse(configKey, logLevel, response, elapsedMillis);
    }

    /** {@link #logIOException} for a call that does not go through Feign's method handler. */
    void failure(String configKey, Level logLevel, IOException e, long elapsedMillis) {
        logIOException(configKey, logLevel, e, elapsedMillis);
    }

    private Request redact(Request request) {
        Map<String, Collection<String>> headers = new TreeMap<>(String.CASE_INSENSITIVE_ORDER);
        boolean changed = false;
        for (Map.Entry<String, Collection<String>> e : request.headers().entrySet()) {
            if (redactedHeaders.contains(e.getKey().toLowerCase(Locale.ROOT))) {
                headers.put(e.getKey(), List.of(MASK));
                changed = true;
            } else {
                headers.put(e.getKey(), e.getValue());
            }
        }
        return changed
                ? Request.create(request.httpMethod(), request.url(), headers, request.body(), request.charset(),
                        request.requestTemplate())
                : request;
    }

    @Override
    protected void log(String configKey, String format, Object... args) {
        if (sink.isLoggable(System.Logger.Level.DEBUG)) {
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
