package io.paycollect.sandbox.e2e;

import static org.assertj.core.api.Assertions.assertThat;

import io.paycollect.client.PayCollectClient;
import io.paycollect.client.autoconfigure.PayCollectClientBuilderCustomizer;
import io.paycollect.client.model.Notification;
import io.paycollect.client.notification.InMemoryProcessedNotifications;
import io.paycollect.client.notification.NotificationHandler;
import io.paycollect.client.notification.ProcessedNotifications;
import io.paycollect.sandbox.SandboxApplication;
import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.boot.autoconfigure.EnableAutoConfiguration;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.web.server.context.WebServerApplicationContext;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.context.annotation.Bean;
import tools.jackson.databind.JsonNode;

/**
 * A shop's Spring Boot application with the client starter and {@code paycollect.client.reconciliation.enabled}:
 * a payment whose notification the sandbox drops (as a lost notification) is processed by the scheduled
 * reconciliation, once, and the shop's metrics show it as found by reconciliation.
 */
@SpringBootTest(classes = SandboxApplication.class, webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT)
class ScheduledReconciliationTest {

    static final List<Notification> CREDITED = new CopyOnWriteArrayList<>();
    /** The same credits, as they happen. */
    static final BlockingQueue<Notification> CREDITS = new LinkedBlockingQueue<>();
    /** One permit for each listing of the transactions the shop's reconciliation starts. */
    static final Semaphore LISTINGS = new Semaphore(0);

    /** The shop: a handler and the store its notification receiver would share. Not a @SpringBootConfiguration. */
    @EnableAutoConfiguration
    static class ShopApplication {

        @Bean
        NotificationHandler credit() {
            return (notification, transaction) -> {
                CREDITED.add(notification);
                CREDITS.add(notification);
            };
        }

        @Bean
        PayCollectClientBuilderCustomizer countListings() {
            return builder -> builder.requestInterceptor(request -> {
                if (request.path().endsWith("/v1/transaction/get-paging")) {
                    LISTINGS.release();
                }
            });
        }

        @Bean
        ProcessedNotifications processedNotifications() {
            return new InMemoryProcessedNotifications();
        }
    }

    @Value("${local.server.port}")
    int sandboxPort;

    @Test
    void aDroppedNotificationIsRecoveredByTheScheduleAndCountedAsFoundByReconciliation() throws Exception {
        String sandbox = "http://localhost:" + sandboxPort;
        ControlCalls control = new ControlCalls(sandbox);
        PayCollectClient merchant = PayCollectClient.builder().baseUrl(sandbox).clientId("sandbox-client")
                .secretToken("sandbox-secret-token").build();
        String va = NeverMissAPaymentTest.registeredVa(merchant, "http://127.0.0.1:" + closedPort() + "/notifications");
        try (ConfigurableApplicationContext shop = new SpringApplicationBuilder(ShopApplication.class).properties(
                "server.port=0",
                "spring.main.banner-mode=off",
                "management.endpoints.web.exposure.include=metrics",
                "paycollect.client.base-url=" + sandbox,
                "paycollect.client.client-id=sandbox-client",
                "paycollect.client.secret-token=sandbox-secret-token",
                "paycollect.client.reconciliation.enabled=true",
                "paycollect.client.reconciliation.interval=200ms",
                "paycollect.client.reconciliation.first-window=1h",
                // The sandbox is shared with other tests' payments: this shop reconciles its own account.
                "paycollect.client.reconciliation.va-account-numbers=" + va).run()) {

            control.call("POST", "/sandbox/notifications/drop-next?count=1");
            String paid = control.call("POST", "/sandbox/virtual-accounts/" + va + "/transfers?amount=33000")
                    .get("data").get("code").asString();
            JsonNode delivery = control.call("GET", "/sandbox/notifications/deliveries?transactionCode=" + paid).get("data").get(0);
            assertThat(delivery.get("status").asString()).isEqualTo("dropped");

            awaitCredit(paid);
            // Two whole runs after the one that credited it: the third listing starts when the second has ended.
            LISTINGS.drainPermits();
            assertThat(LISTINGS.tryAcquire(3, 60, TimeUnit.SECONDS)).as("three more listings within a minute").isTrue();
            assertThat(CREDITED.stream().filter(n -> paid.equals(n.getTransactionCode())).count()).isEqualTo(1);
            assertThat(CREDITED.stream().filter(n -> paid.equals(n.getTransactionCode())).findFirst().orElseThrow()
                    .getClientId()).isEqualTo("sandbox-client");

            int shopPort = ((WebServerApplicationContext) shop).getWebServer().getPort();
            assertThat(ClientStarterAgainstSandboxTest.get(shopPort, "/actuator/metrics/paycollect.client.reconciliation.payments?tag=found_by:reconciliation"))
                    .contains("\"statistic\":\"COUNT\",\"value\":1.0");
        }
    }

    /** Waits, up to a generous minute, for the shop to credit {@code transactionCode}. */
    private static void awaitCredit(String transactionCode) throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
        while (true) {
            Notification credited = CREDITS.poll(deadline - System.nanoTime(), TimeUnit.NANOSECONDS);
            assertThat(credited).as("the schedule recovered " + transactionCode + " within a minute").isNotNull();
            if (transactionCode.equals(credited.getTransactionCode())) {
                return;
            }
        }
    }

    private static int closedPort() throws IOException {
        try (ServerSocket socket = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            return socket.getLocalPort();
        }
    }
}
