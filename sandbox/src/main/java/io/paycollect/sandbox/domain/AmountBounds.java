package io.paycollect.sandbox.domain;

import io.paycollect.sandbox.store.Given;
import io.paycollect.sandbox.store.Refusal;
import java.math.BigDecimal;

/**
 * The least and the most a virtual account takes in one payment: create-va's and create-debit's {@code minAmount}
 * and {@code maxAmount} (the 0.3.0 SDKs), each if set. A transfer outside them is refused as the bank would refuse
 * it ({@code 1003} naming {@code amount}): nothing is credited and nothing is notified.
 *
 * @param min the least one payment may be, if any
 * @param max the most one payment may be, if any
 */
record AmountBounds(Long min, Long max) {

    /** No bounds: a batch's VAs, and VAs opened without them. */
    static final AmountBounds NONE = new AmountBounds(null, null);

    /** The bounds sent, each a positive whole amount of VND, {@code min} not above {@code max}. */
    static AmountBounds of(BigDecimal min, BigDecimal max) {
        Long least = Given.optionalAmount("minAmount", min).orElse(null);
        Long most = Given.optionalAmount("maxAmount", max).orElse(null);
        if (least != null && most != null && least > most) {
            throw Refusal.invalidValue("maxAmount", "must not be below minAmount");
        }
        return new AmountBounds(least, most);
    }

    /** Refuses a payment of {@code amount} outside the bounds. */
    void check(long amount) {
        if (min != null && amount < min) {
            throw Refusal.amount("amount", amount + " is below the account's minAmount " + min);
        }
        if (max != null && amount > max) {
            throw Refusal.amount("amount", amount + " is above the account's maxAmount " + max);
        }
    }
}
