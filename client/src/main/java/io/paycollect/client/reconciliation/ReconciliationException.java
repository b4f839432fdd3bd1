package io.paycollect.client.reconciliation;

/**
 * A reconciliation run that stopped before its window was complete: a call failed, the service refused it,
 * or the handler failed on a payment. The checkpoint stays before the part not reconciled, so the next run
 * reads it again; nothing is lost and nothing already processed is processed twice.
 */
public final class ReconciliationException extends RuntimeException {

    private final ReconciliationResult partial;

    ReconciliationException(String message, ReconciliationResult partial, Throwable cause) {
        super(message, cause);
        this.partial = partial;
    }

    /** What the run had done when it stopped. */
    public ReconciliationResult partialResult() {
        return partial;
    }
}
