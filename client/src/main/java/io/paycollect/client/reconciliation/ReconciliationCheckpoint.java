package io.paycollect.client.reconciliation;

import java.time.Instant;
import java.util.Optional;

/**
 * Where a {@link PaymentReconciler} keeps the last instant up to which it has reconciled every transaction,
 * so that a run reads only what came after (less an overlap for late entries). In memory
 * ({@link InMemoryReconciliationCheckpoint}) for one process; in a database
 * ({@link JdbcReconciliationCheckpoint}) shared by every node and kept across restarts.
 */
public interface ReconciliationCheckpoint {

    /** The instant up to which the reconciliation {@code name} is complete, if it ever completed a window. */
    Optional<Instant> reconciledUntil(String name) throws Exception;

    /**
     * Records that the reconciliation {@code name} is complete up to {@code until}. Never moves the checkpoint
     * back: of several nodes advancing it at once, the furthest instant stays.
     */
    void advance(String name, Instant until) throws Exception;
}
