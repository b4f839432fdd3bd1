package io.paycollect.client.autoconfigure;

import static org.assertj.core.api.Assertions.assertThat;

import io.paycollect.client.PayCollectClient;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;

/**
 * A Spring Boot application with Actuator and feign-micrometer: each PayCollect call is one
 * {@code http.client.requests} in {@code /actuator/metrics}, feign-micrometer's, where the dashboards of Spring's HTTP
 * clients read them: feign-micrometer's URI template, method and status, with the outcome, operation and client.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT,
        properties = "management.endpoints.web.exposure.include=metrics")
class HttpClientRequestsOverActuatorTest {

    private static final StubService SERVICE = StubService.start();

    @SpringBootApplication
    static class DashboardApplication {
    }

    @DynamicPropertySource
    static void paycollect(DynamicPropertyRegistry registry) {
        registry.add("paycollect.client.base-url", SERVICE::baseUrl);
        registry.add("paycollect.client.client-id", () -> "merchant-001");
        registry.add("paycollect.client.secret-token", () -> "merchant-secret-token");
    }

    @Autowired
    PayCollectClient client;

    @LocalServerPort
    int port;

    @AfterAll
    static void stopService() {
        SERVICE.close();
    }

    @Test
    void theCallIsOneHttpClientRequestInActuatorsMetrics() throws Exception {
        client.bank().getBanks();

        // One observation of the call, not feign-micrometer's beside one of the starter's own.
        assertThat(get("/actuator/metrics/http.client.requests")).contains("{\"statistic\":\"COUNT\",\"value\":1.0}");

        String metric = get("/actuator/metrics/http.client.requests?tag=http.url:/v1/bank/get-banks&tag=http.method:GET"
                + "&tag=http.status_code:200&tag=outcome:SUCCESS&tag=operation:bank_getBanks&tag=client:default");
        assertThat(metric).contains("\"value\":1.0");
    }

    private String get(String path) throws Exception {
        HttpResponse<String> response = HttpClient.newHttpClient().send(
                HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + path)).build(),
                HttpResponse.BodyHandlers.ofString());
        assertThat(response.statusCode()).as(path + ": " + response.body()).isEqualTo(200);
        return response.body();
    }
}
