package io.paycollect.client.notification;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.paycollect.api.RealPostgres;
import io.paycollect.client.TestDatabases;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Proxy;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.LocalDateTime;
import java.time.ZoneId;
import javax.sql.DataSource;
import org.junit.jupiter.api.Test;

/** {@link ProcessedNotificationsInADatabase} on a real PostgreSQL server, a new schema per test. */
class JdbcProcessedNotificationsPostgresTest extends ProcessedNotificationsInADatabase {

    @Override
    DataSource newDatabase() throws Exception {
        return RealPostgres.freshSchema(null);
    }

    @Override
    String byClientMigration() {
        return "processed-notifications-by-client-postgresql.sql";
    }

    @Test
    void retentionReadsNoRowBeyondWhatItForgetsWhateverTheTableSize() throws Exception {
        try (Connection session = RealPostgres.freshSchema(null).getConnection()) {
            DataSource database = oneSession(session);
            TestDatabases.run(database, TestDatabases.migration(JdbcProcessedNotifications.class, "processed-notifications.sql"),
                    TestDatabases.migration(JdbcProcessedNotifications.class, "processed-notifications-retention.sql"),
                    // 200,000 payments, one a second from 2026-10-01; the first 5,000 are before the horizon.
                    "INSERT INTO paycollect_processed_notification SELECT 'FT' || i, TIMESTAMP '2026-10-01 00:00:00' + i * INTERVAL '1 second' "
                            + "FROM generate_series(0, 199999) AS i",
                    "ANALYZE paycollect_processed_notification");
            long sequentiallyRead = statistics(session, "n_tup_ins", 200_000, "seq_tup_read");

            long forgotten = new JdbcProcessedNotifications(database).forgetProcessedBefore(
                    LocalDateTime.parse("2026-10-01T01:23:20").atZone(ZoneId.systemDefault()).toInstant(), 1000);

            assertEquals(5000, forgotten);
            assertEquals(sequentiallyRead, statistics(session, "n_tup_del", 5000, "seq_tup_read"),
                    "rows read by sequential scans of the table while forgetting");
        }
    }

    /**
     * PostgreSQL's counter {@code read} for the table, checking that its counter {@code until} shows {@code expected}.
     * The server publishes a session's counts when the session goes idle, at most once a second unless told to
     * flush: every statement of the test ran in {@code session}, which is told to, so the counts read next are whole.
     */
    private static long statistics(Connection session, String until, long expected, String read) throws SQLException {
        session.setAutoCommit(true);
        try (Statement s = session.createStatement()) {
            s.execute("SELECT pg_stat_force_next_flush()");
            try (ResultSet rows = s.executeQuery("SELECT " + until + ", " + read + " FROM pg_stat_user_tables "
                    + "WHERE relname = 'paycollect_processed_notification' AND schemaname = current_schema()")) {
                rows.next();
                assertTrue(rows.getLong(1) >= expected, until + " shows " + expected + ": " + rows.getLong(1));
                return rows.getLong(2);
            }
        }
    }

    /** A data source that hands out {@code session} each time, its close doing nothing: one server process does all. */
    private static DataSource oneSession(Connection session) {
        Connection kept = (Connection) Proxy.newProxyInstance(Connection.class.getClassLoader(), new Class<?>[] {Connection.class},
                (proxy, method, args) -> method.getName().equals("close") ? null : invoke(method, session, args));
        return (DataSource) Proxy.newProxyInstance(DataSource.class.getClassLoader(), new Class<?>[] {DataSource.class},
                (proxy, method, args) -> {
                    if (method.getName().equals("getConnection")) {
                        return kept;
                    }
                    throw new UnsupportedOperationException(method.getName());
                });
    }

    private static Object invoke(Method method, Object target, Object[] args) throws Throwable {
        try {
            return method.invoke(target, args);
        } catch (InvocationTargetException e) {
            throw e.getCause();
        }
    }
}
