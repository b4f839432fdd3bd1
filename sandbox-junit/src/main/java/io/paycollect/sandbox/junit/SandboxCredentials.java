package io.paycollect.sandbox.junit;

import java.util.Objects;

/**
 * The client a sandbox accepts: its {@code x-client-id} and the secret token that signs requests and
 * notifications. A test's notification receiver verifies with {@link #secretToken()}.
 *
 * @param clientId the accepted {@code x-client-id}
 * @param secretToken its secret token
 */
public record SandboxCredentials(String clientId, String secretToken) {

    /** The sandbox's demo client: {@code sandbox-client} with {@code sandbox-secret-token}. */
    public static final SandboxCredentials DEMO = new SandboxCredentials("sandbox-client", "sandbox-secret-token");

    /** Both values are required. */
    public SandboxCredentials {
        Objects.requireNonNull(clientId, "clientId");
        Objects.requireNonNull(secretToken, "secretToken");
    }

    /** Never shows the secret token, so printing the credentials cannot leak it into a log. */
    @Override
    public String toString() {
        return "SandboxCredentials[clientId=" + clientId + ", secretToken=***]";
    }
}
