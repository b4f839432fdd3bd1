package io.paycollect.client.autoconfigure;

import io.micrometer.common.KeyValues;
import io.paycollect.client.CallOutcome;
import io.paycollect.client.OperationRoute;
import java.util.Locale;

/**
 * Observes each call as Spring's HTTP clients do, so that dashboards of {@code http.client.requests}
 * show PayCollect calls beside the application's other HTTP calls: the same name and the same
 * low-cardinality keys, {@code method}, {@code uri} (the contract's URI template, such as
 * {@code /v1/generate-viet-qr}, never a concrete request's), {@code status} (or {@code IO_ERROR} without
 * an answer), {@code outcome} ({@code SUCCESS}, {@code CLIENT_ERROR}, {@code SERVER_ERROR},
 * {@code REDIRECTION}, {@code INFORMATIONAL}, or {@code UNKNOWN} without an answer), {@code client.name}
 * (the host called) and {@code exception} (the simple name of the exception thrown, or {@code none});
 * and PayCollect's {@code operation} (the operation id) and {@code client} (the client's name). A 2xx
 * answer is a {@code SUCCESS} here even when the service's code refuses the work: that is in
 * {@code paycollect.client.calls}' {@code code}. Declare it as a bean to use it:
 *
 * <pre>{@code
 * @Bean
 * PayCollectCallObservationConvention payCollectConvention() {
 *     return new HttpClientRequestsObservationConvention();
 * }
 * }</pre>
 */
public class HttpClientRequestsObservationConvention implements PayCollectCallObservationConvention {

    /** Spring's name of HTTP client observations. */
    public static final String NAME = "http.client.requests";

    @Override
    public String getName() {
        return NAME;
    }

    @Override
    public String getContextualName(PayCollectCallContext context) {
        return "http " + context.getRoute().map(OperationRoute::method).orElse(CallTags.NONE).toLowerCase(Locale.ROOT);
    }

    @Override
    public KeyValues getLowCardinalityKeyValues(PayCollectCallContext context) {
        CallOutcome outcome = context.getResponse();
        int status = outcome == null ? 0 : outcome.status();
        String host = context.getHost();
        return KeyValues.of(
                "method", context.getRoute().map(OperationRoute::method).orElse(CallTags.NONE),
                "uri", context.getRoute().map(OperationRoute::uriTemplate).orElse(CallTags.NONE),
                "status", status == 0 ? "IO_ERROR" : Integer.toString(status),
                "outcome", outcome(status),
                "client.name", host == null ? CallTags.NONE : host,
                "exception", context.getError() == null ? CallTags.NONE : context.getError().getClass().getSimpleName(),
                CallTags.OPERATION, context.getOperationId(),
                CallTags.CLIENT, context.getClientName());
    }

    @Override
    public KeyValues getHighCardinalityKeyValues(PayCollectCallContext context) {
        return KeyValues.of("http.url", context.getBaseUrl()
                + context.getRoute().map(OperationRoute::uriTemplate).orElse(""));
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
}
