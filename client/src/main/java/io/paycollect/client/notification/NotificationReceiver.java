package io.paycollect.client.notification;

import io.paycollect.api.ClientSecretLookup;
import io.paycollect.api.Refusal;
import io.paycollect.api.SignedRequestVerifier;
import io.paycollect.api.VirtualAccountOwners;
import io.paycollect.api.internal.NotificationClientId;
import io.paycollect.api.internal.NotificationShape;
import io.paycollect.api.internal.NotificationShape.Kind;
import io.paycollect.client.model.Notification;
import java.io.IOException;
import java.io.InputStream;
import java.time.Clock;
import java.time.Duration;
import java.util.Objects;
import java.util.Optional;

/**
 * Receives the service's balance-change notifications in any Java application, with or without a
 * framework: give it the two signature headers and the body exactly as received, and write the
 * {@link NotificationAnswer} it returns. It verifies the signature over the raw bytes (the same
 * {@link SignedRequestVerifier} as the Spring filter), reads the body as a typed {@link Notification} that keeps
 * fields it does not know, and hands each transaction code to the handler once ({@link ProcessedNotifications}).
 * The other bodies the service sends there are answered too: a VA-link or unlink result, verified the same way, goes
 * once per {@code requestId} to the {@link Builder#linkResults} handler and is acknowledged whether or not there is
 * one; the dashboard's unsigned connection test ({@code "event":"ping"} and no payment's field) is answered 200 and
 * nothing of it is processed (docs/notifications.md).
 * A body breaking the server's reading rules (a key given twice, a value of another JSON type than its field's, a
 * null in a list, a fraction of a dong: docs/notifications.md) gets 400 naming the field. Immutable and thread-safe.
 *
 * <p>A platform receiving for several merchants on one endpoint builds it with {@link #forClients}: each
 * notification is verified with the secret of the {@code clientId} it names, and each merchant's codes are kept
 * apart.
 *
 * <p>Exactly once across restarts needs a durable store: the default {@link InMemoryProcessedNotifications}
 * forgets on restart, so a notification delivered (or replayed by someone who captured it) after a
 * restart and inside the timestamp window is processed again; use {@link JdbcProcessedNotifications}.
 */
public final class NotificationReceiver {

    /** The longest transaction code received (the column of processed-notifications.sql); longer gets 400. */
    public static final int MAX_TRANSACTION_CODE_LENGTH = 128;

    /** Default of {@link Builder#bodyReadTimeout}: ample for the largest default body on a slow link. */
    public static final Duration DEFAULT_BODY_READ_TIMEOUT = Duration.ofSeconds(10);

    /** Default of {@link Builder#maxBodySize}: far above any notification, far below a heap. */
    public static final int DEFAULT_MAX_BODY_SIZE = 64 * 1024;

    private final SignedRequestVerifier verifier;
    /** Whether the secret is picked by the notification's clientId ({@link #forClients}). */
    private final boolean byClient;
    private final ProcessedNotifications processed;
    private final Payments payments;
    private final LinkResults linkResults;
    private final NotifyingMerchants merchants;
    private final int maxBodySize;
    private final Duration bodyReadTimeout;

    private NotificationReceiver(Builder builder) {
        this.maxBodySize = builder.maxBodySize;
        this.bodyReadTimeout = builder.bodyReadTimeout;
        this.byClient = builder.secrets != null;
        this.verifier = (byClient ? SignedRequestVerifier.forClients(builder.secrets)
                : SignedRequestVerifier.forSecret(builder.secretToken)).window(builder.window).clock(builder.clock).build();
        this.processed = builder.processed;
        this.payments = new Payments(builder.handler);
        this.linkResults = new LinkResults(builder.linkResultHandler);
        this.merchants = new NotifyingMerchants(builder.owners);
    }

    /**
     * A receiver of notifications signed with {@code secretToken}, handing them to {@code handler}.
     *
     * @param secretToken the merchant's secret token, which signs the notifications
     * @param handler processes each payment once
     */
    public static Builder builder(String secretToken, NotificationHandler handler) {
        if (secretToken == null || secretToken.isEmpty()) {
            throw new IllegalArgumentException("secretToken must not be empty");
        }
        return new Builder(secretToken, null, handler);
    }

    /**
     * A receiver of several merchants' notifications on one endpoint (a platform's): each is verified with the
     * secret token {@code secrets} gives for the {@code clientId} it names, read from the raw bytes before anything
     * else of the body; one naming no client or an unknown one gets 401 and nothing is processed. Transaction
     * codes are kept per merchant ({@link ProcessedNotifications#forClient}), so two merchants' codes never collide.
     *
     * @param secrets the secret token of each merchant's client id
     * @param handler processes each payment once
     */
    public static Builder forClients(ClientSecretLookup secrets, NotificationHandler handler) {
        return new Builder(null, Objects.requireNonNull(secrets, "secrets"), handler);
    }

    /**
     * Receives one notification whose body is still to be read, as a server hands it over, so that no body,
     * however large, is held whole: a signed delivery whose headers cannot be authentic is refused before a byte is
     * read, an unsigned one (the connection test, or refused) after {@value ConnectionTest#MAX_SIZE} bytes at most;
     * then at most {@link Builder#maxBodySize} bytes are read (one more tells it is too large), within
     * {@link Builder#bodyReadTimeout} in all, at which the stream is closed (ending a read blocked on a socket; the
     * JDK's HTTP server drains the body instead: docs/notifications.md) and 408 answered. Otherwise the stream is
     * not closed.
     *
     * @param timestamp the {@code x-request-timestamp} header, or {@code null} if absent
     * @param signature the {@code x-signature} header, or {@code null} if absent
     * @param body the body as it arrives
     * @return what to answer, as {@link #receive(String, String, byte[])}, and 413 when the body is
     *     larger than {@link Builder#maxBodySize}, 408 when it was not in within {@link Builder#bodyReadTimeout}
     * @throws IOException when the body cannot be read
     */
    public NotificationAnswer receive(String timestamp, String signature, InputStream body) throws IOException {
        Objects.requireNonNull(body, "body");
        // An unsigned delivery may be the connection test: a ping's worth of its body is read to tell.
        boolean unsigned = unsigned(timestamp, signature);
        Optional<NotificationAnswer> refusal = refusedHeaders(timestamp, signature);
        if (refusal.isPresent() && !unsigned) {
            return refusal.get();
        }
        byte[] bytes = BodyDeadline.read(body, (unsigned ? ConnectionTest.MAX_SIZE : maxBodySize) + 1, bodyReadTimeout);
        if (bytes == null || unsigned && bytes.length > ConnectionTest.MAX_SIZE) {
            return unsigned ? refusal.get()
                    : NotificationAnswer.refused(408, "408", "the body was not received within " + bodyReadTimeout.toMillis() + " ms");
        }
        return receive(timestamp, signature, bytes);
    }

    /**
     * Receives one notification.
     *
     * @param timestamp the {@code x-request-timestamp} header, or {@code null} if absent
     * @param signature the {@code x-signature} header, or {@code null} if absent
     * @param body the body exactly as received
     * @return what to answer: 200 and the acknowledgement when processed now or before, for a link result also when
     *     the receiver has no handler for it, and for the unsigned connection test; 401 when not
     *     signed by the service, 413 when larger than {@link Builder#maxBodySize}, 400 when not a
     *     notification (or a key appears twice, or its transaction code is longer than
     *     {@link #MAX_TRANSACTION_CODE_LENGTH}), 500 when the handler failed
     */
    public NotificationAnswer receive(String timestamp, String signature, byte[] body) {
        boolean tooLarge = body != null && body.length > maxBodySize;
        // One merchant's verifier repeats these checks first thing, answering the same: run apart only where they must
        // come before the 413 (a second timestamp parse and secret look-up were a visible share of a delivery's CPU).
        boolean unsigned = unsigned(timestamp, signature);
        Optional<NotificationAnswer> headerRefusal = byClient || tooLarge || unsigned ? refusedHeaders(timestamp, signature)
                : Optional.empty();
        if (headerRefusal.isPresent()) {
            // The ping is the one body answered unsigned: nothing of it is trusted, and nothing is processed.
            return unsigned && ConnectionTest.is(body) ? ConnectionTest.ANSWER : headerRefusal.get();
        }
        if (tooLarge) {
            return NotificationAnswer.refused(413, "413", "the body is larger than " + maxBodySize + " bytes");
        }
        byte[] bytes = body == null ? new byte[0] : body;
        Kind kind = NotificationShape.of(bytes).map(NotificationShape::kind).orElse(Kind.UNKNOWN);
        String clientId;
        Optional<Refusal> refusal;
        try {
            clientId = byClient ? merchants.of(bytes) : null;
            if (byClient && clientId == null) {
                return merchants.unknown(kind);
            }
            refusal = verifier.verify(clientId, timestamp, signature, bytes);
        } catch (RuntimeException lookupFailed) {
            // The application's secret lookup failed (a store that is down): not the sender's fault, and nothing
            // of it is echoed; the service delivers again.
            return NotificationAnswer.refused(503, "503", "the signature could not be verified now");
        }
        if (refusal.isPresent()) {
            return refusal.get() == Refusal.CLIENT_ID_UNKNOWN
                    ? NotificationAnswer.refused(401, refusal.get().code(), "clientId is not a known client")
                    : NotificationAnswer.unauthorized(refusal.get());
        }
        ProcessedNotifications store = byClient ? processed.forClient(clientId) : processed;
        if (kind == Kind.LINK_RESULT) {
            return linkResults.process(bytes, store);
        }
        if (kind == Kind.PING) {
            return ConnectionTest.ANSWER;
        }
        return payments.process(bytes, store);
    }

    private static boolean unsigned(String timestamp, String signature) {
        return (timestamp == null || timestamp.isBlank()) && (signature == null || signature.isBlank());
    }

    private Optional<NotificationAnswer> refusedHeaders(String timestamp, String signature) {
        return (byClient ? verifier.checkTimestamp(timestamp, signature)
                : verifier.checkHeaders(null, timestamp, signature)).map(NotificationAnswer::unauthorized);
    }

    @Override
    public String toString() {
        return "NotificationReceiver[" + verifier + ", " + processed + ", maxBodySize=" + maxBodySize + "]";
    }

    /** Settings of a {@link NotificationReceiver}. */
    public static final class Builder {
        private final String secretToken;
        private final ClientSecretLookup secrets;
        private final NotificationHandler handler;
        private ProcessedNotifications processed = new InMemoryProcessedNotifications();
        private Duration window = SignedRequestVerifier.DEFAULT_WINDOW;
        private Clock clock = Clock.systemUTC();
        private int maxBodySize = DEFAULT_MAX_BODY_SIZE;
        private Duration bodyReadTimeout = DEFAULT_BODY_READ_TIMEOUT;
        private VaLinkResultHandler linkResultHandler;
        private VirtualAccountOwners owners;

        private Builder(String secretToken, ClientSecretLookup secrets, NotificationHandler handler) {
            this.secretToken = secretToken;
            this.secrets = secrets;
            this.handler = Objects.requireNonNull(handler, "handler");
        }

        /** Where processed transaction codes are kept (default: in memory, see {@link InMemoryProcessedNotifications}). */
        public Builder processed(ProcessedNotifications processed) {
            this.processed = Objects.requireNonNull(processed, "processed");
            return this;
        }

        /**
         * Processes each verified VA-link or unlink result once per {@code requestId} (in the same store as payments,
         * keyed apart). Without it, link results are verified and acknowledged, and nothing is done with them.
         */
        public Builder linkResults(VaLinkResultHandler handler) {
            this.linkResultHandler = Objects.requireNonNull(handler, "handler");
            return this;
        }

        /**
         * For a receiver of several merchants ({@link #forClients}): finds the merchant of a link result, which names no
         * {@code clientId}, from its {@code vaAccountNumber}. Without it such a result gets 401 (no secret can verify it).
         *
         * @throws IllegalStateException for a receiver of one merchant, whose one secret verifies every link result
         */
        public Builder virtualAccountOwners(VirtualAccountOwners owners) {
            if (secrets == null) {
                throw new IllegalStateException("virtualAccountOwners is for a receiver of several merchants (forClients)");
            }
            this.owners = Objects.requireNonNull(owners, "owners");
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

        /**
         * The largest body received, in bytes; a larger one gets 413 and is not read further. Default
         * {@value NotificationReceiver#DEFAULT_MAX_BODY_SIZE} (64 KiB).
         *
         * @throws IllegalArgumentException if not positive, or {@code Integer.MAX_VALUE} (one more byte is read to tell)
         */
        public Builder maxBodySize(int bytes) {
            if (bytes < 1 || bytes == Integer.MAX_VALUE) {
                throw new IllegalArgumentException("maxBodySize must be between 1 and " + (Integer.MAX_VALUE - 1));
            }
            this.maxBodySize = bytes;
            return this;
        }

        /**
         * How long reading a streamed body may take in all ({@link NotificationReceiver#receive(String, String, InputStream)});
         * beyond, the stream is closed and 408 answered. Default 10 seconds.
         *
         * @throws IllegalArgumentException if not positive
         */
        public Builder bodyReadTimeout(Duration timeout) {
            Objects.requireNonNull(timeout, "timeout");
            if (timeout.isNegative() || timeout.isZero()) {
                throw new IllegalArgumentException("bodyReadTimeout must be positive");
            }
            this.bodyReadTimeout = timeout;
            return this;
        }

        /** The receiver. */
        public NotificationReceiver build() {
            return new NotificationReceiver(this);
        }

        @Override
        public String toString() {
            return "NotificationReceiver.Builder[" + (secrets == null ? "secretToken=***" : secrets) + ", processed=" + processed + "]";
        }
    }
}
