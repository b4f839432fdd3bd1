package io.paycollect.client.autoconfigure;

import feign.Capability;
import feign.RequestInterceptor;
import io.paycollect.client.CallObserver;
import io.paycollect.client.PayCollectClient;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.condition.AnyNestedCondition;
import org.springframework.boot.autoconfigure.condition.ConditionalOnClass;
import org.springframework.boot.autoconfigure.condition.ConditionalOnMissingBean;
import org.springframework.boot.autoconfigure.condition.ConditionalOnProperty;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Conditional;
import org.springframework.context.annotation.Import;
import org.springframework.core.env.Environment;

/**
 * A {@link PayCollectClient} bean from {@code paycollect.client.client-id}, {@code secret-token} and where to
 * call ({@code environment} or {@code base-url}), replaced by the application's own {@code PayCollectClient}
 * bean. On as soon as any of them is set, unless {@code paycollect.client.enabled=false}; then a missing or
 * refused one fails start-up with a {@link PayCollectClientConfigurationException} naming it (the failure
 * report says what to set). The application's {@link RequestInterceptor} and {@link Capability} beans are
 * added to the client, then its {@link PayCollectClientBuilderCustomizer} beans applied, each in
 * {@code @Order}. With Micrometer and feign-micrometer on the class path each call is one
 * {@code http.client.requests} observation tagged with the operation and the service's code (joining the caller's
 * trace when an {@code ObservationRegistry} is present); without them, none of that is loaded.
 * Several clients, each with a client id of its own, are {@code paycollect.clients.<name>.*}
 * ({@link PayCollectNamedClientsAutoConfiguration}), beside this one.
 */
@AutoConfiguration
@ConditionalOnClass(PayCollectClient.class)
@ConditionalOnProperty(prefix = "paycollect.client", name = "enabled", havingValue = "true", matchIfMissing = true)
@Conditional(PayCollectClientAutoConfiguration.AnyClientProperty.class)
@EnableConfigurationProperties(PayCollectClientProperties.class)
@Import({ClientObservationConfiguration.class, SecretSanitizingConfiguration.class})
public class PayCollectClientAutoConfiguration {

    /**
     * The client, watched by the application's {@link CallObserver} when there is one.
     *
     * @throws PayCollectClientConfigurationException naming a missing or refused property
     */
    @Bean
    @ConditionalOnMissingBean
    public PayCollectClient payCollectClient(PayCollectClientProperties properties,
                                             ObjectProvider<CallObserver> observer,
                                             ObjectProvider<ClientObservations> observations,
                                             ObjectProvider<RequestInterceptor> interceptors,
                                             ObjectProvider<Capability> capabilities,
                                             ObjectProvider<PayCollectClientBuilderCustomizer> customizers,
                                             Environment environment) {
        return new PayCollectClientFactory(observer, observations, interceptors, capabilities, customizers, environment)
                .create(PayCollectClientFactory.SINGLE_PREFIX, PayCollectClientFactory.SINGLE_NAME, properties);
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
