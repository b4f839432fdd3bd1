package io.paycollect.client.notification;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.paycollect.client.TestDatabases;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Clock;
import java.time.Instant;
import java.time.LocalDateTime;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import javax.sql.DataSource;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Processed notifications in a database, with the shipped migration: a payment is processed once across
 * deliveries, nodes and restarts, and a failure before the commit loses nothing. Run on each database by
 * a subclass: embedded H2 ({@link JdbcProcessedNotificationsTest}), a real PostgreSQL server
 * ({@link JdbcProcessedNotificationsPostgresTest}) and a real MariaDB server ({@link JdbcProcessedNotificationsMariaDbTest}).
 */
abstract class ProcessedNotificationsInADatabase {

    private DataSource database;

    /** A new, empty database. */
    abstract DataSource newDatabase() throws Exception;

    @BeforeEach
    void createDatabaseWithTheMigration() throws Exception {
        database = newDatabase();
        TestDatabases.run(database, TestDatabases.migration(JdbcProcessedNotifications.class, "processed-notifications.sql"),
                TestDatabases.migration(JdbcProcessedNotifications.class, "processed-notifications-retention.sql"),
                // The merchant's own table, credited by the handler in the same transaction.
                "CREATE TABLE credit (transaction_code VARCHAR(128), amount BIGINT)");
    }

    @Test
    void aPaymentDeliveredTwiceIsProcessedOnce() throws Exception {
        JdbcProcessedNotifications store = new JdbcProcessedNotifications(database);

        assertEquals(true, store.processOnce("FT1", transaction -> credit(transaction, "FT1")));
        assertEquals(false, store.processOnce("FT1", transaction -> credit(transaction, "FT1")));

        assertEquals(1, credits("FT1"));
    }

    @Test
    void recordsEachPaymentAtItsClocksInstantAsTheDriverStoresThatTime() throws Exception {
        // Nanoseconds either side of the rounding to the microsecond, and one rounded into the next day.
        List<Instant> instants = List.of(Instant.parse("2026-11-25T03:04:05Z"), Instant.parse("2026-11-25T03:04:05.123456499Z"),
                Instant.parse("2026-11-25T03:04:05.123456500Z"), Instant.parse("2026-11-25T23:59:59.999999700Z"));
        TestDatabases.run(database, "CREATE TABLE bound_time (code VARCHAR(16), bound_at TIMESTAMP(6))");
        for (int i = 0; i < instants.size(); i++) {
            String code = "FT-AT-" + i;
            new JdbcProcessedNotifications(database, Clock.fixed(instants.get(i), ZoneOffset.UTC)).processOnce(code, transaction -> { });
            try (Connection connection = database.getConnection();
                 PreparedStatement insert = connection.prepareStatement("INSERT INTO bound_time VALUES (?, ?)")) {
                insert.setString(1, code);
                insert.setObject(2, LocalDateTime.ofInstant(instants.get(i), ZoneId.systemDefault()));
                insert.executeUpdate();
            }
        }
        try (Connection connection = database.getConnection(); Statement statement = connection.createStatement();
             ResultSet same = statement.executeQuery("SELECT COUNT(*) FROM paycollect_processed_notification p JOIN bound_time b "
                     + "ON p.transaction_code = b.code AND p.processed_at = b.bound_at")) {
            same.next();
            assertEquals(instants.size(), same.getInt(1), "payments recorded at the time the driver stores for their instant");
        }
    }

    /** The migration that moves an earlier table to the key by client, on this database. */
    String byClientMigration() {
        return "processed-notifications-by-client.sql";
    }

    @Test
    void twoMerchantsPaymentsWithTheSameCodeAreEachProcessedOnce() throws Exception {
        JdbcProcessedNotifications store = new JdbcProcessedNotifications(database);

        assertEquals(true, store.forClient("shop-a").processOnce("FT7", transaction -> credit(transaction, "FT7")));
        assertEquals(true, store.forClient("shop-b").processOnce("FT7", transaction -> credit(transaction, "FT7")), "not shop-a's payment");
        assertEquals(true, store.processOnce("FT7", transaction -> credit(transaction, "FT7")), "nor either of theirs: a receiver of one merchant");
        assertEquals(false, store.forClient("shop-a").processOnce("FT7", transaction -> credit(transaction, "FT7")));

        assertEquals(3, credits("FT7"));
    }

    @Test
    void anEarlierTableMovesToTheKeyByClientKeepingWhatItHolds() throws Exception {
        DataSource earlier = newDatabase();
        TestDatabases.run(earlier, "CREATE TABLE paycollect_processed_notification (transaction_code VARCHAR(128) NOT NULL "
                        + "PRIMARY KEY, processed_at TIMESTAMP NOT NULL)",
                // Processed by an earlier version.
                "INSERT INTO paycollect_processed_notification (transaction_code, processed_at) VALUES ('FT8', CURRENT_TIMESTAMP)");

        TestDatabases.run(earlier, TestDatabases.migration(JdbcProcessedNotifications.class, byClientMigration()));

        JdbcProcessedNotifications store = new JdbcProcessedNotifications(earlier);
        assertEquals(false, store.processOnce("FT8", transaction -> { }), "processed before the migration");
        assertEquals(true, store.forClient("shop-a").processOnce("FT8", transaction -> { }));
        assertEquals(false, store.forClient("shop-a").processOnce("FT8", transaction -> { }));
    }

    @Test
    void codesThatDifferOnlyInLetterCaseArePaymentsOfTheirOwn() throws Exception {
        JdbcProcessedNotifications store = new JdbcProcessedNotifications(database);

        assertEquals(true, store.processOnce("FTcase1", transaction -> credit(transaction, "FTcase1")));
        assertEquals(true, store.processOnce("FTCASE1", transaction -> credit(transaction, "FTCASE1")), "not a redelivery of FTcase1");
    }

    @Test
    void aCodeLongerThanItsColumnIsRefusedNeverCutIntoAnotherPaymentsCode() throws Exception {
        JdbcProcessedNotifications store = new JdbcProcessedNotifications(database);
        String first = "FT" + "1".repeat(126) + "A";
        String second = "FT" + "1".repeat(126) + "B";

        List<String> handled = new ArrayList<>();

        assertThrows(SQLException.class, () -> store.processOnce(first, transaction -> handled.add(first)));
        assertThrows(SQLException.class, () -> store.processOnce(second, transaction -> handled.add(second)));

        assertEquals(List.of(), handled);
    }

    @Test
    void aPaymentDeliveredAgainAfterARestartIsNotProcessedAgain() throws Exception {
        new JdbcProcessedNotifications(database).processOnce("FT2", transaction -> credit(transaction, "FT2"));

        JdbcProcessedNotifications afterRestart = new JdbcProcessedNotifications(database);

        assertEquals(false, afterRestart.processOnce("FT2", transaction -> credit(transaction, "FT2")));
        assertEquals(1, credits("FT2"));
    }

    @Test
    void aFailureBeforeTheCommitRecordsNothingAndUndoesTheCredit() throws Exception {
        JdbcProcessedNotifications store = new JdbcProcessedNotifications(database);

        assertThrows(IllegalStateException.class, () -> store.processOnce("FT3", transaction -> {
            credit(transaction, "FT3");
            throw new IllegalStateException("the node died after crediting, before the commit");
        }));
        assertEquals(0, credits("FT3"), "the credit rolled back with the record");

        assertEquals(true, store.processOnce("FT3", transaction -> credit(transaction, "FT3")), "the redelivery processes it");
        assertEquals(1, credits("FT3"));
    }

    @Test
    void concurrentDeliveriesOnSeveralNodesAreProcessedOnce() throws Exception {
        int nodes = 6;
        CountDownLatch start = new CountDownLatch(1);
        CountDownLatch atTheClaim = new CountDownLatch(nodes);
        ExecutorService pool = Executors.newFixedThreadPool(nodes);
        try {
            List<Future<Boolean>> ran = new ArrayList<>();
            for (int i = 0; i < nodes; i++) {
                JdbcProcessedNotifications node = new JdbcProcessedNotifications(database);
                ran.add(pool.submit(() -> {
                    start.await();
                    atTheClaim.countDown();
                    return node.processOnce("FT4", transaction -> {
                        credit(transaction, "FT4");
                        // Holds the claim until every node has come for it.
                        assertTrue(atTheClaim.await(30, TimeUnit.SECONDS), "every node at the claim within 30 s");
                    });
                }));
            }
            start.countDown();
            int processed = 0;
            for (Future<Boolean> f : ran) {
                processed += f.get(30, TimeUnit.SECONDS) ? 1 : 0;
            }
            assertEquals(1, processed);
        } finally {
            pool.shutdownNow();
        }
        assertEquals(1, credits("FT4"));
    }

    @Test
    void retentionForgetsExactlyThePaymentsProcessedBeforeTheHorizonInBatches() throws Exception {
        java.time.Instant start = java.time.Instant.parse("2026-10-01T00:00:00Z");
        for (int day = 0; day < 10; day++) {
            java.time.Clock at = java.time.Clock.fixed(start.plus(java.time.Duration.ofDays(day)), java.time.ZoneOffset.UTC);
            new JdbcProcessedNotifications(database, at).processOnce("FT-DAY-" + day, transaction -> { });
        }
        JdbcProcessedNotifications store = new JdbcProcessedNotifications(database);
        java.time.Instant horizon = start.plus(java.time.Duration.ofDays(7));

        assertEquals(7, store.forgetProcessedBefore(horizon, 3), "days 0 to 6, in batches of 3, 3 and 1");

        for (int day = 0; day < 10; day++) {
            boolean processedAgain = store.processOnce("FT-DAY-" + day, transaction -> { });
            assertEquals(day < 7, processedAgain, "day " + day + (day < 7 ? " is forgotten" : " is kept"));
        }
        assertEquals(0, store.forgetProcessedBefore(start, 3), "nothing before the first");
    }

    @Test
    void aPaymentProcessedAnewWhileRetentionRunsIsNotForgotten() throws Exception {
        java.time.Instant old = java.time.Instant.parse("2026-10-01T00:00:00Z");
        new JdbcProcessedNotifications(database, java.time.Clock.fixed(old, java.time.ZoneOffset.UTC)).processOnce("FT-AGAIN", transaction -> { });
        java.time.Instant horizon = old.plus(java.time.Duration.ofDays(1));
        // The payment comes again after the horizon, whatever today's date is.
        java.time.Clock later = java.time.Clock.fixed(horizon.plus(java.time.Duration.ofDays(1)), java.time.ZoneOffset.UTC);
        // Between this retention's reading of the old code and its deleting it, another node's retention forgets the
        // code and the service delivers the payment again, which is processed anew.
        java.util.concurrent.atomic.AtomicBoolean interleaved = new java.util.concurrent.atomic.AtomicBoolean();
        DataSource beforeTheFirstDelete = beforeTheFirstDelete(database, () -> {
            interleaved.set(true);
            new JdbcProcessedNotifications(database).forgetProcessedBefore(horizon, 10);
            new JdbcProcessedNotifications(database, later).processOnce("FT-AGAIN", transaction -> credit(transaction, "FT-AGAIN"));
        });

        new JdbcProcessedNotifications(beforeTheFirstDelete).forgetProcessedBefore(horizon, 10);

        assertEquals(true, interleaved.get());
        assertEquals(false, new JdbcProcessedNotifications(database, later).processOnce("FT-AGAIN", transaction -> credit(transaction, "FT-AGAIN")),
                "the record of the new processing is kept");
        assertEquals(1, credits("FT-AGAIN"));
    }

    /** {@code real}, whose connections run {@code action} once, when a DELETE statement is first prepared. */
    private static DataSource beforeTheFirstDelete(DataSource real, Interleaving action) {
        java.util.concurrent.atomic.AtomicBoolean done = new java.util.concurrent.atomic.AtomicBoolean();
        return proxy(DataSource.class, (method, args) -> {
            Object result = method.invoke(real, args);
            if (!method.getName().equals("getConnection")) {
                return result;
            }
            Connection connection = (Connection) result;
            return proxy(Connection.class, (call, sql) -> {
                if (call.getName().equals("prepareStatement") && ((String) sql[0]).startsWith("DELETE") && done.compareAndSet(false, true)) {
                    action.run();
                }
                return call.invoke(connection, sql);
            });
        });
    }

    @SuppressWarnings("unchecked")
    private static <T> T proxy(Class<T> type, Handler handler) {
        return (T) java.lang.reflect.Proxy.newProxyInstance(type.getClassLoader(), new Class<?>[] {type}, (self, method, args) -> {
            try {
                return handler.handle(method, args);
            } catch (java.lang.reflect.InvocationTargetException e) {
                throw e.getCause();
            }
        });
    }

    /** A proxy's handling of one call. */
    /** What another node does at a chosen moment of this one's work. */
    private interface Interleaving {
        void run() throws Exception;
    }

    private interface Handler {
        Object handle(java.lang.reflect.Method method, Object[] args) throws Exception;
    }

    private static void credit(StoreTransaction transaction, String transactionCode) throws SQLException {
        try (PreparedStatement insert = transaction.connection()
                .prepareStatement("INSERT INTO credit (transaction_code, amount) VALUES (?, 50000)")) {
            insert.setString(1, transactionCode);
            insert.executeUpdate();
        }
    }

    private int credits(String transactionCode) throws SQLException {
        return TestDatabases.credits(database, transactionCode);
    }
}
