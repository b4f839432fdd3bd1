package io.paycollect.server;

import io.paycollect.api.ClientSecretLookup;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;
import org.springframework.util.unit.DataSize;

/**
 * Settings of the verifier of signed requests, under {@code paycollect.server}. Immutable; no secret
 * appears in {@link #toString()}.
 *
 * @param enabled whether the verifier and the error envelopes are installed (default true)
 * @param clients the client applications allowed to call, by {@code x-client-id}
 * @param paths the paths whose requests must be signed by a client (default {@code /v1/**})
 * @param timestampWindow how far {@code x-request-timestamp} may be from the server clock (default 10m)
 * @param maxBodySize the largest body accepted on a protected path; larger gets 413 (default 1MB = 1 MiB)
 * @param bodyReadTimeout how long reading a body on a protected path may take in all, however slowly its
 *     bytes arrive; a body not received by then gets 408 (default 10s)
 * @param maxConcurrentBodyReads how many bodies on protected paths are read at once; one more gets 503 at once,
 *     before its body is read (default 100)
 * @param maxConcurrentBodyReadsPerAddress how many of those may come from one remote address; one more from it gets
 *     503 at once, other addresses are still read (default 10)
 * @param minBodyReadRate the slowest a body may arrive, in bytes per second, once {@code minBodyReadRateGrace} is over:
 *     a slower one gets 408 at its next bytes and frees its read slot before {@code bodyReadTimeout}; 0 turns it off
 *     (default 500, Apache httpd's {@code mod_reqtimeout} body rate: no honest network is slower)
 * @param minBodyReadRateGrace how long a body may arrive slower at first (default 2s: a retransmission or two)
 * @param readBodyOnOriginalDispatch whether a signed request's body is read blocking in the dispatch it arrived in,
 *     so that every filter ordered after the verifier runs on it (default false: read without blocking, the request
 *     continuing in an async dispatch, and the application refuses to start while a filter after the verifier would
 *     skip that dispatch)
 * @param notifications the merchant side: where the service's signed notifications arrive
 * @param filterOrder order of the verification filter among the application's filters
 * @param replayGuard whether a signed request replayed inside the window is refused (off by default)
 * @param acceptCanonicalForm whether a signature over the body's canonical re-serialisation is accepted beside one over
 *     its exact bytes, on every protected path (default false: docs/security.md says why)
 */
@ConfigurationProperties("paycollect.server")
public record PayCollectServerProperties(
        @DefaultValue("true") boolean enabled,
        Map<String, Client> clients,
        @DefaultValue("/v1/**") List<String> paths,
        @DefaultValue("10m") Duration timestampWindow,
        @DefaultValue("1MB") DataSize maxBodySize,
        @DefaultValue("10s") Duration bodyReadTimeout,
        @DefaultValue("" + SignatureVerificationFilter.DEFAULT_MAX_CONCURRENT_BODY_READS) int maxConcurrentBodyReads,
        @DefaultValue("" + SignatureVerificationFilter.DEFAULT_MAX_CONCURRENT_BODY_READS_PER_ADDRESS)
        int maxConcurrentBodyReadsPerAddress,
        @DefaultValue("" + SignatureVerificationFilter.DEFAULT_MIN_BODY_READ_RATE) long minBodyReadRate,
        @DefaultValue("2s") Duration minBodyReadRateGrace,
        @DefaultValue("false") boolean readBodyOnOriginalDispatch,
        @DefaultValue Notifications notifications,
        @DefaultValue("" + SignatureVerificationFilter.DEFAULT_ORDER) int filterOrder,
        @DefaultValue ReplayGuard replayGuard,
        @DefaultValue("false") boolean acceptCanonicalForm) {

    /** Normalises absent collections to empty ones. */
    public PayCollectServerProperties {
        clients = clients == null ? Map.of() : Map.copyOf(clients);
        paths = paths == null ? List.of() : List.copyOf(paths);
        notifications = notifications == null ? new Notifications(List.of(), null) : notifications;
        bodyReadTimeout = bodyReadTimeout == null ? SignatureVerificationFilter.DEFAULT_BODY_READ_TIMEOUT : bodyReadTimeout;
        minBodyReadRateGrace = minBodyReadRateGrace == null ? SignatureVerificationFilter.DEFAULT_MIN_BODY_READ_RATE_GRACE
                : minBodyReadRateGrace;
        replayGuard = replayGuard == null ? new ReplayGuard(false, InMemoryAcceptedSignatures.DEFAULT_CAPACITY) : replayGuard;
    }

    /**
     * A lookup over the configured clients' secret tokens; its {@code toString()} names the clients,
     * never their secrets.
     *
     * @throws IllegalStateException naming the property of a client configured without a secret token
     */
    public ClientSecretLookup clientSecretLookup() {
        Map<String, String> secrets = new LinkedHashMap<>();
        clients.forEach((id, client) -> {
            if (client == null || client.secretToken() == null || client.secretToken().isBlank()) {
                throw new IllegalStateException("paycollect.server.clients." + id + ".secret-token must be set");
            }
            secrets.put(id, client.secretToken());
        });
        return ClientSecretLookup.of(secrets);
    }

    /**
     * One client application.
     *
     * @param secretToken its secret token, from the developer section of the merchant web application
     */
    public record Client(String secretToken) {
        @Override
        public String toString() {
            return "Client[secretToken=***]";
        }
    }

    /**
     * The merchant side: the service signs its balance-change notifications with the merchant's secret
     * token, without {@code x-client-id}.
     *
     * @param paths the paths where notifications arrive, e.g. {@code /paycollect/notifications} (default none)
     * @param secretToken the merchant's secret token that signs them; unset for several merchants on the paths (a
     *     platform), each notification then verified with the secret of the clientId it names, from the
     *     ClientSecretLookup bean payCollectNotificationSecrets (the client starter's named clients)
     */
    public record Notifications(List<String> paths, String secretToken) {

        /** Normalises an absent path list to an empty one. */
        public Notifications {
            paths = paths == null ? List.of() : List.copyOf(paths);
        }

        @Override
        public String toString() {
            return "Notifications[paths=" + paths + ", secretToken=" + (secretToken == null ? "unset" : "***") + "]";
        }
    }

    /**
     * The replay guard: with it on, a request whose client id and signature were already accepted inside
     * the timestamp window is refused with 401. In memory unless the application declares an
     * {@link AcceptedSignatures} bean (a {@link JdbcAcceptedSignatures} for several nodes).
     *
     * @param enabled whether replays are refused (default false)
     * @param capacity most signatures held in memory at once for one client (the notifications count as
     *     one); beyond, that client's requests get 503 until some expire, other clients are served (default 200000)
     */
    public record ReplayGuard(@DefaultValue("false") boolean enabled, @DefaultValue("200000") int capacity) {
    }
}
