package io.paycollect.client.notification;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.paycollect.api.Refusal;
import io.paycollect.api.SignedRequestVerifier;
import io.paycollect.client.PayCollectJson;
import io.paycollect.client.model.Notification;
import java.io.IOException;
import java.time.Clock;
import java.time.Duration;
import java.util.Objects;
import java.util.Optional;

/**
 * Receives the service's balance-change notifications in any Java application, with or without a
 * framework: give it the two signature headers and the body bytes exactly as received, and write the
 * {@link NotificationAnswer} it returns. It verifies the signature over the raw bytes (the same
 * {@link SignedRequestVerifier} as the Spring filter: timestamp window, constant-time comparison),
 * reads the body as a typed {@link Notification} that keeps fields it does not know, and hands each
 * transaction code to the handler once ({@link ProcessedNotifications}). Immutable and thread-safe.
 */
public final class NotificationReceiver {

    private static final ObjectMapper JSON = PayCollectJson.newObjectMapper();

    private final SignedRequestVerifier verifier;
    private final ProcessedNotifications processed;
    private final NotificationHandler handler;

    private NotificationReceiver(Builder builder) {
        this.verifier = SignedRequestVerifier.forSecret(builder.secretToken).window(builder.window)
                .clock(builder.clock).build();
        this.processed = builder.processed;
        this.handler = builder.handler;
    }

    /**
     * A receiver of notifications signed with {@code secretToken}, handing them to {@code handler}.
     *
     * @param secretToken the merchant's secret token, which signs the notifications
     * @param handler processes each payment once
     */
    public static Builder builder(String secretToken, NotificationHandler handler) {
        return new Builder(secretToken, handler);
    }

    /**
     * Receives one notification.
     *
     * @param timestamp the {@code x-request-timestamp} header, or {@code null} if absent
     * @param signature the {@code x-signature} header, or {@code null} if absent
     * @param body the body exactly as received
     * @return what to answer: 200 and the acknowledgement when processed now or before; 401 when not
     *     signed by the service, 400 when not a notification, 500 when the handler failed
     */
    public NotificationAnswer receive(String timestamp, String signature, byte[] body) {
        Optional<Refusal> refusal = verifier.verify(null, timestamp, signature, body == null ? new byte[0] : body);
        if (refusal.isPresent()) {
            return NotificationAnswer.refused(401, refusal.get().code(), refusal.get().message(),
                    NotificationAnswer.Outcome.REFUSED);
        }
        Notification notification;
        try {
            notification = JSON.readValue(body, Notification.class);
        } catch (IOException | RuntimeException e) {
            return NotificationAnswer.refused(400, "400", "the body is not a notification: a JSON object was expected",
                    NotificationAnswer.Outcome.REFUSED);
        }
        String transactionCode = notification == null ? null : notification.getTransactionCode();
        if (transactionCode == null || transactionCode.isBlank()) {
            return NotificationAnswer.refused(400, "400", "transactionCode is missing: the notification cannot be processed once",
                    NotificationAnswer.Outcome.REFUSED);
        }
        try {
            boolean ran = processed.processOnce(transactionCode, () -> handler.handle(notification));
            return NotificationAnswer.acknowledged(ran ? NotificationAnswer.Outcome.PROCESSED
                    : NotificationAnswer.Outcome.ALREADY_PROCESSED);
        } catch (Exception e) {
            // Not acknowledged, so the service delivers it again; the handler's message may hold a customer's data.
            return NotificationAnswer.refused(500, "500", "the notification could not be processed now",
                    NotificationAnswer.Outcome.FAILED);
        }
    }

    @Override
    public String toString() {
        return "NotificationReceiver[" + verifier + ", " + processed + "]";
    }

    /** Settings of a {@link NotificationReceiver}. */
    public static final class Builder {
        private final String secretToken;
        private final NotificationHandler handler;
        private ProcessedNotifications processed = new InMemoryProcessedNotifications();
        private Duration window = SignedRequestVerifier.DEFAULT_WINDOW;
        private Clock clock = Clock.systemUTC();

        private Builder(String secretToken, NotificationHandler handler) {
            if (secretToken == null || secretToken.isEmpty()) {
                throw new IllegalArgumentException("secretToken must not be empty");
            }
            this.secretToken = secretToken;
            this.handler = Objects.requireNonNull(handler, "handler");
        }

        /** Where processed transaction codes are kept (default: in memory, see {@link InMemoryProcessedNotifications}). */
        public Builder processed(ProcessedNotifications processed) {
            this.processed = Objects.requireNonNull(processed, "processed");
            return this;
        }

        /** How far the timestamp may be from this host's clock (default 10 minutes). */
        public Builder window(Duration window) {
            this.window = Objects.requireNonNull(window, "window");
            return this;
        }

        /** The clock the timestamp is checked against. */
        public Builder clock(Clock clock) {
            this.clock = Objects.requireNonNull(clock, "clock");
            return this;
        }

        public NotificationReceiver build() {
            return new NotificationReceiver(this);
        }

        @Override
        public String toString() {
            return "NotificationReceiver.Builder[secretToken=***, processed=" + processed + "]";
        }
    }
}
