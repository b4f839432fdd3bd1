package io.paycollect.client.autoconfigure;

import feign.Capability;
import io.paycollect.client.CallObserver;
import java.util.Optional;

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

    /**
     * feign-micrometer's {@code http.client.requests} observation of the client's HTTP calls, when the application
     * observes and has feign-micrometer; none by default.
     *
     * @param clientName the client's name: {@code default}, or its key under {@code paycollect.clients}
     */
    default Optional<Capability> httpObservation(String clientName) {
        return Optional.empty();
    }
}
