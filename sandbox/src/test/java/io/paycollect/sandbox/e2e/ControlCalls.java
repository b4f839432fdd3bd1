package io.paycollect.sandbox.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/** Calls to the sandbox's unsigned control area ({@code /sandbox/...}), which must succeed. */
final class ControlCalls {

    private static final JsonMapper JSON = JsonMapper.builder().build();

    private final HttpClient http = HttpClient.newHttpClient();
    private final String base;

    /** Calls to the sandbox at {@code base}, e.g. {@code http://localhost:8080}. */
    ControlCalls(String base) {
        this.base = base;
    }

    /** Calls {@code method path} without a body; asserts HTTP 200 and code "00" and answers the envelope. */
    JsonNode call(String method, String path) {
        try {
            HttpResponse<String> response = http.send(HttpRequest.newBuilder(URI.create(base + path))
                    .method(method, HttpRequest.BodyPublishers.noBody()).build(), HttpResponse.BodyHandlers.ofString());
            assertEquals(200, response.statusCode(), response.body());
            JsonNode envelope = JSON.readTree(response.body());
            assertEquals("00", envelope.get("code").asString(), response.body());
            return envelope;
        } catch (IOException | InterruptedException e) {
            throw new AssertionError(e);
        }
    }

    /**
     * Waits, up to a generous minute, until the one delivery of {@code transactionCode} satisfies {@code settled},
     * and answers it.
     */
    JsonNode awaitDelivery(String transactionCode, Predicate<JsonNode> settled) throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
        while (true) {
            JsonNode list = call("GET", "/sandbox/notifications/deliveries?transactionCode=" + transactionCode).get("data");
            if (list.size() == 1 && settled.test(list.get(0))) {
                return list.get(0);
            }
            assertTrue(System.nanoTime() < deadline, "delivery of " + transactionCode + " not settled: " + list);
            Thread.sleep(25);
        }
    }
}
