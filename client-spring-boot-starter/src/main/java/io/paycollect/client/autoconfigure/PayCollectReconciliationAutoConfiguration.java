package io.paycollect.client.autoconfigure;

import io.micrometer.core.instrument.MeterRegistry;
import io.paycollect.client.PayCollectClient;
import io.paycollect.client.notification.NotificationHandler;
import io.paycollect.client.notification.ProcessedNotifications;
import io.paycollect.client.reconciliation.InMemoryReconciliationCheckpoint;
import io.paycollect.client.reconciliation.PaymentReconciler;
import io.paycollect.client.reconciliation.ReconciliationCheckpoint;
import java.util.Map;
import java.util.TreeMap;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.condition.ConditionalOnBean;
import org.springframework.boot.autoconfigure.condition.ConditionalOnClass;
import org.springframework.boot.autoconfigure.condition.ConditionalOnMissingBean;
import org.springframework.boot.autoconfigure.condition.ConditionalOnProperty;
import org.springframework.boot.autoconfigure.condition.ConditionalOnSingleCandidate;
import org.springframework.boot.context.event.ApplicationReadyEvent;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.context.ApplicationListener;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/**
 * Scheduled reconciliation, on with {@code paycollect.client.reconciliation.enabled=true}: a
 * {@link PaymentReconciler} over the application's {@link PayCollectClient}, its {@link NotificationHandler} and
 * the {@link ProcessedNotifications} its notification receiver uses (both must be beans: a store of its own
 * would let a payment be processed twice), with the application's {@link ReconciliationCheckpoint} bean or one
 * in memory; run at start-up and every {@code interval}. With Micrometer, counted by
 * {@link MeterReconciliationMetrics}.
 */
@AutoConfiguration(after = {PayCollectClientAutoConfiguration.class, PayCollectNamedClientsAutoConfiguration.class})
@ConditionalOnClass(PaymentReconciler.class)
@ConditionalOnProperty(prefix = "paycollect.client.reconciliation", name = "enabled", havingValue = "true")
@EnableConfigurationProperties({PayCollectClientProperties.class, PayCollectClientsProperties.class,
        PayCollectReconciliationProperties.class})
public class PayCollectReconciliationAutoConfiguration {

    /** Switched on with no client to reconcile: start-up fails, naming the property, rather than doing nothing. */
    @Bean
    Object payCollectReconciliationHasClients(ObjectProvider<PayCollectClient> single, ObjectProvider<PayCollectClients> named) {
        if (single.getIfUnique() == null && named.getIfAvailable() == null) {
            throw new IllegalStateException("paycollect.client.reconciliation.enabled=true but there is no client to "
                    + "reconcile: set paycollect.client.* or paycollect.clients.<name>.*, or switch reconciliation off");
        }
        return "paycollect.client.reconciliation: clients found";
    }

    /**
     * The reconciler of the single client, from the application's handler and processed-notifications store; with
     * named clients too (a platform, whose receiver keeps each merchant's codes apart), through the store's
     * {@link ProcessedNotifications#forClient view} of this client.
     */
    @Bean
    @ConditionalOnMissingBean
    @ConditionalOnSingleCandidate(PayCollectClient.class)
    public PaymentReconciler paymentReconciler(PayCollectClient client, PayCollectClientProperties clientProperties,
            PayCollectReconciliationProperties properties, ObjectProvider<NotificationHandler> handler,
            ObjectProvider<ProcessedNotifications> processed, ObjectProvider<ReconciliationCheckpoint> checkpoint,
            ObjectProvider<PayCollectClients> named) {
        ProcessedNotifications store = required(processed, ProcessedNotifications.class,
                "the store the notification receiver uses (JdbcProcessedNotifications for several nodes)");
        return PaymentReconciler.builder(client,
                        required(handler, NotificationHandler.class, "the handler that credits a payment, which the notification receiver calls too"),
                        named.getIfAvailable() == null ? store : store.forClient(clientProperties.clientId()))
                .checkpoint(checkpoint.getIfUnique(InMemoryReconciliationCheckpoint::new))
                .name(properties.name())
                .overlap(properties.overlap())
                .firstWindow(properties.firstWindow())
                .pageSize(properties.pageSize())
                .clientId(clientProperties.clientId())
                .merchantId(properties.merchantId())
                .vaAccountNumbers(properties.vaAccountNumbers())
                .build();
    }

    private static <T> T required(ObjectProvider<T> provider, Class<T> type, String what) {
        T bean = provider.getIfUnique();
        if (bean == null) {
            throw new IllegalStateException("paycollect.client.reconciliation.enabled=true needs one bean of type "
                    + type.getName() + ": " + what);
        }
        return bean;
    }

    /** The schedule. */
    @Bean
    @ConditionalOnMissingBean
    @ConditionalOnBean(PaymentReconciler.class)
    public ScheduledReconciliation scheduledReconciliation(PaymentReconciler reconciler,
            PayCollectReconciliationProperties properties, ObjectProvider<ReconciliationMetrics> metrics) {
        return new ScheduledReconciliation(reconciler, properties.interval(),
                metrics.getIfUnique(() -> ReconciliationMetrics.NONE).forClient(PayCollectClientFactory.SINGLE_NAME));
    }

    /**
     * The schedule of each named client ({@code paycollect.clients.<name>}): the same handler, the store's view of
     * that merchant's codes, the checkpoint bean under the name {@code <name>:<client>}, the single client's
     * interval, overlap, first window and page size (its merchant and account filters are its own).
     */
    @Bean
    @ConditionalOnMissingBean
    @ConditionalOnBean(PayCollectClients.class)
    public ScheduledReconciliations payCollectNamedClientsReconciliation(PayCollectClients clients,
            PayCollectClientsProperties clientsProperties, PayCollectReconciliationProperties properties,
            ObjectProvider<NotificationHandler> handler, ObjectProvider<ProcessedNotifications> processed,
            ObjectProvider<ReconciliationCheckpoint> checkpoint, ObjectProvider<ReconciliationMetrics> metrics) {
        NotificationHandler credit = required(handler, NotificationHandler.class,
                "the handler that credits a payment, which the notification receiver calls too");
        ProcessedNotifications store = required(processed, ProcessedNotifications.class,
                "the store the notification receiver uses (JdbcProcessedNotifications for several nodes)");
        ReconciliationCheckpoint shared = checkpoint.getIfUnique(InMemoryReconciliationCheckpoint::new);
        ReconciliationMetrics counted = metrics.getIfUnique(() -> ReconciliationMetrics.NONE);
        Map<String, ScheduledReconciliation> byClient = new TreeMap<>();
        for (String name : clients.names()) {
            String clientId = clientsProperties.clients().get(name).clientId();
            PaymentReconciler reconciler = PaymentReconciler.builder(clients.get(name), credit, store.forClient(clientId))
                    .checkpoint(shared)
                    .name(properties.name() + ":" + name)
                    .overlap(properties.overlap())
                    .firstWindow(properties.firstWindow())
                    .pageSize(properties.pageSize())
                    .clientId(clientId)
                    .build();
            byClient.put(name, new ScheduledReconciliation(reconciler, properties.interval(), counted.forClient(name)));
        }
        return new ScheduledReconciliations(byClient);
    }

    /** The warning at start-up when the application would exit before the schedule's next run. */
    @Bean
    static ApplicationListener<ApplicationReadyEvent> reconciliationExitWarning() {
        return new ReconciliationExitWarning();
    }

    /** Micrometer: runs and payments found by reconciliation rather than by notification. */
    @Configuration(proxyBeanMethods = false)
    @ConditionalOnClass(MeterRegistry.class)
    static class Metrics {

        // The registry is looked up when the bean is made, not by a condition: Actuator's registry may be
        // defined by an auto-configuration that runs after this one.
        @Bean
        @ConditionalOnMissingBean(ReconciliationMetrics.class)
        ReconciliationMetrics payCollectReconciliationMetrics(ObjectProvider<MeterRegistry> registry) {
            MeterRegistry meters = registry.getIfUnique();
            return meters == null ? ReconciliationMetrics.NONE : new MeterReconciliationMetrics(meters, PayCollectClientFactory.SINGLE_NAME);
        }
    }
}
