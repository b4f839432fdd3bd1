package com.example.platform;

import com.sun.net.httpserver.HttpServer;
import io.paycollect.api.ClientSecretLookup;
import io.paycollect.api.SignedRequestVerifier;
import java.io.IOException;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;

/**
 * The PayCollect service as far as signing goes: verifies every request with paycollect's verifier and the
 * secret of the client id it names, answers a success envelope when authentic and 401 otherwise.
 */
final class VerifyingService {

    /** One request as the service saw it. */
    record Seen(String clientId, String method, String path, String tenant, boolean authentic) {
    }

    private final HttpServer server;
    private final List<Seen> seen = new CopyOnWriteArrayList<>();

    VerifyingService(Map<String, String> secretsByClientId) {
        SignedRequestVerifier verifier = SignedRequestVerifier.forClients(ClientSecretLookup.of(secretsByClientId)).build();
        try {
            server = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
        server.createContext("/", exchange -> {
            byte[] body = exchange.getRequestBody().readAllBytes();
            var headers = exchange.getRequestHeaders();
            String clientId = headers.getFirst("x-client-id");
            boolean authentic = verifier.verify(clientId, headers.getFirst("x-request-timestamp"),
                    headers.getFirst("x-signature"), body).isEmpty();
            seen.add(new Seen(clientId, exchange.getRequestMethod(), exchange.getRequestURI().getPath(),
                    headers.getFirst("x-tenant"), authentic));
            byte[] answer = (authentic ? "{\"code\":\"00\",\"message\":\"Success\",\"data\":[]}"
                    : "{\"code\":\"401\",\"message\":\"refused\"}").getBytes(StandardCharsets.UTF_8);
            exchange.getResponseHeaders().add("Content-Type", "application/json");
            exchange.sendResponseHeaders(authentic ? 200 : 401, answer.length);
            exchange.getResponseBody().write(answer);
            exchange.close();
        });
        server.start();
    }

    String baseUrl() {
        return "http://127.0.0.1:" + server.getAddress().getPort();
    }

    List<Seen> seen() {
        return List.copyOf(seen);
    }

    void stop() {
        server.stop(0);
    }
}
