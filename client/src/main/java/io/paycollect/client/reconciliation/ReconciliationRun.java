package io.paycollect.client.reconciliation;

import io.paycollect.client.PayCollectApiException;
import io.paycollect.client.model.Notification;
import io.paycollect.client.model.Transaction;
import io.paycollect.client.model.TransactionGetPagingData;
import java.time.Instant;
import java.util.List;

/** One run of a {@link PaymentReconciler}: its window, the slices it reads, each listed payment processed once, its counts. */
final class ReconciliationRun {

    private static final System.Logger LOG = System.getLogger(PaymentReconciler.class.getName());

    private final PaymentReconciler reconciler;
    private final Instant from;
    private final Instant to;
    private int calls;
    private long read;
    private long recovered;
    private long already;
    private long notPayments;
    private long withoutCode;

    ReconciliationRun(PaymentReconciler reconciler, Instant from, Instant to) {
        this.reconciler = reconciler;
        this.from = from;
        this.to = to;
    }

    /** Reads the transactions from {@code start} to {@code end}, page by page, processing each payment once. */
    void slice(Instant start, Instant end) {
        long skip = 0;
        while (true) {
            TransactionGetPagingData page = page(start, end, skip);
            List<Transaction> items = page == null || page.getItems() == null ? List.of() : page.getItems();
            for (Transaction transaction : items) {
                process(transaction);
            }
            read += items.size();
            skip += items.size();
            // A short page is the last; the total guards against a service that pads pages.
            if (items.size() < reconciler.pages.pageSize() || (page.getTotalCount() != null && skip >= page.getTotalCount())) {
                return;
            }
        }
    }

    private TransactionGetPagingData page(Instant start, Instant end, long skip) {
        calls++;
        try {
            return reconciler.pages.page(start, end, skip);
        } catch (RuntimeException e) {
            // The client's own exceptions name the request, the host and what happened, and carry no secret.
            throw failed("transaction_getPaging from " + start + " to " + end + " (skipCount " + skip + ") at "
                    + reconciler.pages.client().baseUrl() + " failed: " + (e instanceof PayCollectApiException ? e.getMessage()
                            : e.getClass().getName()), e);
        }
    }

    private void process(Transaction transaction) {
        if (ListedPayment.isDebit(transaction)) {
            notPayments++;
            return;
        }
        String code = reconciler.transactionCode.apply(transaction);
        if (code == null || code.isBlank()) {
            withoutCode++;
            LOG.log(System.Logger.Level.WARNING, "reconciliation " + reconciler.name + ": transaction "
                    + transaction.getTransactionId() + " has no transaction code and cannot be processed once; left alone");
            return;
        }
        Notification notification = ListedPayment.asNotification(transaction, code, reconciler.clientId);
        try {
            if (reconciler.processed.processOnce(code, inStore -> reconciler.handler.handle(notification, inStore))) {
                recovered++;
            } else {
                already++;
            }
        } catch (Exception e) {
            throw failed("the handler failed on the payment " + code, e);
        }
    }

    /** The exception that stops the run, with what it did so far. */
    ReconciliationException failed(String what, Throwable cause) {
        return new ReconciliationException("reconciliation " + reconciler.name + " stopped: " + what + "; the next run reads it again",
                result(), cause);
    }

    ReconciliationResult result() {
        return new ReconciliationResult(from, to, calls, read, recovered, already, notPayments, withoutCode);
    }
}
