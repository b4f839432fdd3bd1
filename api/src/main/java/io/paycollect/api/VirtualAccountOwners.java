package io.paycollect.api;

import java.util.Optional;

/**
 * Which merchant a virtual account belongs to, for a receiver of several merchants' notifications (the client's
 * {@code NotificationReceiver.forClients}, the server starter's notification paths without one secret token):
 * a VA-link or unlink result names no {@code clientId}, so its {@code vaAccountNumber} picks the merchant whose secret
 * verifies it. The number is read from the body before the signature is verified, so it only picks the secret: a
 * result naming another merchant's account is verified with that merchant's secret and refused.
 */
@FunctionalInterface
public interface VirtualAccountOwners {

    /**
     * The client id of the merchant owning {@code vaAccountNumber}, or empty when none of the platform's does.
     *
     * @param vaAccountNumber the virtual account a link result names (as the body holds it, unverified)
     * @throws RuntimeException when the owner cannot be looked up now (the receiver answers 503, and the service
     *     delivers again)
     */
    Optional<String> clientIdOf(String vaAccountNumber);
}
