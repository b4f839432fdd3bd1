package io.paycollect.sandbox.domain;

import io.paycollect.sandbox.store.Values;
import java.util.Map;

/**
 * A direct-debit payment, {@code success}, then {@code refunded} once all of it is given back.
 *
 * @param transactionId the ledger's id, {@code DDT000001}, the {@code transactionCode} the payer is told
 * @param code the payment's code, {@code DD000001}
 * @param amount whole VND
 * @param refundedAmount how much of it was given back, which only grows and never passes the amount
 * @param status {@code success} or {@code refunded}
 * @param transactionDate when it was recorded
 * @param lastModificationTime when a refund last changed it, if one did
 * @param subscription the subscription debited, as it was then
 * @param content the bill's description
 * @param requestId the request that debited it
 * @param additionalData what the caller sent as {@code additionalData} (open), shown back as sent
 */
record Debit(String transactionId, String code, long amount, long refundedAmount, String status, String transactionDate,
        String lastModificationTime, Subscription subscription, String content, String requestId, Object additionalData)
        implements Payment {

    /** This payment with {@code more} VND of it refunded at {@code at}: {@code refunded} once all of it is. */
    Debit refunded(long more, String at) {
        long now = refundedAmount + more;
        return new Debit(transactionId, code, amount, now, now == amount ? "refunded" : status, transactionDate, at,
                subscription, content, requestId, additionalData);
    }

    @Override
    public String transactionCode() {
        return transactionId;
    }

    @Override
    public NapasBank bank() {
        return subscription.bank();
    }

    @Override
    public String accountNumber() {
        return subscription.accountNumber();
    }

    @Override
    public String vaAccountNumber() {
        return null;
    }

    @Override
    public String subscriptionId() {
        return subscription.subscriptionId();
    }

    @Override
    public Map<String, Object> links() {
        return Values.of("subscriptionId", subscription.subscriptionId(), "requestId", requestId);
    }

    /** As get-paging-transactions shows it, the amount as text. */
    Map<String, Object> toPageItem() {
        Subscription s = subscription;
        return Values.of("transactionId", transactionId, "code", code, "bankName", s.bank().name(), "bankBin", s.bank().bin(),
                "amount", String.valueOf(amount), "content", content, "accountNumber", s.accountNumber(),
                "transactionDate", transactionDate, "subscriptionId", s.subscriptionId(), "tokenRef", s.tokenRef(),
                "status", status, "additionalData", additionalData);
    }

    /** The whole record, as the ledger keeps it. */
    Map<String, Object> toRecord() {
        Subscription s = subscription;
        return Values.of("subscriptionId", s.subscriptionId(), "tokenRef", s.tokenRef(), "bankName", s.bank().name(),
                "bankBin", s.bank().bin(), "accountNumber", s.accountNumber(), "accountName", s.accountName(),
                "onepayAccountId", s.onepayAccountId(), "phone", s.phone(), "content", content, "requestId", requestId,
                "additionalData", additionalData, "transactionId", transactionId, "code", code, "amount", amount,
                "refundedAmount", refundedAmount, "status", status, "currency", Credit.CURRENCY,
                "transactionDate", transactionDate, "lastModificationTime", lastModificationTime);
    }
}
