package io.paycollect.client.autoconfigure;

import io.paycollect.client.reconciliation.ReconciliationResult;

/**
 * Where the outcome of each scheduled reconciliation run goes. With Micrometer, {@link MeterReconciliationMetrics}
 * counts runs and the payments found by reconciliation rather than by notification.
 */
public interface ReconciliationMetrics {

    /** Reports nothing. */
    ReconciliationMetrics NONE = new ReconciliationMetrics() {
        @Override
        public void succeeded(ReconciliationResult result) {
        }

        @Override
        public void failed(ReconciliationResult partial) {
        }
    };

    /** A run completed its window. */
    void succeeded(ReconciliationResult result);

    /** A run stopped early; {@code partial} is what it had done, or {@code null} when unknown. */
    void failed(ReconciliationResult partial);

    /**
     * The metrics of the reconciliation of the client {@code name} ({@code default} for {@code paycollect.client},
     * else its name under {@code paycollect.clients}). By default these same metrics; Micrometer's are tagged
     * {@code client=name}.
     */
    default ReconciliationMetrics forClient(String name) {
        return this;
    }
}
