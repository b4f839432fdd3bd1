package io.paycollect.client.reconciliation;

import io.paycollect.client.TestDatabases;
import javax.sql.DataSource;

/** {@link ReconciliationInADatabase} on embedded H2. */
class JdbcReconciliationTest extends ReconciliationInADatabase {

    @Override
    DataSource newDatabase() {
        return TestDatabases.h2();
    }
}
