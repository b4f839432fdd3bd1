package io.paycollect.client.autoconfigure;

import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.observation.ObservationRegistry;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.boot.autoconfigure.condition.ConditionalOnClass;
import org.springframework.boot.autoconfigure.condition.ConditionalOnMissingBean;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/**
 * Micrometer, only when it is on the class path: an observation per call of each client when the
 * application observes (named and tagged by its {@link PayCollectCallObservationConvention} bean, if any),
 * else a timer per call; each tagged with the client's name.
 */
@Configuration(proxyBeanMethods = false)
@ConditionalOnClass({MeterRegistry.class, ObservationRegistry.class})
class ClientObservationConfiguration {

    @Bean
    @ConditionalOnMissingBean
    ClientCallObservers payCollectCallObservers(ObjectProvider<ObservationRegistry> observations,
                                                ObjectProvider<MeterRegistry> meters,
                                                ObjectProvider<PayCollectCallObservationConvention> convention) {
        ObservationRegistry observationRegistry = observations.getIfUnique();
        if (observationRegistry != null && !observationRegistry.isNoop()) {
            PayCollectCallObservationConvention chosen = convention.getIfUnique();
            return (clientName, baseUrl) -> new ObservingCallObserver(observationRegistry, clientName, baseUrl, chosen);
        }
        MeterRegistry meterRegistry = meters.getIfUnique();
        return meterRegistry == null ? ClientCallObservers.NONE
                : (clientName, baseUrl) -> new TimingCallObserver(meterRegistry, clientName);
    }
}
