package com.example.provider;

import static org.assertj.core.api.Assertions.assertThat;

import io.paycollect.client.PayCollectClient;
import io.paycollect.client.model.AccountNumberGetAllDdlRequest;
import io.paycollect.client.model.AccountNumberGetAllDdlResponse;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Base64;
import org.junit.jupiter.api.Test;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;

/**
 * What docs/notifications.md tells a provider with Spring Security: with the signed paths permitted to it, a request
 * signed with the merchant's secret is answered, one not signed is refused by the verifier with its envelope, and
 * the application's other paths keep their own login.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT)
class SecuredProviderTest {

    private final HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(30)).build();

    @LocalServerPort
    int port;

    @Test
    void aSignedRequestIsAnsweredThroughSpringSecurity() {
        PayCollectClient client = PayCollectClient.builder()
                .baseUrl("http://127.0.0.1:" + port)
                .clientId("shop-1")
                .secretToken("shop-1-secret-token")
                .build();

        AccountNumberGetAllDdlResponse answer = client.accountNumber().getAllDdl(new AccountNumberGetAllDdlRequest()
                .skipCount(0L)
                .maxResultCount(20L));

        assertThat(answer.getCode()).isEqualTo("00");
    }

    @Test
    void aRequestNotSignedIsRefusedByTheVerifierWithItsEnvelope() throws Exception {
        HttpResponse<String> answer = send(HttpRequest.newBuilder(uri("/v1/account-number/get-all-ddl"))
                .header("content-type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString("{\"skipCount\":0,\"maxResultCount\":20}")));

        assertThat(answer.statusCode()).isEqualTo(401);
        assertThat(answer.body()).contains("\"code\"");
    }

    @Test
    void theApplicationsOtherPathsKeepTheirLogin() throws Exception {
        assertThat(send(HttpRequest.newBuilder(uri("/admin/status")).GET()).statusCode()).isEqualTo(401);

        String login = Base64.getEncoder().encodeToString("operator:operator-password".getBytes(StandardCharsets.UTF_8));
        HttpResponse<String> answer = send(HttpRequest.newBuilder(uri("/admin/status"))
                .header("authorization", "Basic " + login).GET());
        assertThat(answer.statusCode()).isEqualTo(200);
        assertThat(answer.body()).isEqualTo("up");
    }

    private URI uri(String path) {
        return URI.create("http://127.0.0.1:" + port + path);
    }

    private HttpResponse<String> send(HttpRequest.Builder request) throws Exception {
        return http.send(request.timeout(Duration.ofSeconds(60)).build(), HttpResponse.BodyHandlers.ofString());
    }
}
