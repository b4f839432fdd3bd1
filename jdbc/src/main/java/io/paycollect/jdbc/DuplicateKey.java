package io.paycollect.jdbc;

import java.sql.SQLException;

/**
 * Internal: for paycollect's own JDBC stores (client and server), not an API; it may change in any release.
 *
 * <p>Whether a failed insert failed because its key is already in the table, on each database the stores
 * support. PostgreSQL and H2 report the standard SQLState {@code 23505} (unique violation); MySQL and
 * MariaDB report the class-wide {@code 23000} (integrity constraint violation), which also covers a
 * missing value or a broken foreign key, so there the vendor code tells the duplicate key apart.
 */
public final class DuplicateKey {

    /** SQLState of a unique violation (SQL standard; PostgreSQL, H2). */
    private static final String UNIQUE_VIOLATION = "23505";
    /** SQLState of any integrity constraint violation (MySQL, MariaDB). */
    private static final String INTEGRITY_VIOLATION = "23000";
    /** MySQL's and MariaDB's ER_DUP_ENTRY. */
    private static final int MYSQL_DUPLICATE_ENTRY = 1062;
    /** MySQL's and MariaDB's ER_DUP_ENTRY_WITH_KEY_NAME. */
    private static final int MYSQL_DUPLICATE_ENTRY_WITH_KEY_NAME = 1586;

    private DuplicateKey() {
    }

    /** Whether {@code e} says that the row's key (primary or unique) is already taken. */
    public static boolean is(SQLException e) {
        String state = e.getSQLState();
        if (UNIQUE_VIOLATION.equals(state)) {
            return true;
        }
        return INTEGRITY_VIOLATION.equals(state)
                && (e.getErrorCode() == MYSQL_DUPLICATE_ENTRY || e.getErrorCode() == MYSQL_DUPLICATE_ENTRY_WITH_KEY_NAME);
    }
}
