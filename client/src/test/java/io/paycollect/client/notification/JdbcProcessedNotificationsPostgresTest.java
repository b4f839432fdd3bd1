package io.paycollect.client.notification;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.paycollect.api.RealPostgres;
import io.paycollect.client.TestDatabases;
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
        DataSource database = RealPostgres.freshSchema(null);
        TestDatabases.run(database, TestDatabases.migration(JdbcProcessedNotifications.class, "processed-notifications.sql"),
                TestDatabases.migration(JdbcProcessedNotifications.class, "processed-notifications-retention.sql"),
                // 200,000 payments, one a second from 2026-10-01; the first 5,000 are before the horizon.
                "INSERT INTO paycollect_processed_notification SELECT 'FT' || i, TIMESTAMP '2026-10-01 00:00:00' + i * INTERVAL '1 second' "
                        + "FROM generate_series(0, 199999) AS i",
                "ANALYZE paycollect_processed_notification");
        long sequentiallyRead = waitForStatistics(database, "n_tup_ins", 200_000, "seq_tup_read");

        long forgotten = new JdbcProcessedNotifications(database).forgetProcessedBefore(
                LocalDateTime.parse("2026-10-01T01:23:20").atZone(ZoneId.systemDefault()).toInstant(), 1000);

        assertEquals(5000, forgotten);
        assertEquals(sequentiallyRead, waitForStatistics(database, "n_tup_del", 5000, "seq_tup_read"),
                "rows read by sequential scans of the table while forgetting");
    }

    /**
     * PostgreSQL's counter {@code read} for the table, once its counter {@code until} shows {@code expected} (the
     * server publishes a connection's counts shortly after its transactions end).
     */
    private static long waitForStatistics(DataSource database, String until, long expected, String read) throws Exception {
        long deadline = System.nanoTime() + 60_000_000_000L;
        while (true) {
            try (Connection c = database.getConnection(); Statement s = c.createStatement();
                 ResultSet rows = s.executeQuery("SELECT " + until + ", " + read + " FROM pg_stat_user_tables "
                         + "WHERE relname = 'paycollect_processed_notification' AND schemaname = current_schema()")) {
                rows.next();
                if (rows.getLong(1) >= expected) {
                    return rows.getLong(2);
                }
            }
            if (System.nanoTime() > deadline) {
                throw new SQLException("PostgreSQL did not publish the table's statistics within 60 s");
            }
            Thread.sleep(200);
        }
    }
}
