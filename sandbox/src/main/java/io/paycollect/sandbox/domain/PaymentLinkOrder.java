package io.paycollect.sandbox.domain;

import java.math.BigDecimal;

/**
 * What create-link asks for ({@code OpenApiCreatePaymentLinkInputDto}), as the sandbox uses it.
 *
 * @param merchantId the merchant paid
 * @param orderId the merchant's order
 * @param requestId the caller's id of this request
 * @param amount the amount in VND, a positive whole number
 * @param expireInMinute how long the link may be paid, if limited
 * @param description what the payer's transfer says, if given (else the order id)
 * @param vaAccountNumber the merchant's virtual account to pay into, if chosen
 * @param returnUrl where the payer goes back to, if given
 */
public record PaymentLinkOrder(long merchantId, String orderId, String requestId, BigDecimal amount,
        BigDecimal expireInMinute, String description, String vaAccountNumber, String returnUrl) {
}
