package io.paycollect.client;

import feign.MethodMetadata;
import io.paycollect.api.OperationId;
import java.util.Objects;

/**
 * The id, HTTP method and URI template of one of the contract's operations, as Feign's contract read them from the
 * generated API interface: {@code bank_generateCustomVietQr} is {@code POST /v1/generate-viet-qr}. The template is
 * never a concrete request's URI, so it is fit for a metric's tag ({@code http.client.requests}' {@code http.url}).
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
        return new OperationRoute(operationIdOf(metadata), metadata.template().method(), metadata.template().path());
    }

    /**
     * The contract's id of the operation {@code metadata} describes, as the generator wrote it on the method
     * ({@link OperationId}); a method without it, of an application's own interface, is not one of the contract's
     * operations and is named by Feign's key of the method, e.g. {@code ShopExtras#ping()}.
     */
    public static String operationIdOf(MethodMetadata metadata) {
        OperationId id = metadata.method() == null ? null : metadata.method().getAnnotation(OperationId.class);
        return id != null ? id.value() : metadata.configKey();
    }
}
