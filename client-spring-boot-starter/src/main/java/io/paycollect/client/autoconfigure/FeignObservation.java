package io.paycollect.client.autoconfigure;

import feign.Capability;
import feign.micrometer.MicrometerObservationCapability;
import io.micrometer.observation.ObservationRegistry;

/**
 * feign-micrometer's observation of a client's HTTP calls, when the application has feign-micrometer (Spring Cloud
 * OpenFeign's applications do): one {@code http.client.requests} per call, the client bean's and a
 * {@code @FeignClient}'s alike, tagged by {@link PayCollectFeignObservationConvention}. Loaded only when
 * feign-micrometer is on the class path: verifying this class loads feign-micrometer's types.
 */
final class FeignObservation {

    private FeignObservation() {
    }

    /** The capability observing the calls of the client {@code clientName} in {@code registry}. */
    static Capability of(ObservationRegistry registry, String clientName) {
        return new MicrometerObservationCapability(registry, new PayCollectFeignObservationConvention(clientName));
    }
}
