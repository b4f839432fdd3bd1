package com.example.shop;

import static org.assertj.core.api.Assertions.assertThat;

import com.sun.net.httpserver.HttpServer;
import io.micrometer.core.instrument.MeterRegistry;
import io.paycollect.api.ClientSecretLookup;
import io.paycollect.api.SignedRequestVerifier;
import io.paycollect.client.PayCollectClient;
import java.io.IOException;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.beans.factory.annotation.Qualifier;
import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;

/**
 * On Spring Boot 3.5, two named clients beside the single one: each injected by its name, each signing with
 * its own secret (the service verifies each client id's request with that client's secret), each timed with
 * its name; a plain injection point still gets the single client.
 */
@SpringBootTest
class PlatformOnBoot35Test {

    private static final List<String> VERIFIED = new CopyOnWriteArrayList<>();
    private static final HttpServer SERVICE = service(Map.of("shop-a-id", "shop-a-secret", "shop-b-id", "shop-b-secret",
            "platform-id", "platform-secret"));

    @SpringBootApplication
    static class PlatformApplication {
    }

    @DynamicPropertySource
    static void paycollect(DynamicPropertyRegistry registry) {
        String url = "http://127.0.0.1:" + SERVICE.getAddress().getPort();
        registry.add("paycollect.client.base-url", () -> url);
        registry.add("paycollect.client.client-id", () -> "platform-id");
        registry.add("paycollect.client.secret-token", () -> "platform-secret");
        for (String shop : List.of("shop-a", "shop-b")) {
            registry.add("paycollect.clients." + shop + ".base-url", () -> url);
            registry.add("paycollect.clients." + shop + ".client-id", () -> shop + "-id");
            registry.add("paycollect.clients." + shop + ".secret-token", () -> shop + "-secret");
        }
    }

    @Autowired
    @Qualifier("shop-a")
    PayCollectClient shopA;

    @Autowired
    @Qualifier("shop-b")
    PayCollectClient shopB;

    @Autowired
    PayCollectClient platform;

    @Autowired
    MeterRegistry meters;

    @AfterAll
    static void stopService() {
        SERVICE.stop(0);
    }

    @Test
    void eachClientSignsWithItsOwnSecretAndIsTimedWithItsName() {
        assertThat(shopA.bank().getBanks().isSuccess()).isTrue();
        assertThat(shopB.bank().getBanks().isSuccess()).isTrue();
        assertThat(platform.bank().getBanks().isSuccess()).isTrue();

        assertThat(VERIFIED).containsExactly("shop-a-id", "shop-b-id", "platform-id");
        for (String client : List.of("shop-a", "shop-b", "default")) {
            assertThat(meters.get("http.client.requests").tag("client", client).tag("result", "success")
                    .timer().count()).as(client).isEqualTo(1);
        }
    }

    private static HttpServer service(Map<String, String> secrets) {
        SignedRequestVerifier verifier = SignedRequestVerifier.forClients(ClientSecretLookup.of(secrets)).build();
        try {
            HttpServer server = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
            server.createContext("/", exchange -> {
                byte[] request = exchange.getRequestBody().readAllBytes();
                var headers = exchange.getRequestHeaders();
                boolean authentic = verifier.verify(headers.getFirst("x-client-id"), headers.getFirst("x-request-timestamp"),
                        headers.getFirst("x-signature"), request).isEmpty();
                if (authentic) {
                    VERIFIED.add(headers.getFirst("x-client-id"));
                }
                byte[] body = (authentic ? "{\"code\":\"00\",\"message\":\"Success\",\"data\":[]}"
                        : "{\"code\":\"401\",\"message\":\"refused\"}").getBytes(StandardCharsets.UTF_8);
                exchange.getResponseHeaders().add("Content-Type", "application/json");
                exchange.sendResponseHeaders(authentic ? 200 : 401, body.length);
                exchange.getResponseBody().write(body);
                exchange.close();
            });
            server.start();
            return server;
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }
}
