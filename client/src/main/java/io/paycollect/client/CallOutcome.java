package io.paycollect.client;

import java.util.Objects;

/**
 * How a call ended, as a {@link CallObserver} sees it: never the request or answer body, nor any
 * header.
 *
 * @param kind what kind of ending
 * @param code the envelope's code when there was one ({@code "00"} on success), else {@code null}
 * @param status the HTTP status when an answer came, else {@code 0}
 */
public record CallOutcome(Kind kind, String code, int status) {

    /** What kind of ending. */
    public enum Kind {
        /** A 2xx answer with code {@code "00"}. */
        SUCCESS,
        /** A 2xx answer with another code: the service refused or failed the work. */
        SERVICE_CODE,
        /** A non-2xx answer, or a 2xx answer that is not an envelope. */
        HTTP_ERROR,
        /**
         * No complete answer: never sent (name not resolved, connection refused, TLS handshake failed), or
         * sent with an unknown outcome (connection reset, a time-out or the call's deadline, an answer cut,
         * not text, or larger than the client's limit). The exception the observer is handed tells which
         * ({@link PayCollectTransportException#wasNeverSent()}).
         */
        TRANSPORT_FAILURE
    }

    /** Requires a kind. */
    public CallOutcome {
        Objects.requireNonNull(kind, "kind");
    }
}
