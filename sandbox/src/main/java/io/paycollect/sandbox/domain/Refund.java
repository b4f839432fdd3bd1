package io.paycollect.sandbox.domain;

/**
 * A refund of part or all of a direct-debit payment.
 *
 * @param transactionId its id, {@code RFD000001}
 * @param refundAmount what it gave back, whole VND
 * @param originalTransactionId the payment refunded
 * @param subscriptionId the payment's subscription
 * @param status always {@code success}
 * @param transactionDate when it was recorded
 */
record Refund(String transactionId, long refundAmount, String originalTransactionId, String subscriptionId,
        String status, String transactionDate) {
}
