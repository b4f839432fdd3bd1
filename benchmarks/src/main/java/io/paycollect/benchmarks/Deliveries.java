package io.paycollect.benchmarks;

import io.paycollect.api.RequestSigner;
import io.paycollect.api.RequestTimestamp;
import io.paycollect.client.model.Notification;
import io.paycollect.client.notification.JdbcProcessedNotifications;
import io.paycollect.client.notification.NotificationAnswer;
import io.paycollect.client.notification.NotificationReceiver;
import io.paycollect.client.notification.StoreTransaction;
import java.nio.charset.StandardCharsets;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.time.Clock;
import java.util.concurrent.atomic.LongAdder;
import javax.sql.DataSource;

/**
 * The two ways of processing a payment notification once that the database measurements compare, on one pool.
 * {@link #notification}: what a merchant's receiver does — the raw bytes signed as the service signs them (the
 * sender's part, counted too), {@link NotificationReceiver} (verification, parsing), the claim of
 * {@link JdbcProcessedNotifications}, a handler inserting one credit row through
 * the {@link StoreTransaction} it is handed, the commit. {@link #floor}: that transaction alone — the
 * database's own insert of the code that skips a code already there ({@link BenchDatabase#insertUnlessPresent}:
 * {@code ON CONFLICT DO NOTHING}, {@code INSERT IGNORE}), the credit insert when it was new, the commit.
 * Each counts the payments it credited, so that a run can check each was credited exactly once.
 */
final class Deliveries {

    static final String SECRET = "merchant-secret-token";

    /**
     * The tables both paths write, on PostgreSQL and MariaDB: the store's own (as its migration creates it, with the
     * retention index) and the credits.
     */
    static final String[] TABLES = {
            "CREATE TABLE IF NOT EXISTS paycollect_processed_notification (transaction_code VARCHAR(128) /*! CHARACTER SET binary */ "
                    + "NOT NULL, processed_at TIMESTAMP(6) NOT NULL, client_id VARCHAR(128) /*! CHARACTER SET binary */ DEFAULT '' NOT NULL, "
                    + "PRIMARY KEY (client_id, transaction_code))",
            "CREATE INDEX IF NOT EXISTS paycollect_processed_notification_at ON paycollect_processed_notification (processed_at)",
            "CREATE TABLE IF NOT EXISTS bench_credit (transaction_code VARCHAR(128), amount BIGINT)"};

    /** One delivery of the payment {@code code}. */
    @FunctionalInterface
    interface Delivery {
        void deliver(String code) throws Exception;
    }

    private final LongAdder credited = new LongAdder();
    private final NotificationReceiver receiver;
    private final RequestSigner signer;
    private final DataSource pool;
    private final BenchDatabase database;

    Deliveries(DataSource pool, BenchDatabase database) {
        this.receiver = NotificationReceiver.builder(SECRET, this::credit).processed(new JdbcProcessedNotifications(pool)).build();
        this.signer = RequestSigner.withSecret(SECRET);
        this.pool = pool;
        this.database = database;
    }

    /** The notification path: named, so that a profile tells its samples apart from the floor's. */
    private void deliverNotification(String code) throws Exception {
        byte[] body = ("{\"clientId\":\"shop\",\"transactionCode\":\"" + code + "\",\"amount\":50000,\"bank\":\"MBB\","
                + "\"accountNumber\":\"0123456789\",\"transactionDate\":\"20261125100000\"}").getBytes(StandardCharsets.UTF_8);
        String timestamp = RequestTimestamp.now(Clock.systemUTC());
        NotificationAnswer answer = receiver.receive(timestamp, signer.sign(timestamp, body), body);
        if (answer.status() != 200) {
            throw new IllegalStateException("delivery refused: " + answer.status());
        }
    }

    /** The handler of the notification path: the credit, in the store's transaction. */
    private void credit(Notification payment, StoreTransaction transaction) throws Exception {
        try (PreparedStatement credit = transaction.connection().prepareStatement(
                "INSERT INTO bench_credit (transaction_code, amount) VALUES (?, ?)")) {
            credit.setString(1, payment.getTransactionCode());
            credit.setLong(2, payment.getAmount().longValueExact());
            credit.executeUpdate();
        }
        credited.increment();
    }

    /** The floor. */
    private void deliverFloor(String code) throws Exception {
        try (Connection c = pool.getConnection()) {
            c.setAutoCommit(false);
            try (PreparedStatement claim = c.prepareStatement(database.insertUnlessPresent);
                 PreparedStatement credit = c.prepareStatement("INSERT INTO bench_credit (transaction_code, amount) VALUES (?, ?)")) {
                claim.setString(1, code);
                if (claim.executeUpdate() == 1) {
                    credit.setString(1, code);
                    credit.setLong(2, 50000);
                    credit.executeUpdate();
                    credited.increment();
                }
                c.commit();
            } catch (Exception | Error e) {
                c.rollback();
                throw e;
            } finally {
                c.setAutoCommit(true);
            }
        }
    }

    /** The path named {@code floor} or {@code notification}. */
    Delivery path(String name) {
        return switch (name) {
            case "floor" -> this::deliverFloor;
            case "notification" -> this::deliverNotification;
            default -> throw new IllegalArgumentException("no path " + name + ": floor or notification");
        };
    }

    /** Payments credited so far, by either path. */
    long credited() {
        return credited.sum();
    }
}
