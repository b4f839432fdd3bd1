package io.paycollect.client.reconciliation;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
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
    private static final String UNIQUE_VIOLATION = "23505";

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

    @Override
    public void advance(String name, Instant until) throws SQLException {
        Objects.requireNonNull(name, "name");
        long millis = until.toEpochMilli();
        try (Connection c = dataSource.getConnection()) {
            if (update(c, name, millis) > 0 || reconciledUntil(c, name)) {
                return;
            }
            try (PreparedStatement insert = c.prepareStatement(INSERT)) {
                insert.setString(1, name);
                insert.setLong(2, millis);
                insert.executeUpdate();
            } catch (SQLException e) {
                if (!UNIQUE_VIOLATION.equals(e.getSQLState())) {
                    throw e;
                }
                update(c, name, millis); // another node inserted it first: move it forward if ours is further
            }
        }
    }

    private static int update(Connection c, String name, long millis) throws SQLException {
        try (PreparedStatement update = c.prepareStatement(UPDATE)) {
            update.setLong(1, millis);
            update.setString(2, name);
            update.setLong(3, millis);
            return update.executeUpdate();
        }
    }

    /** Whether a row for {@code name} exists (then it is already at or past the instant the update tried). */
    private static boolean reconciledUntil(Connection c, String name) throws SQLException {
        try (PreparedStatement select = c.prepareStatement(SELECT)) {
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
