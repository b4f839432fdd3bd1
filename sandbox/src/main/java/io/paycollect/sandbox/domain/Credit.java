package io.paycollect.sandbox.domain;

import io.paycollect.server.model.CashFlowSource;
import io.paycollect.server.model.NotificationAdditionalData;
import io.paycollect.server.model.Transaction;
import java.util.List;

/**
 * A payment into a virtual account, as the ledger keeps it.
 *
 * @param transactionId the ledger's id, {@code TXN000001}
 * @param code the code the payer's bank shows, {@code FT26329000001}
 * @param amount whole VND
 * @param content what the payer wrote, or the bill's purpose
 * @param transactionDate when it was recorded
 * @param target what it paid into
 */
record Credit(String transactionId, String code, long amount, String content, String transactionDate,
        PaymentTarget target) implements Payment {

    static final String CURRENCY = "VND";
    static final String CASH_FLOW_SOURCE = "bank-transfer";

    @Override
    public String transactionCode() {
        return code;
    }

    @Override
    public NapasBank bank() {
        return target.bank();
    }

    @Override
    public String accountNumber() {
        return target.accountNumber();
    }

    @Override
    public String vaAccountNumber() {
        return target.vaAccountNumber();
    }

    @Override
    public String subscriptionId() {
        return null;
    }

    @Override
    public List<NotificationAdditionalData> links() {
        return Payment.links("billId", target.billId());
    }

    /** As {@code transaction_getPaging} shows it. */
    Transaction toAnswer() {
        return new Transaction().transactionId(transactionId).merchantId(target.merchantId()).shopId(target.shopId())
                .bankBin(target.bank().bin()).cashFlowSource(CashFlowSource.fromValue(CASH_FLOW_SOURCE)).code(code)
                .amount(amount).content(content).currency(CURRENCY).accountNumber(target.accountNumber())
                .vaAccountNumber(target.vaAccountNumber()).transactionDate(transactionDate).billId(target.billId());
    }
}
