package io.paycollect.server;

import io.paycollect.api.Refusal;
import io.paycollect.api.RequestTimestamp;
import io.paycollect.api.SignatureHeaders;
import io.paycollect.api.SignedRequestVerifier;
import jakarta.servlet.Filter;
import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.ServletRequest;
import jakarta.servlet.ServletResponse;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.io.InputStream;
import java.io.InterruptedIOException;
import java.time.Duration;
import java.time.Instant;
import java.util.Arrays;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;
import org.apache.commons.logging.Log;
import org.apache.commons.logging.LogFactory;
import org.springframework.core.Ordered;

/**
 * Verifies signed requests before any controller sees them. On a protected path it first checks what
 * needs no body (a declared length within the limit, the signing headers present, a known client, a
 * timestamp inside the window) and refuses at once, without reading a byte of the body, a request that
 * fails them. Only then it reads the raw body once, within a total time ({@link Builder#bodyReadTimeout}),
 * checks the signature against those exact bytes, and either answers 401 with the error envelope or
 * passes on a request whose body can still be read. Requests on other paths pass untouched.
 *
 * <p>A plain servlet filter that is also {@link Ordered}: Spring Boot 3.5 and 4 both register such a
 * bean without a registration bean (whose package differs between the two).
 */
public final class SignatureVerificationFilter implements Filter, Ordered {

    /** Request attribute holding the verified {@code x-client-id}, or the clientId of a merchant's notification. */
    public static final String CLIENT_ID_ATTRIBUTE = SignatureVerificationFilter.class.getName() + ".clientId";

    /** Default order: right after character encoding, before security and everything else. */
    public static final int DEFAULT_ORDER = Ordered.HIGHEST_PRECEDENCE + 10;

    private static final Log log = LogFactory.getLog(SignatureVerificationFilter.class);
    // The largest array a JVM reliably allocates; a larger configured limit means "this much".
    private static final long MAX_ARRAY = Integer.MAX_VALUE - 8;

    /** Default of {@link Builder#bodyReadTimeout}: ample for the largest default body on a slow link. */
    public static final Duration DEFAULT_BODY_READ_TIMEOUT = Duration.ofSeconds(10);

    // A body is read into a buffer that grows from this size up to its declared length or the limit.
    private static final int FIRST_BUFFER = 8 * 1024;

    private final List<Route> routes;
    private final int maxBodySize;
    private final Duration bodyReadTimeout;
    private final int order;
    private final AcceptedSignatures acceptedSignatures;

    /** {@code clientInBody}: notifications of several merchants, verified with the secret of the clientId they name. */
    private record Route(ProtectedPaths paths, SignedRequestVerifier verifier, boolean clientInBody) {
    }

    private SignatureVerificationFilter(Builder builder) {
        this.routes = List.copyOf(builder.routes);
        this.maxBodySize = (int) Math.min(builder.maxBodySize, MAX_ARRAY);
        this.bodyReadTimeout = builder.bodyReadTimeout;
        this.order = builder.order;
        this.acceptedSignatures = builder.acceptedSignatures;
    }

    /** A filter with no protected path yet; add routes with {@link Builder#protect}. */
    public static Builder builder() {
        return new Builder();
    }

    @Override
    public void doFilter(ServletRequest req, ServletResponse res, FilterChain chain) throws IOException, ServletException {
        if (!(req instanceof HttpServletRequest request) || !(res instanceof HttpServletResponse response)) {
            chain.doFilter(req, res);
            return;
        }
        Route route = routeOf(request);
        if (route == null) {
            chain.doFilter(req, res);
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
        // What needs no body first: a request that cannot be authentic must not hold a thread while its
        // body trickles in.
        if (refused(request, response, () -> route.clientInBody() ? NotificationsOfClients.headersMissing(timestamp, signature)
                : route.verifier().checkHeaders(clientId, timestamp, signature), true)) {
            return;
        }
        byte[] body;
        try {
            body = readBody(request, declaredLength);
        } catch (BodyTooSlow slow) {
            if (log.isDebugEnabled()) {
                log.debug("Refused " + request.getMethod() + " " + request.getRequestURI() + ": " + slow.getMessage());
            }
            refuseAndClose(response, 408, "408", slow.getMessage());
            return;
        } catch (IOException unreadable) {
            // A broken upload (aborted, malformed chunks) is the caller's fault: 400, never an error page.
            log.debug("Unreadable body on " + request.getMethod() + " " + request.getRequestURI(), unreadable);
            refuseAndClose(response, HttpServletResponse.SC_BAD_REQUEST, "400", "request body could not be read");
            return;
        }
        if (body.length > maxBodySize) {
            refuseTooLarge(request, response);
            return;
        }
        String verifiedClient = route.clientInBody() ? NotificationsOfClients.clientIdIn(body).orElse(null) : clientId;
        if (route.clientInBody() && verifiedClient == null) {
            ErrorEnvelopeWriter.write(response, HttpServletResponse.SC_UNAUTHORIZED, Refusal.CLIENT_ID_MISSING.code(),
                    "the notification names no clientId, so no secret can verify it");
            return;
        }
        if (refused(request, response, () -> route.verifier().verify(verifiedClient, timestamp, signature, body), false)) {
            return;
        }
        Optional<String> duplicate = isJson(request) ? DuplicateKeys.in(body) : Optional.empty();
        if (duplicate.isPresent()) {
            if (log.isDebugEnabled()) {
                log.debug("Refused " + request.getMethod() + " " + request.getRequestURI() + ": a key appears twice");
            }
            ErrorEnvelopeWriter.write(response, HttpServletResponse.SC_BAD_REQUEST, "400",
                    "field '" + duplicate.get() + "' appears twice in the request body");
            return;
        }
        if (acceptedSignatures != null && !firstAcceptance(request, response, route, verifiedClient)) {
            return;
        }
        if (verifiedClient != null) {
            request.setAttribute(CLIENT_ID_ATTRIBUTE, verifiedClient);
        }
        chain.doFilter(new CachedBodyRequest(request, body), response);
    }

    /**
     * Runs {@code check} and answers its refusal (401), or 503 when the application's secret lookup
     * fails; whether the request was answered. {@code bodyUnread}: the body is still on the wire, so the
     * connection is closed after the answer instead of reading the body to reach a next request.
     */
    private boolean refused(HttpServletRequest request, HttpServletResponse response, Check check, boolean bodyUnread)
            throws IOException {
        Optional<Refusal> refusal;
        try {
            refusal = check.run();
        } catch (RuntimeException lookupFailed) {
            // The application's secret lookup failed (a store that is down): not the caller's fault,
            // and nothing of it may reach the caller. Only its type is logged: the message of a failing
            // secret store may quote a credential.
            log.error("Could not verify " + request.getMethod() + " " + request.getRequestURI()
                    + ": the client secret lookup failed with " + lookupFailed.getClass().getName());
            if (bodyUnread) {
                response.setHeader("Connection", "close");
            }
            ErrorEnvelopeWriter.write(response, HttpServletResponse.SC_SERVICE_UNAVAILABLE, "503",
                    "the signature could not be verified now; try again later");
            return true;
        }
        if (refusal.isEmpty()) {
            return false;
        }
        if (log.isDebugEnabled()) {
            log.debug("Refused " + request.getMethod() + " " + request.getRequestURI() + ": " + refusal.get().message());
        }
        if (bodyUnread) {
            response.setHeader("Connection", "close");
        }
        ErrorEnvelopeWriter.write(response, HttpServletResponse.SC_UNAUTHORIZED, refusal.get().code(), refusal.get().message());
        return true;
    }

    /** A verification step that may call the application's secret lookup. */
    @FunctionalInterface
    private interface Check {
        Optional<Refusal> run();
    }

    /** Whether the body is JSON (or says nothing of its type, and is read as JSON anyway). */
    private static boolean isJson(HttpServletRequest request) {
        String type = request.getContentType();
        return type == null || type.toLowerCase(Locale.ROOT).contains("json");
    }

    /** Answers an envelope and closes the connection: what is left of the body is not read. */
    private static void refuseAndClose(HttpServletResponse response, int status, String code, String message) throws IOException {
        response.setHeader("Connection", "close");
        ErrorEnvelopeWriter.write(response, status, code, message);
    }

    /** The replay guard: whether this verified request is accepted for the first time; answers it if not. */
    private boolean firstAcceptance(HttpServletRequest request, HttpServletResponse response, Route route, String clientId)
            throws IOException {
        Instant expiresAt = RequestTimestamp.parse(request.getHeader(SignatureHeaders.REQUEST_TIMESTAMP))
                .plus(route.verifier().window());
        // Lower case: the verifier accepts either case of the same hex, so a replay must not pass by changing it.
        String signature = request.getHeader(SignatureHeaders.SIGNATURE).toLowerCase(Locale.ROOT);
        boolean first;
        try {
            first = acceptedSignatures.firstAcceptance(clientId == null ? "" : clientId, signature, expiresAt);
        } catch (RuntimeException storeFailed) {
            log.error("Could not check " + request.getMethod() + " " + request.getRequestURI()
                    + " against replays: " + storeFailed.getClass().getName());
            ErrorEnvelopeWriter.write(response, HttpServletResponse.SC_SERVICE_UNAVAILABLE, "503",
                    "the request could not be checked against replays now; try again later");
            return false;
        }
        if (!first) {
            if (log.isDebugEnabled()) {
                log.debug("Refused " + request.getMethod() + " " + request.getRequestURI() + ": " + Refusal.REPLAYED.message());
            }
            ErrorEnvelopeWriter.write(response, HttpServletResponse.SC_UNAUTHORIZED, Refusal.REPLAYED.code(),
                    Refusal.REPLAYED.message());
        }
        return first;
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

    /**
     * The raw body, at most {@code maxBodySize + 1} bytes, read within {@link #bodyReadTimeout} in all.
     * The container bounds each read (Tomcat's connection time-out); the total is checked between reads,
     * so a body trickled a byte at a time is cut off too, at most one read's wait after the bound. The
     * buffer doubles as bytes arrive, up to the declared length or the limit.
     */
    private byte[] readBody(HttpServletRequest request, long declaredLength) throws IOException {
        long deadline = System.nanoTime() + bodyReadTimeout.toNanos();
        InputStream in = request.getInputStream();
        int limit = declaredLength < 0 ? maxBodySize + 1 : (int) declaredLength;
        // Grown as bytes arrive, even for a declared length: announcing 1 MB must not reserve 1 MB.
        byte[] body = new byte[Math.min(FIRST_BUFFER, limit)];
        int read = 0;
        while (read < limit) {
            if (System.nanoTime() - deadline > 0) {
                throw new BodyTooSlow("request body was not received within " + bodyReadTimeout.toSeconds() + " s");
            }
            if (read == body.length) {
                body = Arrays.copyOf(body, (int) Math.min(2L * body.length, limit));
            }
            int n;
            try {
                n = in.read(body, read, body.length - read);
            } catch (IOException failed) {
                if (timedOut(failed)) {
                    // The container's per-read time-out: the peer stalled. Tomcat has already answered 408
                    // through the error page; elsewhere this envelope is the answer.
                    throw new BodyTooSlow("request body stopped arriving before its end");
                }
                throw failed;
            }
            if (n < 0) {
                break;
            }
            read += n;
        }
        if (declaredLength >= 0 && read < declaredLength) {
            throw new IOException("body ended after " + read + " of " + declaredLength + " declared bytes");
        }
        return read == body.length ? body : Arrays.copyOf(body, read);
    }

    /** Whether a read failed on a time-out (Tomcat wraps the SocketTimeoutException in its ClientAbortException). */
    private static boolean timedOut(IOException failed) {
        for (Throwable t = failed; t != null; t = t.getCause() == t ? null : t.getCause()) {
            if (t instanceof InterruptedIOException) {
                return true;
            }
        }
        return false;
    }

    /** The body did not arrive in time: answered 408. */
    private static final class BodyTooSlow extends IOException {
        BodyTooSlow(String message) {
            super(message);
        }
    }

    private void refuseTooLarge(HttpServletRequest request, HttpServletResponse response) throws IOException {
        if (log.isDebugEnabled()) {
            log.debug("Refused " + request.getMethod() + " " + request.getRequestURI() + ": body over " + maxBodySize + " bytes");
        }
        refuseAndClose(response, 413, "413", "request body is larger than " + maxBodySize + " bytes");
    }

    @Override
    public int getOrder() {
        return order;
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
        private int order = DEFAULT_ORDER;
        private AcceptedSignatures acceptedSignatures;

        private Builder() {
        }

        /** Requests on {@code paths} must satisfy {@code verifier}; ignored when {@code paths} is empty. */
        public Builder protect(ProtectedPaths paths, SignedRequestVerifier verifier) {
            Objects.requireNonNull(paths, "paths");
            Objects.requireNonNull(verifier, "verifier");
            if (!paths.isEmpty()) {
                routes.add(new Route(paths, verifier, false));
            }
            return this;
        }

        /** Notifications of several merchants on {@code paths}, verified by {@code verifier} ({@code forClients}) with
         *  the secret of the clientId the body names (the {@link #CLIENT_ID_ATTRIBUTE} then); none named: 401. */
        public Builder protectNotificationsOfClients(ProtectedPaths paths, SignedRequestVerifier verifier) {
            Objects.requireNonNull(verifier, "verifier");
            if (!Objects.requireNonNull(paths, "paths").isEmpty()) {
                routes.add(new Route(paths, verifier, true));
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
