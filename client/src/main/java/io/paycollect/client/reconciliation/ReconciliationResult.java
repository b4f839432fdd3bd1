package io.paycollect.client.reconciliation;

import java.time.Instant;

/**
 * What one {@link PaymentReconciler#reconcile()} run did.
 *
 * @param from start of the window read (the checkpoint less the overlap, or the first window)
 * @param to end of the window read; the checkpoint now stands here
 * @param calls calls of {@code transaction_getPaging} made
 * @param transactionsRead transactions the service listed in the window
 * @param recovered payments processed by this run: their notification had not been processed, so without
 *     reconciliation they would have been missed
 * @param alreadyProcessed payments a notification (or an earlier run) had already processed
 * @param notPayments transactions that are not incoming payments (debits), left alone
 * @param withoutCode transactions without the code that identifies a payment, which cannot be processed once
 *     and are left alone (each is logged)
 */
public record ReconciliationResult(Instant from, Instant to, int calls, long transactionsRead, long recovered,
        long alreadyProcessed, long notPayments, long withoutCode) {
}
