package io.paycollect.client;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.paycollect.api.ClientSecretLookup;
import io.paycollect.api.SignedRequestVerifier;
import io.paycollect.client.api.BankApi;
import io.paycollect.client.model.BankGetBanksResponse;
import io.paycollect.client.model.CustomVietQrRequest;
import io.paycollect.client.model.QrBankName;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * A Feign client assembled elsewhere from a client's parts (as Spring Cloud OpenFeign assembles one) calls as
 * the client does: signed over the exact body sent even when an interceptor changes the body after the
 * others, validated before sending, an error answer mapped to the client's exception.
 */
class PayCollectFeignPartsTest {

    private static final String SECRET = "parts-secret-token";

    private final PayCollectFeignParts parts = PayCollectFeignParts.of(PayCollectClient.builder()
            .baseUrl("http://127.0.0.1:1").clientId("parts-client").secretToken(SECRET));

    private final SignedRequestVerifier verifier = SignedRequestVerifier
            .forClients(ClientSecretLookup.of(Map.of("parts-client", SECRET))).build();

    private BankApi bank(String baseUrl) {
        return parts.feignBuilder()
                // An interceptor that rewrites the body, added last: the engine signs what is sent.
                .requestInterceptor(template -> {
                    if (template.body() != null) {
                        template.body(new String(template.body(), StandardCharsets.UTF_8).replace("Order", "Ordre"));
                    }
                })
                .target(BankApi.class, baseUrl);
    }

    @Test
    void theBodyIsSignedAsSentAfterEveryInterceptor() throws Exception {
        try (RecordingServer server = new RecordingServer()) {
            server.answer(200, "{\"code\":\"00\",\"message\":\"Success\",\"data\":{}}");
            bank(server.baseUrl()).generateCustomVietQr(new CustomVietQrRequest().bankName(QrBankName.MBB)
                    .accountNumber("0123456789").amount(new BigDecimal("50000")).content("Order 001"));

            RecordingServer.Received sent = server.only();
            assertTrue(sent.bodyText().contains("Ordre 001"), sent.bodyText());
            assertEquals(1, sent.headerValues("x-signature").size());
            assertTrue(verifier.verify(sent.header("x-client-id"), sent.header("x-request-timestamp"),
                    sent.header("x-signature"), sent.body()).isEmpty(), "verified with the client's secret");
        }
    }

    @Test
    void aBodilessCallIsSignedAndDecoded() throws Exception {
        try (RecordingServer server = new RecordingServer()) {
            server.answer(200, "{\"code\":\"00\",\"message\":\"Success\",\"data\":[]}");
            BankGetBanksResponse banks = bank(server.baseUrl()).getBanks();

            assertTrue(banks.isSuccess());
            RecordingServer.Received sent = server.only();
            assertTrue(verifier.verify(sent.header("x-client-id"), sent.header("x-request-timestamp"),
                    sent.header("x-signature"), sent.body()).isEmpty());
        }
    }

    @Test
    void anInvalidCallIsRefusedBeforeSendingAndAnErrorAnswerIsTheClientsException() throws Exception {
        try (RecordingServer server = new RecordingServer()) {
            server.answer(401, "{\"code\":\"401\",\"message\":\"refused\"}");
            BankApi bank = bank(server.baseUrl());

            assertThrows(InvalidRequestException.class, () -> bank.generateCustomVietQr(new CustomVietQrRequest()));
            assertEquals(0, server.received().size());
            PayCollectApiException refused = assertThrows(PayCollectApiException.class, bank::getBanks);
            assertEquals(401, refused.getStatus());
        }
    }

    /** Feign would retry with these; the engine never sends a call twice, so the builder says so instead of ignoring them. */
    @Test
    void aRetryerOrACapabilityReplacingItIsRefused() {
        IllegalArgumentException set = assertThrows(IllegalArgumentException.class,
                () -> parts.feignBuilder().retryer(new feign.Retryer.Default()));
        assertTrue(set.getMessage().contains("never sends a call twice"), set.getMessage());

        feign.Feign.Builder enriched = parts.feignBuilder().addCapability(new TestCapabilities.Retrying());
        IllegalArgumentException replaced = assertThrows(IllegalArgumentException.class,
                () -> enriched.target(BankApi.class, "http://127.0.0.1:1"));
        assertTrue(replaced.getMessage().contains("capability replaces the retryer"), replaced.getMessage());
    }
}
