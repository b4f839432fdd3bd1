package io.paycollect.client.notification;

import java.util.UUID;
import javax.sql.DataSource;
import org.h2.jdbcx.JdbcDataSource;

/** {@link ProcessedNotificationsInADatabase} on embedded H2. */
class JdbcProcessedNotificationsTest extends ProcessedNotificationsInADatabase {

    @Override
    DataSource newDatabase() {
        JdbcDataSource h2 = new JdbcDataSource();
        h2.setURL("jdbc:h2:mem:" + UUID.randomUUID() + ";DB_CLOSE_DELAY=-1;LOCK_TIMEOUT=10000");
        return h2;
    }
}
