package io.paycollect.client.autoconfigure;

import feign.Capability;
import feign.RequestInterceptor;
import io.paycollect.client.CallObserver;
import io.paycollect.client.PayCollectClient;
import java.util.Optional;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.core.env.Environment;

/**
 * Builds a {@link PayCollectClient} from one client's properties, under the prefix they were set
 * ({@code paycollect.client} or {@code paycollect.clients.<name>}), so that a missing or refused one is
 * reported by its full name. The auto-configured single client and every named client are built here,
 * with the same application beans: the starter's observation of that client ({@link ClientObservations}), the
 * application's own {@link CallObserver}, its {@link RequestInterceptor} and {@link Capability} beans, then its
 * {@link PayCollectClientBuilderCustomizer} beans, each in {@code @Order}. A feign-micrometer observation capability
 * bean of the application is left out where the starter observes the client: each call is one observation.
 */
final class PayCollectClientFactory {

    /** The prefix of the single client's properties. */
    static final String SINGLE_PREFIX = "paycollect.client";
    /** The name of the single client in metrics and observations. */
    static final String SINGLE_NAME = "default";

    private final ObjectProvider<CallObserver> observer;
    private final ObjectProvider<ClientObservations> observations;
    private final ObjectProvider<RequestInterceptor> interceptors;
    private final ObjectProvider<Capability> capabilities;
    private final ObjectProvider<PayCollectClientBuilderCustomizer> customizers;
    private final Environment environment;

    PayCollectClientFactory(ObjectProvider<CallObserver> observer, ObjectProvider<ClientObservations> observations,
                            ObjectProvider<RequestInterceptor> interceptors, ObjectProvider<Capability> capabilities,
                            ObjectProvider<PayCollectClientBuilderCustomizer> customizers, Environment environment) {
        this.observer = observer;
        this.observations = observations;
        this.interceptors = interceptors;
        this.capabilities = capabilities;
        this.customizers = customizers;
        this.environment = environment;
    }

    /**
     * The client named {@code name}, from {@code properties} set under {@code prefix}.
     *
     * @throws PayCollectClientConfigurationException naming a missing or refused property
     */
    PayCollectClient create(String prefix, String name, PayCollectClientProperties properties) {
        PayCollectClient.Builder builder = configured(prefix, properties);
        builder.callObserver(observer.getIfUnique(() -> CallObserver.NONE));
        Optional<Capability> observation = observations.getIfAvailable(() -> ClientObservations.NONE).forClient(name);
        observation.ifPresent(builder::addCapability);
        if (properties.logLevel() != feign.Logger.Level.NONE) {
            RequestLogVisibility.show(environment, PayCollectClientFactory.class.getClassLoader());
        }
        interceptors.orderedStream().forEach(builder::requestInterceptor);
        capabilities.orderedStream()
                .filter(capability -> observation.isEmpty() || !PayCollectObservationCapability.isObservation(capability))
                .forEach(builder::addCapability);
        customizers.orderedStream().forEach(customizer -> customizer.customize(builder));
        return builder.build();
    }

    /** The name a client's calls are tagged with: {@code default} for {@code paycollect.client.*}, else {@code name}. */
    static String clientName(String prefix, String name) {
        return SINGLE_PREFIX.equals(prefix) ? SINGLE_NAME : name;
    }

    /**
     * A builder with {@code properties} applied and nothing of the application's: where to call, the
     * credentials, time-outs, answer limit and log level.
     *
     * @throws PayCollectClientConfigurationException naming a missing or refused property
     */
    static PayCollectClient.Builder configured(String prefix, PayCollectClientProperties properties) {
        PayCollectClient.Builder builder = PayCollectClient.builder();
        String baseUrl = properties.effectiveBaseUrl();
        if (properties.environment() != null && properties.baseUrl() != null && !properties.baseUrl().isBlank()) {
            // Either choice made silently would send a live shop's calls to the wrong place, or a test's to production.
            String environment = properties.environment().name().toLowerCase(java.util.Locale.ROOT);
            throw new PayCollectClientConfigurationException(prefix + ".environment", environment,
                    "is set beside " + prefix + ".base-url ('" + properties.baseUrl() + "'), and the client calls only one",
                    "Remove '" + prefix + ".base-url' to call the " + environment + " environment, or '" + prefix
                            + ".environment' to call " + properties.baseUrl() + ".", null);
        }
        if (baseUrl == null) {
            throw new PayCollectClientConfigurationException(prefix + ".base-url", null,
                    "is missing, and so is " + prefix + ".environment", null);
        }
        set(prefix + ".base-url", baseUrl, () -> builder.baseUrl(baseUrl));
        if (properties.clientId() == null) {
            throw new PayCollectClientConfigurationException(prefix + ".client-id", null, "is missing", null);
        }
        set(prefix + ".client-id", properties.clientId(), () -> builder.clientId(properties.clientId()));
        if (properties.secretToken() == null || properties.secretToken().isBlank()) {
            throw new PayCollectClientConfigurationException(prefix + ".secret-token", null,
                    properties.secretToken() == null ? "is missing" : "is empty", null);
        }
        // Never the secret's value, not even in the exception's cause.
        set(prefix + ".secret-token", null, () -> builder.secretToken(properties.secretToken()));
        return builder.connectTimeout(properties.connectTimeout())
                .readTimeout(properties.readTimeout())
                .callTimeout(properties.callTimeout())
                .maxAnswerSize(properties.maxAnswerSize().toBytes())
                .logLevel(properties.logLevel());
    }

    private static void set(String property, String shownValue, Runnable setting) {
        try {
            setting.run();
        } catch (IllegalArgumentException e) {
            throw new PayCollectClientConfigurationException(property, shownValue, e.getMessage(),
                    shownValue == null ? null : e);
        }
    }
}
