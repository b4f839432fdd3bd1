package io.paycollect.client;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * No call fails on a pooled connection that the server closed while it sat idle, and the server
 * never sees a request twice. Four servers close idle connections after 1 s, 2 s, 5 s and 60 s; a
 * client with the default reuse window (500 ms) calls each with pauses below the window (the
 * connection is reused), just above it, and just below and above the server's own idle time-out
 * (for the 60 s server, pauses up to 2 s: every pause above the window already means a new
 * connection, so waiting a minute would test nothing more). The four run side by side, so the test
 * takes as long as the slowest sequence (about 12 s). Without the reuse window, the calls just after
 * the 1 s, 2 s and 5 s time-outs fail with "unexpected end of stream".
 */
class IdleConnectionsTest {

    private static final String ANSWER = "{\"code\":\"00\",\"message\":\"Success\",\"data\":{}}";

    @Test
    @Timeout(value = 90, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
    void noCallFailsOnAConnectionTheServerClosedWhileIdle() throws Exception {
        Map<Integer, long[]> pausesBySeconds = Map.of(
                1, new long[] {100, 100, 100, 450, 600, 850, 1150, 1500},
                2, new long[] {100, 100, 100, 600, 1850, 2150},
                5, new long[] {100, 100, 100, 600, 4850, 5150},
                60, new long[] {100, 100, 100, 600, 1150, 2150});
        ExecutorService callers = Executors.newFixedThreadPool(pausesBySeconds.size());
        try {
            Map<Integer, Future<String>> results = new HashMap<>();
            pausesBySeconds.forEach((seconds, pauses) ->
                    results.put(seconds, callers.submit(() -> callWithPauses(Duration.ofSeconds(seconds), pauses))));
            for (Map.Entry<Integer, Future<String>> result : results.entrySet()) {
                assertEquals("ok", result.getValue().get(80, TimeUnit.SECONDS), "server closing after " + result.getKey() + " s");
            }
        } finally {
            callers.shutdownNow();
        }
    }

    /** Calls after each pause; "ok", or what went wrong. */
    private static String callWithPauses(Duration serverIdleTimeout, long[] pauses) throws IOException, InterruptedException {
        try (HostileServer server = new HostileServer(serverIdleTimeout, HostileServer.json(200, ANSWER))) {
            PayCollectClient client = AnswerSizeLimitTest.client(server.baseUrl()).build();
            List<String> failures = new ArrayList<>();
            int calls = pauses.length + 1;
            for (int i = 0; i < calls; i++) {
                if (i > 0) {
                    Thread.sleep(pauses[i - 1]);
                }
                try {
                    client.bank().createVa(OpenPayloadCaller.request().putAdditionalProperty("call", i)).requireSuccess();
                } catch (PayCollectApiException e) {
                    failures.add("call " + i + " after " + (i == 0 ? 0 : pauses[i - 1]) + " ms: " + e.getMessage());
                }
            }
            List<String> bodies = server.received().stream().map(HostileServer.Received::bodyText).toList();
            if (!failures.isEmpty()) {
                return "failed: " + failures;
            }
            if (bodies.size() != calls || bodies.stream().distinct().count() != calls) {
                return "the server saw " + bodies.size() + " requests for " + calls + " calls: " + bodies;
            }
            // Calls 100 ms apart share a connection: the window does not cost a connection per call.
            assertTrue(server.connections() < calls, "connections: " + server.connections());
            return "ok";
        }
    }
}
