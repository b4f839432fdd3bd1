package io.paycollect.server;

import io.paycollect.api.Refusal;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.util.Optional;
import org.apache.commons.logging.Log;
import org.apache.commons.logging.LogFactory;

/** How {@link SignatureVerificationFilter} answers a verification step's refusal, or the failure of a secret lookup. */
final class RefusalAnswers {

    private static final Log log = LogFactory.getLog(SignatureVerificationFilter.class);

    /** A verification step that may call the application's secret lookup. */
    @FunctionalInterface
    interface Check {
        Optional<Refusal> run();
    }

    private RefusalAnswers() {
    }

    /**
     * Runs {@code check} and answers its refusal (401), or 503 when the application's secret lookup
     * fails; whether the request was answered. {@code bodyUnread}: the body is still on the wire, so the
     * connection is closed after the answer instead of reading the body to reach a next request.
     */
    static boolean refused(HttpServletRequest request, HttpServletResponse response, Check check, boolean bodyUnread)
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
}
