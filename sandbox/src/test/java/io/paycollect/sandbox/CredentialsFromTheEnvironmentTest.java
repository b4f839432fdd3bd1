package io.paycollect.sandbox;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.paycollect.client.PayCollectApiException;
import io.paycollect.client.PayCollectClient;
import io.paycollect.client.model.BankGetBanksResponse;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.boot.test.context.SpringBootTest;

/**
 * {@code PAYCOLLECT_SANDBOX_CLIENT_ID} and {@code PAYCOLLECT_SANDBOX_SECRET_TOKEN} replace the demo
 * credentials. Given here as properties of those names, which Spring resolves exactly as it resolves
 * environment variables (paycollect-sandbox.properties reads them through placeholders).
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT, properties = {
        "PAYCOLLECT_SANDBOX_CLIENT_ID=merchant-app",
        "PAYCOLLECT_SANDBOX_SECRET_TOKEN=merchant-secret-from-env",
})
class CredentialsFromTheEnvironmentTest {

    @Value("${local.server.port}")
    int port;

    private PayCollectClient client(String clientId, String secretToken) {
        return PayCollectClient.builder().baseUrl("http://localhost:" + port)
                .clientId(clientId).secretToken(secretToken).build();
    }

    @Test
    void theConfiguredClientIsAccepted() {
        BankGetBanksResponse banks = client("merchant-app", "merchant-secret-from-env").bank().getBanks();
        assertEquals("00", banks.getCode());
    }

    @Test
    void theDemoCredentialsNoLongerAre() {
        PayCollectApiException refused = assertThrows(PayCollectApiException.class, () ->
                client(SandboxProperties.DEMO_CLIENT_ID, SandboxProperties.DEMO_SECRET_TOKEN).bank().getBanks());
        assertEquals(401, refused.getStatus());
        PayCollectApiException wrongSecret = assertThrows(PayCollectApiException.class, () ->
                client("merchant-app", SandboxProperties.DEMO_SECRET_TOKEN).bank().getBanks());
        assertEquals(401, wrongSecret.getStatus());
        assertTrue(wrongSecret.getEnvelopeMessage().contains("x-signature"), wrongSecret.getEnvelopeMessage());
    }
}
