package io.paycollect.client.reconciliation;

import io.paycollect.api.RealPostgres;
import javax.sql.DataSource;

/** {@link ReconciliationInADatabase} on a real PostgreSQL server, a new schema per test. */
class JdbcReconciliationPostgresTest extends ReconciliationInADatabase {

    @Override
    DataSource newDatabase() throws Exception {
        return RealPostgres.freshSchema(null);
    }
}
