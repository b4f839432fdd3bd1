package io.paycollect.sandbox.domain;

/**
 * What on-va asks for ({@code OpenApiOnVADto}), as the sandbox uses it.
 *
 * @param vaAccountNumber the virtual account switched on
 * @param merchantId its merchant, if the caller names it
 * @param qrCodeType the bill's kind: {@code dynamic-one-time-payment} or {@code dynamic-recurring-payment}
 * @param amount the bill's amount in VND, if fixed
 * @param expireInMinute how long the bill may be paid, if limited
 * @param purpose what the payer's transfer says, if given
 * @param extraInfo the caller's note, if any
 * @param name the bill's name, if given (kept with the bill)
 */
public record VaSwitchOn(String vaAccountNumber, Long merchantId, String qrCodeType, Long amount, Long expireInMinute,
        String purpose, String extraInfo, String name) {
}
