package io.paycollect.client.reconciliation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import io.paycollect.api.MutableClock;
import io.paycollect.client.PayCollectClient;
import io.paycollect.client.model.Notification;
import io.paycollect.client.notification.InMemoryProcessedNotifications;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * Reconciliation against the service's transaction list over real HTTP: every payment in the window whose
 * notification was not processed is handed to the handler once, pages are as large as the service allows,
 * a run starts at the checkpoint less the overlap, a failure leaves the rest for the next run.
 */
class PaymentReconcilerTest {

    private static final DateTimeFormatter QUERY_TIME = DateTimeFormatter.ofPattern("yyyyMMddHHmmss");
    /** 2026-11-25 10:00 in Vietnam. */
    private static final Instant NOW = Instant.parse("2026-11-25T03:00:00Z");
    private static final LocalDateTime NOW_IN_VIETNAM = LocalDateTime.of(2026, 11, 25, 10, 0);

    private final TransactionListServer service;
    private final PayCollectClient client;
    private final MutableClock clock = new MutableClock(NOW);
    private final InMemoryProcessedNotifications processed = new InMemoryProcessedNotifications();
    private final InMemoryReconciliationCheckpoint checkpoint = new InMemoryReconciliationCheckpoint();
    private final List<Notification> handled = new ArrayList<>();

    PaymentReconcilerTest() throws Exception {
        service = new TransactionListServer();
        client = PayCollectClient.builder().baseUrl(service.baseUrl()).clientId("merchant").secretToken("secret")
                .clock(clock).build();
    }

    @AfterEach
    void stop() {
        service.close();
    }

    private PaymentReconciler.Builder reconciler() {
        return PaymentReconciler.builder(client, (value, transaction) -> handled.add(value), processed).checkpoint(checkpoint).clock(clock)
                .clientId("merchant");
    }

    @Test
    void aPaymentWhoseNotificationNeverCameIsHandledOnceAsTheNotificationWouldHaveBeen() throws Exception {
        service.add("FT001", 50000, null, NOW_IN_VIETNAM.minusHours(3))
                .add("FT002", 75000, "CREDIT", NOW_IN_VIETNAM.minusHours(2))
                .add("FT003", 20000, null, NOW_IN_VIETNAM.minusHours(1));
        processed.processOnce("FT002", transaction -> { }); // its notification arrived

        ReconciliationResult first = reconciler().build().reconcile();

        assertEquals(List.of("FT001", "FT003"), handled.stream().map(Notification::getTransactionCode).toList());
        assertEquals(2, first.recovered());
        assertEquals(1, first.alreadyProcessed());
        Notification recovered = handled.get(0);
        assertEquals("merchant", recovered.getClientId());
        assertEquals(0, recovered.getAmount().compareTo(new java.math.BigDecimal("50000")));
        assertEquals("MBB", recovered.getBank());
        assertEquals("970422", recovered.getBankBin());
        assertEquals("0123456789", recovered.getAccountNumber());
        assertEquals("9000000001", recovered.getVaAccountNumber());
        assertEquals("20261125070000", recovered.getTransactionDate(), "the notification's date form");

        ReconciliationResult again = reconciler().build().reconcile();
        assertEquals(0, again.recovered());
        assertEquals(2, handled.size(), "a payment is handled once, however often it is reconciled");
    }

    @Test
    void debitsAreNotPaymentsAndAreLeftAlone() {
        service.add("FT010", 50000, "DEBIT", NOW_IN_VIETNAM.minusHours(1)).add("FT011", 1000, "credit", NOW_IN_VIETNAM.minusHours(1));

        ReconciliationResult result = reconciler().build().reconcile();

        assertEquals(1, result.notPayments());
        assertEquals(List.of("FT011"), handled.stream().map(Notification::getTransactionCode).toList());
    }

    @Test
    void pagesAreAsLargeAsTheServiceAllowsAndEndAtAShortPage() {
        for (int i = 0; i < 2500; i++) {
            service.add(String.format("FT%05d", i), 1000, null, NOW_IN_VIETNAM.minusMinutes(600).plusSeconds(i));
        }

        ReconciliationResult result = reconciler().build().reconcile();

        assertEquals(3, result.calls());
        assertEquals(2500, result.recovered());
        assertEquals(List.of(0, 1000, 2000), service.requests().stream().map(r -> r.get("skipCount").asInt()).toList());
        service.requests().forEach(r -> assertEquals(1000, r.get("maxResultCount").asInt()));
    }

    @Test
    void theFirstRunReadsItsFirstWindowAndTheNextStartsAtTheCheckpointLessTheOverlap() {
        PaymentReconciler reconciler = reconciler().firstWindow(Duration.ofHours(6)).overlap(Duration.ofMinutes(15)).build();

        reconciler.reconcile();
        clock.set(NOW.plus(Duration.ofHours(1)));
        reconciler.reconcile();

        List<JsonNode> requests = service.requests();
        assertEquals(window(NOW_IN_VIETNAM.minusHours(6), NOW_IN_VIETNAM), window(requests.get(0)));
        assertEquals(window(NOW_IN_VIETNAM.minusMinutes(15), NOW_IN_VIETNAM.plusHours(1)), window(requests.get(1)),
                "Vietnam time, from the checkpoint less the overlap");
        assertEquals(java.util.Optional.of(NOW.plus(Duration.ofHours(1))), checkpoint.reconciledUntil("default"));
    }

    @Test
    void aWindowLongerThanOneQueryMayAskIsReadInSlices() {
        service.add("FT020", 1000, null, NOW_IN_VIETNAM.minusDays(24)).add("FT021", 1000, null, NOW_IN_VIETNAM.minusDays(12))
                .add("FT022", 1000, null, NOW_IN_VIETNAM.minusDays(1));

        ReconciliationResult result = reconciler().firstWindow(Duration.ofDays(25)).build().reconcile();

        assertEquals(3, result.calls());
        assertEquals(List.of(window(NOW_IN_VIETNAM.minusDays(25), NOW_IN_VIETNAM.minusDays(15)),
                window(NOW_IN_VIETNAM.minusDays(15), NOW_IN_VIETNAM.minusDays(5)),
                window(NOW_IN_VIETNAM.minusDays(5), NOW_IN_VIETNAM)),
                service.requests().stream().map(PaymentReconcilerTest::window).toList(), "each at most 10 days");
        assertEquals(3, result.recovered());
    }

    @Test
    void aRefusedCallStopsTheRunWithTheCheckpointBeforeTheRestWhichTheNextRunReads() throws Exception {
        service.add("FT030", 1000, null, NOW_IN_VIETNAM.minusDays(12)).add("FT031", 1000, null, NOW_IN_VIETNAM.minusDays(2));
        service.refuseCall(1);
        PaymentReconciler reconciler = reconciler().firstWindow(Duration.ofDays(15)).overlap(Duration.ZERO).build();

        ReconciliationException stopped = assertThrows(ReconciliationException.class, reconciler::reconcile);

        assertTrue(stopped.getMessage().contains("transaction_getPaging"), stopped.getMessage());
        assertEquals(1, stopped.partialResult().recovered());
        assertEquals(java.util.Optional.of(NOW.minus(Duration.ofDays(5))), checkpoint.reconciledUntil("default"),
                "complete up to the end of the first slice only");
        ReconciliationResult next = reconciler.reconcile();
        assertEquals(1, next.recovered());
        assertEquals(List.of("FT030", "FT031"), handled.stream().map(Notification::getTransactionCode).toList());
    }

    @Test
    void aHandlerThatFailsLeavesThePaymentUnprocessedForTheNextRun() {
        service.add("FT040", 1000, null, NOW_IN_VIETNAM.minusHours(1));
        List<String> credited = new ArrayList<>();
        boolean[] fail = {true};
        PaymentReconciler reconciler = PaymentReconciler.builder(client, (n, transaction) -> {
            if (fail[0]) {
                throw new IllegalStateException("the database is down");
            }
            credited.add(n.getTransactionCode());
        }, processed).checkpoint(checkpoint).clock(clock).build();

        ReconciliationException stopped = assertThrows(ReconciliationException.class, reconciler::reconcile);
        assertTrue(stopped.getMessage().contains("FT040"), stopped.getMessage());
        assertEquals(java.util.Optional.empty(), checkpoint.reconciledUntil("default"));

        fail[0] = false;
        assertEquals(1, reconciler.reconcile().recovered());
        assertEquals(List.of("FT040"), credited);
    }

    @Test
    void settingsThatCannotWorkAreRefusedNamingTheSetting() {
        assertEquals("pageSize must be 1 to 1000",
                assertThrows(IllegalArgumentException.class, () -> reconciler().pageSize(1001)).getMessage());
        assertEquals("overlap must not be negative",
                assertThrows(IllegalArgumentException.class, () -> reconciler().overlap(Duration.ofSeconds(-1))).getMessage());
    }

    private static List<String> window(LocalDateTime start, LocalDateTime end) {
        return List.of(start.format(QUERY_TIME), end.format(QUERY_TIME));
    }

    private static List<String> window(JsonNode request) {
        return List.of(request.get("startTime").asText(), request.get("endTime").asText());
    }
}
