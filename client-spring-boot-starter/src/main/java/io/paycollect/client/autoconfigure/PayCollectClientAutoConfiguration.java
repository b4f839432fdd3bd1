package io.paycollect.client.autoconfigure;

import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.observation.ObservationRegistry;
import io.paycollect.client.CallObserver;
import io.paycollect.client.PayCollectClient;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.boot.actuate.endpoint.SanitizingFunction;
import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.condition.AnyNestedCondition;
import org.springframework.boot.autoconfigure.condition.ConditionalOnClass;
import org.springframework.boot.autoconfigure.condition.ConditionalOnMissingBean;
import org.springframework.boot.autoconfigure.condition.ConditionalOnProperty;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Conditional;
import org.springframework.context.annotation.Configuration;

/**
 * A {@link PayCollectClient} bean from {@code paycollect.client.client-id}, {@code secret-token} and where to
 * call ({@code environment} or {@code base-url}); off while any is missing, and replaced by the application's own
 * {@code PayCollectClient} bean. With Micrometer on the class path each call is timed per operation
 * (and joins the caller's trace when an {@code ObservationRegistry} is present); without it, none of
 * that is loaded.
 */
@AutoConfiguration
@ConditionalOnClass(PayCollectClient.class)
@ConditionalOnProperty(prefix = "paycollect.client", name = {"client-id", "secret-token"})
@Conditional(PayCollectClientAutoConfiguration.WhereToCall.class)
@EnableConfigurationProperties(PayCollectClientProperties.class)
public class PayCollectClientAutoConfiguration {

    /** The client, watched by the application's {@link CallObserver} when there is one. */
    @Bean
    @ConditionalOnMissingBean
    public PayCollectClient payCollectClient(PayCollectClientProperties properties,
                                             ObjectProvider<CallObserver> observer) {
        return PayCollectClient.builder()
                .baseUrl(properties.effectiveBaseUrl())
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

    /** Matches when {@code paycollect.client.environment} or {@code paycollect.client.base-url} is set. */
    static final class WhereToCall extends AnyNestedCondition {

        WhereToCall() {
            super(ConfigurationPhase.REGISTER_BEAN);
        }

        @ConditionalOnProperty(prefix = "paycollect.client", name = "environment")
        static final class Environment {
        }

        @ConditionalOnProperty(prefix = "paycollect.client", name = "base-url")
        static final class BaseUrl {
        }
    }
}
