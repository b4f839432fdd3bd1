package com.example.merchant;

import static org.assertj.core.api.Assertions.assertThat;

import io.paycollect.api.RequestSigner;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.boot.SpringBootVersion;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;

/** The paycollect verifier inside a Spring Boot 3.5 application, over real HTTP. */
@SpringBootTest(
        webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT,
        properties = {
            "paycollect.server.clients.shop-1.secret-token=client-secret",
            "paycollect.server.notifications.paths=/paycollect/notifications",
            "paycollect.server.notifications.secret-token=merchant-secret",
        })
class VerifierOnBoot35Test {

    static final String TIMESTAMP = "20261122154500123";

    @LocalServerPort
    int port;

    final HttpClient http = HttpClient.newHttpClient();

    @BeforeEach
    void reset() {
        MerchantApplication.lastInput.set(null);
    }

    HttpResponse<String> post(String path, String body, String clientId, String signature) throws Exception {
        HttpRequest.Builder request = HttpRequest.newBuilder(URI.create("http://localhost:" + port + path))
                .POST(HttpRequest.BodyPublishers.ofString(body, StandardCharsets.UTF_8))
                .header("content-type", "application/json")
                .header("x-request-timestamp", TIMESTAMP)
                .header("x-signature", signature);
        if (clientId != null) {
            request.header("x-client-id", clientId);
        }
        HttpResponse<String> response = http.send(request.build(), HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8));
        assertThat(response.body()).doesNotContain("Exception").doesNotContain("\tat ");
        return response;
    }

    static String sign(String secret, String body) {
        return RequestSigner.withSecret(secret).sign(TIMESTAMP, body);
    }

    @Test
    void runsOnSpringBoot35() {
        assertThat(SpringBootVersion.getVersion()).startsWith("3.5.");
    }

    @Test
    void signedRequestReachesTheGeneratedInterface() throws Exception {
        String body = "{\n  \"type\": \"vietqr\",\n  \"qrCode\": \"000201\",\n  \"bankBin\": \"970422\",\n"
                + "  \"destinationBankBin\": \"970418\",\n  \"accountName\": \"NGUYEN VAN A\",\n  \"accountNumber\": \"0123456789\",\n"
                + "  \"billNumber\": \"HD-001\",\n  \"amount\": 50000,\n  \"description\": \"Thanh toán đơn hàng 001\"\n}";

        HttpResponse<String> response = post("/v1/deep-link/generate", body, "shop-1", sign("client-secret", body));

        assertThat(response.statusCode()).isEqualTo(200);
        assertThat(response.body()).contains("\"code\":\"00\"").contains("\"data\":\"https://pay.example/dl/1\"");
        assertThat(MerchantApplication.lastInput.get()).isEqualTo(Map.of(
                "body", Map.of("accountNumber", "0123456789", "amount", 50000L,
                        "unknown", Map.of("description", "Thanh toán đơn hàng 001")), "client", "shop-1"));
    }

    @Test
    void badSignatureGets401WithTheEnvelope() throws Exception {
        String body = "{\"amount\":50000}";

        HttpResponse<String> response = post("/v1/deep-link/generate", body, "shop-1", sign("client-secret", "{\"amount\":1}"));

        assertThat(response.statusCode()).isEqualTo(401);
        assertThat(response.body()).isEqualTo("{\"code\":\"97\",\"message\":\"x-signature does not match the request\",\"data\":null}");
        assertThat(MerchantApplication.lastInput.get()).isNull();
    }

    @Test
    void signedNotificationIsReceivedAndUnsignedOneRefused() throws Exception {
        String body = "{\"transactionId\":\"TX-1\",\"amount\":50000}";

        assertThat(post("/paycollect/notifications", body, null, sign("merchant-secret", body)).statusCode()).isEqualTo(200);
        assertThat(MerchantApplication.lastInput.get()).isEqualTo(Map.of("transactionId", "TX-1", "amount", 50000));

        assertThat(post("/paycollect/notifications", body, null, sign("client-secret", body)).statusCode()).isEqualTo(401);
    }

    @Test
    void jackson2ErrorsNameTheField() throws Exception {
        Map<String, String> cases = Map.of(
                "{\"bankName\":\"VCB\",\"accountNumber\":\"1\"}", "field 'bankName' must be one of OCB, MBB, BIDV, ACB, CTG, PGB, STB",
                "{\"bankName\":\"MBB\",\"accountNumber\":\"1\",\"amount\":\"x\"}", "field 'amount' must be a number",
                "{\"bankName\":\"MBB\",\"accountNumber\":{}}", "field 'accountNumber' must be a string",
                "{\"accountNumber\":\"1\"}", "field 'bankName' is required",
                "[]", "request body must be a JSON object");
        for (Map.Entry<String, String> c : cases.entrySet()) {
            HttpResponse<String> response = post("/v1/generate-viet-qr", c.getKey(), "shop-1", sign("client-secret", c.getKey()));
            assertThat(response.statusCode()).as(c.getKey()).isEqualTo(400);
            assertThat(response.body()).as(c.getKey()).isEqualTo("{\"code\":\"400\",\"message\":\"" + c.getValue() + "\",\"data\":null}");
        }
        String numberForBank = "{\"bankName\":1,\"accountNumber\":\"1\"}";
        HttpResponse<String> numbered = post("/v1/generate-viet-qr", numberForBank, "shop-1", sign("client-secret", numberForBank));
        assertThat(numbered.statusCode()).isEqualTo(400);
        assertThat(numbered.body()).contains("field 'bankName' must be one of");
        HttpResponse<String> malformed = post("/v1/generate-viet-qr", "{\"bankName\":", "shop-1", sign("client-secret", "{\"bankName\":"));
        assertThat(malformed.statusCode()).isEqualTo(400);
        assertThat(malformed.body()).startsWith("{\"code\":\"400\",\"message\":\"request body is not valid JSON");
    }

    @Test
    void theReadingRulesHoldOnJackson2() throws Exception {
        String dl = "{\"type\":\"vietqr\",\"qrCode\":\"000201\",\"bankBin\":\"970422\",\"destinationBankBin\":\"970418\","
                + "\"accountName\":\"A\",\"accountNumber\":\"1\",\"billNumber\":\"B1\"";
        Map<String, String> cases = Map.of(
                dl + ",\"amount\":1999.99}", "field 'amount' must be a whole number",
                dl + ",\"amount\":\"1999\"}", "field 'amount' must be a whole number",
                dl.replace("\"accountNumber\":\"1\"", "\"accountNumber\":false") + "}", "field 'accountNumber' must be a string");
        for (Map.Entry<String, String> c : cases.entrySet()) {
            HttpResponse<String> response = post("/v1/deep-link/generate", c.getKey(), "shop-1", sign("client-secret", c.getKey()));
            assertThat(response.statusCode()).as(c.getKey()).isEqualTo(400);
            assertThat(response.body()).as(c.getKey()).isEqualTo("{\"code\":\"400\",\"message\":\"" + c.getValue() + "\",\"data\":null}");
        }
        String good = dl + "}";
        HttpResponse<String> nameless = post("/v1/deep-link/generate?=", good, "shop-1", sign("client-secret", good));
        assertThat(nameless.statusCode()).isEqualTo(400);
        assertThat(nameless.body()).contains("the query string has a parameter without a name");
        assertThat(MerchantApplication.lastInput.get()).isNull();
    }

    @Test
    void bodyOverTheLimitGets413() throws Exception {
        String body = "{\"filler\":\"" + "x".repeat(1024 * 1024) + "\"}";

        HttpResponse<String> response = post("/v1/deep-link/generate", body, "shop-1", sign("client-secret", body));

        assertThat(response.statusCode()).isEqualTo(413);
    }
}
