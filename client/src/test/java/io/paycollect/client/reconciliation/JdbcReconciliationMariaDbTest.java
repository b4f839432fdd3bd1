package io.paycollect.client.reconciliation;

import io.paycollect.api.RealMariaDb;
import javax.sql.DataSource;
import org.junit.jupiter.api.Nested;

/**
 * {@link ReconciliationInADatabase} on a real MariaDB server, a new database per test, through MariaDB's
 * driver and through MySQL's.
 */
class JdbcReconciliationMariaDbTest {

    @Nested
    class WithMariaDbsDriver extends ReconciliationInADatabase {

        @Override
        DataSource newDatabase() throws Exception {
            return RealMariaDb.freshDatabase(RealMariaDb.Driver.MARIADB, null);
        }
    }

    @Nested
    class WithMySqlsDriver extends ReconciliationInADatabase {

        @Override
        DataSource newDatabase() throws Exception {
            return RealMariaDb.freshDatabase(RealMariaDb.Driver.MYSQL, null);
        }
    }
}
