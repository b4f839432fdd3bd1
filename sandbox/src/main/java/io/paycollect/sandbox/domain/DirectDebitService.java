package io.paycollect.sandbox.domain;

import io.paycollect.sandbox.store.Fields;
import io.paycollect.sandbox.store.Paging;
import io.paycollect.sandbox.store.Refusal;
import io.paycollect.sandbox.store.SandboxClock;
import io.paycollect.sandbox.store.Table;
import io.paycollect.sandbox.store.Values;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.security.SecureRandom;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The direct-debit group. register ({@code OpenApiRegisterDto}) answers the link where the customer
 * would confirm, and the sandbox, playing that customer, confirms at once: the subscription is
 * {@code active}. Its {@code subscriptionId} ({@code SUB000001}) and {@code tokenRef} (random,
 * {@code TOKEN-} and 16 hex digits) are the link's {@code subscriptionId} and {@code tokenRef} query
 * parameters, and {@code GET /sandbox/direct-debit/{requestId}} shows them too; every later operation
 * needs both (a wrong pair is 1001). Bills are debited from an {@code active} subscription as payments of
 * the {@link TransactionLedger}; refunds give back all or part of one, never more; delete-subscription
 * makes it {@code inactive}.
 */
public final class DirectDebitService {

    static final String ACTIVE = "active";
    static final String INACTIVE = "inactive";

    private final TransactionLedger ledger;
    private final SandboxClock clock;
    private final SecureRandom random = new SecureRandom();
    private final Table<Map<String, Object>> subscriptions;
    private final ConcurrentHashMap<String, String> byRequestId = new ConcurrentHashMap<>();

    /** Direct debit recording its money movements in {@code ledger}. */
    public DirectDebitService(TransactionLedger ledger, SandboxClock clock) {
        this(ledger, clock, Table.DEFAULT_CAPACITY);
    }

    /**
     * As {@link #DirectDebitService(TransactionLedger, SandboxClock)}, each of its tables holding at most
     * {@code maxRecords} records.
     */
    public DirectDebitService(TransactionLedger ledger, SandboxClock clock, int maxRecords) {
        this.ledger = ledger;
        this.clock = clock;
        this.subscriptions = new Table<>("subscriptionId", m -> m.get("subscriptionId"), "direct-debit subscription", maxRecords);
    }

    /** Where the payments of the subscription {@code subscriptionId} are notified, if it was given a URL. */
    public Optional<NotificationRegistration> notificationRegistration(String subscriptionId) {
        return subscriptions.find(subscriptionId).filter(s -> s.get("notifyUrl") != null)
                .map(s -> new NotificationRegistration((String) s.get("notifyUrl"), (String) s.get("notifyClientId")));
    }

    /**
     * Registers a subscription for {@code phone} (and the bank {@code bankBin}, when sent) by the client
     * {@code clientId}; the same {@code requestId} again answers the same link. Answers the confirmation
     * link, a text. Its payments are notified to {@code webhookUrl} when the request sends one (a field
     * beyond the SDKs' type, which the contract keeps open). A {@code requestId} another client registered
     * is refused (1006): its subscription, link and notifications stay that client's. Without a bank, the
     * subscription is at MBB, as a virtual account is, so every notification names a bank.
     */
    public String register(Fields request, String clientId) {
        String notifyUrl = request.optionalUrl("webhookUrl").orElse(null);
        String requestId = request.text("requestId");
        String phone = request.text("phone");
        String returnUrl = request.text("returnUrl");
        NapasBank bank = QrIssuer.optionalBank(request).orElse(NapasBank.MBB);
        String subscriptionId = byRequestId.computeIfAbsent(requestId, r -> (String) subscriptions.insert(n -> {
            String now = clock.now();
            return Values.of("subscriptionId", String.format("SUB%06d", n),
                    "tokenRef", "TOKEN-" + HexFormat.of().withUpperCase().formatHex(bytes(8)),
                    "requestId", r, "phone", phone, "accountName", request.optionalText("accountName").orElse(null),
                    "bankName", bank.name(), "bankBin", bank.bin(),
                    // The customer's account as the service would show it: masked but for its last four digits.
                    "accountNumber", "******" + phone.substring(Math.max(0, phone.length() - 4)),
                    "onepayAccountId", String.format("OP%06d", n),
                    "confirmPaymentByEmail", false, "confirmPaymentByZalo", false, "confirmPhoneNumber", phone,
                    "status", ACTIVE, "returnUrl", returnUrl, "notifyUrl", notifyUrl, "notifyClientId", clientId,
                    "creationTime", now, "lastModificationTime", now);
        }).get("subscriptionId"));
        Map<String, Object> s = subscriptions.require(subscriptionId);
        // Checked after the atomic get-or-create, so of two clients racing for one requestId the loser is refused.
        if (!Objects.equals(clientId, s.get("notifyClientId"))) {
            throw Refusal.anotherClients("requestId", "direct-debit subscription");
        }
        return BankService.LINK_HOST + "/direct-debit/confirm?requestId=" + encode(requestId)
                + "&subscriptionId=" + s.get("subscriptionId") + "&tokenRef=" + s.get("tokenRef");
    }

    private byte[] bytes(int n) {
        byte[] b = new byte[n];
        random.nextBytes(b);
        return b;
    }

    /** The subscription registered with {@code requestId} (sandbox control, not part of the service). */
    public Map<String, Object> byRequestId(String requestId) {
        String id = byRequestId.get(requestId);
        Map<String, Object> s = subscriptions.require(id == null ? "" : id, "requestId");
        return Values.pick(s, "subscriptionId", "tokenRef", "requestId", "status", "phone", "bankName", "bankBin");
    }

    /**
     * Debits {@code amount} VND ({@code OpenApiPaymentBillDto}; a text of digits) from the {@code active}
     * subscription; answers {@code PaymentBillResponseDto}, whose {@code transactionCode} is the
     * {@code transactionId} that refund and get-transaction-status take.
     */
    @SuppressWarnings("unchecked")
    public Map<String, Object> paymentBill(Fields request) {
        long amount = request.amount("amount");
        String description = request.text("description");
        request.text("requestId");
        request.text("partnerCode");
        request.text("serviceProviderName");
        String token = request.optionalText("tokenRef").orElse(null);
        Map<String, Object>[] payment = new Map[1];
        // Recorded inside the subscription's atomic update, so a bill is never debited from a
        // subscription that a concurrent call has just made inactive.
        Map<String, Object> sub = subscriptions.update(request.text("subscriptionId"), "subscriptionId", s -> {
            if (token != null && !token.equals(s.get("tokenRef"))) {
                throw wrongToken();
            }
            if (!ACTIVE.equals(s.get("status"))) {
                throw Refusal.wrongState("subscriptionId", s.get("status"), "debit a bill");
            }
            payment[0] = ledger.recordDebit(amount, Values.merge(Values.pick(s, "subscriptionId", "tokenRef", "bankName",
                    "bankBin", "accountNumber", "accountName", "onepayAccountId", "phone"), Values.of(
                    "content", description, "requestId", request.text("requestId"),
                    "additionalData", request.all().get("additionalData"))));
            return Values.merge(s, Values.of("lastPaymentAt", payment[0].get("transactionDate")));
        });
        return Values.of("code", payment[0].get("code"), "status", payment[0].get("status"),
                "transactionCode", payment[0].get("transactionId"), "isSentConfirmEmail", false,
                "isSentConfirmZalo", false,
                "returnUrl", request.optionalText("returnUrl").orElse((String) sub.get("returnUrl")));
    }

    /** Refunds {@code amount} VND of the payment {@code transactionId}; answers {@code RefundOutputDto}. */
    public Map<String, Object> refund(Fields request) {
        Map<String, Object> s = requireSubscription(request);
        long amount = request.amount("amount");
        Map<String, Object> refund = ledger.refund(request.text("transactionId"), (String) s.get("subscriptionId"), amount);
        return Values.pick(refund, "refundAmount", "transactionId", "status");
    }

    /** Cancels the {@code active} subscription: {@code inactive}; answers {@code {confirmUrl, code}}. */
    public Map<String, Object> deleteSubscription(Fields request) {
        String requestId = request.text("requestId");
        request.text("returnUrl");
        String token = request.text("tokenRef");
        Map<String, Object> s = subscriptions.update(request.text("subscriptionId"), "subscriptionId", current -> {
            if (!token.equals(current.get("tokenRef"))) {
                throw wrongToken();
            }
            if (!ACTIVE.equals(current.get("status"))) {
                throw Refusal.wrongState("subscriptionId", current.get("status"), "cancel it");
            }
            return Values.merge(current, Values.of("status", INACTIVE, "lastModificationTime", clock.now()));
        });
        return Values.of("confirmUrl", BankService.LINK_HOST + "/direct-debit/cancel?requestId=" + encode(requestId)
                + "&subscriptionId=" + s.get("subscriptionId"), "code", "CANCEL-" + s.get("subscriptionId"));
    }

    /**
     * Where the customer of the {@code active} subscription would choose whether to confirm each payment
     * first ({@code OpenApiEditConfirmBeforePaymentMethodDto}): answers that link, a text.
     */
    public String editConfirmPaymentMethod(Fields request) {
        String requestId = request.text("requestId");
        request.text("returnUrl");
        Map<String, Object> s = subscriptions.update(request.text("subscriptionId"), "subscriptionId", current -> {
            if (!ACTIVE.equals(current.get("status"))) {
                throw Refusal.wrongState("subscriptionId", current.get("status"), "edit its payment confirmation");
            }
            return Values.merge(current, Values.of("lastModificationTime", clock.now()));
        });
        return BankService.LINK_HOST + "/direct-debit/edit-confirm-payment-method?requestId=" + encode(requestId)
                + "&subscriptionId=" + s.get("subscriptionId");
    }

    /** The subscription (query {@code subscriptionId}, {@code tokenRef}): {@code OpenApiSubscriptionStatusResponseDto}. */
    public Map<String, Object> getSubscriptionStatus(Fields request) {
        return Values.pick(requireSubscription(request), "lastModificationTime", "bankName", "accountName",
                "accountNumber", "phone", "confirmPaymentByEmail", "confirmPaymentByZalo", "confirmPhoneNumber",
                "tokenRef", "status", "subscriptionId", "bankBin");
    }

    /** The payment (query {@code transactionId}, {@code subscriptionId}, {@code tokenRef}): {@code OpenApiPaymentTransactionStatusResponseDto}. */
    public Map<String, Object> getTransactionStatus(Fields request) {
        Map<String, Object> s = requireSubscription(request);
        Map<String, Object> payment = ledger.requireDebit(request.text("transactionId"));
        if (!s.get("subscriptionId").equals(payment.get("subscriptionId"))) {
            throw Refusal.unknownId("transactionId", "payment of this subscription");
        }
        Map<String, Object> status = Values.pick(payment, "transactionId", "subscriptionId", "tokenRef", "bankBin");
        status.put("customer", Values.of("onepayAccountId", s.get("onepayAccountId"),
                "name", s.get("accountName") != null ? s.get("accountName") : s.get("phone"), "phone", s.get("phone")));
        status.putAll(Values.pick(payment, "accountNumber", "accountName", "code", "amount", "currency", "content",
                "transactionDate"));
        // The payment itself succeeded; refunds do not change that (WebhookStatusEnum has no refunded value).
        status.put("status", "success");
        return status;
    }

    /**
     * A page of the subscription's payments (query {@code subscriptionId}, {@code tokenRef}, {@code skipCount},
     * {@code maxResultCount}, {@code startTime}, {@code endTime}): {@code OpenApiPaymentTransactionsPagedOutputDto},
     * the amount as text, {@code status} {@code success} or, once all of it is refunded, {@code refunded}.
     */
    public Map<String, Object> getPagingTransactions(Fields request) {
        Map<String, Object> s = requireSubscription(request);
        Paging paging = Paging.of(request);
        List<Map<String, Object>> items = ledger.debitsOf((String) s.get("subscriptionId"), request).stream().map(d -> {
            Map<String, Object> item = Values.pick(d, "transactionId", "code", "bankName", "bankBin");
            item.put("amount", String.valueOf(d.get("amount")));
            item.putAll(Values.pick(d, "content", "accountNumber", "transactionDate", "subscriptionId", "tokenRef",
                    "status", "additionalData"));
            return item;
        }).toList();
        return paging.apply(items);
    }

    private Map<String, Object> requireSubscription(Fields request) {
        String token = request.text("tokenRef");
        Map<String, Object> s = subscriptions.require(request.text("subscriptionId"), "subscriptionId");
        if (!token.equals(s.get("tokenRef"))) {
            throw wrongToken();
        }
        return s;
    }

    private static String encode(String text) {
        return URLEncoder.encode(text, StandardCharsets.UTF_8);
    }

    /** The refusal of a {@code tokenRef} that does not go with the {@code subscriptionId} (1001). */
    private static Refusal wrongToken() {
        return Refusal.unknownId("tokenRef", "direct-debit subscription with this subscriptionId and tokenRef");
    }

    /** Forgets every subscription and the registrations' request ids (the sandbox's reset). */
    public void reset() {
        byRequestId.clear();
        subscriptions.removeAll(s -> true);
    }
}
