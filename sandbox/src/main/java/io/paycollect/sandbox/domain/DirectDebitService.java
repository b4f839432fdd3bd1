package io.paycollect.sandbox.domain;

import io.paycollect.sandbox.store.Given;
import io.paycollect.sandbox.store.InvalidField;
import io.paycollect.sandbox.store.Paging;
import io.paycollect.sandbox.store.Refusal;
import io.paycollect.sandbox.store.SandboxClock;
import io.paycollect.sandbox.store.Table;
import io.paycollect.server.model.DirectDebitCustomer;
import io.paycollect.server.model.DirectDebitDeleteSubscriptionData;
import io.paycollect.server.model.DirectDebitDeleteSubscriptionRequest;
import io.paycollect.server.model.DirectDebitGetPagingTransactionsData;
import io.paycollect.server.model.DirectDebitGetSubscriptionStatusData;
import io.paycollect.server.model.DirectDebitGetTransactionStatusData;
import io.paycollect.server.model.DirectDebitPaymentBillData;
import io.paycollect.server.model.DirectDebitRefundData;
import io.paycollect.server.model.DirectDebitRefundStatus;
import io.paycollect.server.model.DirectDebitTransactionStatus;
import io.paycollect.server.model.WebhookStatus;
import io.paycollect.server.model.DirectDebitEditConfirmPaymentMethodRequest;
import io.paycollect.server.model.DirectDebitPaymentBillRequest;
import io.paycollect.server.model.DirectDebitRegisterRequest;
import io.paycollect.server.model.DirectDebitRefundRequest;
import java.math.BigDecimal;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.security.SecureRandom;
import java.util.HexFormat;
import java.util.List;
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
    private final Table<Subscription> subscriptions;
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
        this.subscriptions = new Table<>("subscriptionId", Subscription::subscriptionId, "direct-debit subscription", maxRecords);
    }

    /** Where the payments of the subscription {@code subscriptionId} are notified, if it was given a URL. */
    public Optional<NotificationRegistration> notificationRegistration(String subscriptionId) {
        return subscriptions.find(subscriptionId).filter(s -> s.notifyUrl() != null)
                .map(s -> new NotificationRegistration(s.notifyUrl(), s.clientId()));
    }

    /**
     * Registers a subscription for {@code phone} (and the bank {@code bankBin}, when sent) by the client
     * {@code clientId}; the same {@code requestId} again answers the same link. Answers the confirmation
     * link, a text. Its payments are notified to {@code notifyUrl} when the request sends one (its
     * {@code webhookUrl}, a field beyond the SDKs' type, which the contract keeps open). A {@code requestId} another client registered
     * is refused (1006): its subscription, link and notifications stay that client's. Without a bank, the
     * subscription is at MBB, as a virtual account is, so every notification names a bank.
     */
    public String register(DirectDebitRegisterRequest request, String notifyUrl, String clientId) {
        String requestId = Given.text("requestId", request.getRequestId());
        String phone = Given.text("phone", request.getPhone());
        String returnUrl = Given.text("returnUrl", request.getReturnUrl());
        NapasBank bank = QrIssuer.optionalBank(null, request.getBankBin()).orElse(NapasBank.MBB);
        String accountName = Given.optionalText(request.getAccountName()).orElse(null);
        String subscriptionId = byRequestId.computeIfAbsent(requestId, r -> subscriptions.insert(n -> {
            String now = clock.now();
            return new Subscription(String.format("SUB%06d", n),
                    "TOKEN-" + HexFormat.of().withUpperCase().formatHex(bytes(8)), r, phone, accountName, bank,
                    // The customer's account as the service would show it: masked but for its last four digits.
                    "******" + phone.substring(Math.max(0, phone.length() - 4)), String.format("OP%06d", n),
                    ACTIVE, returnUrl, notifyUrl, clientId, now, now, null);
        }).subscriptionId());
        Subscription s = subscriptions.require(subscriptionId);
        // Checked after the atomic get-or-create, so of two clients racing for one requestId the loser is refused.
        if (!Objects.equals(clientId, s.clientId())) {
            throw Refusal.anotherClients("requestId", "direct-debit subscription");
        }
        return BankService.LINK_HOST + "/direct-debit/confirm?requestId=" + encode(requestId)
                + "&subscriptionId=" + s.subscriptionId() + "&tokenRef=" + s.tokenRef();
    }

    private byte[] bytes(int n) {
        byte[] b = new byte[n];
        random.nextBytes(b);
        return b;
    }

    /** The subscription registered with {@code requestId} (sandbox control, not part of the service). */
    public SubscriptionView byRequestId(String requestId) {
        String id = byRequestId.get(requestId);
        return subscriptions.require(id == null ? "" : id, "requestId").toControlView();
    }

    /**
     * Debits {@code amount} VND ({@code OpenApiPaymentBillDto}; a text of digits) from the {@code active}
     * subscription; answers {@code PaymentBillResponseDto}, whose {@code transactionCode} is the
     * {@code transactionId} that refund and get-transaction-status take.
     */
    public DirectDebitPaymentBillData paymentBill(DirectDebitPaymentBillRequest request) {
        long amount = Given.amountInText("amount", request.getAmount());
        String description = Given.text("description", request.getDescription());
        String requestId = Given.text("requestId", request.getRequestId());
        Given.text("serviceProviderName", request.getServiceProviderName());
        String token = Given.optionalText(request.getTokenRef()).orElse(null);
        // The caller's additionalData is open: kept as sent and shown back in the payment listings.
        Object additionalData = request.getAdditionalData();
        Debit[] payment = new Debit[1];
        // Recorded inside the subscription's atomic update, so a bill is never debited from a
        // subscription that a concurrent call has just made inactive.
        Subscription sub = subscriptions.update(Given.text("subscriptionId", request.getSubscriptionId()), "subscriptionId", s -> {
            if (token != null && !token.equals(s.tokenRef())) {
                throw wrongToken();
            }
            if (!ACTIVE.equals(s.status())) {
                throw Refusal.wrongState("subscriptionId", s.status(), "debit a bill");
            }
            payment[0] = ledger.recordDebit(amount, s, description, requestId, additionalData);
            return s.paid(payment[0].transactionDate());
        });
        return new DirectDebitPaymentBillData().code(payment[0].code())
                .status(DirectDebitTransactionStatus.fromValue(payment[0].status())).transactionCode(payment[0].transactionId())
                .isSentConfirmEmail(false).isSentConfirmZalo(false)
                .returnUrl(Given.optionalText(request.getReturnUrl()).orElse(sub.returnUrl()));
    }

    /** Refunds {@code amount} VND of the payment {@code transactionId}; answers {@code RefundOutputDto}. */
    public DirectDebitRefundData refund(DirectDebitRefundRequest request) {
        Subscription s = requireSubscription(request.getSubscriptionId(), request.getTokenRef());
        long amount = Given.optionalAmount("amount", request.getAmount())
                .orElseThrow(() -> new InvalidField("amount", "is required"));
        Refund refund = ledger.refund(Given.text("transactionId", request.getTransactionId()), s.subscriptionId(), amount);
        return new DirectDebitRefundData().refundAmount(refund.refundAmount()).transactionId(refund.transactionId())
                .status(DirectDebitRefundStatus.fromValue(refund.status()));
    }

    /** Cancels the {@code active} subscription: {@code inactive}; answers {@code {confirmUrl, code}}. */
    public DirectDebitDeleteSubscriptionData deleteSubscription(DirectDebitDeleteSubscriptionRequest request) {
        String requestId = Given.text("requestId", request.getRequestId());
        Given.text("returnUrl", request.getReturnUrl());
        String token = Given.text("tokenRef", request.getTokenRef());
        Subscription s = subscriptions.update(Given.text("subscriptionId", request.getSubscriptionId()), "subscriptionId", current -> {
            if (!token.equals(current.tokenRef())) {
                throw wrongToken();
            }
            if (!ACTIVE.equals(current.status())) {
                throw Refusal.wrongState("subscriptionId", current.status(), "cancel it");
            }
            return current.changed(INACTIVE, clock.now());
        });
        return new DirectDebitDeleteSubscriptionData().confirmUrl(BankService.LINK_HOST + "/direct-debit/cancel?requestId="
                + encode(requestId) + "&subscriptionId=" + s.subscriptionId()).code("CANCEL-" + s.subscriptionId());
    }

    /**
     * Where the customer of the {@code active} subscription would choose whether to confirm each payment
     * first ({@code OpenApiEditConfirmBeforePaymentMethodDto}): answers that link, a text.
     */
    public String editConfirmPaymentMethod(DirectDebitEditConfirmPaymentMethodRequest request) {
        String requestId = Given.text("requestId", request.getRequestId());
        Given.text("returnUrl", request.getReturnUrl());
        Subscription s = subscriptions.update(Given.text("subscriptionId", request.getSubscriptionId()), "subscriptionId", current -> {
            if (!ACTIVE.equals(current.status())) {
                throw Refusal.wrongState("subscriptionId", current.status(), "edit its payment confirmation");
            }
            return current.changed(current.status(), clock.now());
        });
        return BankService.LINK_HOST + "/direct-debit/edit-confirm-payment-method?requestId=" + encode(requestId)
                + "&subscriptionId=" + s.subscriptionId();
    }

    /** The subscription (query {@code subscriptionId}, {@code tokenRef}): {@code OpenApiSubscriptionStatusResponseDto}. */
    public DirectDebitGetSubscriptionStatusData getSubscriptionStatus(String subscriptionId, String tokenRef) {
        return requireSubscription(subscriptionId, tokenRef).toStatus();
    }

    /** The payment (query {@code transactionId}, {@code subscriptionId}, {@code tokenRef}): {@code OpenApiPaymentTransactionStatusResponseDto}. */
    public DirectDebitGetTransactionStatusData getTransactionStatus(String transactionId, String subscriptionId, String tokenRef) {
        Subscription s = requireSubscription(subscriptionId, tokenRef);
        Debit payment = ledger.debit(Given.text("transactionId", transactionId));
        if (!s.subscriptionId().equals(payment.subscriptionId())) {
            throw Refusal.unknownId("transactionId", "payment of this subscription");
        }
        Subscription paid = payment.subscription();
        // The payment itself succeeded; refunds do not change that (WebhookStatusEnum has no refunded value).
        return new DirectDebitGetTransactionStatusData().transactionId(payment.transactionId())
                .subscriptionId(paid.subscriptionId()).tokenRef(paid.tokenRef()).bankBin(paid.bank().bin())
                .customer(new DirectDebitCustomer().onepayAccountId(s.onepayAccountId())
                        .name(s.accountName() != null ? s.accountName() : s.phone()).phone(s.phone()))
                .accountNumber(paid.accountNumber()).accountName(paid.accountName()).code(payment.code())
                .amount(BigDecimal.valueOf(payment.amount())).currency(Credit.CURRENCY).content(payment.content())
                .transactionDate(payment.transactionDate()).status(WebhookStatus.fromValue("success"));
    }

    /**
     * A page of the subscription's payments (query {@code subscriptionId}, {@code tokenRef}, {@code skipCount},
     * {@code maxResultCount}, {@code startTime}, {@code endTime}): {@code OpenApiPaymentTransactionsPagedOutputDto},
     * the amount as text, {@code status} {@code success} or, once all of it is refunded, {@code refunded}.
     */
    public DirectDebitGetPagingTransactionsData getPagingTransactions(String subscriptionId, String tokenRef, String startTime, String endTime,
            Integer skipCount, Integer maxResultCount) {
        Subscription s = requireSubscription(subscriptionId, tokenRef);
        Paging paging = Paging.of(skipCount == null ? null : skipCount.longValue(),
                maxResultCount == null ? null : maxResultCount.longValue());
        List<Debit> all = ledger.debitsOf(s.subscriptionId(), startTime, endTime);
        return new DirectDebitGetPagingTransactionsData().totalCount((long) all.size())
                .items(paging.slice(all).stream().map(Debit::toPageItem).toList());
    }

    private Subscription requireSubscription(String subscriptionId, String tokenRef) {
        String token = Given.text("tokenRef", tokenRef);
        Subscription s = subscriptions.require(Given.text("subscriptionId", subscriptionId), "subscriptionId");
        if (!token.equals(s.tokenRef())) {
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
