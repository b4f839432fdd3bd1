package io.paycollect.client.autoconfigure;

import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.observation.ObservationRegistry;
import io.paycollect.client.CallObserver;
import io.paycollect.client.PayCollectClient;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.boot.actuate.endpoint.SanitizingFunction;
import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.condition.ConditionalOnClass;
import org.springframework.boot.autoconfigure.condition.ConditionalOnMissingBean;
import org.springframework.boot.autoconfigure.condition.ConditionalOnProperty;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/**
 * A {@link PayCollectClient} bean from {@code paycollect.client.base-url}, {@code client-id} and
 * {@code secret-token}; off while any of the three is missing, and replaced by the application's own
 * {@code PayCollectClient} bean. With Micrometer on the class path each call is timed per operation
 * (and joins the caller's trace when an {@code ObservationRegistry} is present); without it, none of
 * that is loaded.
 */
@AutoConfiguration
@ConditionalOnClass(PayCollectClient.class)
@ConditionalOnProperty(prefix = "paycollect.client", name = {"base-url", "client-id", "secret-token"})
@EnableConfigurationProperties(PayCollectClientProperties.class)
public class PayCollectClientAutoConfiguration {

    /** The client, watched by the application's {@link CallObserver} when there is one. */
    @Bean
    @ConditionalOnMissingBean
    public PayCollectClient payCollectClient(PayCollectClientProperties properties,
                                             ObjectProvider<CallObserver> observer) {
        return PayCollectClient.builder()
                .baseUrl(properties.baseUrl())
                .clientId(properties.clientId())
                .secretToken(properties.secretToken())
                .connectTimeout(properties.connectTimeout())
                .readTimeout(properties.readTimeout())
                .callTimeout(properties.callTimeout())
                .maxAnswerSize(properties.maxAnswerSize().toBytes())
                .logLevel(properties.logLevel())
                .callObserver(observer.getIfUnique(() -> CallObserver.NONE))
                .build();
    }

    /** Micrometer: an observation per call when the application observes, else a timer per call. */
    @Configuration(proxyBeanMethods = false)
    @ConditionalOnClass({MeterRegistry.class, ObservationRegistry.class})
    static class Metrics {

        @Bean
        @ConditionalOnMissingBean(CallObserver.class)
        CallObserver payCollectCallObserver(ObjectProvider<ObservationRegistry> observations,
                                            ObjectProvider<MeterRegistry> meters) {
            ObservationRegistry observationRegistry = observations.getIfUnique();
            if (observationRegistry != null && !observationRegistry.isNoop()) {
                return new ObservingCallObserver(observationRegistry);
            }
            MeterRegistry meterRegistry = meters.getIfUnique();
            return meterRegistry != null ? new TimingCallObserver(meterRegistry) : CallObserver.NONE;
        }
    }

    /** Actuator: the secret token is masked in {@code /configprops} and {@code /env} even when values are shown. */
    @Configuration(proxyBeanMethods = false)
    @ConditionalOnClass(SanitizingFunction.class)
    static class Sanitizing {

        @Bean
        SanitizingFunction payCollectSecretSanitizer() {
            return SecretProperties::sanitize;
        }
    }
}
