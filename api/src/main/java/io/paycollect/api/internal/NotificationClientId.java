package io.paycollect.api.internal;

import io.paycollect.api.VirtualAccountOwners;
import java.util.Optional;

/**
 * Internal: for paycollect's own receivers of notifications (the client's {@code NotificationReceiver} and the
 * server starter's filter), not an API; it may change in any release. Needs jackson-core, which this jar does not
 * bring: both callers do.
 *
 * <p>The merchant a notification names ({@code clientId}), read from the body's raw bytes before the signature is
 * verified, to pick the secret that verifies it: nothing else of the body is read or trusted until then. Only the
 * top-level object's keys are looked at (nested values are skipped unread); a {@code clientId} given twice, or not
 * as text, names no one, so that the client verified is always the one the notification is processed for.
 */
public final class NotificationClientId {

    private static final String FIELD = "clientId";
    private NotificationClientId() {
    }

    /**
     * The merchant whose secret verifies a notification of several merchants: the {@code clientId} it names, or for a
     * VA-link or unlink result naming none (as the service sends them), the owner {@code owners} gives for its
     * {@code vaAccountNumber}; empty when neither names one (or {@code owners} is null).
     *
     * @throws RuntimeException when {@code owners} failed
     */
    public static Optional<String> merchantOf(byte[] body, VirtualAccountOwners owners) {
        Optional<NotificationShape> shape = NotificationShape.of(body);
        Optional<String> named = shape.flatMap(s -> s.text(FIELD));
        if (named.isPresent() || owners == null || shape.get().kind() != NotificationShape.Kind.LINK_RESULT) {
            return named;
        }
        return shape.get().text("vaAccountNumber").flatMap(owners::clientIdOf).filter(id -> !id.isBlank());
    }

    /** The non-blank {@code clientId} of the body's top-level object, or empty. */
    public static Optional<String> in(byte[] body) {
        return NotificationShape.of(body).flatMap(shape -> shape.text(FIELD));
    }
}
