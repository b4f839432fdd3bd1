package com.example.shop;

import static org.assertj.core.api.Assertions.assertThat;

import com.sun.net.httpserver.HttpServer;
import io.micrometer.core.instrument.MeterRegistry;
import io.paycollect.client.PayCollectClient;
import java.io.IOException;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;

/** On Spring Boot 3.5, three properties give the shop a signing client whose calls Micrometer times. */
@SpringBootTest
class ShopOnBoot35Test {

    private static final List<String> SIGNATURES = new CopyOnWriteArrayList<>();
    private static final HttpServer SERVICE = service();

    @SpringBootApplication
    static class ShopApplication {
    }

    @DynamicPropertySource
    static void paycollect(DynamicPropertyRegistry registry) {
        registry.add("paycollect.client.base-url", () -> "http://127.0.0.1:" + SERVICE.getAddress().getPort());
        registry.add("paycollect.client.client-id", () -> "shop-001");
        registry.add("paycollect.client.secret-token", () -> "shop-secret-token");
    }

    @Autowired
    PayCollectClient client;

    @Autowired
    MeterRegistry meters;

    @AfterAll
    static void stopService() {
        SERVICE.stop(0);
    }

    @Test
    void theInjectedClientSignsItsCallsAndEachIsTimed() {
        assertThat(client.bank().getBanks().isSuccess()).isTrue();

        assertThat(SIGNATURES).hasSize(1).allMatch(signature -> signature.matches("[0-9a-f]{128}"));
        assertThat(meters.get("http.client.requests").tag("operation", "bank_getBanks").tag("result", "success")
                .timer().count()).isEqualTo(1);
    }

    private static HttpServer service() {
        try {
            HttpServer server = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
            server.createContext("/", exchange -> {
                SIGNATURES.add(exchange.getRequestHeaders().getFirst("x-signature"));
                exchange.getRequestBody().readAllBytes();
                byte[] body = "{\"code\":\"00\",\"message\":\"Success\",\"data\":[]}".getBytes(StandardCharsets.UTF_8);
                exchange.getResponseHeaders().add("Content-Type", "application/json");
                exchange.sendResponseHeaders(200, body.length);
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
