package io.paycollect.server;

import java.time.Instant;

/**
 * The signatures of accepted requests, remembered until they expire, so that a request replayed inside
 * the timestamp window is refused. The protocol signs neither the path nor a nonce: the same body with
 * the same headers is the same request to it, whatever path it is sent to, so one accepted signature
 * is refused everywhere afterwards. In memory ({@link InMemoryAcceptedSignatures}) for one node; in a
 * database ({@link JdbcAcceptedSignatures}) for several.
 */
public interface AcceptedSignatures {

    /**
     * Records that {@code clientId}'s request signed {@code signature} is accepted, until
     * {@code expiresAt} (its timestamp plus the window, after which the verifier refuses it anyway).
     *
     * @param clientId the {@code x-client-id}, or {@code ""} for a notification
     * @return {@code true} if it was not accepted before (or that acceptance expired); {@code false} for a replay
     * @throws RuntimeException when the store cannot answer (the caller then gets 503, never a pass)
     */
    boolean firstAcceptance(String clientId, String signature, Instant expiresAt);
}
