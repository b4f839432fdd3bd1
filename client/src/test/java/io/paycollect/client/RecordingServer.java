package io.paycollect.client;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;

/**
 * A real HTTP server on a loopback port (the JDK's HttpServer) that records every request exactly as
 * received (raw body bytes, raw query, headers) and answers with a programmable status and body.
 */
final class RecordingServer implements AutoCloseable {

    static {
        // Without it the JDK server delays small answers (Nagle), which only slows the tests down.
        System.setProperty("sun.net.httpserver.nodelay", "true");
    }

    /** One request as the server saw it. */
    record Received(String method, String path, String rawQuery, Map<String, List<String>> headers, byte[] body) {
        String header(String name) {
            List<String> values = headers.get(name);
            return values == null || values.isEmpty() ? null : values.get(0);
        }

        List<String> headerValues(String name) {
            return headers.getOrDefault(name, List.of());
        }

        String bodyText() {
            return new String(body, StandardCharsets.UTF_8);
        }
    }

    private final HttpServer server;
    private final List<Received> received = Collections.synchronizedList(new ArrayList<>());
    private volatile int status = 200;
    private volatile String contentType = "application/json";
    private volatile String responseBody = "{\"code\":\"00\",\"message\":\"Success\",\"data\":{}}";
    private final CountDownLatch release = new CountDownLatch(1);
    private volatile boolean hold;
    private volatile Map<String, String> extraHeaders = Map.of();

    RecordingServer() throws IOException {
        server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        server.setExecutor(Executors.newCachedThreadPool(r -> {
            Thread t = new Thread(r, "recording-server");
            t.setDaemon(true);
            return t;
        }));
        server.createContext("/", this::handle);
        server.start();
    }

    String baseUrl() {
        return "http://127.0.0.1:" + server.getAddress().getPort();
    }

    /** The next answers: this status and JSON body. */
    RecordingServer answer(int status, String body) {
        return answer(status, "application/json", body);
    }

    RecordingServer answer(int status, String contentType, String body) {
        this.status = status;
        this.contentType = contentType;
        this.responseBody = body;
        return this;
    }

    /** The next answers also carry these headers (e.g. {@code Retry-After}). */
    RecordingServer withHeaders(Map<String, String> headers) {
        this.extraHeaders = Map.copyOf(headers);
        return this;
    }

    /** Requests are recorded but not answered until {@link #close()}: the client's read time-out fires. */
    RecordingServer holdAnswers() {
        this.hold = true;
        return this;
    }

    List<Received> received() {
        synchronized (received) {
            return List.copyOf(received);
        }
    }

    Received only() {
        List<Received> all = received();
        if (all.size() != 1) {
            throw new AssertionError("expected exactly one request, the server received " + all.size());
        }
        return all.get(0);
    }

    private void handle(HttpExchange exchange) throws IOException {
        byte[] body;
        try (InputStream in = exchange.getRequestBody()) {
            body = in.readAllBytes();
        }
        Map<String, List<String>> headers = new TreeMap<>(String.CASE_INSENSITIVE_ORDER);
        exchange.getRequestHeaders().forEach((k, v) -> headers.put(k, List.copyOf(v)));
        received.add(new Received(exchange.getRequestMethod(), exchange.getRequestURI().getRawPath(),
                exchange.getRequestURI().getRawQuery(), headers, body));
        if (hold) {
            try {
                release.await(30, TimeUnit.SECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
        byte[] answer = responseBody.getBytes(StandardCharsets.UTF_8);
        exchange.getResponseHeaders().set("Content-Type", contentType);
        extraHeaders.forEach(exchange.getResponseHeaders()::set);
        exchange.sendResponseHeaders(status, answer.length == 0 ? -1 : answer.length);
        try (OutputStream out = exchange.getResponseBody()) {
            out.write(answer);
        } catch (IOException clientGone) {
            // The client timed out and closed the connection; nothing to answer to.
        }
    }

    @Override
    public void close() {
        release.countDown();
        server.stop(0);
    }
}
