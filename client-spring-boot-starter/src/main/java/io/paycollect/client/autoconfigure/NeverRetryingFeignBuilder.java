package io.paycollect.client.autoconfigure;

import feign.Capability;
import feign.Feign;
import feign.Retryer;
import io.paycollect.client.PayCollectFeignBuilder;
import io.paycollect.client.PayCollectFeignParts;
import java.util.List;
import java.util.Objects;
import java.util.stream.Collectors;
import org.springframework.core.env.Environment;

/**
 * The {@link Feign.Builder} of a PayCollect {@code @FeignClient}: the client's own engine, with the pieces Spring
 * Cloud OpenFeign gives it, and it never retries, whatever Spring Cloud OpenFeign is told. Its {@code spring.cloud.openfeign.client.config.{default|<name>}.retryer} and
 * {@code .capabilities} properties, a {@code FeignBuilderCustomizer} or any {@code Capability} bean of the
 * application would otherwise replace the Retryer, and {@code Retryer.Default} sends a POST whose answer timed
 * out again: a call that may have reached the service may move money. So {@link #retryer} refuses anything but
 * {@link Retryer#NEVER_RETRY}, and building refuses capabilities that replace it, as
 * {@code PayCollectClient.Builder.build()} does; either fails naming the setting.
 */
final class NeverRetryingFeignBuilder extends PayCollectFeignBuilder {

    // No static field: Feign's BaseBuilder.enrich() sets every field of the builder's class, static ones too.
    private final String clientName;
    private final Environment environment;

    /**
     * @param clientName the {@code @FeignClient}'s name (its {@code contextId}), for the messages
     * @param environment where Spring Cloud OpenFeign's properties are read, to name the one set
     * @param parts the pieces of the client of the {@code @FeignClient}'s name
     */
    NeverRetryingFeignBuilder(String clientName, Environment environment, PayCollectFeignParts parts) {
        super(parts.feignBuilder());
        this.clientName = Objects.requireNonNull(clientName, "clientName");
        this.environment = environment;
    }

    /**
     * @throws PayCollectClientConfigurationException unless {@code retryer} is {@link Retryer#NEVER_RETRY}
     */
    @Override
    public Feign.Builder retryer(Retryer retryer) {
        if (retryer != Retryer.NEVER_RETRY) {
            throw refused(retryer);
        }
        return super.retryer(retryer);
    }

    /**
     * Adds {@code capability}, unless it would observe the calls a second time: the starter's observation
     * ({@link FeignClientObservation}) is the one, and an application's {@code MicrometerObservationCapability} bean,
     * which Spring Cloud OpenFeign hands every Feign client, would record each call again.
     */
    @Override
    public Feign.Builder addCapability(Capability capability) {
        if (PayCollectFeignConfiguration.FEIGN_MICROMETER
                && PayCollectObservationCapability.observesTwice(capabilities, capability)) {
            return this;
        }
        return super.addCapability(capability);
    }

    /**
     * Builds from the builder as the capabilities enriched it.
     *
     * @throws PayCollectClientConfigurationException when a capability replaced the Retryer
     */
    @Override
    public Feign internalBuild() {
        if (retryer != Retryer.NEVER_RETRY && capabilities.isEmpty()) {
            throw refused(retryer);
        }
        if (retryer != Retryer.NEVER_RETRY) {
            String property = propertySet("capabilities");
            String names = capabilities.stream().map(Capability::getClass).map(Class::getName)
                    .collect(Collectors.joining(", ", "[", "]"));
            throw new PayCollectClientConfigurationException(property, names,
                    "a Capability replaces the Retryer of the PayCollect @FeignClient '" + clientName + "' with "
                            + retryer.getClass().getName() + ": " + why(),
                    "Remove the Capability whose enrich(Retryer) does not return the Retryer it is given from '"
                            + property + "' and from the application's Capability beans, for the @FeignClient '"
                            + clientName + "'.", null);
        }
        return super.internalBuild();
    }

    private PayCollectClientConfigurationException refused(Retryer retryer) {
        String property = propertySet("retryer");
        return new PayCollectClientConfigurationException(property,
                retryer == null ? null : retryer.getClass().getName(),
                "is refused by the PayCollect @FeignClient '" + clientName + "': " + why(),
                "Remove '" + property + "' (or the FeignBuilderCustomizer that sets a Retryer) for the "
                        + "@FeignClient '" + clientName + "'; it never retries.", null);
    }

    /** The Spring Cloud OpenFeign property of this client that is set, else of the default configuration. */
    private String propertySet(String key) {
        String defaultConfig = environment.getProperty("spring.cloud.openfeign.client.default-config", "default");
        for (String config : List.of(clientName, defaultConfig)) {
            String property = "spring.cloud.openfeign.client.config." + config + "." + key;
            if (environment.containsProperty(property) || environment.containsProperty(property + "[0]")) {
                return property;
            }
        }
        return "spring.cloud.openfeign.client.config." + clientName + "." + key;
    }

    private static String why() {
        return "a call that may have reached the service may move money, so a PayCollect call is never retried";
    }
}
