package io.paycollect.sandbox.domain;

import io.paycollect.server.model.BankName;
import io.paycollect.server.model.DirectDebitTransaction;
import io.paycollect.server.model.DirectDebitTransactionStatus;
import io.paycollect.server.model.NotificationAdditionalData;
import java.util.List;

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
    public List<NotificationAdditionalData> links() {
        return Payment.links("subscriptionId", subscription.subscriptionId(), "requestId", requestId);
    }

    /** As get-paging-transactions shows it, the amount as text. */
    DirectDebitTransaction toPageItem() {
        Subscription s = subscription;
        return new DirectDebitTransaction().transactionId(transactionId).code(code).bankName(BankName.fromValue(s.bank().name()))
                .bankBin(s.bank().bin()).amount(String.valueOf(amount)).content(content).accountNumber(s.accountNumber())
                .transactionDate(transactionDate).subscriptionId(s.subscriptionId()).tokenRef(s.tokenRef())
                .status(DirectDebitTransactionStatus.fromValue(status)).additionalData(additionalData);
    }
}
