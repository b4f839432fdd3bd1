package io.paycollect.client.autoconfigure;

import static org.assertj.core.api.Assertions.assertThat;

import com.sun.net.httpserver.HttpServer;
import io.micrometer.core.instrument.MeterRegistry;
import io.paycollect.api.ClientSecretLookup;
import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import io.paycollect.client.notification.InMemoryProcessedNotifications;
import io.paycollect.client.notification.NotificationHandler;
import io.paycollect.client.notification.ProcessedNotifications;
import io.paycollect.client.reconciliation.InMemoryReconciliationCheckpoint;
import io.paycollect.client.reconciliation.PaymentReconciler;
import io.paycollect.client.reconciliation.ReconciliationCheckpoint;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.time.LocalDateTime;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.springframework.boot.autoconfigure.AutoConfigurations;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;

/**
 * Scheduled reconciliation of a platform's merchants: with reconciliation on, each named client is reconciled on a
 * schedule of its own, with its own checkpoint name, the application's handler, and the store the receiver uses
 * keyed by that merchant; a payment whose notification was dropped is recovered for each merchant once, and counted
 * under the merchant's client tag. Switched on with no client at all, start-up fails naming the property.
 */
class NamedClientsReconciliationTest {

    private final HttpServer service;
    private final List<String> credited = Collections.synchronizedList(new ArrayList<>());
    /** A permit for each credit, as it is made. */
    private final Semaphore credits = new Semaphore(0);
    private int creditsAwaited;
    private final ProcessedNotifications processed = new InMemoryProcessedNotifications();
    private final ReconciliationCheckpoint checkpoint = new InMemoryReconciliationCheckpoint();
    private final MeterRegistry registry = new SimpleMeterRegistry();

    NamedClientsReconciliationTest() throws Exception {
        // The service's transaction list: each merchant sees one payment of its own, whose notification was dropped.
        service = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
        service.createContext("/v1/transaction/get-paging", exchange -> {
            String clientId = exchange.getRequestHeaders().getFirst("x-client-id");
            boolean firstPage = new String(exchange.getRequestBody().readAllBytes(), StandardCharsets.UTF_8)
                    .contains("\"skipCount\":0");
            String item = "{\"transactionId\":\"TXN-1\",\"code\":\"FT-" + clientId + "\",\"amount\":10000,"
                    + "\"bankBin\":\"970422\",\"accountNumber\":\"0123456789\",\"content\":\"Don hang\","
                    + "\"transactionDate\":\"" + LocalDateTime.now(ZoneId.of("Asia/Ho_Chi_Minh")).minusMinutes(5) + "\"}";
            byte[] answer = ("{\"code\":\"00\",\"message\":\"Success\",\"data\":{\"totalCount\":1,\"items\":["
                    + (firstPage ? item : "") + "]}}").getBytes(StandardCharsets.UTF_8);
            exchange.getResponseHeaders().add("Content-Type", "application/json");
            exchange.sendResponseHeaders(200, answer.length);
            exchange.getResponseBody().write(answer);
            exchange.close();
        });
        service.start();
    }

    @AfterEach
    void stop() {
        service.stop(0);
    }

    private ApplicationContextRunner platform() {
        String url = "http://127.0.0.1:" + service.getAddress().getPort();
        return new ApplicationContextRunner()
                .withConfiguration(AutoConfigurations.of(PayCollectClientAutoConfiguration.class,
                        PayCollectNamedClientsAutoConfiguration.class, PayCollectReconciliationAutoConfiguration.class))
                .withPropertyValues("paycollect.client.reconciliation.enabled=true",
                        "paycollect.client.reconciliation.interval=1h",
                        "paycollect.clients.shop-a.base-url=" + url, "paycollect.clients.shop-a.client-id=shop-a-id",
                        "paycollect.clients.shop-a.secret-token=secret-a",
                        "paycollect.clients.shop-b.base-url=" + url, "paycollect.clients.shop-b.client-id=shop-b-id",
                        "paycollect.clients.shop-b.secret-token=secret-b")
                .withBean(NotificationHandler.class, () -> (n, transaction) -> {
                    credited.add(n.getClientId() + " " + n.getTransactionCode());
                    credits.release();
                })
                .withBean(ProcessedNotifications.class, () -> processed)
                .withBean(ReconciliationCheckpoint.class, () -> checkpoint)
                .withBean(MeterRegistry.class, () -> registry);
    }

    @Test
    void eachMerchantsDroppedPaymentIsRecoveredOnceOnAScheduleOfItsOwn() {
        platform().run(context -> {
            assertThat(context).hasNotFailed().doesNotHaveBean(PaymentReconciler.class);
            ScheduledReconciliations schedules = context.getBean(ScheduledReconciliations.class);
            assertThat(schedules.byClient()).containsOnlyKeys("shop-a", "shop-b");
            assertThat(context.getBean("payCollectNotificationSecrets", ClientSecretLookup.class).secretFor("shop-b-id"))
                    .as("the merchants' secrets by client id, for the server starter's notification path").contains("secret-b");
            awaitCredits(2); // the runs at start-up

            schedules.byClient().values().forEach(ScheduledReconciliation::runOnce);

            assertThat(credited).containsExactlyInAnyOrder("shop-a-id FT-shop-a-id", "shop-b-id FT-shop-b-id");
            assertThat(processed.forClient("shop-a-id").processOnce("FT-shop-a-id", transaction -> { }))
                    .as("recorded under the merchant, as its receiver records it").isFalse();
            assertThat(checkpoint.reconciledUntil("default:shop-a")).isPresent();
            assertThat(checkpoint.reconciledUntil("default:shop-b")).isPresent();
            for (String shop : List.of("shop-a", "shop-b")) {
                assertThat(registry.get("paycollect.client.reconciliation.payments").tag("client", shop)
                        .tag("found_by", "reconciliation").counter().count()).as(shop).isEqualTo(1.0);
                assertThat(registry.get("paycollect.client.reconciliation.runs").tag("client", shop)
                        .tag("outcome", "success").counter().count()).as(shop).isEqualTo(2.0);
            }
        });
    }

    @Test
    void theSingleClientBesideNamedOnesIsReconciledUnderItsClientIdAsAPlatformsReceiverRecordsIt() {
        platform().withPropertyValues("paycollect.client.base-url=http://127.0.0.1:" + service.getAddress().getPort(),
                        "paycollect.client.client-id=platform-id", "paycollect.client.secret-token=secret-p")
                .run(context -> {
                    assertThat(context).hasSingleBean(PaymentReconciler.class).hasSingleBean(ScheduledReconciliations.class);
                    awaitCredits(3);
                    assertThat(credited).contains("platform-id FT-platform-id");
                    assertThat(processed.forClient("platform-id").processOnce("FT-platform-id", transaction -> { })).isFalse();
                });
    }

    @Test
    void switchedOnWithNoClientToReconcileTheApplicationDoesNotStart() {
        new ApplicationContextRunner()
                .withConfiguration(AutoConfigurations.of(PayCollectClientAutoConfiguration.class,
                        PayCollectNamedClientsAutoConfiguration.class, PayCollectReconciliationAutoConfiguration.class))
                .withPropertyValues("paycollect.client.reconciliation.enabled=true")
                .withBean(NotificationHandler.class, () -> (n, transaction) -> { })
                .withBean(ProcessedNotifications.class, () -> processed)
                .run(context -> assertThat(context).hasFailed().getFailure().rootCause()
                        .hasMessageContaining("paycollect.client.reconciliation.enabled=true but there is no client to reconcile"));
    }

    /** Waits, up to a generous minute, until {@code count} credits in all have been made. */
    private void awaitCredits(int count) throws InterruptedException {
        assertThat(credits.tryAcquire(count - creditsAwaited, 60, TimeUnit.SECONDS)).as(count + " credits: " + credited).isTrue();
        creditsAwaited = count;
        assertThat(credited).hasSize(count);
    }
}
