package io.paycollect.client.autoconfigure;

import io.micrometer.observation.transport.RequestReplySenderContext;
import io.paycollect.client.CallOutcome;
import io.paycollect.client.OperationRoute;
import java.net.URI;
import java.util.Optional;
import java.util.function.BiConsumer;

/**
 * What a {@link PayCollectCallObservationConvention} sees of one call of a PayCollect client: the
 * client's name and base URL, the operation with its HTTP method and URI template, and, once it has
 * ended, its {@link CallOutcome} ({@link #getResponse()}) and the exception thrown, if any
 * ({@link #getError()}). The carrier takes headers to add to the request (a tracer's trace context); they
 * are not signed. Never a body, a header's value or a credential.
 */
public class PayCollectCallContext extends RequestReplySenderContext<BiConsumer<String, String>, CallOutcome> {

    private final String clientName;
    private final String baseUrl;
    private final String host;
    private final String operationId;
    private final Optional<OperationRoute> route;

    /**
     * @param clientName {@code default} for {@code paycollect.client.*}, else the key under {@code paycollect.clients}
     * @param baseUrl where the client calls
     * @param operationId the contract's operation id, e.g. {@code bank_getBanks}, whose route is then not known
     *     ({@link #getRoute()} empty: the client's own calls carry the route the contract gives)
     * @param headers adds a header to the request
     */
    public PayCollectCallContext(String clientName, String baseUrl, String operationId,
                                 BiConsumer<String, String> headers) {
        this(clientName, baseUrl, hostOf(baseUrl), operationId, Optional.empty(), headers);
    }

    /** With the host of {@code baseUrl} found once per client, not on every call ({@link #hostOf}). */
    PayCollectCallContext(String clientName, String baseUrl, String host, String operationId,
                          Optional<OperationRoute> route, BiConsumer<String, String> headers) {
        super((carrier, name, value) -> carrier.accept(name, value));
        this.clientName = clientName;
        this.baseUrl = baseUrl;
        this.host = host;
        this.operationId = operationId;
        this.route = route;
        setCarrier(headers);
        setRemoteServiceName("paycollect");
        setRemoteServiceAddress(baseUrl);
    }

    /** The host of {@code baseUrl}, or {@code null} when there is none. */
    static String hostOf(String baseUrl) {
        return baseUrl == null ? null : URI.create(baseUrl).getHost();
    }

    /** The client's name: {@code default}, or its key under {@code paycollect.clients}. */
    public String getClientName() {
        return clientName;
    }

    /** Where the client calls, e.g. {@code https://uat-open-api.tingee.vn}. */
    public String getBaseUrl() {
        return baseUrl;
    }

    /** The host the client calls, or {@code null} when the base URL has none. */
    public String getHost() {
        return host;
    }

    /** The contract's operation id, e.g. {@code bank_getBanks}. */
    public String getOperationId() {
        return operationId;
    }

    /** The operation's HTTP method and URI template, e.g. {@code GET /v1/bank/get-banks}. */
    public Optional<OperationRoute> getRoute() {
        return route;
    }
}
