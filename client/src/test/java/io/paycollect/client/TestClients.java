package io.paycollect.client;

import io.paycollect.api.GoldenSignatures;
import io.paycollect.api.RequestTimestamp;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;

/** Clients for the tests: golden secret, a clock stopped at the golden timestamp. */
final class TestClients {

    static final String CLIENT_ID = "demo-client-001";
    /** The golden timestamp 20261122154500123 (Vietnam time) as an instant. */
    static final Instant GOLDEN_INSTANT = RequestTimestamp.parse(GoldenSignatures.TIMESTAMP);
    /** A clock in a zone far from Vietnam, stopped at the golden instant. */
    static final Clock GOLDEN_CLOCK = Clock.fixed(GOLDEN_INSTANT, ZoneId.of("America/Los_Angeles"));

    private TestClients() {
    }

    static PayCollectClient.Builder builder(RecordingServer server) {
        return PayCollectClient.builder()
                .baseUrl(server.baseUrl())
                .clientId(CLIENT_ID)
                .secretToken(GoldenSignatures.SECRET)
                .clock(GOLDEN_CLOCK)
                .connectTimeout(Duration.ofSeconds(5))
                .readTimeout(Duration.ofSeconds(20));
    }

    static PayCollectClient client(RecordingServer server) {
        return builder(server).build();
    }
}
