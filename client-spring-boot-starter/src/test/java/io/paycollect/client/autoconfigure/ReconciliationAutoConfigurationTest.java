package io.paycollect.client.autoconfigure;

import static org.assertj.core.api.Assertions.assertThat;

import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import io.paycollect.client.notification.InMemoryProcessedNotifications;
import io.paycollect.client.notification.NotificationHandler;
import io.paycollect.client.notification.ProcessedNotifications;
import io.paycollect.client.reconciliation.InMemoryReconciliationCheckpoint;
import io.paycollect.client.reconciliation.PaymentReconciler;
import io.paycollect.client.reconciliation.ReconciliationCheckpoint;
import io.paycollect.client.reconciliation.ReconciliationResult;
import java.time.Instant;
import org.junit.jupiter.api.Test;
import org.springframework.boot.autoconfigure.AutoConfigurations;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;

/**
 * Scheduled reconciliation in a Spring Boot application: off unless switched on, refused at start-up without the
 * handler and store the notification receiver uses (a store of its own would process a payment twice), and
 * counted in metrics by what found each payment.
 */
class ReconciliationAutoConfigurationTest {

    private final ApplicationContextRunner runner = new ApplicationContextRunner()
            .withConfiguration(AutoConfigurations.of(PayCollectClientAutoConfiguration.class,
                    PayCollectReconciliationAutoConfiguration.class))
            .withPropertyValues("paycollect.client.base-url=http://127.0.0.1:9", // nothing listens: runs fail, harmlessly
                    "paycollect.client.client-id=shop", "paycollect.client.secret-token=shop-secret",
                    "paycollect.client.reconciliation.interval=1h");

    private final ApplicationContextRunner withHandlerAndStore = runner
            .withBean(NotificationHandler.class, () -> (notification, transaction) -> { })
            .withBean(ProcessedNotifications.class, InMemoryProcessedNotifications::new);

    @Test
    void reconciliationIsOffUnlessSwitchedOn() {
        withHandlerAndStore.run(context -> assertThat(context).doesNotHaveBean(PaymentReconciler.class)
                .doesNotHaveBean(ScheduledReconciliation.class));
    }

    @Test
    void switchedOnItUsesTheApplicationsHandlerStoreAndCheckpoint() {
        ReconciliationCheckpoint shared = new InMemoryReconciliationCheckpoint();
        withHandlerAndStore.withBean(ReconciliationCheckpoint.class, () -> shared)
                .withPropertyValues("paycollect.client.reconciliation.enabled=true",
                        "paycollect.client.reconciliation.name=shop-1")
                .run(context -> {
                    assertThat(context).hasSingleBean(PaymentReconciler.class).hasSingleBean(ScheduledReconciliation.class);
                    assertThat(context.getBean(PaymentReconciler.class).toString())
                            .contains("shop-1", shared.toString(), "InMemoryProcessedNotifications");
                    assertThat(context.getBean(ScheduledReconciliation.class).isRunning()).isTrue();
                });
    }

    @Test
    void withoutTheReceiversStoreTheApplicationDoesNotStartAndSaysWhatToAdd() {
        runner.withBean(NotificationHandler.class, () -> (notification, transaction) -> { })
                .withPropertyValues("paycollect.client.reconciliation.enabled=true")
                .run(context -> assertThat(context).hasFailed().getFailure().rootCause()
                        .hasMessageContaining("paycollect.client.reconciliation.enabled=true needs one bean of type "
                                + ProcessedNotifications.class.getName()));
        runner.withBean(ProcessedNotifications.class, InMemoryProcessedNotifications::new)
                .withPropertyValues("paycollect.client.reconciliation.enabled=true")
                .run(context -> assertThat(context).hasFailed().getFailure().rootCause()
                        .hasMessageContaining(NotificationHandler.class.getName()));
    }

    @Test
    void runsAreCountedAndPaymentsByWhatFoundThem() {
        MeterRegistry registry = new SimpleMeterRegistry();
        withHandlerAndStore.withBean(MeterRegistry.class, () -> registry)
                .withPropertyValues("paycollect.client.reconciliation.enabled=true")
                .run(context -> {
                    ReconciliationMetrics metrics = context.getBean(ReconciliationMetrics.class);
                    metrics.succeeded(new ReconciliationResult(Instant.EPOCH, Instant.EPOCH, 1, 5, 2, 3, 0, 0));
                    metrics.failed(new ReconciliationResult(Instant.EPOCH, Instant.EPOCH, 1, 1, 1, 0, 0, 0));

                    assertThat(registry.get("paycollect.client.reconciliation.payments").tag("found_by", "reconciliation")
                            .counter().count()).isEqualTo(3.0);
                    assertThat(registry.get("paycollect.client.reconciliation.payments").tag("found_by", "notification")
                            .counter().count()).isEqualTo(3.0);
                    assertThat(registry.get("paycollect.client.reconciliation.runs").tag("outcome", "success")
                            .counter().count()).isGreaterThanOrEqualTo(1.0);
                    assertThat(registry.get("paycollect.client.reconciliation.runs").tag("outcome", "failure")
                            .counter().count()).isGreaterThanOrEqualTo(1.0);
                });
    }
}
