package io.paycollect.server;

import io.paycollect.api.Refusal;
import io.paycollect.api.RequestTimestamp;
import io.paycollect.api.SignatureHeaders;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.time.Duration;
import java.time.Instant;
import java.util.Locale;
import org.apache.commons.logging.Log;
import org.apache.commons.logging.LogFactory;

/** The replay guard of {@link SignatureVerificationFilter}: a verified request is accepted once, answered 401 again. */
final class ReplayCheck {

    private static final Log log = LogFactory.getLog(SignatureVerificationFilter.class);

    private final AcceptedSignatures acceptedSignatures;
    private final ThrottledErrorLog storeErrors = new ThrottledErrorLog(log, Duration.ofMinutes(1));

    ReplayCheck(AcceptedSignatures acceptedSignatures) {
        this.acceptedSignatures = acceptedSignatures;
    }

    /**
     * Whether this verified request, signed within {@code window}, is accepted for the first time; answers it (401, or
     * 503 when the store fails) if not.
     */
    boolean firstAcceptance(HttpServletRequest request, HttpServletResponse response, Duration window, String clientId)
            throws IOException {
        Instant expiresAt = RequestTimestamp.parse(request.getHeader(SignatureHeaders.REQUEST_TIMESTAMP)).plus(window);
        // Lower case: the verifier accepts either case of the same hex, so a replay must not pass by changing it.
        String signature = request.getHeader(SignatureHeaders.SIGNATURE).toLowerCase(Locale.ROOT);
        boolean first;
        try {
            first = acceptedSignatures.firstAcceptance(clientId == null ? "" : clientId, signature, expiresAt);
        } catch (RuntimeException storeFailed) {
            // Once a minute at most: a client that fills its share gets this on every request.
            storeErrors.error("Could not check " + request.getMethod() + " " + request.getRequestURI()
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
}
