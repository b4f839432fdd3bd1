package com.example.platform;

import static org.assertj.core.api.Assertions.assertThat;

import com.sun.net.httpserver.HttpServer;
import io.paycollect.api.ReadmeExample;
import io.paycollect.api.RequestSigner;
import io.paycollect.api.RequestTimestamp;
import io.paycollect.client.autoconfigure.ReconciliationMetrics;
import io.paycollect.client.reconciliation.ReconciliationResult;
import java.io.IOException;
import java.io.InputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.Statement;
import java.time.Clock;
import java.time.Duration;
import java.time.LocalDateTime;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.context.annotation.Bean;

/**
 * The platform of docs/spring-boot.md ("A platform: receive, reconcile, store"), run as written: its application
 * class and its properties, with two lines given the test's own values (each merchant's {@code environment} becomes
 * the {@code base-url} of a transaction list on loopback, and the database is an embedded H2 where the jar's tables
 * and the credit table were created). Over HTTP, two merchants' notifications with the same transaction code, each
 * delivered twice, are each credited once, verified with each merchant's own secret; one signed with an unknown
 * client's secret, and one naming shop-b signed with shop-a's secret, get 401; the reconciliation the application
 * runs at start-up recovers, for each merchant, the payment whose notification never came, once.
 */
class PlatformApplicationTest {

    private static final String DOCUMENT = "../docs/spring-boot.md";
    private static final String HEADING = "## A platform: receive, reconcile, store";

    /** Each merchant's first reconciliation run, counted down as it completes. */
    private static final CountDownLatch RUNS_AT_START_UP = new CountDownLatch(2);
    private static final List<String> FAILED_RUNS = new CopyOnWriteArrayList<>();

    private final HttpServer service;
    private ConfigurableApplicationContext platform;

    /** Observes the application's reconciliation runs; a source of the application beside its own class. */
    static class RunsObserved {
        @Bean
        ReconciliationMetrics runsObserved() {
            return new ReconciliationMetrics() {
                @Override
                public void succeeded(ReconciliationResult result) {
                    RUNS_AT_START_UP.countDown();
                }

                @Override
                public void failed(ReconciliationResult partial) {
                    FAILED_RUNS.add(String.valueOf(partial));
                    RUNS_AT_START_UP.countDown();
                }
            };
        }
    }

    PlatformApplicationTest() throws IOException {
        service = transactionList();
    }

    @AfterEach
    void stop() {
        if (platform != null) {
            platform.close();
        }
        service.stop(0);
    }

    @Test
    void eachMerchantsPaymentsAreVerifiedWithItsOwnSecretAndCreditedOnceWhetherDeliveredOrReconciled() throws Exception {
        String database = "jdbc:h2:mem:platform-" + UUID.randomUUID() + ";DB_CLOSE_DELAY=-1";
        Map<String, Object> properties = new HashMap<>();
        for (String line : documentedProperties()) {
            String[] property = line.split("=", 2);
            Matcher environment = Pattern.compile("paycollect\\.clients\\.(.+)\\.environment").matcher(property[0]);
            if (environment.matches()) {
                properties.put("paycollect.clients." + environment.group(1) + ".base-url",
                        "http://127.0.0.1:" + service.getAddress().getPort());
            } else {
                properties.put(property[0], property[0].equals("spring.datasource.url") ? database : property[1]);
            }
        }
        properties.putAll(Map.of("SHOP_A_SECRET", "secret-a", "SHOP_B_SECRET", "secret-b", "DB_PASSWORD", "db-secret",
                "server.port", "0"));
        try (Connection c = DriverManager.getConnection(database, "platform", "db-secret"); Statement s = c.createStatement()) {
            s.execute(resource("io/paycollect/client/notification/processed-notifications.sql"));
            s.execute(resource("io/paycollect/client/reconciliation/reconciliation-checkpoint.sql"));
            s.execute("CREATE TABLE credit (client_id VARCHAR(128), transaction_code VARCHAR(128), amount BIGINT)");
        }

        platform = new SpringApplicationBuilder(PlatformApplication.class, RunsObserved.class).properties(properties).run();
        String url = "http://127.0.0.1:" + platform.getEnvironment().getProperty("local.server.port") + "/paycollect/notifications";

        for (int delivery = 0; delivery < 2; delivery++) {
            assertThat(deliver(url, "shop-a", "secret-a", "FT1", 10_000).statusCode()).isEqualTo(200);
            assertThat(deliver(url, "shop-b", "secret-b", "FT1", 10_000).statusCode()).isEqualTo(200);
        }
        assertThat(deliver(url, "shop-c", "secret-c", "FT9", 90_000).statusCode()).isEqualTo(401);
        assertThat(deliver(url, "shop-b", "secret-a", "FT8", 80_000).statusCode())
                .as("shop-a's secret does not sign shop-b's notifications").isEqualTo(401);
        // FT2's notifications never came: the reconciliation run at start-up finds each merchant's in its list.
        List<String> expected = List.of("shop-a FT1 10000", "shop-a FT2 20000", "shop-b FT1 10000", "shop-b FT2 20000");
        assertThat(RUNS_AT_START_UP.await(1, TimeUnit.MINUTES)).as("each merchant's run at start-up within a minute").isTrue();
        assertThat(FAILED_RUNS).isEmpty();
        assertThat(deliver(url, "shop-a", "secret-a", "FT2", 20_000).statusCode()).as("a late notification").isEqualTo(200);

        assertThat(credits(database)).containsExactlyElementsOf(expected);
    }

    @Test
    void theDocumentationShowsThisApplication() throws IOException {
        ReadmeExample.assertDocShowsClass(DOCUMENT, HEADING, "src/test/java/com/example/platform/PlatformApplication.java",
                line -> line);
    }

    /** The lines of the first properties block under the heading. */
    private static List<String> documentedProperties() throws IOException {
        Matcher block = Pattern.compile(Pattern.quote(HEADING) + "\n.*?```properties\n(.*?)```", Pattern.DOTALL)
                .matcher(Files.readString(Path.of(DOCUMENT)));
        assertThat(block.find()).as(DOCUMENT + " has a properties block under " + HEADING).isTrue();
        return block.group(1).lines().filter(line -> !line.isBlank() && !line.startsWith("#")).toList();
    }

    /** The service's transaction list: each merchant's FT1 and FT2, paid five minutes ago. */
    private static HttpServer transactionList() throws IOException {
        HttpServer service = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        service.createContext("/v1/transaction/get-paging", exchange -> {
            String clientId = exchange.getRequestHeaders().getFirst("x-client-id");
            boolean firstPage = new String(exchange.getRequestBody().readAllBytes(), StandardCharsets.UTF_8)
                    .contains("\"skipCount\":0");
            String paidAt = LocalDateTime.now(ZoneId.of("Asia/Ho_Chi_Minh")).minusMinutes(5).toString();
            List<String> items = new ArrayList<>();
            for (String code : firstPage ? List.of("FT1", "FT2") : List.<String>of()) {
                items.add("{\"transactionId\":\"" + clientId + code + "\",\"code\":\"" + code + "\",\"amount\":"
                        + (code.equals("FT1") ? 10_000 : 20_000) + ",\"bankBin\":\"970422\",\"accountNumber\":\"0123456789\","
                        + "\"content\":\"Don hang\",\"transactionDate\":\"" + paidAt + "\"}");
            }
            byte[] answer = ("{\"code\":\"00\",\"message\":\"Success\",\"data\":{\"totalCount\":2,\"items\":["
                    + String.join(",", items) + "]}}").getBytes(StandardCharsets.UTF_8);
            exchange.getResponseHeaders().add("Content-Type", "application/json");
            exchange.sendResponseHeaders(200, answer.length);
            exchange.getResponseBody().write(answer);
            exchange.close();
        });
        service.start();
        return service;
    }

    /** A notification of {@code clientId}'s payment, signed with {@code secret} as the service signs. */
    private static HttpResponse<String> deliver(String url, String clientId, String secret, String code, long amount)
            throws Exception {
        String body = "{\"clientId\":\"" + clientId + "\",\"transactionCode\":\"" + code + "\",\"amount\":" + amount
                + ",\"content\":\"Don hang\",\"bank\":\"MBB\",\"accountNumber\":\"0123456789\"}";
        String timestamp = RequestTimestamp.now(Clock.systemUTC());
        return HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(30)).build().send(
                HttpRequest.newBuilder(URI.create(url)).timeout(Duration.ofSeconds(30))
                        .header("Content-Type", "application/json")
                        .header("x-request-timestamp", timestamp)
                        .header("x-signature", RequestSigner.withSecret(secret).sign(timestamp, body))
                        .POST(HttpRequest.BodyPublishers.ofString(body)).build(),
                HttpResponse.BodyHandlers.ofString());
    }

    private static List<String> credits(String database) throws Exception {
        List<String> credits = new ArrayList<>();
        try (Connection c = DriverManager.getConnection(database, "platform", "db-secret"); Statement s = c.createStatement();
             ResultSet rows = s.executeQuery("SELECT client_id, transaction_code, amount FROM credit "
                     + "ORDER BY client_id, transaction_code, amount")) {
            while (rows.next()) {
                credits.add(rows.getString(1) + " " + rows.getString(2) + " " + rows.getLong(3));
            }
        }
        return credits;
    }

    private static String resource(String name) throws IOException {
        try (InputStream in = PlatformApplicationTest.class.getClassLoader().getResourceAsStream(name)) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }
}
