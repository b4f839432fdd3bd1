package io.paycollect.client.autoconfigure;

import io.micrometer.observation.Observation;
import io.micrometer.observation.ObservationConvention;

/**
 * Names a PayCollect client call's observation and gives its key values. The starter's default is
 * {@link DefaultPayCollectCallObservationConvention} ({@code paycollect.client.calls}); each HTTP call's
 * {@code http.client.requests} is feign-micrometer's ({@link PayCollectFeignObservationConvention}). A bean of
 * this type replaces the default for every client; a {@code GlobalObservationConvention} of
 * {@link PayCollectCallContext} registered with the {@code ObservationRegistry} does too.
 */
public interface PayCollectCallObservationConvention extends ObservationConvention<PayCollectCallContext> {

    @Override
    default boolean supportsContext(Observation.Context context) {
        return context instanceof PayCollectCallContext;
    }
}
