package io.paycollect.sandbox.junit;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;

/**
 * One notification the sandbox delivers, with its attempts.
 *
 * @param deliveryId e.g. {@code DLV000001}
 * @param url where it is POSTed
 * @param clientId the client whose secret signs it
 * @param transactionCode the payment's code
 * @param status {@code pending}, {@code delivered}, {@code failed} or {@code dropped}
 * @param attempts the attempts so far, oldest first
 * @param notification the body sent, as JSON
 * @param redeliveries how many times it was redelivered on demand
 * @param creationTime when the payment caused it
 */
@JsonIgnoreProperties(ignoreUnknown = true)
public record NotificationDelivery(String deliveryId, String url, String clientId, String transactionCode, String status,
        List<Attempt> attempts, JsonNode notification, int redeliveries, String creationTime) {

    /** Statuses a delivery ends in until a redelivery. */
    private static final List<String> SETTLED = List.of("delivered", "failed", "dropped");

    /** Never null: a delivery not yet attempted has no attempts. */
    public NotificationDelivery {
        attempts = attempts == null ? List.of() : List.copyOf(attempts);
    }

    /** Whether the receiver acknowledged it. */
    public boolean delivered() {
        return "delivered".equals(status);
    }

    /** Whether no attempt is still to come: delivered, failed or dropped. */
    public boolean settled() {
        return SETTLED.contains(status);
    }

    /**
     * One attempt.
     *
     * @param attempt its number in its round, from 1
     * @param at when it ended
     * @param outcome {@code acknowledged}, {@code refused}, {@code timed out}, {@code connection refused}...
     * @param httpStatus the receiver's HTTP status, if it answered
     * @param detail what went wrong, if anything
     */
    @JsonIgnoreProperties(ignoreUnknown = true)
    public record Attempt(int attempt, String at, String outcome, Integer httpStatus, String detail) {
    }
}
