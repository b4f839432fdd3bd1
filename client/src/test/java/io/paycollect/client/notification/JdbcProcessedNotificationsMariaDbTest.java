package io.paycollect.client.notification;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.paycollect.api.RealMariaDb;
import io.paycollect.client.TestDatabases;
import java.sql.Connection;
import java.sql.SQLException;
import java.time.LocalDateTime;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.List;
import javax.sql.DataSource;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

/**
 * {@link ProcessedNotificationsInADatabase} on a real MariaDB server, a new database per test, through
 * MariaDB's driver and through MySQL's.
 */
class JdbcProcessedNotificationsMariaDbTest {

    @Nested
    class WithMariaDbsDriver extends ProcessedNotificationsInADatabase {

        @Override
        DataSource newDatabase() throws Exception {
            return RealMariaDb.freshDatabase(RealMariaDb.Driver.MARIADB, null);
        }

        @Test
        void aCodeOfMoreBytesThanItsColumnIsRefusedThoughOfFewerCharacters() throws Exception {
            DataSource database = RealMariaDb.freshDatabase(RealMariaDb.Driver.MARIADB, null);
            TestDatabases.run(database, TestDatabases.migration(JdbcProcessedNotifications.class, "processed-notifications.sql"));
            JdbcProcessedNotifications store = new JdbcProcessedNotifications(database);
            // 44 characters, 130 bytes in UTF-8: the binary column holds 128 bytes.
            String first = "\u1ec7".repeat(43) + "A";
            String second = "\u1ec7".repeat(43) + "B";
            List<String> handled = new ArrayList<>();

            assertThrows(SQLException.class, () -> store.processOnce(first, transaction -> handled.add(first)));
            assertThrows(SQLException.class, () -> store.processOnce(second, transaction -> handled.add(second)));

            assertEquals(List.of(), handled);
        }

        @Test
        void retentionReadsTheRowsItForgetsThroughTheIndexNotTheWholeTable() throws Exception {
            DataSource database = RealMariaDb.freshDatabase(RealMariaDb.Driver.MARIADB, null);
            TestDatabases.run(database, TestDatabases.migration(JdbcProcessedNotifications.class, "processed-notifications.sql"),
                    TestDatabases.migration(JdbcProcessedNotifications.class, "processed-notifications-retention.sql"),
                    // 200,000 payments, one a second from 2026-10-01; the first 5,000 are before the horizon.
                    "INSERT INTO paycollect_processed_notification (transaction_code, processed_at) SELECT CONCAT('FT', seq), "
                            + "TIMESTAMP '2026-10-01 00:00:00' + INTERVAL seq SECOND FROM seq_0_to_199999",
                    "ANALYZE TABLE paycollect_processed_notification");
            try (Connection c = database.getConnection()) {
                long scannedBefore = RealMariaDb.rowsReadByTableScans(c);

                long forgotten = new JdbcProcessedNotifications(RealMariaDb.onlyConnection(c)).forgetProcessedBefore(
                        LocalDateTime.parse("2026-10-01T01:23:20").atZone(ZoneId.systemDefault()).toInstant(), 1000);

                assertEquals(5000, forgotten);
                long scanned = RealMariaDb.rowsReadByTableScans(c) - scannedBefore;
                assertTrue(scanned < 1000, scanned + " rows read by scanning the table while forgetting 5,000 of 200,000");
            }
        }
    }

    @Nested
    class WithMySqlsDriver extends ProcessedNotificationsInADatabase {

        @Override
        DataSource newDatabase() throws Exception {
            return RealMariaDb.freshDatabase(RealMariaDb.Driver.MYSQL, null);
        }
    }
}
