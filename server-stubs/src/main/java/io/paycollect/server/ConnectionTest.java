package io.paycollect.server;

import io.paycollect.api.Refusal;
import io.paycollect.api.internal.NotificationShape;
import io.paycollect.api.internal.NotificationShape.Kind;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.nio.charset.StandardCharsets;

/**
 * The connection test of the merchant web application's webhook settings, on a notification path: an unsigned
 * {@code {"event":"ping",...}} expecting HTTP 200. Anyone can send it, so the verifier answers it itself, the
 * application sees nothing of it, and a body with a payment's or a link result's field is never one
 * (api/openapi.yaml, WebhookPing).
 */
final class ConnectionTest {

    /** The longest unsigned body read to tell whether it is the ping (the service's is under a hundred bytes). */
    static final int MAX_SIZE = 1024;

    private static final byte[] ACKNOWLEDGEMENT = "{\"code\":\"00\",\"message\":\"OK\"}".getBytes(StandardCharsets.UTF_8);

    private ConnectionTest() {
    }

    /** Whether an unsigned request declaring {@code declaredLength} bytes may be the ping, so its body is read. */
    static boolean mayBe(long declaredLength) {
        return declaredLength >= 0 && declaredLength <= MAX_SIZE;
    }

    /** Whether {@code body} is the ping. */
    static boolean is(byte[] body) {
        return body.length <= MAX_SIZE && NotificationShape.isPing(body);
    }

    /** Answers an unsigned body: 200 and the acknowledgement when it is the ping, else 401 as any unsigned request. */
    static void answerUnsigned(HttpServletResponse response, byte[] body) throws IOException {
        if (is(body)) {
            acknowledge(response);
        } else {
            ErrorEnvelopeWriter.write(response, HttpServletResponse.SC_UNAUTHORIZED, Refusal.TIMESTAMP_MISSING.code(),
                    Refusal.TIMESTAMP_MISSING.message());
        }
    }

    /**
     * What passes a verified body on a notification path on to the controller: a payment or a link result, marked in
     * {@link SignatureVerificationFilter#NOTIFICATION_KIND_ATTRIBUTE}; a signed ping is answered here instead.
     */
    static boolean passesOn(HttpServletRequest request, HttpServletResponse response, byte[] body) throws IOException {
        Kind kind = NotificationShape.of(body).map(NotificationShape::kind).orElse(Kind.UNKNOWN);
        if (kind == Kind.PING) {
            acknowledge(response);
            return false;
        }
        request.setAttribute(SignatureVerificationFilter.NOTIFICATION_KIND_ATTRIBUTE,
                kind == Kind.LINK_RESULT ? SignatureVerificationFilter.LINK_RESULT : SignatureVerificationFilter.PAYMENT);
        return true;
    }

    /** Answers the ping (signed or not): 200 and the acknowledgement, which stops the service sending it again. */
    static void acknowledge(HttpServletResponse response) throws IOException {
        response.setStatus(HttpServletResponse.SC_OK);
        response.setContentType("application/json");
        response.setContentLength(ACKNOWLEDGEMENT.length);
        response.getOutputStream().write(ACKNOWLEDGEMENT);
        response.flushBuffer();
    }
}
