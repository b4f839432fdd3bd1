package io.paycollect.sandbox.e2e;

import static org.assertj.core.api.Assertions.assertThat;

import io.paycollect.client.PayCollectClient;
import io.paycollect.sandbox.SandboxApplication;
import io.paycollect.client.model.CustomVietQrRequest;
import io.paycollect.client.model.CustomVietQrResponse;
import io.paycollect.client.model.QrBankName;
import java.io.IOException;
import java.math.BigDecimal;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.boot.autoconfigure.EnableAutoConfiguration;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.web.server.context.WebServerApplicationContext;
import org.springframework.context.ConfigurableApplicationContext;

/**
 * A shop's own Spring Boot application, with the client starter, Actuator and the three properties
 * pointing at the sandbox: the injected client's call reaches the sandbox signed and answered, and the
 * shop's {@code /actuator/metrics} shows the operation's timer.
 */
@SpringBootTest(classes = SandboxApplication.class, webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT)
class ClientStarterAgainstSandboxTest {

    /**
     * The shop: nothing of its own beyond the three properties. Not a {@code @SpringBootConfiguration},
     * which the other tests of this package would take for the sandbox.
     */
    @EnableAutoConfiguration
    static class ShopApplication {
    }

    @Value("${local.server.port}")
    int sandboxPort;

    @Test
    void threePropertiesGiveTheShopAClientWhoseCallsShowInItsMetrics() throws Exception {
        try (ConfigurableApplicationContext shop = new SpringApplicationBuilder(ShopApplication.class).properties(
                "server.port=0",
                "spring.main.banner-mode=off",
                "management.endpoints.web.exposure.include=metrics",
                "paycollect.client.base-url=http://localhost:" + sandboxPort,
                "paycollect.client.client-id=sandbox-client",
                "paycollect.client.secret-token=sandbox-secret-token").run()) {
            CustomVietQrResponse qr = shop.getBean(PayCollectClient.class).bank().generateCustomVietQr(
                    new CustomVietQrRequest().bankName(QrBankName.MBB).accountNumber("0123456789")
                            .amount(new BigDecimal("50000")).content("Thanh toan don hang 001"));

            assertThat(qr.requireSuccess().getData().getQrCode()).startsWith("000201");
            int shopPort = ((WebServerApplicationContext) shop).getWebServer().getPort();
            assertThat(get(shopPort, "/actuator/metrics/http.client.requests"
                    + "?tag=operation:bank_generateCustomVietQr&tag=result:success&tag=code:00&tag=http.status_code:200"))
                    .contains("\"statistic\":\"COUNT\",\"value\":1.0");
        }
    }

    /** The body of {@code GET http://localhost:port/path}, which must answer 200. */
    static String get(int port, String path) throws IOException, InterruptedException {
        HttpResponse<String> response = HttpClient.newHttpClient().send(
                HttpRequest.newBuilder(URI.create("http://localhost:" + port + path)).build(),
                HttpResponse.BodyHandlers.ofString());
        assertThat(response.statusCode()).as(path).isEqualTo(200);
        return response.body();
    }
}
