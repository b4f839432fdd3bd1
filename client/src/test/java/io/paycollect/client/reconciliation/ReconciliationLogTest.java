package io.paycollect.client.reconciliation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.paycollect.api.MutableClock;
import io.paycollect.client.PayCollectClient;
import io.paycollect.client.notification.InMemoryProcessedNotifications;
import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.time.Instant;
import java.time.LocalDateTime;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.logging.Handler;
import java.util.logging.Level;
import java.util.logging.LogRecord;
import java.util.logging.Logger;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Reconciliation says what it did: one INFO line per run, even one that found nothing (window, host, calls,
 * transactions read, payments recovered), and a run that fails names the host it called and what happened.
 */
class ReconciliationLogTest {

    private static final Instant NOW = Instant.parse("2026-11-25T03:00:00Z");

    private final List<LogRecord> lines = new CopyOnWriteArrayList<>();
    private final Logger logger = Logger.getLogger(PaymentReconciler.class.getName());
    private final Handler capture = new Handler() {
        @Override
        public void publish(LogRecord record) {
            lines.add(record);
        }

        @Override
        public void flush() {
        }

        @Override
        public void close() {
        }
    };
    private Level before;

    @BeforeEach
    void listen() {
        before = logger.getLevel();
        logger.setLevel(Level.INFO);
        logger.addHandler(capture);
    }

    @AfterEach
    void stopListening() {
        logger.removeHandler(capture);
        logger.setLevel(before);
    }

    private static PaymentReconciler reconciler(String baseUrl) {
        MutableClock clock = new MutableClock(NOW);
        PayCollectClient client = PayCollectClient.builder().baseUrl(baseUrl).clientId("merchant").secretToken("secret")
                .clock(clock).build();
        return PaymentReconciler.builder(client, (notification, transaction) -> { }, new InMemoryProcessedNotifications())
                .clock(clock).clientId("merchant").name("shop-1").build();
    }

    @Test
    void eachRunLogsOneInfoLineEvenWhenItFindsNothing() throws Exception {
        try (TransactionListServer service = new TransactionListServer()) {
            PaymentReconciler reconciler = reconciler(service.baseUrl());

            reconciler.reconcile();
            service.add("FT001", 50000, null, LocalDateTime.of(2026, 11, 25, 9, 50));
            reconciler.reconcile();

            List<String> info = lines.stream().filter(r -> r.getLevel() == Level.INFO).map(LogRecord::getMessage).toList();
            assertEquals(List.of(
                    "reconciliation shop-1: read 2026-11-24T03:00:00Z to 2026-11-25T03:00:00Z at " + service.baseUrl()
                            + " in 1 call(s): 0 transaction(s), 0 payment(s) recovered, 0 already processed",
                    "reconciliation shop-1: read 2026-11-25T02:45:00Z to 2026-11-25T03:00:00Z at " + service.baseUrl()
                            + " in 1 call(s): 1 transaction(s), 1 payment(s) recovered, 0 already processed"), info);
        }
    }

    @Test
    void aFailedRunNamesTheHostAndWhatHappened() throws IOException {
        int closedPort;
        try (ServerSocket taken = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            closedPort = taken.getLocalPort();
        }
        String baseUrl = "http://127.0.0.1:" + closedPort;

        ReconciliationException stopped = assertThrows(ReconciliationException.class, reconciler(baseUrl)::reconcile);

        assertTrue(stopped.getMessage().startsWith("reconciliation shop-1 stopped: transaction_getPaging from"
                + " 2026-11-24T03:00:00Z to 2026-11-25T03:00:00Z (skipCount 0) at " + baseUrl + " failed: not sent:"
                + " POST /v1/transaction/get-paging to 127.0.0.1:" + closedPort), stopped.getMessage());
        assertTrue(stopped.getMessage().contains("(ConnectException: "), stopped.getMessage());
        assertTrue(lines.stream().noneMatch(r -> r.getLevel() == Level.INFO), "a failed run is not reported as done");
    }
}
