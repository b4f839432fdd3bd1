package io.paycollect.client.autoconfigure;

import io.paycollect.client.CallObserver;

/**
 * The starter's Micrometer observer of each client, which tags the client's calls with its name: an
 * observation per call when the application observes, else a timer per call.
 */
@FunctionalInterface
interface ClientCallObservers {

    /** Observes nothing. */
    ClientCallObservers NONE = (clientName, baseUrl) -> CallObserver.NONE;

    /**
     * The observer of one client.
     *
     * @param clientName the client's name: {@code default}, or its key under {@code paycollect.clients}
     * @param baseUrl where it calls
     */
    CallObserver forClient(String clientName, String baseUrl);
}
