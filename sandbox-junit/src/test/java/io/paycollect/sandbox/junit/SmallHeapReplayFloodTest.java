package io.paycollect.sandbox.junit;

import static org.assertj.core.api.Assertions.assertThat;

import io.paycollect.api.RequestSigner;
import io.paycollect.api.RequestTimestamp;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * A replay-guard flood against the executable jar in a JVM of its own with a 64 MB heap that exits on
 * {@code OutOfMemoryError}: signed requests past the guard's capacity are answered 503 beyond the client's share,
 * and the sandbox still runs and never ran out of memory. On a sandbox of its own, since the flood leaves the demo
 * client's share of the guard full (the other client, the notifications, is what the guard still serves: tested in
 * the server starter); the other floods are {@link SmallHeapFloodTest}'s.
 */
class SmallHeapReplayFloodTest {

    @Test
    @Timeout(300)
    void aReplayGuardFloodBeyondItsCapacityIsAnswered503() throws Exception {
        SandboxProcess sandbox = SandboxProcess.start(List.of("-Xmx64m", "-XX:+ExitOnOutOfMemoryError"),
                List.of("--server.port=0", "--server.address=127.0.0.1", "--spring.main.banner-mode=off",
                        "--paycollect.server.replay-guard.enabled=true",
                        "--paycollect.server.replay-guard.capacity=" + SmallHeapFloodTest.REPLAY_CAPACITY));
        try {
            int capacity = SmallHeapFloodTest.REPLAY_CAPACITY;
            HttpClient http = HttpClient.newHttpClient();
            byte[] body = "{\"bankName\":\"MBB\",\"accountNumber\":\"0123456789\"}".getBytes(StandardCharsets.UTF_8);
            Map<Integer, Integer> statuses = new TreeMap<>();
            for (int i = 0; i < capacity + 200; i++) {
                // A distinct timestamp each: a distinct signature the guard must remember.
                String timestamp = RequestTimestamp.now(Clock.offset(Clock.systemUTC(), Duration.ofMillis(-i)));
                HttpRequest request = HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + sandbox.port() + "/v1/generate-viet-qr"))
                        .header("Content-Type", "application/json")
                        .header("x-client-id", SandboxCredentials.DEMO.clientId())
                        .header("x-request-timestamp", timestamp)
                        .header("x-signature", RequestSigner.withSecret(SandboxCredentials.DEMO.secretToken()).sign(timestamp, body))
                        .POST(HttpRequest.BodyPublishers.ofByteArray(body)).build();
                statuses.merge(http.send(request, HttpResponse.BodyHandlers.discarding()).statusCode(), 1, Integer::sum);
            }

            assertThat(statuses).as("the client's share of the guard, then 503").isEqualTo(Map.of(200, capacity, 503, 200));
            assertThat(sandbox.alive()).as("the sandbox's JVM runs").isTrue();
            assertThat(sandbox.output()).doesNotContain("OutOfMemoryError");
        } finally {
            sandbox.stop();
        }
    }
}
