package io.paycollect.sandbox.notify;

import java.util.List;

/**
 * A notification delivery as the control endpoints show it; a null component is left out of the answer.
 *
 * @param deliveryId its id, {@code DLV000001}
 * @param url where it goes
 * @param clientId the client whose secret token signs it
 * @param transactionCode the {@code transactionCode} of a payment's notification; none for a link result
 * @param status {@code pending}, {@code delivered}, {@code failed} or {@code dropped}
 * @param attempts the attempts made, oldest first, over every round
 * @param notification the body sent: the contract's {@code Notification} or {@code VaLinkResult}
 * @param creationTime when it was made
 * @param redeliveries how many times it was redelivered on demand, once it was
 */
public record DeliveryView(String deliveryId, String url, String clientId, String transactionCode, String status,
        List<Delivery.Attempt> attempts, Object notification, String creationTime, Integer redeliveries) {
}
