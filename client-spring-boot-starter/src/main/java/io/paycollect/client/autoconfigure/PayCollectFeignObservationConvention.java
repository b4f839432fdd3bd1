package io.paycollect.client.autoconfigure;

import feign.MethodMetadata;
import feign.Request;
import feign.micrometer.DefaultFeignObservationConvention;
import feign.micrometer.FeignContext;
import io.micrometer.common.KeyValues;
import io.paycollect.client.OperationRoute;

/**
 * The {@code http.client.requests} observation of one call of a PayCollect client or {@code @FeignClient}
 * ({@link PayCollectObservationCapability}): feign-micrometer's {@code http.method}, {@code http.url} (the
 * contract's URI template), {@code http.status_code} and {@code clientName} (the Feign interface), and what the
 * client knows: {@code operation} (the contract's operation id, e.g. {@code bank_getBanks}), {@code client} (the
 * client's name: {@code default}, or its key under {@code paycollect.clients}), {@code outcome} ({@code SUCCESS},
 * {@code CLIENT_ERROR}, ... by the HTTP status, as Spring's HTTP clients tag it; {@code UNKNOWN} without an answer),
 * {@code code} (the service's answer code, {@code 00} on success; {@code none} without an envelope) and
 * {@code result}: {@value #SUCCESS}, {@value #SERVICE_CODE} (a 2xx answer whose code is not {@code 00}),
 * {@value #HTTP_ERROR} (a non-2xx answer, or one that is no envelope), {@value #NEVER_SENT} (nothing reached the
 * service: connection refused, name not resolved) or {@value #UNKNOWN_OUTCOME} (sent, and no complete answer came:
 * what the service did is not known). All are of low cardinality; none carries a body, a header or a credential.
 */
public class PayCollectFeignObservationConvention extends DefaultFeignObservationConvention {

    /** {@code result}: a 2xx answer with code {@code 00}. */
    public static final String SUCCESS = "success";
    /** {@code result}: a 2xx answer with another code: the service refused or failed the work. */
    public static final String SERVICE_CODE = "service_code";
    /** {@code result}: a non-2xx answer, or a 2xx answer that is no envelope. */
    public static final String HTTP_ERROR = "http_error";
    /** {@code result}: nothing was sent (name not resolved, connection refused, TLS handshake failed). */
    public static final String NEVER_SENT = "never_sent";
    /** {@code result}: sent, with no complete answer (a reset, a time-out, an answer cut or too large). */
    public static final String UNKNOWN_OUTCOME = "unknown_outcome";
    /** A tag's value when the call has not ended yet, or has no such thing. */
    static final String NONE = "none";

    private final String clientName;

    /** @param clientName {@code default}, or the client's key under {@code paycollect.clients} */
    public PayCollectFeignObservationConvention(String clientName) {
        this.clientName = clientName;
    }

    @Override
    public KeyValues getLowCardinalityKeyValues(FeignContext context) {
        Request request = context.getCarrier();
        MethodMetadata operation = request.requestTemplate() == null ? null : request.requestTemplate().methodMetadata();
        CallEnd end = context.get(CallEnd.class);
        return super.getLowCardinalityKeyValues(context).and(
                "operation", operation == null ? NONE : OperationRoute.operationIdOf(operation),
                "client", clientName,
                "outcome", outcome(context.getResponse() == null ? 0 : context.getResponse().status()),
                "code", end == null || end.code() == null ? NONE : end.code(),
                "result", end == null ? NONE : end.result());
    }

    private static String outcome(int status) {
        if (status >= 100 && status < 200) {
            return "INFORMATIONAL";
        } else if (status >= 200 && status < 300) {
            return "SUCCESS";
        } else if (status >= 300 && status < 400) {
            return "REDIRECTION";
        } else if (status >= 400 && status < 500) {
            return "CLIENT_ERROR";
        } else if (status >= 500 && status < 600) {
            return "SERVER_ERROR";
        }
        return "UNKNOWN";
    }

    /**
     * How a call ended, which {@link PayCollectObservationCapability} puts on the observation's context under this
     * class ({@code context.get(CallEnd.class)}) when the call ends: for an application's {@code ObservationFilter}
     * or a subclass of this convention.
     *
     * @param result one of the {@code result} values
     * @param code the service's answer code, or {@code null}
     */
    public record CallEnd(String result, String code) {
    }
}
