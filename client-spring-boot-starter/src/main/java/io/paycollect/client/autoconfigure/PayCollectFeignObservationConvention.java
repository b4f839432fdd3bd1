package io.paycollect.client.autoconfigure;

import feign.MethodMetadata;
import feign.Request;
import feign.micrometer.DefaultFeignObservationConvention;
import feign.micrometer.FeignContext;
import io.micrometer.common.KeyValues;
import io.paycollect.client.OperationRoute;

/**
 * feign-micrometer's {@code http.client.requests} observation of one HTTP call of a PayCollect client or
 * {@code @FeignClient}, with what the client knows added to feign-micrometer's {@code http.method},
 * {@code http.url} (the contract's URI template), {@code http.status_code} and {@code clientName} (the Feign
 * interface): {@code operation} (the contract's operation id, e.g. {@code bank_getBanks}), {@code client} (the
 * client's name: {@code default}, or its key under {@code paycollect.clients}) and {@code outcome}
 * ({@code SUCCESS}, {@code CLIENT_ERROR}, ... as Spring's HTTP clients tag it, {@code UNKNOWN} without an answer). The service's own
 * answer code is not known here: the observation ends when the answer's head arrives, before its body is read;
 * it is on {@code paycollect.client.calls}' {@code code}.
 */
public class PayCollectFeignObservationConvention extends DefaultFeignObservationConvention {

    private final String clientName;

    /** @param clientName {@code default}, or the client's key under {@code paycollect.clients} */
    public PayCollectFeignObservationConvention(String clientName) {
        this.clientName = clientName;
    }

    @Override
    public KeyValues getLowCardinalityKeyValues(FeignContext context) {
        Request request = context.getCarrier();
        MethodMetadata operation = request.requestTemplate() == null ? null : request.requestTemplate().methodMetadata();
        return super.getLowCardinalityKeyValues(context).and(
                CallTags.OPERATION, operation == null ? CallTags.NONE : OperationRoute.operationIdOf(operation),
                CallTags.CLIENT, clientName,
                "outcome", outcome(context.getResponse() == null ? 0 : context.getResponse().status()));
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
