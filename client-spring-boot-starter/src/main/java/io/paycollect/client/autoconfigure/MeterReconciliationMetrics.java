package io.paycollect.client.autoconfigure;

import io.micrometer.core.instrument.Counter;
import io.micrometer.core.instrument.MeterRegistry;
import io.paycollect.client.reconciliation.ReconciliationResult;

/**
 * Micrometer counters of scheduled reconciliation: {@code paycollect.client.reconciliation.runs} by
 * {@code outcome} ({@code success}, {@code failure}), and {@code paycollect.client.reconciliation.payments} by
 * {@code found_by}: {@code reconciliation} counts the payments whose notification had not been processed (each
 * a notification that was lost or is late: an operator alerts on it), {@code notification} those a
 * notification had processed first.
 */
final class MeterReconciliationMetrics implements ReconciliationMetrics {

    private final Counter succeeded;
    private final Counter failed;
    private final Counter byReconciliation;
    private final Counter byNotification;

    MeterReconciliationMetrics(MeterRegistry registry) {
        this.succeeded = runs(registry, "success");
        this.failed = runs(registry, "failure");
        this.byReconciliation = payments(registry, "reconciliation");
        this.byNotification = payments(registry, "notification");
    }

    private static Counter runs(MeterRegistry registry, String outcome) {
        return Counter.builder("paycollect.client.reconciliation.runs").tag("outcome", outcome)
                .description("Scheduled reconciliation runs of the transaction list").register(registry);
    }

    private static Counter payments(MeterRegistry registry, String foundBy) {
        return Counter.builder("paycollect.client.reconciliation.payments").tag("found_by", foundBy)
                .description("Payments seen by reconciliation, by what processed them first").register(registry);
    }

    @Override
    public void succeeded(ReconciliationResult result) {
        succeeded.increment();
        count(result);
    }

    @Override
    public void failed(ReconciliationResult partial) {
        failed.increment();
        if (partial != null) {
            count(partial);
        }
    }

    private void count(ReconciliationResult result) {
        byReconciliation.increment(result.recovered());
        byNotification.increment(result.alreadyProcessed());
    }
}
