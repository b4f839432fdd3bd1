package io.paycollect.client.reconciliation;

import io.paycollect.jdbc.DuplicateKey;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.SQLTransactionRollbackException;
import java.time.Instant;
import java.util.Objects;
import java.util.Optional;
import javax.sql.DataSource;

/**
 * The checkpoint in a database table, shared by every node and kept across restarts. The table is created by
 * {@code io/paycollect/client/reconciliation/reconciliation-checkpoint.sql} (in this jar; run it with the
 * application's migrations). The instant is stored as epoch milliseconds, so nodes in different time zones
 * read the same one.
 */
public final class JdbcReconciliationCheckpoint implements ReconciliationCheckpoint {

    /** The table the migration creates. */
    public static final String TABLE = "paycollect_reconciliation_checkpoint";

    private static final String SELECT = "SELECT reconciled_until FROM " + TABLE + " WHERE name = ?";
    // Only forward: a node that finished an older window later must not move the checkpoint back.
    private static final String UPDATE = "UPDATE " + TABLE + " SET reconciled_until = ? WHERE name = ? AND reconciled_until < ?";
    private static final String INSERT = "INSERT INTO " + TABLE + " (name, reconciled_until) VALUES (?, ?)";
    private static final int ATTEMPTS = 3;

    private final DataSource dataSource;

    /** The checkpoint in {@code dataSource}, whose table the migration has created. */
    public JdbcReconciliationCheckpoint(DataSource dataSource) {
        this.dataSource = Objects.requireNonNull(dataSource, "dataSource");
    }

    @Override
    public Optional<Instant> reconciledUntil(String name) throws SQLException {
        try (Connection c = dataSource.getConnection(); PreparedStatement select = c.prepareStatement(SELECT)) {
            select.setString(1, Objects.requireNonNull(name, "name"));
            try (ResultSet rs = select.executeQuery()) {
                return rs.next() ? Optional.of(Instant.ofEpochMilli(rs.getLong(1))) : Optional.empty();
            }
        }
    }

    /**
     * {@inheritDoc}
     *
     * <p>The row is locked before it is compared: a plain conditional update is not enough on every
     * database (embedded H2 lost a concurrent advance to an older instant about once in 25 races), so the
     * comparison runs under the lock, in a transaction of its own. Two nodes creating the row at once
     * (a duplicate key, or a deadlock) try again.
     */
    @Override
    public void advance(String name, Instant until) throws SQLException {
        Objects.requireNonNull(name, "name");
        long millis = until.toEpochMilli();
        try (Connection c = dataSource.getConnection()) {
            boolean autoCommit = c.getAutoCommit();
            c.setAutoCommit(false);
            try {
                for (int attempt = 1; ; attempt++) {
                    try {
                        moveForward(c, name, millis);
                        c.commit();
                        return;
                    } catch (SQLException e) {
                        rollback(c, e);
                        if (attempt == ATTEMPTS || !isRace(e)) {
                            throw e;
                        }
                    }
                }
            } finally {
                c.setAutoCommit(autoCommit);
            }
        }
    }

    private static void moveForward(Connection c, String name, long millis) throws SQLException {
        // A missing row is inserted without locking its absence first: MySQL and MariaDB would lock the gap
        // where it goes, and nodes each holding that gap deadlock on their inserts, again on every attempt.
        // A node losing the insert gets a duplicate key and finds the row on its next attempt. Rows are
        // never deleted, so one that exists is still there to lock.
        if (has(c, SELECT, name) && has(c, SELECT + " FOR UPDATE", name)) {
            execute(c, UPDATE, millis, name, millis);
        } else {
            execute(c, INSERT, name, millis);
        }
    }

    /** Another node created the row at the same moment: after a rollback there is a row to lock. */
    private static boolean isRace(SQLException e) {
        String state = e.getSQLState();
        return DuplicateKey.is(e) || e instanceof SQLTransactionRollbackException || (state != null && state.startsWith("40"));
    }

    private static void rollback(Connection c, SQLException cause) {
        try {
            c.rollback();
        } catch (SQLException e) {
            cause.addSuppressed(e);
        }
    }

    private static void execute(Connection c, String statement, Object... parameters) throws SQLException {
        try (PreparedStatement prepared = c.prepareStatement(statement)) {
            for (int i = 0; i < parameters.length; i++) {
                prepared.setObject(i + 1, parameters[i]);
            }
            prepared.executeUpdate();
        }
    }

    /** Whether {@code query} finds {@code name}'s row (and locks it, when the query says so). */
    private static boolean has(Connection c, String query, String name) throws SQLException {
        try (PreparedStatement select = c.prepareStatement(query)) {
            select.setString(1, name);
            try (ResultSet rs = select.executeQuery()) {
                return rs.next();
            }
        }
    }

    @Override
    public String toString() {
        return "JdbcReconciliationCheckpoint[" + TABLE + "]";
    }
}
