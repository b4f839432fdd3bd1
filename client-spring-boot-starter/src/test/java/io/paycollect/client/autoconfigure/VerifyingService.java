package io.paycollect.client.autoconfigure;

import com.sun.net.httpserver.HttpServer;
import io.paycollect.api.ClientSecretLookup;
import io.paycollect.api.Refusal;
import io.paycollect.api.SignatureHeaders;
import io.paycollect.api.SignedRequestVerifier;
import java.io.IOException;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;

/**
 * A stand-in for the PayCollect service on a loopback port that knows its clients' secrets: verifies every
 * request's signature with paycollect's verifier, answers a success envelope to an authentic request and
 * 401 with the refusal's code to any other, and records each request's client id, path and verdict.
 */
final class VerifyingService implements AutoCloseable {

    /** One request as the service saw it. */
    record Seen(String clientId, String path, boolean authentic) {
    }

    private static final byte[] SUCCESS = "{\"code\":\"00\",\"message\":\"Success\",\"data\":{}}"
            .getBytes(StandardCharsets.UTF_8);

    private final HttpServer server;
    private final List<Seen> seen = new CopyOnWriteArrayList<>();

    private VerifyingService(HttpServer server) {
        this.server = server;
    }

    /** A service whose clients are {@code secretsByClientId}. */
    static VerifyingService start(Map<String, String> secretsByClientId) {
        SignedRequestVerifier verifier = SignedRequestVerifier.forClients(ClientSecretLookup.of(secretsByClientId)).build();
        try {
            HttpServer server = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
            VerifyingService service = new VerifyingService(server);
            server.createContext("/", exchange -> {
                byte[] body = exchange.getRequestBody().readAllBytes();
                var headers = exchange.getRequestHeaders();
                String clientId = headers.getFirst(SignatureHeaders.CLIENT_ID);
                Optional<Refusal> refusal = verifier.verify(clientId, headers.getFirst(SignatureHeaders.REQUEST_TIMESTAMP),
                        headers.getFirst(SignatureHeaders.SIGNATURE), body);
                service.seen.add(new Seen(clientId, exchange.getRequestURI().getPath(), refusal.isEmpty()));
                byte[] answer = refusal.isEmpty() ? SUCCESS
                        : ("{\"code\":\"" + refusal.get().code() + "\",\"message\":\"refused\"}").getBytes(StandardCharsets.UTF_8);
                exchange.getResponseHeaders().add("Content-Type", "application/json");
                exchange.sendResponseHeaders(refusal.isEmpty() ? 200 : 401, answer.length);
                exchange.getResponseBody().write(answer);
                exchange.close();
            });
            server.start();
            return service;
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }

    String baseUrl() {
        return "http://127.0.0.1:" + server.getAddress().getPort();
    }

    /** Every request received so far, in order. */
    List<Seen> seen() {
        return List.copyOf(seen);
    }

    @Override
    public void close() {
        server.stop(0);
    }
}
