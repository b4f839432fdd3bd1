package io.paycollect.sandbox.domain;

import io.paycollect.sandbox.store.Given;
import io.paycollect.sandbox.store.Paging;
import io.paycollect.sandbox.store.Refusal;
import io.paycollect.sandbox.store.SandboxClock;
import io.paycollect.sandbox.store.Table;
import io.paycollect.server.model.Transaction;
import io.paycollect.server.model.TransactionGetPagingData;
import io.paycollect.server.model.TransactionGetPagingRequest;
import java.time.format.DateTimeFormatter;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Consumer;
import java.util.function.Predicate;

/**
 * Every money movement of the sandbox. Credits are payments into a virtual account (a dynamic QR bill
 * paid by a payer), listed by {@code transaction_getPaging} ({@code OpenApiTransactionPagedOuputDto}).
 * Debits are direct-debit bill payments ({@code success}, {@code refunded} once all of it is given
 * back), with a {@code refundedAmount} that only grows and never passes the amount; refunds are kept
 * apart.
 */
public final class TransactionLedger {

    private final Table<Credit> credits;
    private final Table<Debit> debits;
    private final Table<Refund> refunds;
    private final SandboxClock clock;
    private final List<Consumer<Payment>> paymentListeners = new CopyOnWriteArrayList<>();

    /** An empty ledger stamping records with {@code clock}. */
    public TransactionLedger(SandboxClock clock) {
        this(clock, Table.DEFAULT_CAPACITY);
    }

    /**
     * As {@link #TransactionLedger(SandboxClock)}, each of its tables holding at most
     * {@code maxRecords} records.
     */
    public TransactionLedger(SandboxClock clock, int maxRecords) {
        this.clock = clock;
        this.credits = new Table<>("transactionId", Credit::transactionId, "transaction", maxRecords);
        this.debits = new Table<>("transactionId", Debit::transactionId, "direct-debit transaction", maxRecords);
        this.refunds = new Table<>("transactionId", Refund::transactionId, "refund", maxRecords);
    }

    /**
     * Calls {@code listener} with each payment recorded from now on: a credit into a VA or a direct-debit
     * payment; it must return quickly, as the recording call waits for it.
     */
    public void onPayment(Consumer<Payment> listener) {
        paymentListeners.add(listener);
    }

    /**
     * Records a payment of {@code amount} VND into {@code target}, a virtual account (and its bill, if any);
     * answers it as {@code transaction_getPaging} shows it.
     */
    Transaction recordCredit(long amount, PaymentTarget target, String content) {
        Credit credit = credits.insert(n -> new Credit(String.format("TXN%06d", n), String.format("FT%s%06d",
                clock.local().format(DateTimeFormatter.BASIC_ISO_DATE).substring(2), n), amount, content, clock.now(),
                target));
        paymentListeners.forEach(listener -> listener.accept(credit));
        return credit.toAnswer();
    }

    /** The credits of the bill {@code billId}, as {@code transaction_getPaging} shows them. */
    List<Transaction> creditsOfBill(String billId) {
        return credits.list(c -> billId.equals(c.target().billId())).stream().map(Credit::toAnswer).toList();
    }

    /**
     * A page of the credits ({@code OpenApiTransactionPagedInputDto}), optionally only of {@code merchantId},
     * {@code shopIds}, {@code vaAccountNumbers}, {@code bankBin}, {@code billId}, from {@code startTime} to
     * {@code endTime}.
     */
    public TransactionGetPagingData page(TransactionGetPagingRequest request) {
        Paging paging = Paging.of(request.getSkipCount(), request.getMaxResultCount());
        Long merchantId = Given.optionalId("merchantId", request.getMerchantId()).orElse(null);
        Set<Long> shopIds = new HashSet<>();
        // The reading rules have refused a null item; an id below 1 is refused naming where it is.
        List<Long> sentShopIds = request.getShopIds() == null ? List.of() : request.getShopIds();
        for (int i = 0; i < sentShopIds.size(); i++) {
            shopIds.add(Given.id("shopIds[" + i + "]", sentShopIds.get(i)));
        }
        Set<String> vas = request.getVaAccountNumbers() == null ? Set.of() : new HashSet<>(request.getVaAccountNumbers());
        String bankBin = Given.optionalText(request.getBankBin()).orElse(null);
        String billId = Given.optionalText(request.getBillId()).orElse(null);
        Predicate<String> inTime = Period.of(request.getStartTime(), request.getEndTime());
        List<Credit> all = credits.list(c -> (merchantId == null || merchantId.equals(c.target().merchantId()))
                && (shopIds.isEmpty() || shopIds.contains(c.target().shopId()))
                && (vas.isEmpty() || vas.contains(c.vaAccountNumber()))
                && (bankBin == null || bankBin.equals(c.bank().bin()))
                && (billId == null || billId.equals(c.target().billId()))
                && inTime.test(c.transactionDate()));
        return new TransactionGetPagingData().totalCount((long) all.size())
                .items(paging.slice(all).stream().map(Credit::toAnswer).toList());
    }

    /**
     * Records a successful direct-debit payment of {@code amount} VND from {@code subscription}, for the bill
     * described by {@code content}, of the request {@code requestId}, with the caller's open
     * {@code additionalData}.
     */
    Debit recordDebit(long amount, Subscription subscription, String content, String requestId, Object additionalData) {
        Debit debit = debits.insert(n -> new Debit(String.format("DDT%06d", n), String.format("DD%06d", n), amount, 0L,
                "success", clock.now(), null, subscription, content, requestId, additionalData));
        paymentListeners.forEach(listener -> listener.accept(debit));
        return debit;
    }

    /**
     * Refunds {@code amount} of the direct-debit payment {@code paymentId} of the subscription
     * {@code subscriptionId}: the payment's {@code refundedAmount} grows in one atomic step, so concurrent
     * refunds never give back more than was paid (1003 otherwise); all of it given back makes the payment
     * {@code refunded}.
     *
     * @return the refund
     */
    Refund refund(String paymentId, String subscriptionId, long amount) {
        Debit payment = debits.update(paymentId, "transactionId", current -> {
            if (!subscriptionId.equals(current.subscriptionId())) {
                throw Refusal.unknownId("transactionId", "payment of this subscription");
            }
            long left = current.amount() - current.refundedAmount();
            if (amount <= 0 || amount > left) {
                throw Refusal.amount("amount", "at most " + left + " VND is left to refund");
            }
            return current.refunded(amount, clock.now());
        });
        return refunds.insert(n -> new Refund(String.format("RFD%06d", n), amount, paymentId, payment.subscriptionId(),
                "success", clock.now()));
    }

    /** The direct-debit payment {@code transactionId}, or a refusal naming {@code transactionId}. */
    Debit debit(String transactionId) {
        return debits.require(transactionId, "transactionId");
    }

    /** The direct-debit payments of {@code subscriptionId} from {@code startTime} to {@code endTime} (each optional). */
    List<Debit> debitsOf(String subscriptionId, String startTime, String endTime) {
        Predicate<String> inTime = Period.of(startTime, endTime);
        return debits.list(d -> subscriptionId.equals(d.subscriptionId()) && inTime.test(d.transactionDate()));
    }

    /** How many refunds were recorded. */
    public int refundCount() {
        return refunds.size();
    }

    /** How many credits were recorded. */
    public int creditCount() {
        return credits.size();
    }

    /** Forgets every transaction, direct debit and refund (the sandbox's reset); the payment listeners stay. */
    public void reset() {
        credits.removeAll(t -> true);
        debits.removeAll(t -> true);
        refunds.removeAll(t -> true);
    }
}
