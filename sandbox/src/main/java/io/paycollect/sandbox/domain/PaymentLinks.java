package io.paycollect.sandbox.domain;

import io.paycollect.sandbox.store.InvalidField;
import io.paycollect.sandbox.store.Refusal;
import io.paycollect.sandbox.store.SandboxClock;
import io.paycollect.sandbox.store.Table;
import java.math.BigDecimal;
import io.paycollect.server.model.Transaction;
import java.util.Objects;

/**
 * The payment gateway: payment links, each a checkout page through which a payer pays one order into one of the
 * merchant's active virtual accounts. The payment is an ordinary credit of that account, so the transaction list
 * shows it and its notification registration is notified, like any payment.
 */
public final class PaymentLinks {

    private final BankService bank;
    private final MerchantService merchants;
    private final TransactionLedger ledger;
    private final SandboxClock clock;
    /** The links, by {@code linkId}. */
    private final Table<PaymentLink> links;

    /** Links paying into {@code bank}'s virtual accounts, recorded in {@code ledger}; each table holds at most {@code maxRecords}. */
    public PaymentLinks(BankService bank, MerchantService merchants, TransactionLedger ledger, SandboxClock clock,
            int maxRecords) {
        this.bank = bank;
        this.merchants = merchants;
        this.ledger = ledger;
        this.clock = clock;
        this.links = new Table<>("linkId", PaymentLink::linkId, "payment link", maxRecords);
    }

    /**
     * A link for {@code order}, created by {@code clientId}: the checkout page's address. It pays into the
     * order's {@code vaAccountNumber}, else the merchant's oldest active virtual account the caller created;
     * with neither, 1002; a {@code vaAccountNumber} another client created is refused (1006). The same
     * {@code requestId} of the same client again answers the same link (a repeated call creates no second one)
     * when it asks for the same order and amount, and is refused (1002) otherwise; another client's
     * {@code requestId} is no concern of the caller's, so a link's address reaches only its client.
     */
    public synchronized String create(PaymentLinkOrder order, String clientId) {
        // One at a time, so that two calls with the same requestId cannot both create a link.
        long amount = wholeVnd(order.amount(), "amount");
        Long expire = order.expireInMinute() == null ? null : wholeVnd(order.expireInMinute(), "expireInMinute");
        merchants.requireMerchant(order.merchantId(), "merchantId");
        PaymentLink earlier = links.first(l -> l.requestId().equals(order.requestId())
                && Objects.equals(l.clientId(), clientId)).orElse(null);
        if (earlier != null) {
            if (!earlier.orderId().equals(order.orderId()) || earlier.amount() != amount) {
                throw Refusal.wrongState("requestId", "used for another order", "create a second link with it");
            }
            return earlier.address();
        }
        VirtualAccount va = payee(order, clientId);
        return links.insert(n -> new PaymentLink(String.format("PL%06d", n), order.requestId(), order.orderId(), amount,
                order.description(), billed(va.target(), String.format("PL%06d", n)), clientId, order.returnUrl(),
                clock.now(), expire, BankService.PENDING, null)).address();
    }

    private VirtualAccount payee(PaymentLinkOrder order, String clientId) {
        if (order.vaAccountNumber() != null) {
            VirtualAccount va = bank.requireActiveVa(order.vaAccountNumber(), "vaAccountNumber");
            if (va.merchantId() == null || va.merchantId() != order.merchantId()) {
                throw Refusal.unknownId("vaAccountNumber", "virtual account of merchant " + order.merchantId());
            }
            VaOwnership.requireOwner(va, clientId, "vaAccountNumber");
            return va;
        }
        return bank.virtualAccounts().first(va -> BankService.ACTIVE.equals(va.status()) && va.merchantId() != null
                && va.merchantId() == order.merchantId() && clientId != null && clientId.equals(va.clientId()))
                .orElseThrow(() -> Refusal.wrongState("merchantId", "without an active virtual account",
                        "take payments by link (create and confirm one, or name one in vaAccountNumber)"));
    }

    /**
     * A payer pays the link {@code linkId} through its checkout page (sandbox control, not part of the service):
     * its amount into its virtual account, which must still be active (a VA switched off refuses it, 1002). A link
     * not {@code pending}, once paid or expired, is refused (1002). Answers the transaction as
     * {@code transaction_getPaging} shows it; its {@code billId} is the link's id.
     */
    public Transaction pay(String linkId) {
        Transaction[] credit = new Transaction[1];
        links.update(linkId, "linkId", link -> {
            String status = statusNow(link);
            if (!BankService.PENDING.equals(status)) {
                throw Refusal.wrongState("linkId", status, "pay it");
            }
            bank.requireActiveVa(link.va().vaAccountNumber(), "linkId");
            Transaction paid = ledger.recordCredit(link.amount(), link.va(),
                    link.description() != null ? link.description() : link.orderId());
            credit[0] = paid;
            return link.paid(paid.getCode());
        });
        return credit[0];
    }

    private String statusNow(PaymentLink link) {
        return Expiry.statusNow(link.status(), link.creationTime(), link.expireInMinute(), clock);
    }

    private static PaymentTarget billed(PaymentTarget va, String linkId) {
        return new PaymentTarget(va.bank(), va.accountNumber(), va.vaAccountNumber(), va.merchantId(), va.shopId(), linkId);
    }

    /** {@code value} as a positive whole number, or a 400 naming {@code field}. */
    public static long wholeVnd(BigDecimal value, String field) {
        try {
            long whole = value.stripTrailingZeros().longValueExact();
            if (whole > 0) {
                return whole;
            }
        } catch (ArithmeticException e) {
            // not whole, or too large: refused below
        }
        throw new InvalidField(field, "must be a positive whole number");
    }

    /** Forgets every link (the sandbox's reset); ids keep counting. */
    public void reset() {
        links.removeAll(l -> true);
    }
}
