package io.paycollect.client.autoconfigure;

import feign.Capability;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.observation.ObservationRegistry;
import io.paycollect.client.CallObserver;
import java.util.Optional;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.boot.autoconfigure.condition.ConditionalOnClass;
import org.springframework.boot.autoconfigure.condition.ConditionalOnMissingBean;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.util.ClassUtils;

/**
 * Micrometer, only when it is on the class path: an observation per call of each client when the
 * application observes (named and tagged by its {@link PayCollectCallObservationConvention} bean, if any), and,
 * with feign-micrometer, its {@code http.client.requests} per HTTP call ({@link FeignObservation}); else a timer
 * per call; each tagged with the client's name.
 */
@Configuration(proxyBeanMethods = false)
@ConditionalOnClass({MeterRegistry.class, ObservationRegistry.class})
class ClientObservationConfiguration {

    /**
     * Whether feign-micrometer is on the class path, asked here and not in {@link FeignObservation}, which cannot
     * even be loaded without it.
     */
    private static final boolean FEIGN_MICROMETER = ClassUtils.isPresent(
            "feign.micrometer.MicrometerObservationCapability", ClientObservationConfiguration.class.getClassLoader());

    @Bean
    @ConditionalOnMissingBean
    ClientCallObservers payCollectCallObservers(ObjectProvider<ObservationRegistry> observations,
                                                ObjectProvider<MeterRegistry> meters,
                                                ObjectProvider<PayCollectCallObservationConvention> convention) {
        ObservationRegistry observationRegistry = observations.getIfUnique();
        if (observationRegistry != null && !observationRegistry.isNoop()) {
            PayCollectCallObservationConvention chosen = convention.getIfUnique();
            return new ClientCallObservers() {
                @Override
                public CallObserver forClient(String clientName, String baseUrl) {
                    return new ObservingCallObserver(observationRegistry, clientName, baseUrl, chosen);
                }

                @Override
                public Optional<Capability> httpObservation(String clientName) {
                    return FEIGN_MICROMETER ? Optional.of(FeignObservation.of(observationRegistry, clientName))
                            : Optional.empty();
                }
            };
        }
        MeterRegistry meterRegistry = meters.getIfUnique();
        return meterRegistry == null ? ClientCallObservers.NONE
                : (clientName, baseUrl) -> new TimingCallObserver(meterRegistry, clientName);
    }
}
