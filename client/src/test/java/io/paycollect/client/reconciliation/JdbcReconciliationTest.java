package io.paycollect.client.reconciliation;

import java.util.UUID;
import javax.sql.DataSource;
import org.h2.jdbcx.JdbcDataSource;

/** {@link ReconciliationInADatabase} on embedded H2. */
class JdbcReconciliationTest extends ReconciliationInADatabase {

    @Override
    DataSource newDatabase() {
        JdbcDataSource h2 = new JdbcDataSource();
        h2.setURL("jdbc:h2:mem:" + UUID.randomUUID() + ";DB_CLOSE_DELAY=-1;LOCK_TIMEOUT=10000");
        return h2;
    }
}
