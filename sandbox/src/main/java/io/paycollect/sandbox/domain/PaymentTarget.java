package io.paycollect.sandbox.domain;

/**
 * What a payment into a virtual account was paid into, as its credit records it.
 *
 * @param bank the bank of the account
 * @param accountNumber the account behind the VA
 * @param vaAccountNumber the VA paid into
 * @param merchantId the VA's merchant, if any
 * @param shopId the VA's shop, if any
 * @param billId the dynamic QR bill paid, if any
 */
record PaymentTarget(NapasBank bank, String accountNumber, String vaAccountNumber, Long merchantId, Long shopId,
        String billId) {
}
