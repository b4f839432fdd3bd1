package io.paycollect.client.notification;

import io.paycollect.client.TestDatabases;
import javax.sql.DataSource;

/** {@link ProcessedNotificationsInADatabase} on embedded H2. */
class JdbcProcessedNotificationsTest extends ProcessedNotificationsInADatabase {

    @Override
    DataSource newDatabase() {
        return TestDatabases.h2();
    }
}
