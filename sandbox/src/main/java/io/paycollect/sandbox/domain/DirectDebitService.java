package io.paycollect.sandbox.domain;

import io.paycollect.sandbox.store.Fields;
import io.paycollect.sandbox.store.Refusal;
import io.paycollect.sandbox.store.SandboxClock;
import io.paycollect.sandbox.store.Table;
import io.paycollect.sandbox.store.Values;
import java.util.Map;

/**
 * The direct-debit group. A subscription ({@code subscriptionId}) links a customer's payment method to
 * the merchant: {@code ACTIVE} once registered, {@code CANCELLED} once deleted. Bills are debited from
 * an {@code ACTIVE} subscription as {@code DIRECT_DEBIT_PAYMENT} transactions of the
 * {@link TransactionLedger}; refunds give back all or part of one; status and history queries read
 * the same records.
 */
public final class DirectDebitService {

    private final TransactionLedger ledger;
    private final SandboxClock clock;
    private final Table subscriptions = new Table("subscriptionId", "direct-debit subscription", "SUB",
            "status", "createdAt", "cancelledAt", "lastPaymentAt", "updatedAt");

    /** Direct debit recording its money movements in {@code ledger}. */
    public DirectDebitService(TransactionLedger ledger, SandboxClock clock) {
        this.ledger = ledger;
        this.clock = clock;
    }

    /** Registers a subscription for {@code customerId} (any other fields, e.g. {@code paymentMethod}, are kept). */
    public Map<String, Object> register(Fields request) {
        request.text("customerId");
        return subscriptions.insert(request.all(), Values.of("status", "ACTIVE", "createdAt", clock.now()));
    }

    /** Debits {@code amount} VND from the {@code ACTIVE} subscription {@code subscriptionId}; answers the transaction. */
    @SuppressWarnings("unchecked")
    public Map<String, Object> paymentBill(Fields request) {
        long amount = request.amount("amount");
        Map<String, Object>[] payment = new Map[1];
        // Recorded inside the subscription's atomic update, so a bill is never debited from a
        // subscription that a concurrent call has just cancelled.
        subscriptions.update(request.text("subscriptionId"), s -> {
            if (!"ACTIVE".equals(s.get("status"))) {
                throw Refusal.wrongState("subscriptionId", s.get("status"), "debit a bill");
            }
            payment[0] = ledger.recordPayment(TransactionLedger.DIRECT_DEBIT_PAYMENT, amount, request.all(),
                    Values.of("subscriptionId", s.get("subscriptionId"), "customerId", s.get("customerId")));
            return Table.merge(s, Values.of("lastPaymentAt", payment[0].get("createdAt")));
        });
        return payment[0];
    }

    /** Cancels the {@code ACTIVE} subscription {@code subscriptionId}. */
    public Map<String, Object> deleteSubscription(Fields request) {
        return subscriptions.update(request.text("subscriptionId"), s -> Table.merge(
                BankService.transition(s, "subscriptionId", "ACTIVE", "CANCELLED", "cancel it"),
                Values.of("cancelledAt", clock.now())));
    }

    /** Refunds {@code amount} VND (everything left when absent) of the payment {@code transactionId}; answers the refund. */
    public Map<String, Object> refund(Fields request) {
        String paymentId = request.text("transactionId");
        Long amount = request.optionalAmount("amount").orElse(null);
        return ledger.refund(paymentId, amount, request.all());
    }

    /** Changes the payment method of the {@code ACTIVE} subscription {@code subscriptionId} to the fields sent. */
    public Map<String, Object> editConfirmPaymentMethod(Fields request) {
        return subscriptions.update(request.text("subscriptionId"), s -> {
            if (!"ACTIVE".equals(s.get("status"))) {
                throw Refusal.wrongState("subscriptionId", s.get("status"), "edit its payment method");
            }
            return Table.merge(subscriptions.amend(s, request.all(), "customerId"), Values.of("updatedAt", clock.now()));
        });
    }

    /** The subscription {@code subscriptionId}, with its {@code status}. */
    public Map<String, Object> getSubscriptionStatus(Fields request) {
        return subscriptions.require(request.text("subscriptionId"));
    }

    /** The direct-debit transaction {@code transactionId}, with its {@code status} and {@code refundedAmount}. */
    public Map<String, Object> getTransactionStatus(Fields request) {
        return ledger.require(request.text("transactionId"));
    }

    /** A page of the direct-debit transactions (payments and refunds), of {@code subscriptionId} when given. */
    public Map<String, Object> getPagingTransactions(Fields request) {
        return ledger.directDebitPage(request);
    }

}
