package io.paycollect.client.notification;

import io.paycollect.api.Refusal;
import java.nio.charset.StandardCharsets;

/**
 * What to answer the service's notification request (a payment, a VA-link or unlink result, or the connection test): the HTTP status and the JSON body, and what
 * became of the notification.
 *
 * @param status the HTTP status to answer
 * @param body the JSON body to answer ({@code application/json})
 * @param outcome what became of the notification
 */
public record NotificationAnswer(int status, String body, Outcome outcome) {

    /** The acknowledgement the service expects from a receiver: HTTP 200 and this body. */
    public static final String ACKNOWLEDGEMENT = "{\"code\":\"00\",\"message\":\"OK\"}";

    /** What became of a notification. */
    public enum Outcome {
        /** Verified and handed to the handler, which returned: acknowledged. */
        PROCESSED,
        /** Verified, and its transaction code was already processed: acknowledged, not processed again. */
        ALREADY_PROCESSED,
        /** A verified VA-link or unlink result, and the receiver was given no handler for it: acknowledged. */
        NOT_HANDLED,
        /** The connection-test ping, unsigned: answered 200, nothing of it read further or processed. */
        PING,
        /** Not signed by the service (401), or not a notification (400): not processed. */
        REFUSED,
        /** The handler failed (500): not processed, so the service's next delivery processes it. */
        FAILED
    }

    /** The body as UTF-8 bytes. */
    public byte[] bodyBytes() {
        return body.getBytes(StandardCharsets.UTF_8);
    }

    static NotificationAnswer acknowledged(Outcome outcome) {
        return new NotificationAnswer(200, ACKNOWLEDGEMENT, outcome);
    }

    /** A refusal: {@link Outcome#FAILED} when a 5xx (the service delivers again), else {@link Outcome#REFUSED}. */
    static NotificationAnswer refused(int status, String code, String message) {
        return new NotificationAnswer(status, "{\"code\":\"" + code + "\",\"message\":\"" + message.replace("\\", "\\\\")
                .replace("\"", "\\\"") + "\",\"data\":null}", status >= 500 ? Outcome.FAILED : Outcome.REFUSED);
    }

    /** A 401 for what the signature verifier refused. */
    static NotificationAnswer unauthorized(Refusal refusal) {
        return refused(401, refusal.code(), refusal.message());
    }
}
