package io.paycollect.jdbc;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.sql.SQLException;
import org.junit.jupiter.api.Test;

/**
 * A duplicate key as each supported database reports it (the stores' tests on real PostgreSQL and MariaDB servers
 * meet these codes for real), and the other integrity failures MySQL and MariaDB report under the same SQLState.
 */
class DuplicateKeyTest {

    @Test
    void postgresqlAndH2ReportTheStandardUniqueViolation() {
        assertTrue(DuplicateKey.is(new SQLException("duplicate key value violates unique constraint", "23505")));
    }

    @Test
    void mysqlAndMariaDbReportTheirDuplicateEntryCodes() {
        assertTrue(DuplicateKey.is(new SQLException("Duplicate entry 'FT1' for key 'PRIMARY'", "23000", 1062)));
        assertTrue(DuplicateKey.is(new SQLException("Duplicate entry 'FT1' for key 'code'", "23000", 1586)));
    }

    @Test
    void anotherIntegrityFailureOrAnotherErrorIsNoDuplicateKey() {
        assertFalse(DuplicateKey.is(new SQLException("Column 'amount' cannot be null", "23000", 1048)));
        assertFalse(DuplicateKey.is(new SQLException("a foreign key constraint fails", "23000", 1452)));
        assertFalse(DuplicateKey.is(new SQLException("connection refused", "08001")));
        assertFalse(DuplicateKey.is(new SQLException("no state")));
    }
}
