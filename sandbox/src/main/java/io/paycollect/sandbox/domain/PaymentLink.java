package io.paycollect.sandbox.domain;

/**
 * A payment link of the payment gateway: a checkout page for one order, {@code pending → paid}, or
 * {@code expired} once {@code expireInMinute} has passed unpaid.
 *
 * @param linkId its id in the sandbox, the last segment of its address
 * @param requestId the caller's request id, which names the link again if the call is repeated
 * @param orderId the merchant's order
 * @param amount the amount in VND
 * @param description what the payer's transfer says, if the caller gave it
 * @param va what a payment through it pays into (the merchant's virtual account)
 * @param clientId the client that created it
 * @param returnUrl where the payer goes back to after paying, if given
 * @param creationTime when it was created
 * @param expireInMinute how long it may be paid, if limited
 * @param status {@code pending} or {@code paid}
 * @param transactionCode the payment's transaction code, once paid
 */
record PaymentLink(String linkId, String requestId, String orderId, long amount, String description,
        PaymentTarget va, String clientId, String returnUrl, String creationTime, Long expireInMinute, String status,
        String transactionCode) {

    /** This link, paid by the transaction {@code code}. */
    PaymentLink paid(String code) {
        return new PaymentLink(linkId, requestId, orderId, amount, description, va, clientId, returnUrl, creationTime,
                expireInMinute, BankService.PAID, code);
    }

    /** The checkout page's address, which create-link answers. */
    String address() {
        return BankService.LINK_HOST + "/pay/" + linkId;
    }
}
