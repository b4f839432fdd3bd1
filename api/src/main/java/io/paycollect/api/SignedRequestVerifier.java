package io.paycollect.api;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.Arrays;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentMap;

/**
 * Checks the three signing headers of a request against its raw body, with the one signing
 * implementation of paycollect ({@link RequestSigner}, constant-time comparison). Plain Java, no Spring:
 * the servlet filter feeds it, and so can anything else that receives signed requests.
 *
 * <p>Two kinds exist. {@link #forClients} serves the service's own endpoints: {@code x-client-id} is
 * required and names the secret token. {@link #forSecret} serves a merchant receiving the service's
 * notifications, which are signed with the merchant's own secret token and need no client id.
 *
 * <p>Immutable and thread-safe. One {@link RequestSigner} is kept per client and rebuilt only when the
 * lookup returns a different secret (rotation).
 */
public final class SignedRequestVerifier {

    /** The window the live service is reported to accept (docs/protocol.md, section 4). */
    public static final Duration DEFAULT_WINDOW = Duration.ofMinutes(10);

    private final ClientSecretLookup lookup;
    private final boolean clientIdRequired;
    private final Duration window;
    private final Clock clock;
    private final boolean acceptCanonicalForm;
    private final ConcurrentMap<String, KeyedSigner> signers = new ConcurrentHashMap<>();

    private record KeyedSigner(String secret, RequestSigner signer) {
        @Override
        public String toString() {
            return "KeyedSigner[secret=***]";
        }
    }

    private SignedRequestVerifier(Builder builder) {
        this.lookup = builder.lookup;
        this.clientIdRequired = builder.clientIdRequired;
        this.window = builder.window;
        this.clock = builder.clock;
        this.acceptCanonicalForm = builder.acceptCanonicalForm;
    }

    /** A verifier for requests from client applications, whose secrets {@code lookup} knows. */
    public static Builder forClients(ClientSecretLookup lookup) {
        return new Builder(Objects.requireNonNull(lookup, "lookup"), true);
    }

    /**
     * A verifier for requests signed with one secret token, without {@code x-client-id}: the service's
     * notifications to a merchant, signed with that merchant's secret token.
     *
     * @throws IllegalArgumentException if the token is null or empty
     */
    public static Builder forSecret(String secretToken) {
        if (secretToken == null || secretToken.isEmpty()) {
            throw new IllegalArgumentException("secret token must not be empty");
        }
        return new Builder(clientId -> Optional.of(secretToken), false);
    }

    /**
     * Verifies a request.
     *
     * @param clientId the {@code x-client-id} header, or null when absent (ignored by a {@link #forSecret} verifier)
     * @param timestamp the {@code x-request-timestamp} header, or null
     * @param signature the {@code x-signature} header, or null
     * @param body the body bytes exactly as received; null or empty when there is none
     * @return empty when the request is authentic, otherwise why it is refused
     */
    public Optional<Refusal> verify(String clientId, String timestamp, String signature, byte[] body) {
        HeaderCheck headers = headerCheck(clientId, timestamp, signature);
        if (headers.refusal().isPresent()) {
            return headers.refusal();
        }
        RequestSigner signer = headers.signer();
        if (signer.matches(timestamp, body, signature) || acceptCanonicalForm && matchesCanonicalForm(signer, timestamp, body, signature)) {
            return Optional.empty();
        }
        return Optional.of(Refusal.SIGNATURE_MISMATCH);
    }

    /**
     * The checks that need no body: the three headers are present, the client is known and the
     * timestamp is well formed and inside the window. A receiver runs them before it reads the body, so
     * that a request that cannot be authentic holds no connection while its body arrives; then it runs
     * {@link #verify} over the body, which repeats them (the clock has moved on meanwhile).
     *
     * @param clientId the {@code x-client-id} header, or null when absent (ignored by a {@link #forSecret} verifier)
     * @param timestamp the {@code x-request-timestamp} header, or null
     * @param signature the {@code x-signature} header, or null
     * @return the refusal {@link #verify} would answer whatever the body, or empty when only the
     *     signature over the body remains to be checked
     */
    public Optional<Refusal> checkHeaders(String clientId, String timestamp, String signature) {
        return headerCheck(clientId, timestamp, signature).refusal();
    }

    /**
     * The checks of {@link #checkHeaders} that need no client id: timestamp and signature present, the timestamp
     * inside the window. For notifications of several merchants, whose client is named only in the body: a request
     * that cannot be current is refused before a byte of its body is read.
     *
     * @return the refusal, or empty when the client and the signature over the body remain to be checked
     */
    public Optional<Refusal> checkTimestamp(String timestamp, String signature) {
        if (isBlank(timestamp)) {
            return Optional.of(Refusal.TIMESTAMP_MISSING);
        }
        return isBlank(signature) ? Optional.of(Refusal.SIGNATURE_MISSING) : checkTimestamp(timestamp);
    }

    /** The outcome of the header checks: a refusal, or the signer that checks the body. */
    private record HeaderCheck(Optional<Refusal> refusal, RequestSigner signer) {
        static HeaderCheck refused(Refusal refusal) {
            return new HeaderCheck(Optional.of(refusal), null);
        }
    }

    private HeaderCheck headerCheck(String clientId, String timestamp, String signature) {
        if (clientIdRequired && isBlank(clientId)) {
            return HeaderCheck.refused(Refusal.CLIENT_ID_MISSING);
        }
        if (isBlank(timestamp)) {
            return HeaderCheck.refused(Refusal.TIMESTAMP_MISSING);
        }
        if (isBlank(signature)) {
            return HeaderCheck.refused(Refusal.SIGNATURE_MISSING);
        }
        Optional<RequestSigner> signer = signerFor(clientIdRequired ? clientId : "");
        if (signer.isEmpty()) {
            return HeaderCheck.refused(Refusal.CLIENT_ID_UNKNOWN);
        }
        Optional<Refusal> timeRefusal = checkTimestamp(timestamp);
        return timeRefusal.isPresent() ? HeaderCheck.refused(timeRefusal.get()) : new HeaderCheck(Optional.empty(), signer.get());
    }

    private Optional<Refusal> checkTimestamp(String timestamp) {
        if (!RequestTimestamp.isSeventeenDigits(timestamp)) {
            return Optional.of(Refusal.TIMESTAMP_MALFORMED);
        }
        Instant sent;
        try {
            sent = RequestTimestamp.parse(timestamp);
        } catch (IllegalArgumentException notADate) {
            return Optional.of(Refusal.TIMESTAMP_NOT_A_DATE);
        }
        Duration skew = Duration.between(sent, clock.instant()).abs();
        return skew.compareTo(window) > 0 ? Optional.of(Refusal.TIMESTAMP_OUTSIDE_WINDOW) : Optional.empty();
    }

    private Optional<RequestSigner> signerFor(String clientId) {
        Optional<String> secret = lookup.secretFor(clientId);
        if (secret.isEmpty() || secret.get().isEmpty()) {
            return Optional.empty();
        }
        String current = secret.get();
        // Read without a lock first: compute() locks the entry on every call, which every verification of a
        // merchant's notifications would wait on at high concurrency.
        KeyedSigner known = signers.get(clientId);
        if (known != null && known.secret().equals(current)) {
            return Optional.of(known.signer());
        }
        KeyedSigner keyed = signers.compute(clientId, (id, cached) ->
                cached != null && cached.secret().equals(current) ? cached : new KeyedSigner(current, RequestSigner.withSecret(current)));
        return Optional.of(keyed.signer());
    }

    /** The second form (docs/protocol.md, "The canonical form"), tried only after the exact bytes failed. */
    private static boolean matchesCanonicalForm(RequestSigner signer, String timestamp, byte[] body, String signature) {
        Optional<byte[]> canonical = CanonicalBody.of(body);
        return canonical.isPresent() && !Arrays.equals(canonical.get(), body == null || body.length == 0 ? null : body)
                && signer.matches(timestamp, canonical.get(), signature);
    }

    private static boolean isBlank(String value) {
        return value == null || value.isBlank();
    }

    /** How far a request's timestamp may be from this verifier's clock. */
    public Duration window() {
        return window;
    }

    @Override
    public String toString() {
        return "SignedRequestVerifier[" + (clientIdRequired ? "clients" : "single secret") + ", window=" + window
                + (acceptCanonicalForm ? ", canonical form accepted" : "") + "]";
    }

    /** Settings of a {@link SignedRequestVerifier}; defaults: a ±10 minute window and the system clock. */
    public static final class Builder {
        private final ClientSecretLookup lookup;
        private final boolean clientIdRequired;
        private Duration window = DEFAULT_WINDOW;
        private Clock clock = Clock.systemUTC();
        private boolean acceptCanonicalForm;

        private Builder(ClientSecretLookup lookup, boolean clientIdRequired) {
            this.lookup = lookup;
            this.clientIdRequired = clientIdRequired;
        }

        /**
         * How far a timestamp may be from the clock, either way.
         *
         * @throws IllegalArgumentException if the window is negative or zero
         */
        public Builder window(Duration window) {
            Objects.requireNonNull(window, "window");
            if (window.isNegative() || window.isZero()) {
                throw new IllegalArgumentException("timestamp window must be positive");
            }
            this.window = window;
            return this;
        }

        /** The clock that timestamps are compared with. */
        public Builder clock(Clock clock) {
            this.clock = Objects.requireNonNull(clock, "clock");
            return this;
        }

        /**
         * Whether a signature over the body's canonical re-serialisation ({@link CanonicalBody}) is accepted beside one
         * over its exact bytes (default {@code false}: the exact bytes only). The live service is reported to verify
         * the re-serialisation, which the official PHP SDK 0.3.0 relies on: it signs unescaped JSON and sends it
         * escaped (docs/protocol.md). The same content is still needed: a signature covers no other JSON value.
         * Needs jackson-core on the class path.
         */
        public Builder acceptCanonicalForm(boolean accept) {
            this.acceptCanonicalForm = accept;
            return this;
        }

        /** The verifier. */
        public SignedRequestVerifier build() {
            return new SignedRequestVerifier(this);
        }
    }
}
