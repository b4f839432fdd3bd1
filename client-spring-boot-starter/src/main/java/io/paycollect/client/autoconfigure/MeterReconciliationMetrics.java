package io.paycollect.client.autoconfigure;

import io.micrometer.core.instrument.Counter;
import io.micrometer.core.instrument.MeterRegistry;
import io.paycollect.client.reconciliation.ReconciliationResult;

/**
 * Micrometer counters of scheduled reconciliation: {@code paycollect.client.reconciliation.runs} by
 * {@code outcome} ({@code success}, {@code failure}), and {@code paycollect.client.reconciliation.payments} by
 * {@code found_by}: {@code reconciliation} counts the payments whose notification had not been processed (each
 * a notification that was lost or is late: an operator alerts on it), {@code notification} those a
 * notification had processed first. Each is tagged with the {@code client} reconciled ({@code default} for
 * {@code paycollect.client}, else the name under {@code paycollect.clients}).
 */
final class MeterReconciliationMetrics implements ReconciliationMetrics {

    private final MeterRegistry registry;
    private final Counter succeeded;
    private final Counter failed;
    private final Counter byReconciliation;
    private final Counter byNotification;

    MeterReconciliationMetrics(MeterRegistry registry, String client) {
        this.registry = registry;
        this.succeeded = runs(registry, "success", client);
        this.failed = runs(registry, "failure", client);
        this.byReconciliation = payments(registry, "reconciliation", client);
        this.byNotification = payments(registry, "notification", client);
    }

    @Override
    public ReconciliationMetrics forClient(String name) {
        return new MeterReconciliationMetrics(registry, name);
    }

    private static Counter runs(MeterRegistry registry, String outcome, String client) {
        return Counter.builder("paycollect.client.reconciliation.runs").tag("outcome", outcome).tag("client", client)
                .description("Scheduled reconciliation runs of the transaction list").register(registry);
    }

    private static Counter payments(MeterRegistry registry, String foundBy, String client) {
        return Counter.builder("paycollect.client.reconciliation.payments").tag("found_by", foundBy).tag("client", client)
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
