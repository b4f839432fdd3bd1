package io.paycollect.sandbox.junit;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;

/**
 * The direct-debit subscription a registration made, as the customer's bank confirmed it.
 *
 * @param subscriptionId e.g. {@code SUB000001}
 * @param tokenRef the token reference the payment operations take
 * @param requestId the registration's request id
 * @param status its state
 * @param phone the customer's phone
 * @param bankName the bank
 * @param bankBin its BIN
 */
@JsonIgnoreProperties(ignoreUnknown = true)
public record DirectDebitSubscription(String subscriptionId, String tokenRef, String requestId, String status,
        String phone, String bankName, String bankBin) {
}
