package io.paycollect.client.autoconfigure;

import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.observation.DefaultMeterObservationHandler;
import io.micrometer.observation.ObservationRegistry;
import java.util.Optional;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.boot.autoconfigure.condition.ConditionalOnClass;
import org.springframework.boot.autoconfigure.condition.ConditionalOnMissingBean;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/**
 * Micrometer and feign-micrometer, only when both are on the class path: each call of each client is one
 * {@code http.client.requests} observation ({@link PayCollectObservationCapability}), tagged with the client's name,
 * in the application's {@code ObservationRegistry}; without one (or with one that observes nothing), a timer of the
 * same name and tags in its {@code MeterRegistry}.
 */
@Configuration(proxyBeanMethods = false)
@ConditionalOnClass(value = {MeterRegistry.class, ObservationRegistry.class},
        name = "feign.micrometer.MicrometerObservationCapability")
class ClientObservationConfiguration {

    @Bean
    @ConditionalOnMissingBean
    ClientObservations payCollectClientObservations(ObjectProvider<ObservationRegistry> observations,
                                                    ObjectProvider<MeterRegistry> meters) {
        ObservationRegistry registry = observations.getIfUnique();
        if (registry == null || registry.isNoop()) {
            MeterRegistry meterRegistry = meters.getIfUnique();
            if (meterRegistry == null) {
                return ClientObservations.NONE;
            }
            // The same observation, timed: one mechanism whether or not the application observes.
            registry = ObservationRegistry.create();
            registry.observationConfig().observationHandler(new DefaultMeterObservationHandler(meterRegistry));
        }
        ObservationRegistry chosen = registry;
        return clientName -> Optional.of(new PayCollectObservationCapability(chosen, clientName));
    }
}
