package io.paycollect.api;

import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * Finds the secret token of a client application from its {@code x-client-id}. The verifier of signed
 * requests calls it for every request, so an implementation backed by a database should cache.
 *
 * <p>The auto-configuration provides one backed by {@code paycollect.server.clients.<id>.secret-token};
 * declare a bean of this type to replace it.
 */
@FunctionalInterface
public interface ClientSecretLookup {

    /**
     * The secret token of {@code clientId}, or empty when the client is not known (the request is then
     * refused). Never called with a null or empty id.
     */
    Optional<String> secretFor(String clientId);

    /**
     * This lookup, and for a client it does not know, {@code fallback}: for example the clients of a
     * database first, then a test client from the properties.
     */
    default ClientSecretLookup orElse(ClientSecretLookup fallback) {
        Objects.requireNonNull(fallback, "fallback");
        ClientSecretLookup first = this;
        return new ClientSecretLookup() {
            @Override
            public Optional<String> secretFor(String clientId) {
                Optional<String> secret = first.secretFor(clientId);
                return secret.isPresent() ? secret : fallback.secretFor(clientId);
            }

            @Override
            public String toString() {
                return first + " then " + fallback;
            }
        };
    }

    /**
     * A lookup over a fixed map of client id to secret token. The map is copied; its {@code toString()}
     * names the clients but never their secrets.
     *
     * @throws IllegalArgumentException if a secret token is null or empty
     */
    static ClientSecretLookup of(Map<String, String> secretsByClientId) {
        Objects.requireNonNull(secretsByClientId, "secretsByClientId").forEach((id, secret) -> {
            if (secret == null || secret.isEmpty()) {
                throw new IllegalArgumentException("secret token of client '" + id + "' must not be empty");
            }
        });
        Map<String, String> copy = Map.copyOf(secretsByClientId);
        return new ClientSecretLookup() {
            @Override
            public Optional<String> secretFor(String clientId) {
                return Optional.ofNullable(copy.get(clientId));
            }

            @Override
            public String toString() {
                return "ClientSecretLookup" + new java.util.TreeSet<>(copy.keySet());
            }
        };
    }
}
