package io.paycollect.client;

import feign.MethodMetadata;
import java.util.Objects;

/**
 * The HTTP method and URI template of one of the contract's operations, as Feign's contract read it from the
 * generated API interface when the operation was first called: {@code bank_generateCustomVietQr} is
 * {@code POST /v1/generate-viet-qr}. The template is the path as the contract declares it, never a concrete
 * request's URI, so it is of low cardinality: fit for a metric's tag ({@code http.client.requests}' {@code uri}).
 *
 * @param operationId the contract's operation id, e.g. {@code bank_getBanks}
 * @param method the HTTP method, upper case, e.g. {@code GET}
 * @param uriTemplate the path template without query, e.g. {@code /v1/bank/get-banks}
 */
public record OperationRoute(String operationId, String method, String uriTemplate) {

    /** Requires every part. */
    public OperationRoute {
        Objects.requireNonNull(operationId, "operationId");
        Objects.requireNonNull(method, "method");
        Objects.requireNonNull(uriTemplate, "uriTemplate");
    }

    /** The route of the operation {@code metadata} describes, as Feign's contract parsed it. */
    static OperationRoute of(MethodMetadata metadata) {
        return new OperationRoute(OperationIds.of(metadata.method()), metadata.template().method(),
                metadata.template().path());
    }
}
