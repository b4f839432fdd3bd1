package io.paycollect.client.autoconfigure;

import static org.assertj.core.api.Assertions.assertThat;

import io.paycollect.api.GoldenSignatures;
import io.paycollect.client.PayCollectClient;
import io.paycollect.client.model.BankGetBanksResponse;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.beans.factory.annotation.Qualifier;
import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;

/**
 * A Spring Boot application with Actuator, the three properties and a named client: the injected clients
 * call a PayCollect service (a stub answering one success envelope), the calls show in
 * {@code /actuator/metrics} tagged with the client's name, and no secret token shows anywhere, although the
 * application lets Actuator show property values.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT, properties = {
        "management.endpoints.web.exposure.include=configprops,env,metrics",
        "management.endpoint.configprops.show-values=always",
        "management.endpoint.env.show-values=always"})
class StarterOverHttpTest {

    private static final StubService SERVICE = StubService.start();
    private static final String NAMED_SECRET = "shop-a-secret-token";

    @SpringBootApplication
    static class MerchantApplication {
    }

    @DynamicPropertySource
    static void paycollect(DynamicPropertyRegistry registry) {
        registry.add("paycollect.client.base-url", SERVICE::baseUrl);
        registry.add("paycollect.client.client-id", () -> "merchant-001");
        registry.add("paycollect.client.secret-token", () -> GoldenSignatures.SECRET);
        registry.add("paycollect.clients.shop-a.base-url", SERVICE::baseUrl);
        registry.add("paycollect.clients.shop-a.client-id", () -> "shop-a-id");
        registry.add("paycollect.clients.shop-a.secret-token", () -> NAMED_SECRET);
    }

    @Autowired
    PayCollectClient client;

    @Autowired
    @Qualifier("shop-a")
    PayCollectClient shopA;

    @LocalServerPort
    int port;

    @AfterAll
    static void stopService() {
        SERVICE.close();
    }

    @Test
    void theInjectedClientCallsTheServiceSignedAndTheCallIsTimedPerOperation() throws Exception {
        BankGetBanksResponse banks = client.bank().getBanks();

        assertThat(banks.isSuccess()).isTrue();
        assertThat(SERVICE.header("x-signature")).hasSize(1).allMatch(signature -> signature.matches("[0-9a-f]{128}"));
        String metric = get("/actuator/metrics/http.client.requests");
        assertThat(metric).contains("\"COUNT\"").contains("bank_getBanks").contains("success");
        assertThat(get("/actuator/metrics/http.client.requests?tag=client:default&tag=operation:bank_getBanks"
                + "&tag=result:success&tag=code:00")).contains("\"value\":1.0");
    }

    @Test
    void aNamedClientsCallsAreTaggedWithItsName() throws Exception {
        shopA.bank().getBanks();

        assertThat(SERVICE.header("x-client-id")).contains("shop-a-id");
        assertThat(get("/actuator/metrics/http.client.requests?tag=client:shop-a&tag=operation:bank_getBanks"))
                .contains("\"value\":1.0");
    }

    @Test
    void theSecretTokenIsInNeitherConfigpropsNorEnv() throws Exception {
        String configprops = get("/actuator/configprops");
        String env = get("/actuator/env");

        assertThat(configprops).contains("merchant-001").doesNotContain(GoldenSignatures.SECRET)
                .contains("shop-a-id").doesNotContain(NAMED_SECRET);
        assertThat(env).contains("merchant-001").doesNotContain(GoldenSignatures.SECRET)
                .contains("shop-a-id").doesNotContain(NAMED_SECRET);
    }

    private String get(String path) throws IOException, InterruptedException {
        HttpResponse<String> response = HttpClient.newHttpClient().send(
                HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + path)).build(),
                HttpResponse.BodyHandlers.ofString());
        assertThat(response.statusCode()).as(path).isEqualTo(200);
        return response.body();
    }
}
