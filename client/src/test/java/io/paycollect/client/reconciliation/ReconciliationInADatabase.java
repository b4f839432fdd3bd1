package io.paycollect.client.reconciliation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.paycollect.api.RequestSigner;
import io.paycollect.api.RequestTimestamp;
import io.paycollect.client.PayCollectClient;
import io.paycollect.client.TestDatabases;
import io.paycollect.client.notification.JdbcProcessedNotifications;
import io.paycollect.client.notification.NotificationAnswer;
import io.paycollect.client.notification.NotificationHandler;
import io.paycollect.client.notification.NotificationReceiver;
import io.paycollect.client.notification.ProcessedNotifications;
import java.nio.charset.StandardCharsets;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDateTime;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import javax.sql.DataSource;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.RepeatedTest;
import org.junit.jupiter.api.Test;

/**
 * Reconciliation on a database shared by several nodes, with the shipped migrations: the checkpoint is kept
 * across restarts and only moves forward, and a payment that one node receives by notification while another
 * reconciles it at the same moment is credited once. Run on embedded H2 and on a real PostgreSQL server by
 * the subclasses.
 */
abstract class ReconciliationInADatabase {

    private static final String SECRET = "merchant-secret-token";
    private static final Instant NOW = Instant.parse("2026-11-25T03:00:00Z");
    private static final Clock CLOCK = Clock.fixed(NOW, ZoneOffset.UTC);

    private DataSource database;

    /** A new, empty database. */
    abstract DataSource newDatabase() throws Exception;

    @BeforeEach
    void createDatabaseWithTheMigrations() throws Exception {
        database = newDatabase();
        TestDatabases.run(database, TestDatabases.migration(JdbcProcessedNotifications.class, "processed-notifications.sql"),
                TestDatabases.migration(JdbcReconciliationCheckpoint.class, "reconciliation-checkpoint.sql"),
                "CREATE TABLE credit (transaction_code VARCHAR(128), amount BIGINT)");
    }

    @Test
    void theCheckpointIsKeptAcrossRestartsAndNeverMovesBack() throws Exception {
        assertEquals(Optional.empty(), new JdbcReconciliationCheckpoint(database).reconciledUntil("shop-1"));

        new JdbcReconciliationCheckpoint(database).advance("shop-1", NOW);
        JdbcReconciliationCheckpoint afterRestart = new JdbcReconciliationCheckpoint(database);
        afterRestart.advance("shop-1", NOW.minusSeconds(60)); // a node that finished an older window later

        assertEquals(Optional.of(NOW), afterRestart.reconciledUntil("shop-1"));
        afterRestart.advance("shop-1", NOW.plusSeconds(60));
        assertEquals(Optional.of(NOW.plusSeconds(60)), afterRestart.reconciledUntil("shop-1"));
        assertEquals(Optional.empty(), afterRestart.reconciledUntil("shop-2"), "each reconciliation has its own");
    }

    // A lost update shows in some races only (one in 25 on H2 before the row lock): race many times.
    @RepeatedTest(100)
    void nodesCreatingTheCheckpointAtOnceLeaveTheFurthestInstant() throws Exception {
        raceSixNodes();
    }

    @RepeatedTest(50)
    void nodesAdvancingAnExistingCheckpointAtOnceLeaveTheFurthestInstant() throws Exception {
        new JdbcReconciliationCheckpoint(database).advance("shared", NOW.minusSeconds(60));
        raceSixNodes();
    }

    /** Six nodes advance "shared" at once, to NOW and the next five seconds: the furthest stays. */
    private void raceSixNodes() throws Exception {
        int nodes = 6;
        ExecutorService pool = Executors.newFixedThreadPool(nodes);
        CountDownLatch start = new CountDownLatch(1);
        try {
            List<Future<?>> done = new ArrayList<>();
            for (int i = 0; i < nodes; i++) {
                Instant until = NOW.plusSeconds(i);
                JdbcReconciliationCheckpoint node = new JdbcReconciliationCheckpoint(database);
                done.add(pool.submit(() -> {
                    start.await();
                    node.advance("shared", until);
                    return null;
                }));
            }
            start.countDown();
            for (Future<?> f : done) {
                f.get(60, TimeUnit.SECONDS);
            }
        } finally {
            pool.shutdownNow();
        }
        assertEquals(Optional.of(NOW.plusSeconds(nodes - 1)), new JdbcReconciliationCheckpoint(database).reconciledUntil("shared"));
    }

    @Test
    void aPaymentReceivedOnOneNodeWhileAnotherReconcilesItIsCreditedOnce() throws Exception {
        int payments = 20;
        try (TransactionListServer service = new TransactionListServer()) {
            PayCollectClient client = PayCollectClient.builder().baseUrl(service.baseUrl()).clientId("merchant")
                    .secretToken(SECRET).clock(CLOCK).build();
            // Both nodes come for each payment's claim; whichever holds it first holds it until the other has come.
            AtomicReference<CountDownLatch> atTheClaim = new AtomicReference<>();
            NotificationHandler credit = (notification, transaction) -> {
                try (PreparedStatement insert = transaction.connection()
                        .prepareStatement("INSERT INTO credit (transaction_code, amount) VALUES (?, ?)")) {
                    insert.setString(1, notification.getTransactionCode());
                    insert.setLong(2, notification.getAmount().longValueExact());
                    insert.executeUpdate();
                }
                assertTrue(atTheClaim.get().await(30, TimeUnit.SECONDS), "both nodes at the claim within 30 s");
            };
            ExecutorService nodes = Executors.newFixedThreadPool(2);
            try {
                for (int i = 0; i < payments; i++) {
                    String code = String.format("FT%03d", i);
                    service.add(code, 50000, null, LocalDateTime.of(2026, 11, 25, 9, 0).plusSeconds(i));
                    CountDownLatch bothNodes = new CountDownLatch(2);
                    atTheClaim.set(bothNodes);
                    NotificationReceiver receivingNode = NotificationReceiver.builder(SECRET, credit).clock(CLOCK)
                            .processed(comingFor(new JdbcProcessedNotifications(database), code, bothNodes)).build();
                    PaymentReconciler reconcilingNode = PaymentReconciler.builder(client, credit,
                            comingFor(new JdbcProcessedNotifications(database), code, bothNodes)).clock(CLOCK).firstWindow(Duration.ofHours(2))
                            .checkpoint(new JdbcReconciliationCheckpoint(database)).name("race-" + i).build();
                    CountDownLatch start = new CountDownLatch(1);
                    Future<NotificationAnswer> received = nodes.submit(() -> {
                        start.await();
                        return deliver(receivingNode, code);
                    });
                    Future<ReconciliationResult> reconciled = nodes.submit(() -> {
                        start.await();
                        return reconcilingNode.reconcile();
                    });
                    start.countDown();
                    assertEquals(200, received.get(60, TimeUnit.SECONDS).status(), "the notification is acknowledged");
                    reconciled.get(60, TimeUnit.SECONDS);
                }
            } finally {
                nodes.shutdownNow();
            }
            for (int i = 0; i < payments; i++) {
                assertEquals(1, credits(String.format("FT%03d", i)), "FT" + i + " credited once");
            }
        }
    }

    /** {@code store}, counting down {@code arrivals} as a node comes for the claim of {@code payment}. */
    private static ProcessedNotifications comingFor(ProcessedNotifications store, String payment, CountDownLatch arrivals) {
        return (code, work) -> {
            if (code.equals(payment)) {
                arrivals.countDown();
            }
            return store.processOnce(code, work);
        };
    }

    private static NotificationAnswer deliver(NotificationReceiver receiver, String code) {
        String body = "{\"clientId\":\"merchant\",\"transactionCode\":\"" + code + "\",\"amount\":50000,\"bank\":\"MBB\","
                + "\"accountNumber\":\"0123456789\",\"transactionDate\":\"20261125090000\"}";
        String timestamp = RequestTimestamp.now(CLOCK);
        return receiver.receive(timestamp, RequestSigner.withSecret(SECRET).sign(timestamp, body.getBytes(StandardCharsets.UTF_8)),
                body.getBytes(StandardCharsets.UTF_8));
    }

    private int credits(String code) throws SQLException {
        return TestDatabases.credits(database, code);
    }
}
