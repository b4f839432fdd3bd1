package io.paycollect.client.notification;

import io.paycollect.api.Refusal;
import io.paycollect.api.VirtualAccountOwners;
import io.paycollect.api.internal.NotificationClientId;
import io.paycollect.api.internal.NotificationShape.Kind;

/**
 * For a receiver of several merchants: whose secret verifies a body, read from the raw bytes before anything else of
 * it is trusted. The {@code clientId} it names; for a VA-link or unlink result naming none (as the service sends
 * them), the merchant the application's {@link VirtualAccountOwners} gives for its {@code vaAccountNumber}.
 */
final class NotifyingMerchants {

    /** Null when the application gave none: a link result without clientId then names no one. */
    private final VirtualAccountOwners owners;

    NotifyingMerchants(VirtualAccountOwners owners) {
        this.owners = owners;
    }

    /**
     * The client id whose secret verifies the body, or null when it names none.
     *
     * @throws RuntimeException when the application's look-up failed
     */
    String of(byte[] body) {
        return NotificationClientId.merchantOf(body, owners).orElse(null);
    }

    /** The 401 of a body {@link #of} found no merchant for. */
    NotificationAnswer unknown(Kind kind) {
        return NotificationAnswer.refused(401, Refusal.CLIENT_ID_MISSING.code(), kind == Kind.LINK_RESULT
                ? "the link result names no clientId, and no known merchant owns its vaAccountNumber"
                : "the body names no clientId, so no secret can verify it");
    }
}
