package io.paycollect.client.autoconfigure;

import feign.Capability;
import feign.RequestInterceptor;
import io.paycollect.api.ClientSecretLookup;
import io.paycollect.client.CallObserver;
import io.paycollect.client.PayCollectClient;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.Map;
import java.util.Set;
import org.springframework.beans.factory.BeanFactory;
import org.springframework.beans.factory.BeanFactoryAware;
import org.springframework.beans.factory.annotation.Qualifier;
import org.springframework.beans.factory.support.AutowireCandidateQualifier;
import org.springframework.beans.factory.support.BeanDefinitionRegistry;
import org.springframework.beans.factory.support.RootBeanDefinition;
import org.springframework.boot.context.properties.bind.Bindable;
import org.springframework.boot.context.properties.bind.Binder;
import org.springframework.context.EnvironmentAware;
import org.springframework.context.annotation.ImportBeanDefinitionRegistrar;
import org.springframework.core.env.Environment;
import org.springframework.core.type.AnnotationMetadata;

/**
 * Registers a {@link PayCollectClient} bean for each enabled {@code paycollect.clients.<name>}: bean name
 * {@code paycollect.clients.<name>}, qualifier {@code <name>}. Each is injected only where asked for by
 * qualifier ({@code @Qualifier("<name>")}), never into a plain {@code PayCollectClient} injection point, which
 * stays the single client's. Each is built when first needed, so a missing or refused property fails
 * start-up naming it, as the single client's does. The name {@code default} is refused: it is the single
 * client's in metrics and observations. {@link PayCollectClients} has them all by name.
 */
final class NamedClientsRegistrar implements ImportBeanDefinitionRegistrar, EnvironmentAware, BeanFactoryAware {

    static final String PREFIX = "paycollect.clients";

    private Environment environment;
    private BeanFactory beanFactory;

    @Override
    public void setEnvironment(Environment environment) {
        this.environment = environment;
    }

    @Override
    public void setBeanFactory(BeanFactory beanFactory) {
        this.beanFactory = beanFactory;
    }

    /** The named clients as bound, enabled or not; empty when there are none. */
    static Map<String, PayCollectClientProperties> bind(Environment environment) {
        return Binder.get(environment)
                .bind(PREFIX, Bindable.mapOf(String.class, PayCollectClientProperties.class))
                .orElse(Map.of());
    }

    /** The bean name of the client named {@code name}. */
    static String beanName(String name) {
        return PREFIX + "." + name;
    }

    @Override
    public void registerBeanDefinitions(AnnotationMetadata metadata, BeanDefinitionRegistry registry) {
        Set<String> enabled = new LinkedHashSet<>();
        Map<String, PayCollectClientProperties> named = bind(environment);
        if (named.containsKey(PayCollectClientFactory.SINGLE_NAME)) {
            // Its calls would be tagged as the single client's: the two could not be told apart.
            throw new PayCollectClientConfigurationException(beanName(PayCollectClientFactory.SINGLE_NAME), null,
                    "is a name the starter refuses: 'default' is the name of the single client (paycollect.client) "
                            + "in the client tag of metrics and observations",
                    "Rename the named client 'default' under paycollect.clients, or move its properties to "
                            + "paycollect.client.", null);
        }
        named.forEach((name, properties) -> {
            if (!properties.enabled()) {
                return;
            }
            enabled.add(name);
            RootBeanDefinition definition = new RootBeanDefinition(PayCollectClient.class);
            definition.setInstanceSupplier(() -> factory().create(beanName(name), name, properties));
            definition.addQualifier(new AutowireCandidateQualifier(Qualifier.class, name));
            // Only by qualifier: a plain PayCollectClient injection point stays the single client's.
            definition.setDefaultCandidate(false);
            registry.registerBeanDefinition(beanName(name), definition);
        });
        // The merchants' secrets by client id, which verify a platform's notifications in the server starter
        // (its NOTIFICATION_SECRETS bean). Not a default candidate: the server's lookup of its own clients stays.
        Map<String, String> secrets = new HashMap<>();
        named.forEach((name, properties) -> {
            if (properties.enabled() && properties.clientId() != null && properties.secretToken() != null
                    && !properties.secretToken().isEmpty()) {
                secrets.put(properties.clientId(), properties.secretToken());
            }
        });
        RootBeanDefinition notificationSecrets = new RootBeanDefinition(ClientSecretLookup.class);
        notificationSecrets.setInstanceSupplier(() -> ClientSecretLookup.of(secrets));
        notificationSecrets.setDefaultCandidate(false);
        registry.registerBeanDefinition("payCollectNotificationSecrets", notificationSecrets);
        RootBeanDefinition all = new RootBeanDefinition(PayCollectClients.class);
        all.setInstanceSupplier(() -> new PayCollectClients(enabled,
                name -> beanFactory.getBean(beanName(name), PayCollectClient.class)));
        registry.registerBeanDefinition("payCollectClients", all);
    }

    private PayCollectClientFactory factory() {
        return new PayCollectClientFactory(beanFactory.getBeanProvider(CallObserver.class),
                beanFactory.getBeanProvider(ClientObservations.class),
                beanFactory.getBeanProvider(RequestInterceptor.class),
                beanFactory.getBeanProvider(Capability.class),
                beanFactory.getBeanProvider(PayCollectClientBuilderCustomizer.class), environment);
    }
}
