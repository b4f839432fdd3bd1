package io.paycollect.sandbox.notify;

import java.util.ArrayList;
import java.util.List;

/**
 * One notification being delivered, with the attempts made so far.
 *
 * @param deliveryId its id, {@code DLV000001}
 * @param url where it goes
 * @param clientId the client whose secret token signs it
 * @param transactionCode the {@code transactionCode} of the notification
 * @param status {@code pending}, {@code delivered}, {@code failed} or {@code dropped}
 * @param attempts the attempts made, oldest first, over every round
 * @param notification the body sent, as the receiver reads it: the contract's {@code Notification} or {@code VaLinkResult}
 * @param creationTime when it was made
 * @param redeliveries how many times it was redelivered on demand
 */
record Delivery(String deliveryId, String url, String clientId, String transactionCode, String status,
        List<Attempt> attempts, Object notification, String creationTime, int redeliveries) {

    /**
     * One attempt to deliver.
     *
     * @param attempt its number, from 1, over every round
     * @param at when its outcome was known
     * @param outcome what came of it ({@code acknowledged}, {@code refused}, {@code timed out}...)
     * @param httpStatus the receiver's HTTP status, when it answered
     * @param detail why it failed, if it did
     */
    public record Attempt(int attempt, String at, String outcome, Integer httpStatus, String detail) {
    }

    Delivery {
        attempts = List.copyOf(attempts);
    }

    /** This delivery in {@code status}. */
    Delivery withStatus(String status) {
        return new Delivery(deliveryId, url, clientId, transactionCode, status, attempts, notification, creationTime,
                redeliveries);
    }

    /** This delivery starting one more round on demand. */
    Delivery redelivered() {
        return new Delivery(deliveryId, url, clientId, transactionCode, NotificationDeliveries.PENDING, attempts,
                notification, creationTime, redeliveries + 1);
    }

    /** This delivery with one more attempt, of {@code outcome} at {@code at}, then in {@code status}. */
    Delivery attempted(String at, String outcome, Integer httpStatus, String detail, String status) {
        List<Attempt> more = new ArrayList<>(attempts);
        more.add(new Attempt(more.size() + 1, at, outcome, httpStatus, detail));
        return new Delivery(deliveryId, url, clientId, transactionCode, status, more, notification, creationTime,
                redeliveries);
    }

    /**
     * As the control area shows it: {@code {deliveryId, url, clientId, transactionCode, status, attempts,
     * notification, creationTime, redeliveries}}, {@code redeliveries} once there was one.
     */
    DeliveryView toAnswer() {
        return new DeliveryView(deliveryId, url, clientId, transactionCode, status, attempts, notification, creationTime,
                redeliveries == 0 ? null : redeliveries);
    }
}
