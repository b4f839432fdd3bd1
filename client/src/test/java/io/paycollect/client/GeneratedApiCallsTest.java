package io.paycollect.client;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import feign.Client;
import feign.Request;
import feign.Response;
import io.paycollect.api.GoldenSignatures;
import io.paycollect.api.RequestSigner;
import io.paycollect.api.SignatureHeaders;
import io.paycollect.client.api.BankApi;
import io.paycollect.client.model.CustomVietQrRequest;
import io.paycollect.client.model.QrBankName;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.Test;

/**
 * What every generated API interface is built with: the signing headers the contract names, the application's
 * interceptors ahead of the signature, which covers the body they leave, and no second attempt.
 */
class GeneratedApiCallsTest {

    private static final String SUCCESS = "{\"code\":\"00\",\"message\":\"Success\",\"data\":{}}";

    private final List<Request> sent = new CopyOnWriteArrayList<>();

    private Client answering(String json) {
        return (request, options) -> {
            sent.add(request);
            return Response.builder().status(200).request(request)
                    .headers(Map.of("Content-Type", List.of("application/json")))
                    .body(json, StandardCharsets.UTF_8).build();
        };
    }

    private static BankApi bank(PayCollectClient.Builder client) {
        return client.baseUrl("http://paycollect.test").clientId(TestClients.CLIENT_ID)
                .secretToken(GoldenSignatures.SECRET).clock(TestClients.GOLDEN_CLOCK).build().bank();
    }

    private static String header(Request request, String name) {
        return request.headers().get(name).iterator().next();
    }

    @Test
    void theSignatureTravelsInTheHeadersTheContractNamesAndCoversTheBodyTheInterceptorsLeft() {
        BankApi bank = bank(PayCollectClient.builder().client(answering(SUCCESS))
                .requestInterceptor(template -> template.body("{\"bankName\":\"MBB\",\"accountNumber\":\"999\"}")));

        bank.generateCustomVietQr(new CustomVietQrRequest().bankName(QrBankName.MBB).accountNumber("0123456789"));

        Request request = sent.get(0);
        String body = new String(request.body(), StandardCharsets.UTF_8);
        assertEquals("{\"bankName\":\"MBB\",\"accountNumber\":\"999\"}", body);
        assertEquals(TestClients.CLIENT_ID, header(request, SignatureHeaders.CLIENT_ID));
        assertEquals(GoldenSignatures.TIMESTAMP, header(request, SignatureHeaders.REQUEST_TIMESTAMP));
        assertEquals(RequestSigner.withSecret(GoldenSignatures.SECRET).sign(GoldenSignatures.TIMESTAMP, body),
                header(request, SignatureHeaders.SIGNATURE));
    }

    @Test
    void aCallWhoseSendingFailedIsNeverSentAgain() {
        Client failing = (request, options) -> {
            sent.add(request);
            throw new IOException("connection reset");
        };
        BankApi bank = bank(PayCollectClient.builder().client(failing));

        PayCollectTransportException e = assertThrows(PayCollectTransportException.class, () ->
                bank.generateCustomVietQr(new CustomVietQrRequest().bankName(QrBankName.MBB).accountNumber("0123456789")));

        assertEquals(1, sent.size(), "sent once");
        assertTrue(e.getMessage().contains("connection reset") || e.getCause() instanceof IOException, e.toString());
    }
}
