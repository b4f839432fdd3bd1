package io.paycollect.sandbox.domain;

import io.paycollect.sandbox.store.Fields;
import io.paycollect.sandbox.store.InvalidField;
import io.paycollect.sandbox.store.Paging;
import io.paycollect.sandbox.store.Refusal;
import io.paycollect.sandbox.store.SandboxClock;
import io.paycollect.sandbox.store.Table;
import io.paycollect.sandbox.store.Values;
import java.time.LocalDateTime;
import java.time.OffsetDateTime;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.time.format.ResolverStyle;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
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

    /** Fields of a credit as {@code transaction_getPaging} answers it. */
    static final String[] CREDIT_FIELDS = {"transactionId", "merchantId", "shopId", "bankBin", "cashFlowSource", "code",
        "amount", "content", "currency", "accountNumber", "vaAccountNumber", "transactionDate", "billId"};

    private static final DateTimeFormatter COMPACT_TIME = DateTimeFormatter.ofPattern("uuuuMMddHHmmss")
            .withResolverStyle(ResolverStyle.STRICT);

    private static final DateTimeFormatter WHOLE_SECONDS = DateTimeFormatter.ofPattern("yyyy-MM-dd'T'HH:mm:ss");
    private static final int WHOLE_SECONDS_LENGTH = "2026-01-31T09:15:00".length();

    private final Table<Map<String, Object>> credits;
    private final Table<Map<String, Object>> debits;
    private final Table<Map<String, Object>> refunds;
    private final SandboxClock clock;
    private final List<Consumer<Map<String, Object>>> paymentListeners = new CopyOnWriteArrayList<>();

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
        this.credits = new Table<>("transactionId", m -> m.get("transactionId"), "transaction", maxRecords);
        this.debits = new Table<>("transactionId", m -> m.get("transactionId"), "direct-debit transaction", maxRecords);
        this.refunds = new Table<>("transactionId", m -> m.get("transactionId"), "refund", maxRecords);
    }

    /**
     * Calls {@code listener} with each payment recorded from now on, the whole record: a credit into a VA
     * (with {@code vaAccountNumber}, {@code bankName} and the bill, shop and merchant links) or a
     * direct-debit payment (with {@code subscriptionId}); it must return quickly, as the recording call
     * waits for it.
     */
    public void onPayment(Consumer<Map<String, Object>> listener) {
        paymentListeners.add(listener);
    }

    /** Records a payment of {@code amount} VND into a virtual account; {@code links} names the VA, bill, shop... */
    public Map<String, Object> recordCredit(long amount, Map<String, Object> links, String content) {
        Map<String, Object> credit = credits.insert(n -> Values.merge(links, Values.of(
                "transactionId", String.format("TXN%06d", n), "code", String.format("FT%s%06d",
                        clock.local().format(DateTimeFormatter.BASIC_ISO_DATE).substring(2), n),
                "amount", amount, "content", content, "currency", "VND", "cashFlowSource", "bank-transfer",
                "transactionDate", clock.now())));
        paymentListeners.forEach(listener -> listener.accept(credit));
        return Values.pick(credit, CREDIT_FIELDS);
    }

    /** The credits of the bill {@code billId}, as {@code transaction_getPaging} shows them. */
    public List<Map<String, Object>> creditsOfBill(String billId) {
        return credits.list(c -> billId.equals(c.get("billId"))).stream().map(c -> Values.pick(c, CREDIT_FIELDS)).toList();
    }

    /**
     * A page of the credits ({@code OpenApiTransactionPagedInputDto}), optionally only of {@code merchantId},
     * {@code shopIds}, {@code vaAccountNumbers}, {@code bankBin}, {@code billId}, from {@code startTime} to
     * {@code endTime}.
     */
    public Map<String, Object> page(Fields request) {
        Paging paging = Paging.of(request);
        Long merchantId = request.optionalId("merchantId").orElse(null);
        Set<Long> shopIds = new HashSet<>();
        request.list("shopIds").forEach(s -> shopIds.add(Fields.of(Map.of("shopIds", s)).id("shopIds")));
        Set<Object> vas = new HashSet<>(request.list("vaAccountNumbers"));
        String bankBin = request.optionalText("bankBin").orElse(null);
        String billId = request.optionalText("billId").orElse(null);
        Predicate<Map<String, Object>> inTime = period(request);
        return paging.apply(credits.list(c -> (merchantId == null || merchantId.equals(c.get("merchantId")))
                && (shopIds.isEmpty() || shopIds.contains(c.get("shopId")))
                && (vas.isEmpty() || vas.contains(c.get("vaAccountNumber")))
                && (bankBin == null || bankBin.equals(c.get("bankBin")))
                && (billId == null || billId.equals(c.get("billId")))
                && inTime.test(c)), c -> Values.pick(c, CREDIT_FIELDS));
    }

    /** Records a successful direct-debit payment; {@code fields} carries the subscription's and bill's fields. */
    public Map<String, Object> recordDebit(long amount, Map<String, Object> fields) {
        Map<String, Object> debit = debits.insert(n -> Values.merge(fields, Values.of(
                "transactionId", String.format("DDT%06d", n), "code", String.format("DD%06d", n),
                "amount", amount, "refundedAmount", 0L, "status", "success", "currency", "VND",
                "transactionDate", clock.now())));
        paymentListeners.forEach(listener -> listener.accept(debit));
        return debit;
    }

    /**
     * Refunds {@code amount} of the direct-debit payment {@code paymentId} of the subscription
     * {@code subscriptionId}: the payment's {@code refundedAmount} grows in one atomic step, so concurrent
     * refunds never give back more than was paid (1003 otherwise); all of it given back makes the payment
     * {@code refunded}.
     *
     * @return the refund {@code {transactionId, refundAmount, originalTransactionId, ...}}
     */
    public Map<String, Object> refund(String paymentId, String subscriptionId, long amount) {
        Map<String, Object> payment = debits.update(paymentId, "transactionId", current -> {
            if (!subscriptionId.equals(current.get("subscriptionId"))) {
                throw Refusal.unknownId("transactionId", "payment of this subscription");
            }
            long paid = ((Number) current.get("amount")).longValue();
            long already = ((Number) current.get("refundedAmount")).longValue();
            if (amount <= 0 || already + amount > paid) {
                throw Refusal.amount("amount", "at most " + (paid - already) + " VND is left to refund");
            }
            return Values.merge(current, Values.of("refundedAmount", already + amount,
                    "status", already + amount == paid ? "refunded" : current.get("status"),
                    "lastModificationTime", clock.now()));
        });
        return refunds.insert(n -> Values.of("transactionId", String.format("RFD%06d", n), "refundAmount", amount,
                "originalTransactionId", paymentId, "subscriptionId", payment.get("subscriptionId"),
                "status", "success", "transactionDate", clock.now()));
    }

    /** The direct-debit payment {@code transactionId}. */
    public Map<String, Object> requireDebit(String transactionId) {
        return debits.require(transactionId, "transactionId");
    }

    /** The direct-debit payments of {@code subscriptionId} within the request's {@code startTime}/{@code endTime}. */
    public List<Map<String, Object>> debitsOf(String subscriptionId, Fields request) {
        Predicate<Map<String, Object>> inTime = period(request);
        return debits.list(d -> subscriptionId.equals(d.get("subscriptionId")) && inTime.test(d));
    }

    /** How many refunds were recorded. */
    public int refundCount() {
        return refunds.size();
    }

    /** How many credits were recorded. */
    public int creditCount() {
        return credits.size();
    }

    private static Predicate<Map<String, Object>> period(Fields request) {
        LocalDateTime start = time(request, "startTime");
        LocalDateTime end = time(request, "endTime");
        // Records are stamped in SandboxClock.FORMAT, fixed-width, so their text sorts as their time: compared
        // as text, a page of a long list costs no date parsing. The filters name whole seconds (the service's
        // documented form has no fraction), so a record stamped within the second endTime names is inside.
        String from = start == null ? null : start.format(SandboxClock.FORMAT);
        String to = end == null ? null : end.format(WHOLE_SECONDS);
        return r -> {
            String at = (String) r.get("transactionDate");
            return (from == null || at.compareTo(from) >= 0)
                    && (to == null || at.substring(0, WHOLE_SECONDS_LENGTH).compareTo(to) <= 0);
        };
    }

    /**
     * A time filter in Vietnam local time: {@code 20260131091500} (the form the service's documentation gives,
     * and its notifications use), {@code 2026-01-31T09:15:00}, or with an offset, converted.
     */
    private static LocalDateTime time(Fields request, String name) {
        String text = request.optionalText(name).orElse(null);
        if (text == null) {
            return null;
        }
        if (text.length() == 14 && text.chars().allMatch(c -> c >= '0' && c <= '9')) {
            try {
                return LocalDateTime.parse(text, COMPACT_TIME);
            } catch (DateTimeParseException e) {
                throw new InvalidField(name, "must be a date-time such as 20260131091500");
            }
        }
        try {
            return LocalDateTime.parse(text);
        } catch (DateTimeParseException notLocal) {
            try {
                return OffsetDateTime.parse(text).atZoneSameInstant(SandboxClock.VIETNAM).toLocalDateTime();
            } catch (DateTimeParseException e) {
                throw new InvalidField(name, "must be a date-time such as 2026-01-31T09:15:00");
            }
        }
    }

    /** Forgets every transaction, direct debit and refund (the sandbox's reset); the payment listeners stay. */
    public void reset() {
        credits.removeAll(t -> true);
        debits.removeAll(t -> true);
        refunds.removeAll(t -> true);
    }
}
