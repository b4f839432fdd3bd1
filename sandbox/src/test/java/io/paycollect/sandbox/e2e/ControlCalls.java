package io.paycollect.sandbox.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.paycollect.sandbox.notify.NotificationDeliveries;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.function.Predicate;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/** Calls to the sandbox's unsigned control area ({@code /sandbox/...}), which must succeed. */
final class ControlCalls {

    private static final JsonMapper JSON = JsonMapper.builder().build();

    private final HttpClient http = HttpClient.newHttpClient();
    private final String base;
    private final NotificationDeliveries deliveries;

    /** Calls to the sandbox at {@code base}, e.g. {@code http://localhost:8080}. */
    ControlCalls(String base) {
        this(base, null);
    }

    /**
     * Calls to the sandbox at {@code base}, running in this JVM with {@code deliveries}, whose recorded attempts
     * {@link #awaitDelivery} waits for.
     */
    ControlCalls(String base, NotificationDeliveries deliveries) {
        this.base = base;
        this.deliveries = deliveries;
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
     * and answers it as the control area shows it: read again each time the sandbox records an attempt.
     */
    JsonNode awaitDelivery(String transactionCode, Predicate<JsonNode> settled) throws InterruptedException {
        if (deliveries == null) {
            throw new IllegalStateException("awaitDelivery needs the sandbox's NotificationDeliveries");
        }
        JsonNode list = deliveries.awaitAttempts(
                () -> call("GET", "/sandbox/notifications/deliveries?transactionCode=" + transactionCode).get("data"),
                found -> found.size() == 1 && settled.test(found.get(0)), Duration.ofSeconds(60));
        assertTrue(list.size() == 1 && settled.test(list.get(0)), "delivery of " + transactionCode + " not settled: " + list);
        return list.get(0);
    }
}
