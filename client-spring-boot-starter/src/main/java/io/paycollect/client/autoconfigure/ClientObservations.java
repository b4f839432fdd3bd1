package io.paycollect.client.autoconfigure;

import feign.Capability;
import java.util.Optional;

/**
 * The starter's observation of each client's calls, when the application observes and has feign-micrometer: a
 * {@link PayCollectObservationCapability} tagged with the client's name. An interface without Micrometer's types, so
 * that the client's factory loads none of them when Micrometer is absent.
 */
@FunctionalInterface
interface ClientObservations {

    /** Observes nothing. */
    ClientObservations NONE = clientName -> Optional.empty();

    /**
     * The capability observing the calls of one client, if any.
     *
     * @param clientName the client's name: {@code default}, or its key under {@code paycollect.clients}
     */
    Optional<Capability> forClient(String clientName);
}
