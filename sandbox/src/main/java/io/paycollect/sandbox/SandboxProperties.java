package io.paycollect.sandbox;

import io.paycollect.sandbox.store.Table;
import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.ConstructorBinding;
import org.springframework.boot.context.properties.bind.DefaultValue;

/**
 * The client application the sandbox accepts, under {@code paycollect.sandbox}: {@code client-id} and
 * {@code secret-token}, fed by {@code PAYCOLLECT_SANDBOX_CLIENT_ID} and
 * {@code PAYCOLLECT_SANDBOX_SECRET_TOKEN} (see paycollect-sandbox.properties). Without a secret token the
 * sandbox uses {@link #DEMO_SECRET_TOKEN}, which it prints at start-up; a secret you set is never printed.
 *
 * @param clientId the {@code x-client-id} accepted
 * @param secretToken the secret token that signs its requests, or blank for the demo one
 * @param maxRecordsPerTable most records of one kind (merchants, virtual accounts, transactions...) kept;
 *     one more is refused with code 1005, so memory stays bounded however long the sandbox runs
 */
@ConfigurationProperties("paycollect.sandbox")
public record SandboxProperties(String clientId, String secretToken,
                                @DefaultValue("" + Table.DEFAULT_CAPACITY) int maxRecordsPerTable) {

    /** The client id when none is set. */
    public static final String DEMO_CLIENT_ID = "sandbox-client";
    /** The secret token when none is set; public on purpose, it guards nothing but a local sandbox. */
    public static final String DEMO_SECRET_TOKEN = "sandbox-secret-token";

    /** The demo client's settings, with the default limit of records. */
    public SandboxProperties(String clientId, String secretToken) {
        this(clientId, secretToken, Table.DEFAULT_CAPACITY);
    }

    /** Fills in the demo values for what is not set. */
    @ConstructorBinding
    public SandboxProperties {
        if (maxRecordsPerTable < 1) {
            throw new IllegalArgumentException("paycollect.sandbox.max-records-per-table must be at least 1");
        }
        clientId = clientId == null || clientId.isBlank() ? DEMO_CLIENT_ID : clientId.strip();
        secretToken = secretToken == null || secretToken.isBlank() ? null : secretToken;
    }

    /** Whether the secret token is the demo one (and so may be printed). */
    public boolean usesDemoSecret() {
        return secretToken == null;
    }

    /** The secret token in force. */
    public String effectiveSecretToken() {
        return secretToken == null ? DEMO_SECRET_TOKEN : secretToken;
    }

    @Override
    public String toString() {
        return "SandboxProperties[clientId=" + clientId + ", secretToken=" + (usesDemoSecret() ? "demo" : "***")
                + ", maxRecordsPerTable=" + maxRecordsPerTable + "]";
    }
}
