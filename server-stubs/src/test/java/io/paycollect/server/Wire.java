package io.paycollect.server;

import static org.junit.jupiter.api.Assertions.assertFalse;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Map;

/** Sends raw requests over real HTTP, so that tests control every byte and header. */
final class Wire {

    record Reply(int status, String body, HttpResponse<byte[]> raw) {
    }

    private final HttpClient http = HttpClient.newHttpClient();
    private final String base;

    Wire(int port) {
        this.base = "http://localhost:" + port;
    }

    /** Headers in insertion order; a null value leaves the header out. */
    static Map<String, String> headers(String... pairs) {
        Map<String, String> map = new LinkedHashMap<>();
        for (int i = 0; i < pairs.length; i += 2) {
            if (pairs[i + 1] != null) {
                map.put(pairs[i], pairs[i + 1]);
            }
        }
        return map;
    }

    Reply send(String method, String path, Map<String, String> headers, byte[] body) {
        HttpRequest.BodyPublisher publisher = body == null
                ? HttpRequest.BodyPublishers.noBody()
                : HttpRequest.BodyPublishers.ofByteArray(body);
        return exchange(method, path, headers, publisher);
    }

    /** Sends the body chunked, without Content-Length, as a streaming client would. */
    Reply sendChunked(String method, String path, Map<String, String> headers, byte[] body) {
        return exchange(method, path, headers, HttpRequest.BodyPublishers.ofInputStream(() -> new ByteArrayInputStream(body)));
    }

    private Reply exchange(String method, String path, Map<String, String> headers, HttpRequest.BodyPublisher publisher) {
        HttpRequest.Builder request = HttpRequest.newBuilder(URI.create(base + path)).method(method, publisher);
        headers.forEach(request::header);
        try {
            HttpResponse<byte[]> response = http.send(request.build(), HttpResponse.BodyHandlers.ofByteArray());
            String text = new String(response.body(), StandardCharsets.UTF_8);
            // Whatever the request, nothing about the server's insides may come back.
            assertFalse(text.contains("Exception"), () -> "response names an exception: " + text);
            assertFalse(text.contains("\tat ") || text.contains("at io.") || text.contains("at org."), () -> "response holds a stack trace: " + text);
            assertFalse(text.contains("Whitelabel"), () -> "response is Spring's default error page: " + text);
            return new Reply(response.statusCode(), text, response);
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }
}
