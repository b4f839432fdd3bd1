package io.paycollect.sandbox.domain;

import io.paycollect.sandbox.store.Fields;
import io.paycollect.sandbox.store.Paging;
import io.paycollect.sandbox.store.Refusal;
import io.paycollect.sandbox.store.SandboxClock;
import io.paycollect.sandbox.store.Table;
import io.paycollect.sandbox.store.Values;
import java.util.Map;
import java.util.Objects;

/**
 * Every money movement of the sandbox: payments of dynamic QR codes, direct-debit bill payments and
 * refunds. Transactions are {@code {transactionId, type, status, amount, createdAt, ...}}; a payment
 * also carries {@code refundedAmount}, which only grows and never passes {@code amount}.
 */
public final class TransactionLedger {

    /** A dynamic QR code paid by a payer. */
    public static final String QR_PAYMENT = "QR_PAYMENT";
    /** A bill debited from a direct-debit subscription. */
    public static final String DIRECT_DEBIT_PAYMENT = "DIRECT_DEBIT_PAYMENT";
    /** Money given back for a payment. */
    public static final String REFUND = "REFUND";

    private final Table transactions = new Table("transactionId", "transaction", "TXN",
            "type", "status", "amount", "refundedAmount", "createdAt", "updatedAt", "originalTransactionId",
            "subscriptionId", "customerId", "qrId");
    private final SandboxClock clock;

    /** An empty ledger stamping records with {@code clock}. */
    public TransactionLedger(SandboxClock clock) {
        this.clock = clock;
    }

    /** Records a successful payment of {@code amount} VND of the given type. */
    public Map<String, Object> recordPayment(String type, long amount, Map<String, Object> callerFields,
            Map<String, Object> links) {
        Map<String, Object> owned = Table.merge(links, Values.of(
                "type", type, "status", "SUCCESS", "amount", amount, "refundedAmount", 0L,
                "createdAt", clock.now()));
        return transactions.insert(callerFields, owned);
    }

    /**
     * Refunds {@code amount} of the payment (all that is left when null): the payment's
     * {@code refundedAmount} grows in one atomic step, so concurrent refunds never give back more
     * than was paid; then the refund is recorded.
     */
    public Map<String, Object> refund(String paymentId, Long amount, Map<String, Object> callerFields) {
        long[] refunded = new long[1];
        Map<String, Object> payment = transactions.update(paymentId, current -> {
            if (!DIRECT_DEBIT_PAYMENT.equals(current.get("type"))) {
                throw Refusal.wrongState("transactionId", "a " + current.get("type") + " transaction",
                        "refund it as a direct-debit payment");
            }
            long paid = ((Number) current.get("amount")).longValue();
            long already = ((Number) current.get("refundedAmount")).longValue();
            long wanted = amount == null ? paid - already : amount;
            if (wanted <= 0 || already + wanted > paid) {
                throw Refusal.amount("amount", "at most " + (paid - already) + " VND is left to refund");
            }
            refunded[0] = wanted;
            return Table.merge(current, Values.of(
                    "refundedAmount", already + wanted,
                    "status", already + wanted == paid ? "REFUNDED" : "PARTIALLY_REFUNDED",
                    "updatedAt", clock.now()));
        });
        Map<String, Object> links = Values.of("originalTransactionId", paymentId,
                "subscriptionId", payment.get("subscriptionId"));
        Map<String, Object> owned = Table.merge(links, Values.of(
                "type", REFUND, "status", "SUCCESS", "amount", refunded[0], "createdAt", clock.now()));
        return transactions.insert(callerFields, owned);
    }

    /** The transaction with this id. */
    public Map<String, Object> require(String transactionId) {
        return transactions.require(transactionId);
    }

    /** A page of the transactions, optionally only those with the given {@code type}, {@code status} or {@code subscriptionId}. */
    public Map<String, Object> page(Fields request) {
        Paging paging = Paging.of(request);
        String type = request.optionalText("type").orElse(null);
        String status = request.optionalText("status").orElse(null);
        String subscription = request.optionalText("subscriptionId").orElse(null);
        return paging.apply(transactions.list(t -> (type == null || type.equals(t.get("type")))
                && (status == null || status.equals(t.get("status")))
                && (subscription == null || Objects.equals(subscription, t.get("subscriptionId")))));
    }

    /** A page of the direct-debit transactions (payments and their refunds), of {@code subscriptionId} when given. */
    public Map<String, Object> directDebitPage(Fields request) {
        Paging paging = Paging.of(request);
        String subscription = request.optionalText("subscriptionId").orElse(null);
        return paging.apply(transactions.list(t -> t.get("subscriptionId") != null
                && (subscription == null || subscription.equals(t.get("subscriptionId")))));
    }
}
