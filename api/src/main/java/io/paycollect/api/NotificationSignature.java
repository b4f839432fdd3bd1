package io.paycollect.api;

import java.nio.charset.StandardCharsets;
import java.util.Objects;

/**
 * The one-call check of a notification for code that only wants a yes or a no: whether the body, exactly as
 * received, was signed by the service with the merchant's secret token, at a time within 10 minutes of this
 * host's clock. The counterpart of the official Java SDK's {@code TingeeClient.verifyWebhookSignature}, but over
 * the raw bytes (the service signs the bytes it sends; a parsed and re-serialised body may differ from them).
 * For the reason of a refusal, a typed body and processing each payment once, use the client's
 * {@code NotificationReceiver}.
 */
public final class NotificationSignature {

    private NotificationSignature() {
    }

    /**
     * Whether {@code body} is a notification the service signed with {@code secretToken}.
     *
     * @param secretToken the merchant's secret token
     * @param timestamp the {@code x-request-timestamp} header, or {@code null} if absent
     * @param signature the {@code x-signature} header, or {@code null} if absent
     * @param body the body exactly as received
     */
    public static boolean isValid(String secretToken, String timestamp, String signature, byte[] body) {
        return SignedRequestVerifier.forSecret(Objects.requireNonNull(secretToken, "secretToken")).build()
                .verify(null, timestamp, signature, body == null ? new byte[0] : body).isEmpty();
    }

    /** As {@link #isValid(String, String, String, byte[])}, for a body received as text (its UTF-8 bytes are checked). */
    public static boolean isValid(String secretToken, String timestamp, String signature, String body) {
        return isValid(secretToken, timestamp, signature, body == null ? null : body.getBytes(StandardCharsets.UTF_8));
    }
}
