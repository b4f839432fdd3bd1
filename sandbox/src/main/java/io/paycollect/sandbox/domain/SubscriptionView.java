package io.paycollect.sandbox.domain;

/**
 * A direct-debit subscription as the sandbox's control endpoint {@code GET /sandbox/direct-debit/{requestId}} shows it.
 *
 * @param subscriptionId its id, {@code SUB000001}
 * @param tokenRef the token that goes with it
 * @param requestId the request that registered it
 * @param status {@code active} or {@code inactive}
 * @param phone the customer's phone
 * @param bankName the customer's bank
 * @param bankBin that bank's NAPAS BIN
 */
public record SubscriptionView(String subscriptionId, String tokenRef, String requestId, String status, String phone,
        String bankName, String bankBin) {
}
