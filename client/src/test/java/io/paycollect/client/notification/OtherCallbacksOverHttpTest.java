package io.paycollect.client.notification;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.sun.net.httpserver.HttpServer;
import io.paycollect.api.ClientSecretLookup;
import io.paycollect.api.RequestSigner;
import io.paycollect.api.RequestTimestamp;
import io.paycollect.client.model.Notification;
import io.paycollect.client.model.VaLinkResult;
import java.net.InetSocketAddress;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Clock;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.Executors;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * Every kind of body the service POSTs to a merchant's notification URL, received over real HTTP by the plain-Java
 * receiver as docs/notifications.md shows it: a VA-link result (signed, acknowledged "00", handled once), the
 * dashboard's unsigned connection test (200, nothing processed), and what must stay refused.
 */
class OtherCallbacksOverHttpTest {

    static final String LINK_RESULT = "{\"requestId\":\"REQ-1\",\"status\":\"confirm-va-success\","
            + "\"vaAccountNumber\":\"TNG60716171228\",\"accountNumber\":\"0123456789\",\"accountName\":\"NGUYEN VAN A\"}";
    static final String PING = "{\"event\":\"ping\",\"message\":\"Tingee Webhook Connection Test\",\"timestamp\":1784190000000}";
    static final String PAYMENT = "{\"clientId\":\"shop-a\",\"transactionCode\":\"0123456789/FT1\",\"amount\":50000}";

    private final List<String> payments = new CopyOnWriteArrayList<>();
    private final List<VaLinkResult> linkResults = new CopyOnWriteArrayList<>();
    private HttpServer server;

    @AfterEach
    void stop() {
        if (server != null) {
            ReadmeNotificationExampleTest.stop(server);
        }
    }

    private String serve(NotificationReceiver receiver) throws Exception {
        server = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
        server.setExecutor(Executors.newFixedThreadPool(4));
        server.createContext("/paycollect/notifications", exchange -> {
            try (exchange) {
                NotificationAnswer answer = receiver.receive(exchange.getRequestHeaders().getFirst("x-request-timestamp"),
                        exchange.getRequestHeaders().getFirst("x-signature"), exchange.getRequestBody());
                exchange.getResponseHeaders().set("Content-Type", "application/json");
                exchange.sendResponseHeaders(answer.status(), answer.bodyBytes().length);
                exchange.getResponseBody().write(answer.bodyBytes());
            }
        });
        server.start();
        return "http://127.0.0.1:" + server.getAddress().getPort() + "/paycollect/notifications";
    }

    private NotificationReceiver.Builder oneMerchant() {
        return NotificationReceiver.builder("secret-a", (Notification n, StoreTransaction transaction) -> payments.add(n.getTransactionCode()));
    }

    static HttpResponse<String> post(String url, String secret, String body) throws Exception {
        HttpRequest.Builder request = HttpRequest.newBuilder(URI.create(url)).timeout(Duration.ofSeconds(30))
                .header("Content-Type", "application/json").POST(HttpRequest.BodyPublishers.ofString(body));
        if (secret != null) {
            String timestamp = RequestTimestamp.now(Clock.systemUTC());
            request.header("x-request-timestamp", timestamp).header("x-signature", RequestSigner.withSecret(secret).sign(timestamp, body));
        }
        return HttpClient.newHttpClient().send(request.build(), HttpResponse.BodyHandlers.ofString());
    }

    @Test
    void aSignedLinkResultIsAcknowledgedAndHandledOnceThoughDeliveredTwice() throws Exception {
        String url = serve(oneMerchant().linkResults((value, transaction) -> linkResults.add(value)).build());

        HttpResponse<String> first = post(url, "secret-a", LINK_RESULT);
        HttpResponse<String> again = post(url, "secret-a", LINK_RESULT);

        assertEquals(200, first.statusCode());
        assertEquals(NotificationAnswer.ACKNOWLEDGEMENT, first.body());
        assertEquals(200, again.statusCode());
        assertEquals(NotificationAnswer.ACKNOWLEDGEMENT, again.body());
        assertEquals(1, linkResults.size(), "the redelivery is not handled again");
        assertEquals("confirm-va-success", linkResults.get(0).getStatus().getValue());
        assertEquals("NGUYEN VAN A", linkResults.get(0).getAccountName());
        assertEquals(List.of(), payments);
    }

    @Test
    void aLinkResultIsAcknowledgedWithoutAHandlerButStillVerified() throws Exception {
        String url = serve(oneMerchant().build());

        assertEquals(NotificationAnswer.ACKNOWLEDGEMENT, post(url, "secret-a", LINK_RESULT).body());
        assertEquals(401, post(url, "secret-b", LINK_RESULT).statusCode(), "signed with another secret");
        assertEquals(401, post(url, null, LINK_RESULT).statusCode(), "unsigned");
    }

    @Test
    void theUnsignedPingIsAnsweredAndNothingIsProcessed() throws Exception {
        ProcessedNotifications processed = new InMemoryProcessedNotifications();
        List<String> claimed = new CopyOnWriteArrayList<>();
        ProcessedNotifications watched = (code, work) -> {
            claimed.add(code);
            return processed.processOnce(code, work);
        };
        String url = serve(oneMerchant().linkResults((value, transaction) -> linkResults.add(value)).processed(watched).build());

        HttpResponse<String> answer = post(url, null, PING);

        assertEquals(200, answer.statusCode());
        assertEquals(NotificationAnswer.ACKNOWLEDGEMENT, answer.body());
        assertEquals(List.of(), claimed, "nothing recorded");
        assertEquals(List.of(), payments);
        assertEquals(List.of(), linkResults);
    }

    @Test
    void anUnsignedPaymentAndAnUnsignedPaymentDressedAsAPingAreRefused() throws Exception {
        String url = serve(oneMerchant().linkResults((value, transaction) -> linkResults.add(value)).build());
        String dressed = "{\"event\":\"ping\",\"message\":\"Tingee Webhook Connection Test\",\"transactionCode\":\"0123456789/FT1\","
                + "\"amount\":50000}";

        assertEquals(401, post(url, null, PAYMENT).statusCode());
        assertEquals(401, post(url, null, dressed).statusCode());
        assertEquals(401, post(url, null, "{\"event\":\"ping\",\"vaAccountNumber\":\"TNG1\"}").statusCode(),
                "a link result's field is no ping's either");
        assertEquals(401, post(url, null, "{\"event\":\"pong\"}").statusCode());
        assertEquals(List.of(), payments);
        assertEquals(List.of(), linkResults);
    }

    @Test
    void aPingWithOneSignatureHeaderIsRefusedUnread() throws Exception {
        String url = serve(oneMerchant().build());
        HttpResponse<String> answer = HttpClient.newHttpClient().send(HttpRequest.newBuilder(URI.create(url))
                .header("x-signature", "ab".repeat(64)).POST(HttpRequest.BodyPublishers.ofString(PING)).build(),
                HttpResponse.BodyHandlers.ofString());
        assertEquals(401, answer.statusCode());
    }

    @Test
    void aManyMerchantReceiverVerifiesALinkResultWithoutClientIdWithTheSecretOfItsVirtualAccountsOwner() throws Exception {
        Map<String, String> owners = Map.of("TNG60716171228", "shop-b");
        String url = serve(NotificationReceiver.forClients(ClientSecretLookup.of(Map.of("shop-a", "secret-a", "shop-b", "secret-b")),
                (Notification n, StoreTransaction transaction) -> payments.add(n.getTransactionCode()))
                .linkResults((value, transaction) -> linkResults.add(value))
                .virtualAccountOwners(va -> Optional.ofNullable(owners.get(va)))
                .build());

        assertEquals(401, post(url, "secret-a", LINK_RESULT).statusCode(), "another merchant's secret");
        assertEquals(NotificationAnswer.ACKNOWLEDGEMENT, post(url, "secret-b", LINK_RESULT).body());
        assertEquals(NotificationAnswer.ACKNOWLEDGEMENT, post(url, "secret-b", LINK_RESULT).body());
        HttpResponse<String> unknown = post(url, "secret-b", LINK_RESULT.replace("TNG60716171228", "TNG9"));
        assertEquals(401, unknown.statusCode());
        assertTrue(unknown.body().contains("no known merchant owns its vaAccountNumber"), unknown.body());
        assertEquals(200, post(url, null, PING).statusCode(), "the ping names no merchant and needs none");
        assertEquals(1, linkResults.size());
    }

    @Test
    void withoutTheOwnersLookUpALinkResultWithoutClientIdCannotBeVerified() throws Exception {
        String url = serve(NotificationReceiver.forClients(ClientSecretLookup.of(Map.of("shop-b", "secret-b")),
                (Notification n, StoreTransaction transaction) -> payments.add(n.getTransactionCode())).linkResults((value, transaction) -> linkResults.add(value)).build());

        assertEquals(401, post(url, "secret-b", LINK_RESULT).statusCode());
        assertEquals(List.of(), linkResults);
        assertThrows(IllegalStateException.class, () -> oneMerchant().virtualAccountOwners(va -> Optional.empty()));
    }
}
