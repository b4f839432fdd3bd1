package io.paycollect.server;

import io.paycollect.api.Refusal;
import io.paycollect.api.SignatureHeaders;
import io.paycollect.api.SignedRequestVerifier;
import io.paycollect.api.VirtualAccountOwners;
import io.paycollect.api.internal.NotificationClientId;
import jakarta.servlet.DispatcherType;
import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;
import org.apache.commons.logging.Log;
import org.apache.commons.logging.LogFactory;
import org.springframework.core.Ordered;
import org.springframework.web.filter.OncePerRequestFilter;

/**
 * Verifies signed requests before any controller sees them. On a protected path it first checks what
 * needs no body (a declared length within the limit, the signing headers present, a known client, a
 * timestamp inside the window) and refuses at once, without reading a byte of the body, a request that
 * fails them. Only then it reads the raw body once, within a total time ({@link Builder#bodyReadTimeout}),
 * at most {@link Builder#maxConcurrentBodyReads} at once (503 beyond, before reading), checks the signature against those exact bytes, and either answers 401 with the error envelope or
 * passes on a request whose body can still be read. Requests on other paths pass untouched.
 *
 * <p>A {@link OncePerRequestFilter} that is also {@link Ordered}: Spring Boot 3.5 and 4 both register such a
 * bean without a registration bean (whose package differs between the two).
 */
public final class SignatureVerificationFilter extends OncePerRequestFilter implements Ordered {

    /** Request attribute holding the verified {@code x-client-id}, or the clientId of a merchant's notification. */
    public static final String CLIENT_ID_ATTRIBUTE = "io.paycollect.server.SignatureVerificationFilter.clientId";

    /** Request attribute of a verified body on a notification path, for its controller: {@link #PAYMENT} or {@link #LINK_RESULT}. */
    public static final String NOTIFICATION_KIND_ATTRIBUTE = "io.paycollect.server.SignatureVerificationFilter.notificationKind";

    /** {@link #NOTIFICATION_KIND_ATTRIBUTE} of a payment (or of a body of no known kind, read as a payment). */
    public static final String PAYMENT = "payment";

    /** {@link #NOTIFICATION_KIND_ATTRIBUTE} of a VA-link or unlink result ({@code status}, no {@code transactionCode}). */
    public static final String LINK_RESULT = "link-result";

    /** Default order: right after character encoding, before security and everything else. */
    public static final int DEFAULT_ORDER = Ordered.HIGHEST_PRECEDENCE + 10;

    private static final Log log = LogFactory.getLog(SignatureVerificationFilter.class);
    // The largest array a JVM reliably allocates; a larger configured limit means "this much".
    private static final long MAX_ARRAY = Integer.MAX_VALUE - 8;

    /** Default of {@link Builder#bodyReadTimeout}: ample for the largest default body on a slow link. */
    public static final Duration DEFAULT_BODY_READ_TIMEOUT = Duration.ofSeconds(10);

    /** Default of {@link Builder#minBodyReadRate}, bytes per second: {@code mod_reqtimeout}'s; no network is slower. */
    public static final long DEFAULT_MIN_BODY_READ_RATE = 500;
    /** Default grace of {@link Builder#minBodyReadRate}: a retransmission or two on a poor mobile link. */
    public static final Duration DEFAULT_MIN_BODY_READ_RATE_GRACE = Duration.ofSeconds(2);

    /** Default of {@link Builder#maxConcurrentBodyReads}: below Tomcat's 200 request threads. */
    public static final int DEFAULT_MAX_CONCURRENT_BODY_READS = 100;

    /** Default of {@link Builder#maxConcurrentBodyReadsPerAddress}: a tenth of the reads, for one remote address. */
    public static final int DEFAULT_MAX_CONCURRENT_BODY_READS_PER_ADDRESS = 10;

    private final List<Route> routes;
    private final int maxBodySize;
    private final BodyReads bodyReads;
    private final int order;
    private final ReplayCheck replays;
    private final boolean readBodyOnOriginalDispatch;

    /**
     * {@code notifications}: the service's notifications to a merchant (the unsigned ping answered here);
     * {@code clientInBody}: of several merchants, verified with the secret of the clientId they name, or for a link
     * result of the merchant {@code owners} (nullable) gives for its virtual account.
     */
    private record Route(ProtectedPaths paths, SignedRequestVerifier verifier, boolean notifications, boolean clientInBody,
            VirtualAccountOwners owners) {
    }

    private SignatureVerificationFilter(Builder builder) {
        this.routes = List.copyOf(builder.routes);
        this.maxBodySize = (int) Math.min(builder.maxBodySize, MAX_ARRAY);
        this.bodyReads = new BodyReads(maxBodySize, builder.bodyReadTimeout, builder.maxConcurrentBodyReads,
                builder.maxConcurrentBodyReadsPerAddress, builder.readBodyOnOriginalDispatch,
                new MinimumBodyRate(builder.minBodyReadRate, builder.minBodyReadRateGrace, builder.clock));
        this.readBodyOnOriginalDispatch = builder.readBodyOnOriginalDispatch;
        this.order = builder.order;
        this.replays = builder.acceptedSignatures == null ? null : new ReplayCheck(builder.acceptedSignatures);
    }

    /** A filter with no protected path yet; add routes with {@link Builder#protect}. */
    public static Builder builder() {
        return new Builder();
    }

    @Override
    protected void doFilterInternal(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
            throws IOException, ServletException {
        if (request.getDispatcherType() == DispatcherType.ASYNC) {
            // Back from a body read without blocking (verified, its body an attribute), or the application's own
            // async dispatch after it: the verified body is served again.
            Object verifiedBody = request.getAttribute(BodyReads.BODY_ATTRIBUTE);
            chain.doFilter(verifiedBody instanceof byte[] body ? new CachedBodyRequest(request, body) : request, response);
            return;
        }
        Route route = routeOf(request);
        if (route == null) {
            chain.doFilter(request, response);
            return;
        }
        long declaredLength = request.getContentLengthLong();
        if (declaredLength > maxBodySize) {
            refuseTooLarge(request, response);
            return;
        }
        String clientId = request.getHeader(SignatureHeaders.CLIENT_ID);
        String timestamp = request.getHeader(SignatureHeaders.REQUEST_TIMESTAMP);
        String signature = request.getHeader(SignatureHeaders.SIGNATURE);
        if (route.notifications() && isBlank(timestamp) && isBlank(signature) && ConnectionTest.mayBe(declaredLength)) {
            // Unsigned, and short enough to be the connection test: read to tell, and answered here either way.
            bodyReads.read(request, response, declaredLength, read -> {
                ConnectionTest.answerUnsigned(response, read);
                return false;
            });
            return;
        }
        // What needs no body first: a request that cannot be authentic must not hold a thread while its
        // body trickles in.
        if (RefusalAnswers.refused(request, response, () -> route.clientInBody() ? route.verifier().checkTimestamp(timestamp, signature)
                : route.verifier().checkHeaders(clientId, timestamp, signature), true)) {
            return;
        }
        byte[] body = bodyReads.read(request, response, declaredLength, read -> verified(request, response, route, read));
        if (body != null) {
            chain.doFilter(new CachedBodyRequest(request, body), response);
        }
    }

    /** The checks that need the body: signature, duplicate keys, replays; whether it passed (else it is answered). */
    private boolean verified(HttpServletRequest request, HttpServletResponse response, Route route, byte[] body)
            throws IOException {
        String clientId = request.getHeader(SignatureHeaders.CLIENT_ID);
        String timestamp = request.getHeader(SignatureHeaders.REQUEST_TIMESTAMP);
        String signature = request.getHeader(SignatureHeaders.SIGNATURE);
        String verifiedClient;
        try {
            verifiedClient = route.clientInBody() ? NotificationClientId.merchantOf(body, route.owners()).orElse(null) : clientId;
        } catch (RuntimeException ownersFailed) {
            return !RefusalAnswers.refused(request, response, () -> { throw ownersFailed; }, false);
        }
        if (route.clientInBody() && verifiedClient == null) {
            ErrorEnvelopeWriter.write(response, HttpServletResponse.SC_UNAUTHORIZED, Refusal.CLIENT_ID_MISSING.code(),
                    "the notification names no clientId, so no secret can verify it");
            return false;
        }
        if (RefusalAnswers.refused(request, response, () -> route.verifier().verify(verifiedClient, timestamp, signature, body), false)) {
            return false;
        }
        Optional<String> duplicate = isJson(request) ? DuplicateKeys.in(body) : Optional.empty();
        if (duplicate.isPresent()) {
            if (log.isDebugEnabled()) {
                log.debug("Refused " + request.getMethod() + " " + request.getRequestURI() + ": a key appears twice");
            }
            ErrorEnvelopeWriter.write(response, HttpServletResponse.SC_BAD_REQUEST, "400",
                    "field '" + duplicate.get() + "' appears twice in the request body");
            return false;
        }
        if (replays != null && !replays.firstAcceptance(request, response, route.verifier().window(), verifiedClient)) {
            return false;
        }
        if (verifiedClient != null) {
            request.setAttribute(CLIENT_ID_ATTRIBUTE, verifiedClient);
        }
        return !route.notifications() || ConnectionTest.passesOn(request, response, body);
    }

    private static boolean isBlank(String value) {
        return value == null || value.isBlank();
    }

    /** Whether the body is JSON (or says nothing of its type, and is read as JSON anyway). */
    private static boolean isJson(HttpServletRequest request) {
        String type = request.getContentType();
        return type == null || type.toLowerCase(Locale.ROOT).contains("json");
    }

    /** The first route whose paths match the request, or null: every request passes here, so no stream. */
    private Route routeOf(HttpServletRequest request) {
        for (Route route : routes) {
            if (route.paths().matches(request)) {
                return route;
            }
        }
        return null;
    }

    private void refuseTooLarge(HttpServletRequest request, HttpServletResponse response) throws IOException {
        if (log.isDebugEnabled()) {
            log.debug("Refused " + request.getMethod() + " " + request.getRequestURI() + ": body over " + maxBodySize + " bytes");
        }
        bodyReads.refuseTooLarge(response);
    }

    /** Async dispatches pass through {@link #doFilterInternal}: the one after a non-blocking read carries the body. */
    @Override
    protected boolean shouldNotFilterAsyncDispatch() {
        return false;
    }

    @Override
    public int getOrder() {
        return order;
    }

    /**
     * Whether a signed request continues in the dispatch it arrived in (its body read blocking), so that every filter
     * after this one runs on it; otherwise it continues in an async dispatch ({@link Builder#readBodyOnOriginalDispatch}).
     */
    public boolean readsBodyOnOriginalDispatch() {
        return readBodyOnOriginalDispatch;
    }

    @Override
    public String toString() {
        return "SignatureVerificationFilter" + routes.stream().map(r -> r.paths().toString()).toList();
    }

    /** Settings of a {@link SignatureVerificationFilter}; the first route whose paths match a request wins. */
    public static final class Builder {
        private final List<Route> routes = new ArrayList<>();
        private long maxBodySize = 1024 * 1024;
        private Duration bodyReadTimeout = DEFAULT_BODY_READ_TIMEOUT;
        private int maxConcurrentBodyReads = DEFAULT_MAX_CONCURRENT_BODY_READS;
        private int order = DEFAULT_ORDER;
        private AcceptedSignatures acceptedSignatures;
        private boolean readBodyOnOriginalDispatch;
        private int maxConcurrentBodyReadsPerAddress = DEFAULT_MAX_CONCURRENT_BODY_READS_PER_ADDRESS;
        private long minBodyReadRate = DEFAULT_MIN_BODY_READ_RATE;
        private Duration minBodyReadRateGrace = DEFAULT_MIN_BODY_READ_RATE_GRACE;
        private Clock clock = Clock.systemUTC();

        private Builder() {
        }

        /** Requests on {@code paths} must satisfy {@code verifier}; ignored when {@code paths} is empty. */
        public Builder protect(ProtectedPaths paths, SignedRequestVerifier verifier) {
            Objects.requireNonNull(paths, "paths");
            Objects.requireNonNull(verifier, "verifier");
            if (!paths.isEmpty()) {
                routes.add(new Route(paths, verifier, false, false, null));
            }
            return this;
        }

        /**
         * The service's notifications to one merchant on {@code paths}, verified by {@code verifier} ({@code forSecret});
         * the unsigned connection test is answered 200 here, and the controller gets payments and link results, each
         * marked in {@link #NOTIFICATION_KIND_ATTRIBUTE}.
         */
        public Builder protectNotifications(ProtectedPaths paths, SignedRequestVerifier verifier) {
            Objects.requireNonNull(verifier, "verifier");
            if (!Objects.requireNonNull(paths, "paths").isEmpty()) {
                routes.add(new Route(paths, verifier, true, false, null));
            }
            return this;
        }

        /** Notifications of several merchants on {@code paths}, verified by {@code verifier} ({@code forClients}) with
         *  the secret of the clientId the body names (the {@link #CLIENT_ID_ATTRIBUTE} then), or for a link result
         *  naming none, of the merchant {@code owners} (nullable) gives for its virtual account; none found: 401.
         *  As {@link #protectNotifications} otherwise. */
        public Builder protectNotificationsOfClients(ProtectedPaths paths, SignedRequestVerifier verifier,
                VirtualAccountOwners owners) {
            Objects.requireNonNull(verifier, "verifier");
            if (!Objects.requireNonNull(paths, "paths").isEmpty()) {
                routes.add(new Route(paths, verifier, true, true, owners));
            }
            return this;
        }

        /**
         * Turns the replay guard on: a verified request whose client id and signature were accepted
         * before, inside the window, is refused with 401 ({@link Refusal#REPLAYED}).
         */
        public Builder refuseReplays(AcceptedSignatures acceptedSignatures) {
            this.acceptedSignatures = Objects.requireNonNull(acceptedSignatures, "acceptedSignatures");
            return this;
        }

        /**
         * The largest body accepted, in bytes; a larger one gets 413. Default 1 MiB.
         *
         * @throws IllegalArgumentException if negative
         */
        public Builder maxBodySize(long bytes) {
            if (bytes < 0) {
                throw new IllegalArgumentException("max body size must not be negative");
            }
            this.maxBodySize = bytes;
            return this;
        }

        /**
         * How long reading a body may take in all, however its bytes trickle in; a body not received by
         * then gets 408 and the connection is closed. Default {@link #DEFAULT_BODY_READ_TIMEOUT} (10 s).
         *
         * @throws IllegalArgumentException if not positive
         */
        public Builder bodyReadTimeout(Duration timeout) {
            Objects.requireNonNull(timeout, "timeout");
            if (timeout.isNegative() || timeout.isZero()) {
                throw new IllegalArgumentException("body read timeout must be positive");
            }
            this.bodyReadTimeout = timeout;
            return this;
        }

        /**
         * How many bodies may be read at once; a request whose body would be one more gets 503 at once and its
         * connection closed, before a byte of its body is read. Default {@link #DEFAULT_MAX_CONCURRENT_BODY_READS}.
         *
         * @throws IllegalArgumentException if not positive
         */
        public Builder maxConcurrentBodyReads(int reads) {
            if (reads < 1) {
                throw new IllegalArgumentException("max concurrent body reads must be positive");
            }
            this.maxConcurrentBodyReads = reads;
            return this;
        }

        /**
         * How many of the bodies read at once may come from one remote address; one more from it gets 503 at once and
         * its connection closed, before a byte of its body is read, while other addresses are still read. Default
         * {@link #DEFAULT_MAX_CONCURRENT_BODY_READS_PER_ADDRESS}.
         *
         * @throws IllegalArgumentException if not positive
         */
        public Builder maxConcurrentBodyReadsPerAddress(int reads) {
            if (reads < 1) {
                throw new IllegalArgumentException("max concurrent body reads per address must be positive");
            }
            this.maxConcurrentBodyReadsPerAddress = reads;
            return this;
        }

        /**
         * The slowest a body may arrive: after {@code grace}, a second more per {@code bytesPerSecond} bytes received;
         * slower gets 408 at its next bytes, the connection closed and its slot freed before {@link #bodyReadTimeout}.
         * Zero turns it off. Defaults {@link #DEFAULT_MIN_BODY_READ_RATE}, {@link #DEFAULT_MIN_BODY_READ_RATE_GRACE}.
         * @throws IllegalArgumentException if negative
         */
        public Builder minBodyReadRate(long bytesPerSecond, Duration grace) {
            if (bytesPerSecond < 0 || grace.isNegative()) {
                throw new IllegalArgumentException("min body read rate and its grace must not be negative");
            }
            this.minBodyReadRate = bytesPerSecond;
            this.minBodyReadRateGrace = grace;
            return this;
        }

        /** The clock the {@link #minBodyReadRate} is measured by. Default the system's. */
        public Builder clock(Clock clock) {
            this.clock = Objects.requireNonNull(clock, "clock");
            return this;
        }

        /**
         * Reads each body blocking, in the dispatch the request arrived in, so that filters ordered after this one
         * see a signed request even when registered for request dispatches only (a plain {@code Filter} bean, a
         * {@link OncePerRequestFilter}). The read time is then checked between reads: one read may wait the
         * container's connection time-out. Default false: read without blocking, the request continuing in an async
         * dispatch.
         */
        public Builder readBodyOnOriginalDispatch(boolean onOriginalDispatch) {
            this.readBodyOnOriginalDispatch = onOriginalDispatch;
            return this;
        }

        /** The filter's order among the application's filters. */
        public Builder order(int order) {
            this.order = order;
            return this;
        }

        /** The filter. */
        public SignatureVerificationFilter build() {
            return new SignatureVerificationFilter(this);
        }
    }
}
