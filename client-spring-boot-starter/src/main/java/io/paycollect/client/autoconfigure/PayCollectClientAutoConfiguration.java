package io.paycollect.client.autoconfigure;

import feign.Capability;
import feign.RequestInterceptor;
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
import org.springframework.core.env.Environment;

/**
 * A {@link PayCollectClient} bean from {@code paycollect.client.client-id}, {@code secret-token} and where to
 * call ({@code environment} or {@code base-url}), replaced by the application's own {@code PayCollectClient}
 * bean. On as soon as any of them is set, unless {@code paycollect.client.enabled=false}; then a missing or
 * refused one fails start-up with a {@link PayCollectClientConfigurationException} naming it (the failure
 * report says what to set). The application's {@link RequestInterceptor} and {@link Capability} beans are
 * added to the client, then its {@link PayCollectClientBuilderCustomizer} beans applied, each in
 * {@code @Order}. With Micrometer on the class path each call is timed per operation (and joins the
 * caller's trace when an {@code ObservationRegistry} is present); without it, none of that is loaded.
 */
@AutoConfiguration
@ConditionalOnClass(PayCollectClient.class)
@ConditionalOnProperty(prefix = "paycollect.client", name = "enabled", havingValue = "true", matchIfMissing = true)
@Conditional(PayCollectClientAutoConfiguration.AnyClientProperty.class)
@EnableConfigurationProperties(PayCollectClientProperties.class)
public class PayCollectClientAutoConfiguration {

    static final String BASE_URL = "paycollect.client.base-url";
    static final String CLIENT_ID = "paycollect.client.client-id";
    static final String SECRET_TOKEN = "paycollect.client.secret-token";

    /**
     * The client, watched by the application's {@link CallObserver} when there is one.
     *
     * @throws PayCollectClientConfigurationException naming a missing or refused property
     */
    @Bean
    @ConditionalOnMissingBean
    public PayCollectClient payCollectClient(PayCollectClientProperties properties,
                                             ObjectProvider<CallObserver> observer,
                                             ObjectProvider<RequestInterceptor> interceptors,
                                             ObjectProvider<Capability> capabilities,
                                             ObjectProvider<PayCollectClientBuilderCustomizer> customizers,
                                             Environment environment) {
        PayCollectClient.Builder builder = PayCollectClient.builder();
        String baseUrl = properties.effectiveBaseUrl();
        if (baseUrl == null) {
            throw new PayCollectClientConfigurationException(BASE_URL, null,
                    "is missing, and so is paycollect.client.environment", null);
        }
        set(BASE_URL, baseUrl, () -> builder.baseUrl(baseUrl));
        if (properties.clientId() == null) {
            throw new PayCollectClientConfigurationException(CLIENT_ID, null, "is missing", null);
        }
        set(CLIENT_ID, properties.clientId(), () -> builder.clientId(properties.clientId()));
        if (properties.secretToken() == null || properties.secretToken().isBlank()) {
            throw new PayCollectClientConfigurationException(SECRET_TOKEN, null,
                    properties.secretToken() == null ? "is missing" : "is empty", null);
        }
        // Never the secret's value, not even in the exception's cause.
        set(SECRET_TOKEN, null, () -> builder.secretToken(properties.secretToken()));
        builder.connectTimeout(properties.connectTimeout())
                .readTimeout(properties.readTimeout())
                .callTimeout(properties.callTimeout())
                .maxAnswerSize(properties.maxAnswerSize().toBytes())
                .logLevel(properties.logLevel())
                .callObserver(observer.getIfUnique(() -> CallObserver.NONE));
        if (properties.logLevel() != feign.Logger.Level.NONE) {
            RequestLogVisibility.show(environment, PayCollectClientAutoConfiguration.class.getClassLoader());
        }
        interceptors.orderedStream().forEach(builder::requestInterceptor);
        capabilities.orderedStream().forEach(builder::addCapability);
        customizers.orderedStream().forEach(customizer -> customizer.customize(builder));
        return builder.build();
    }

    private static void set(String property, String shownValue, Runnable setting) {
        try {
            setting.run();
        } catch (IllegalArgumentException e) {
            throw new PayCollectClientConfigurationException(property, shownValue, e.getMessage(),
                    shownValue == null ? null : e);
        }
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

    /**
     * Matches when any of the client's own properties is set: the application means to have a client, so a
     * missing one is reported rather than the bean silently left out.
     */
    static final class AnyClientProperty extends AnyNestedCondition {

        AnyClientProperty() {
            super(ConfigurationPhase.REGISTER_BEAN);
        }

        @ConditionalOnProperty(prefix = "paycollect.client", name = "client-id")
        static final class ClientId {
        }

        @ConditionalOnProperty(prefix = "paycollect.client", name = "secret-token")
        static final class SecretToken {
        }

        @ConditionalOnProperty(prefix = "paycollect.client", name = "environment")
        static final class Environment {
        }

        @ConditionalOnProperty(prefix = "paycollect.client", name = "base-url")
        static final class BaseUrl {
        }
    }
}
