package io.paycollect.client.reconciliation;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.sun.net.httpserver.HttpServer;
import io.paycollect.api.ClientSecretLookup;
import io.paycollect.api.ReadmeExample;
import io.paycollect.api.RequestSigner;
import io.paycollect.api.RequestTimestamp;
import io.paycollect.client.PayCollectClient;
import io.paycollect.client.TestDatabases;
import io.paycollect.client.notification.JdbcProcessedNotifications;
import io.paycollect.client.notification.NotificationAnswer;
import io.paycollect.client.notification.NotificationHandler;
import io.paycollect.client.notification.NotificationReceiver;
import java.net.InetSocketAddress;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.time.Clock;
import java.time.Duration;
import java.time.LocalDateTime;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import javax.sql.DataSource;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * A platform receiving and reconciling for several merchants, the example of docs/notifications.md run as
 * written: two merchants' notifications arrive on one endpoint over HTTP, each verified with its own secret and
 * processed once though both carry the same transaction code; one signed with a client's secret the platform does
 * not know, or naming another merchant than the one whose secret signed it, is refused and processes nothing; then
 * each merchant's reconciliation recovers the payment whose notification was dropped, once.
 */
class PlatformExampleTest {

    private static final ZoneId VIETNAM = ZoneId.of("Asia/Ho_Chi_Minh");

    private final TransactionListServer service;
    private final DataSource dataSource = TestDatabases.h2();
    private HttpServer server;
    private List<PaymentReconciler> reconcilers;

    PlatformExampleTest() throws Exception {
        service = new TransactionListServer();
    }

    @BeforeEach
    void migrate() throws Exception {
        TestDatabases.run(dataSource, TestDatabases.migration(JdbcProcessedNotifications.class, "processed-notifications.sql"),
                TestDatabases.migration(JdbcReconciliationCheckpoint.class, "reconciliation-checkpoint.sql"),
                "CREATE TABLE credit (client_id VARCHAR(128), transaction_code VARCHAR(128), amount BIGINT)");
    }

    @AfterEach
    void stop() {
        if (server != null) {
            server.stop(0);
            ((ExecutorService) server.getExecutor()).shutdownNow();
        }
        service.close();
    }

    @Test
    void eachMerchantsPaymentsAreVerifiedWithItsOwnSecretAndCreditedOnceWhetherDeliveredOrReconciled() throws Exception {
        LocalDateTime paidAt = LocalDateTime.now(VIETNAM).minusMinutes(5);
        for (String shop : List.of("shop-a", "shop-b")) {
            service.addFor(shop, "FT1", 10_000, paidAt).addFor(shop, "FT2", 20_000, paidAt);
        }
        platform(0, service.baseUrl());
        String url = "http://127.0.0.1:" + server.getAddress().getPort() + "/paycollect/notifications";

        for (int delivery = 0; delivery < 2; delivery++) {
            assertEquals(200, deliver(url, "shop-a", "secret-a", "FT1", 10_000).statusCode());
            assertEquals(200, deliver(url, "shop-b", "secret-b", "FT1", 10_000).statusCode());
        }
        HttpResponse<String> unknown = deliver(url, "shop-c", "secret-c", "FT9", 90_000);
        HttpResponse<String> crossSigned = deliver(url, "shop-b", "secret-a", "FT8", 80_000);

        assertEquals(401, unknown.statusCode(), unknown.body());
        assertEquals(401, crossSigned.statusCode(), "shop-a's secret does not sign shop-b's notifications");
        assertEquals(List.of("shop-a FT1 10000", "shop-b FT1 10000"), credits(), "each merchant's FT1 once, FT2 dropped");

        for (PaymentReconciler reconciler : reconcilers) {
            assertEquals(1, reconciler.reconcile().recovered(), reconciler.toString());
            assertEquals(0, reconciler.reconcile().recovered(), "the next run finds nothing new");
        }
        assertEquals(List.of("shop-a FT1 10000", "shop-a FT2 20000", "shop-b FT1 10000", "shop-b FT2 20000"), credits());
    }

    @Test
    void theDocumentationShowsThisExample() throws Exception {
        ReadmeExample.assertDocShows("docs/notifications.md", "## A platform: many merchants on one endpoint",
                "src/test/java/io/paycollect/client/reconciliation/PlatformExampleTest.java", line -> line);
    }

    /** The example: a receiver of every merchant on {@code port}, and one reconciler per merchant. */
    private void platform(int port, String baseUrl) throws Exception {
        // README:begin
        Map<String, String> secrets = Map.of("shop-a", "secret-a", "shop-b", "secret-b"); // the platform's merchants
        JdbcProcessedNotifications processed = new JdbcProcessedNotifications(dataSource);
        NotificationHandler credit = (notification, transaction) -> {
            // Written in the transaction that records the payment as processed: both commit, or neither.
            try (PreparedStatement insert = transaction.connection().prepareStatement(
                    "INSERT INTO credit (client_id, transaction_code, amount) VALUES (?, ?, ?)")) {
                insert.setString(1, notification.getClientId());
                insert.setString(2, notification.getTransactionCode());
                insert.setLong(3, notification.getAmount().longValueExact());
                insert.executeUpdate();
            }
        };
        NotificationReceiver receiver = NotificationReceiver.forClients(ClientSecretLookup.of(secrets), credit)
                .processed(processed)
                .build();
        List<PaymentReconciler> reconcilers = new ArrayList<>(); // each: reconcile() every few minutes
        for (Map.Entry<String, String> merchant : secrets.entrySet()) {
            PayCollectClient client = PayCollectClient.builder().baseUrl(baseUrl)
                    .clientId(merchant.getKey()).secretToken(merchant.getValue()).build();
            reconcilers.add(PaymentReconciler.builder(client, credit, processed.forClient(merchant.getKey()))
                    .clientId(merchant.getKey())  // the merchant the recovered notifications name
                    .checkpoint(new JdbcReconciliationCheckpoint(dataSource))
                    .name("reconciliation-" + merchant.getKey())  // a checkpoint of its own
                    .build());
        }

        // The JDK server's own bound on receiving a request, as in the single-merchant example: a slow body
        // holds a thread 10 s at most.
        System.setProperty("sun.net.httpserver.maxReqTime", "10");
        HttpServer server = HttpServer.create(new InetSocketAddress(port), 0);
        server.setExecutor(Executors.newFixedThreadPool(16));
        server.createContext("/paycollect/notifications", exchange -> {
            NotificationAnswer answer = receiver.receive(
                    exchange.getRequestHeaders().getFirst("x-request-timestamp"),
                    exchange.getRequestHeaders().getFirst("x-signature"),
                    exchange.getRequestBody());
            byte[] body = answer.bodyBytes();
            exchange.getResponseHeaders().add("Content-Type", "application/json");
            exchange.sendResponseHeaders(answer.status(), body.length);
            exchange.getResponseBody().write(body);
            exchange.close();
        });
        server.start();
        // README:end
        this.server = server;
        this.reconcilers = reconcilers;
    }

    /** A notification of {@code clientId}'s payment, signed with {@code secret} as the service signs. */
    private static HttpResponse<String> deliver(String url, String clientId, String secret, String code, long amount)
            throws Exception {
        String body = "{\"clientId\":\"" + clientId + "\",\"transactionCode\":\"" + code + "\",\"amount\":" + amount
                + ",\"content\":\"Don hang\",\"bank\":\"MBB\",\"accountNumber\":\"0123456789\","
                + "\"transactionDate\":\"20261127101500\"}";
        String timestamp = RequestTimestamp.now(Clock.systemUTC());
        return HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(30)).build().send(
                HttpRequest.newBuilder(URI.create(url)).timeout(Duration.ofSeconds(30))
                        .header("x-request-timestamp", timestamp)
                        .header("x-signature", RequestSigner.withSecret(secret).sign(timestamp, body))
                        .POST(HttpRequest.BodyPublishers.ofString(body)).build(),
                HttpResponse.BodyHandlers.ofString());
    }

    private List<String> credits() throws Exception {
        List<String> credits = new ArrayList<>();
        try (Connection c = dataSource.getConnection(); PreparedStatement select = c.prepareStatement(
                "SELECT client_id, transaction_code, amount FROM credit ORDER BY client_id, transaction_code");
             ResultSet rows = select.executeQuery()) {
            while (rows.next()) {
                credits.add(rows.getString(1) + " " + rows.getString(2) + " " + rows.getLong(3));
            }
        }
        return credits;
    }
}
