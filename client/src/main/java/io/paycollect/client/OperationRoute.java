package io.paycollect.client;

import feign.RequestLine;
import java.lang.reflect.Method;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentMap;

/**
 * The HTTP method and URI template of one of the contract's operations, read from its generated API
 * interface: {@code bank_generateCustomVietQr} is {@code POST /v1/generate-viet-qr}. The template is the
 * path as the contract declares it, never a concrete request's URI, so it is of low cardinality: fit for
 * a metric's tag ({@code http.client.requests}' {@code uri}).
 *
 * @param operationId the contract's operation id, e.g. {@code bank_getBanks}
 * @param method the HTTP method, upper case, e.g. {@code GET}
 * @param uriTemplate the path template without query, e.g. {@code /v1/bank/get-banks}
 */
public record OperationRoute(String operationId, String method, String uriTemplate) {

    private static final String API_PACKAGE = "io.paycollect.client.api.";
    private static final ConcurrentMap<String, Optional<OperationRoute>> ROUTES = new ConcurrentHashMap<>();

    /** Requires every part. */
    public OperationRoute {
        Objects.requireNonNull(operationId, "operationId");
        Objects.requireNonNull(method, "method");
        Objects.requireNonNull(uriTemplate, "uriTemplate");
    }

    /**
     * The route of {@code operationId} as a {@link CallObserver} is given it; empty for an id that names
     * no method of a generated API interface. Looked up once per id, then kept.
     */
    public static Optional<OperationRoute> of(String operationId) {
        Objects.requireNonNull(operationId, "operationId");
        return ROUTES.computeIfAbsent(operationId, OperationRoute::find);
    }

    /**
     * The inverse of {@link OperationIds}: the tag before the underscore names the interface
     * ({@code bank} is {@code BankApi}), the rest its method.
     */
    private static Optional<OperationRoute> find(String operationId) {
        int underscore = operationId.indexOf('_');
        if (underscore <= 0 || underscore == operationId.length() - 1) {
            return Optional.empty();
        }
        String tag = operationId.substring(0, underscore);
        String methodName = operationId.substring(underscore + 1);
        Class<?> api;
        try {
            api = Class.forName(API_PACKAGE + Character.toUpperCase(tag.charAt(0)) + tag.substring(1) + "Api",
                    false, OperationRoute.class.getClassLoader());
        } catch (ClassNotFoundException e) {
            return Optional.empty();
        }
        for (Method method : api.getMethods()) {
            RequestLine line = method.getAnnotation(RequestLine.class);
            if (line != null && method.getName().equals(methodName) && OperationIds.of(method).equals(operationId)) {
                return parse(operationId, line.value());
            }
        }
        return Optional.empty();
    }

    private static Optional<OperationRoute> parse(String operationId, String requestLine) {
        String line = requestLine.trim();
        int space = line.indexOf(' ');
        if (space <= 0) {
            return Optional.empty();
        }
        String path = line.substring(space + 1).trim();
        int query = path.indexOf('?');
        return Optional.of(new OperationRoute(operationId, line.substring(0, space).toUpperCase(Locale.ROOT),
                query >= 0 ? path.substring(0, query) : path));
    }
}
