package io.paycollect.client;

import java.io.IOException;

/**
 * The call failed before the first byte of the request was written: the host's name did not
 * resolve, the connection was refused or not made in time, or the TLS handshake failed. Nothing
 * reached the service, so the client reports it as a {@link PayCollectTransportException} whose
 * {@link PayCollectTransportException#wasNeverSent()} is {@code true}.
 */
final class RequestNotSent extends IOException {

    private static final long serialVersionUID = 1L;

    RequestNotSent(IOException cause) {
        super(cause.getMessage(), cause);
    }
}
