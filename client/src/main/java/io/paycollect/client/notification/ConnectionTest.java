package io.paycollect.client.notification;

import io.paycollect.api.internal.NotificationShape;

/**
 * The connection test of the merchant web application's webhook settings: an unsigned
 * {@code {"event":"ping","message":"Tingee Webhook Connection Test","timestamp":<ms>}} that expects HTTP 200. Anyone
 * can send it, so it is answered and nothing of it is processed; a body with a payment's or a link result's field is
 * never one (api/openapi.yaml, WebhookPing).
 */
final class ConnectionTest {

    /** The most bytes read of an unsigned delivery: the service's ping is under a hundred. */
    static final int MAX_SIZE = 1024;

    /** What the ping is answered: 200 and the acknowledgement, nothing processed. */
    static final NotificationAnswer ANSWER = NotificationAnswer.acknowledged(NotificationAnswer.Outcome.PING);

    private ConnectionTest() {
    }

    /** Whether {@code body} is the ping. */
    static boolean is(byte[] body) {
        return body != null && body.length <= MAX_SIZE && NotificationShape.isPing(body);
    }
}
