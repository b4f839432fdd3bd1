package io.paycollect.client.autoconfigure;

import io.micrometer.core.instrument.MeterRegistry;
import io.paycollect.client.PayCollectClient;
import io.paycollect.client.notification.NotificationHandler;
import io.paycollect.client.notification.ProcessedNotifications;
import io.paycollect.client.reconciliation.InMemoryReconciliationCheckpoint;
import io.paycollect.client.reconciliation.PaymentReconciler;
import io.paycollect.client.reconciliation.ReconciliationCheckpoint;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.condition.ConditionalOnBean;
import org.springframework.boot.autoconfigure.condition.ConditionalOnClass;
import org.springframework.boot.autoconfigure.condition.ConditionalOnMissingBean;
import org.springframework.boot.autoconfigure.condition.ConditionalOnProperty;
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
@AutoConfiguration(after = PayCollectClientAutoConfiguration.class)
@ConditionalOnClass(PaymentReconciler.class)
@ConditionalOnProperty(prefix = "paycollect.client.reconciliation", name = "enabled", havingValue = "true")
@ConditionalOnBean(PayCollectClient.class)
@EnableConfigurationProperties({PayCollectClientProperties.class, PayCollectReconciliationProperties.class})
public class PayCollectReconciliationAutoConfiguration {

    /** The reconciler, from the application's handler and processed-notifications store. */
    @Bean
    @ConditionalOnMissingBean
    public PaymentReconciler paymentReconciler(PayCollectClient client, PayCollectClientProperties clientProperties,
            PayCollectReconciliationProperties properties, ObjectProvider<NotificationHandler> handler,
            ObjectProvider<ProcessedNotifications> processed, ObjectProvider<ReconciliationCheckpoint> checkpoint) {
        return PaymentReconciler.builder(client,
                        required(handler, NotificationHandler.class, "the handler that credits a payment, which the notification receiver calls too"),
                        required(processed, ProcessedNotifications.class, "the store the notification receiver uses (JdbcProcessedNotifications for several nodes)"))
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
    public ScheduledReconciliation scheduledReconciliation(PaymentReconciler reconciler,
            PayCollectReconciliationProperties properties, ObjectProvider<ReconciliationMetrics> metrics) {
        return new ScheduledReconciliation(reconciler, properties.interval(), metrics.getIfUnique(() -> ReconciliationMetrics.NONE));
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
            return meters == null ? ReconciliationMetrics.NONE : new MeterReconciliationMetrics(meters);
        }
    }
}
