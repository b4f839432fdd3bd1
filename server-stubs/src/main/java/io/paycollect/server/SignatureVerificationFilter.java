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
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;
import org.apache.commons.logging.Log;
import org.apache.commons.logging.LogFactory;
import org.springframework.core.Ordered;

/**
 * Verifies signed requests before any controller sees them. On a protected path it reads the raw body
 * once (refusing with 413 when it is over the limit), checks the signing headers against those exact
 * bytes, and either answers 401 with the error envelope or passes on a request whose body can still be
 * read. Requests on other paths pass untouched.
 *
 * <p>A plain servlet filter that is also {@link Ordered}: Spring Boot 3.5 and 4 both register such a
 * bean without a registration bean (whose package differs between the two).
 */
public final class SignatureVerificationFilter implements Filter, Ordered {

    /** Request attribute holding the verified {@code x-client-id} (absent for notifications). */
    public static final String CLIENT_ID_ATTRIBUTE = SignatureVerificationFilter.class.getName() + ".clientId";

    /** Default order: right after character encoding, before security and everything else. */
    public static final int DEFAULT_ORDER = Ordered.HIGHEST_PRECEDENCE + 10;

    private static final Log log = LogFactory.getLog(SignatureVerificationFilter.class);
    // The largest array a JVM reliably allocates; a larger configured limit means "this much".
    private static final long MAX_ARRAY = Integer.MAX_VALUE - 8;

    private final List<Route> routes;
    private final int maxBodySize;
    private final int order;
    private final AcceptedSignatures acceptedSignatures;

    private record Route(ProtectedPaths paths, SignedRequestVerifier verifier) {
    }

    private SignatureVerificationFilter(Builder builder) {
        this.routes = List.copyOf(builder.routes);
        this.maxBodySize = (int) Math.min(builder.maxBodySize, MAX_ARRAY);
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
        byte[] body;
        try {
            body = readBody(request, declaredLength);
        } catch (IOException unreadable) {
            // A broken upload (aborted, malformed chunks) is the caller's fault: 400, never an error page.
            log.debug("Unreadable body on " + request.getMethod() + " " + request.getRequestURI(), unreadable);
            ErrorEnvelopeWriter.write(response, HttpServletResponse.SC_BAD_REQUEST, "400", "request body could not be read");
            return;
        }
        if (body.length > maxBodySize) {
            refuseTooLarge(request, response);
            return;
        }
        String clientId = request.getHeader(SignatureHeaders.CLIENT_ID);
        Optional<Refusal> refusal;
        try {
            refusal = route.verifier().verify(
                    clientId,
                    request.getHeader(SignatureHeaders.REQUEST_TIMESTAMP),
                    request.getHeader(SignatureHeaders.SIGNATURE),
                    body);
        } catch (RuntimeException lookupFailed) {
            // The application's secret lookup failed (a store that is down): not the caller's fault,
            // and nothing of it may reach the caller. Only its type is logged: the message of a failing
            // secret store may quote a credential.
            log.error("Could not verify " + request.getMethod() + " " + request.getRequestURI()
                    + ": the client secret lookup failed with " + lookupFailed.getClass().getName());
            ErrorEnvelopeWriter.write(response, HttpServletResponse.SC_SERVICE_UNAVAILABLE, "503",
                    "the signature could not be verified now; try again later");
            return;
        }
        if (refusal.isPresent()) {
            if (log.isDebugEnabled()) {
                log.debug("Refused " + request.getMethod() + " " + request.getRequestURI() + ": " + refusal.get().message());
            }
            ErrorEnvelopeWriter.write(response, HttpServletResponse.SC_UNAUTHORIZED, refusal.get().code(), refusal.get().message());
            return;
        }
        if (acceptedSignatures != null && !firstAcceptance(request, response, route, clientId)) {
            return;
        }
        if (clientId != null) {
            request.setAttribute(CLIENT_ID_ATTRIBUTE, clientId);
        }
        chain.doFilter(new CachedBodyRequest(request, body), response);
    }

    /** The first route whose paths match the request, or null: every request passes here, so no stream. */
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

    private Route routeOf(HttpServletRequest request) {
        for (Route route : routes) {
            if (route.paths().matches(request)) {
                return route;
            }
        }
        return null;
    }

    /**
     * The raw body, at most {@code maxBodySize + 1} bytes. With a declared length the array is exactly
     * that long; only a chunked body is read through a buffer as large as the limit allows.
     */
    private byte[] readBody(HttpServletRequest request, long declaredLength) throws IOException {
        var in = request.getInputStream();
        if (declaredLength < 0) {
            return in.readNBytes(maxBodySize + 1);
        }
        byte[] body = in.readNBytes((int) declaredLength);
        if (body.length < declaredLength) {
            throw new IOException("body ended after " + body.length + " of " + declaredLength + " declared bytes");
        }
        return body;
    }

    private void refuseTooLarge(HttpServletRequest request, HttpServletResponse response) throws IOException {
        if (log.isDebugEnabled()) {
            log.debug("Refused " + request.getMethod() + " " + request.getRequestURI() + ": body over " + maxBodySize + " bytes");
        }
        ErrorEnvelopeWriter.write(response, 413, "413", "request body is larger than " + maxBodySize + " bytes");
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
        private int order = DEFAULT_ORDER;
        private AcceptedSignatures acceptedSignatures;

        private Builder() {
        }

        /** Requests on {@code paths} must satisfy {@code verifier}; ignored when {@code paths} is empty. */
        public Builder protect(ProtectedPaths paths, SignedRequestVerifier verifier) {
            Objects.requireNonNull(paths, "paths");
            Objects.requireNonNull(verifier, "verifier");
            if (!paths.isEmpty()) {
                routes.add(new Route(paths, verifier));
            }
            return this;
        }

        /**
         * The largest body accepted, in bytes; a larger one gets 413. Default 1 MiB.
         *
         * @throws IllegalArgumentException if negative
         */
        /**
         * Turns the replay guard on: a verified request whose client id and signature were accepted
         * before, inside the window, is refused with 401 ({@link Refusal#REPLAYED}).
         */
        public Builder refuseReplays(AcceptedSignatures acceptedSignatures) {
            this.acceptedSignatures = Objects.requireNonNull(acceptedSignatures, "acceptedSignatures");
            return this;
        }

        public Builder maxBodySize(long bytes) {
            if (bytes < 0) {
                throw new IllegalArgumentException("max body size must not be negative");
            }
            this.maxBodySize = bytes;
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
