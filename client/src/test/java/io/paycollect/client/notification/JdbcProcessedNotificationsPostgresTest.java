package io.paycollect.client.notification;

import io.paycollect.api.RealPostgres;
import javax.sql.DataSource;

/** {@link ProcessedNotificationsInADatabase} on a real PostgreSQL server, a new schema per test. */
class JdbcProcessedNotificationsPostgresTest extends ProcessedNotificationsInADatabase {

    @Override
    DataSource newDatabase() throws Exception {
        return RealPostgres.freshSchema(null);
    }
}
