package io.paycollect.client.autoconfigure;

import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;

/**
 * A stand-in for the PayCollect service on a loopback port: answers every request with one success
 * envelope (or the answer a test sets) and records the headers each request carried.
 */
final class StubService implements AutoCloseable {

    private static final byte[] SUCCESS = "{\"code\":\"00\",\"message\":\"Success\",\"data\":[]}"
            .getBytes(StandardCharsets.UTF_8);

    /** The status and body of every answer from now on. */
    private record Answer(int status, byte[] body) {
    }

    private final HttpServer server;
    private final List<Map<String, List<String>>> requestHeaders = new CopyOnWriteArrayList<>();
    private volatile Answer answer = new Answer(200, SUCCESS);

    private StubService(HttpServer server) {
        this.server = server;
    }

    static StubService start() {
        try {
            HttpServer server = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
            StubService stub = new StubService(server);
            server.createContext("/", exchange -> {
                stub.requestHeaders.add(Map.copyOf(exchange.getRequestHeaders()));
                exchange.getRequestBody().readAllBytes();
                exchange.getResponseHeaders().add("Content-Type", "application/json");
                Answer answer = stub.answer;
                exchange.sendResponseHeaders(answer.status(), answer.body().length);
                exchange.getResponseBody().write(answer.body());
                exchange.close();
            });
            server.start();
            return stub;
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }

    /** Answers every request from now on with {@code status} and the JSON {@code body}. */
    void answerWith(int status, String body) {
        answer = new Answer(status, body.getBytes(StandardCharsets.UTF_8));
    }

    String baseUrl() {
        return "http://127.0.0.1:" + server.getAddress().getPort();
    }

    /** The value of {@code name} in each request received so far ({@code "null"} where absent). */
    List<String> header(String name) {
        return requestHeaders.stream().map(headers -> headers.entrySet().stream()
                .filter(e -> e.getKey().equalsIgnoreCase(name)).map(e -> e.getValue().get(0))
                .findFirst().orElse("null")).toList();
    }

    @Override
    public void close() {
        server.stop(0);
    }
}
