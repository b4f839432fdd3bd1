package io.paycollect.client.notification;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Clock;
import java.time.Instant;
import java.time.LocalDateTime;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import javax.sql.DataSource;

/**
 * The processed notifications in a database table, shared by every node of an application and kept
 * across restarts. The table is created by {@code io/paycollect/client/notification/processed-notifications.sql}
 * (in this jar; run it with the application's migrations).
 *
 * <p>Order of operations, in one database transaction: insert the transaction code (its primary key
 * makes a concurrent second delivery wait, then find it), run the work, commit. A failure or a crash
 * before the commit leaves no record, so the next delivery processes the payment: it is never lost.
 * For it to be processed exactly once even across a crash, the work writes its own effects through the
 * {@link StoreTransaction#connection()} it is handed: they commit, or roll back, with the record.
 */
public final class JdbcProcessedNotifications implements ProcessedNotifications {

    /** The table the migration creates. */
    public static final String TABLE = "paycollect_processed_notification";

    /** The horizon is checked again: a code processed anew since it was selected is kept. */
    private static final String FORGET = "DELETE FROM " + TABLE + " WHERE client_id = ? AND transaction_code = ? AND processed_at < ?";

    private final DataSource dataSource;
    private final Clock clock;
    /** Shared by the stores {@link #forClient} makes, so the database's form of the claim is found once. */
    private final CodeClaim claim;
    /** The merchant whose codes this instance records; '' for a receiver of one merchant. */
    private final String clientId;

    /** The store in {@code dataSource}, whose table the migration has created. */
    public JdbcProcessedNotifications(DataSource dataSource) {
        this(dataSource, Clock.systemUTC());
    }

    /** As {@link #JdbcProcessedNotifications(DataSource)}, stamping records with {@code clock}. */
    public JdbcProcessedNotifications(DataSource dataSource, Clock clock) {
        this(dataSource, clock, "", new CodeClaim(TABLE));
    }

    private JdbcProcessedNotifications(DataSource dataSource, Clock clock, String clientId, CodeClaim claim) {
        this.dataSource = Objects.requireNonNull(dataSource, "dataSource");
        this.clock = Objects.requireNonNull(clock, "clock");
        this.clientId = clientId;
        this.claim = claim;
    }

    /**
     * {@inheritDoc}
     *
     * <p>Here: the same table, its rows keyed by {@code clientId} and the code (the table's primary key); the
     * codes a receiver of one merchant records have the client id {@code ''}.
     */
    @Override
    public JdbcProcessedNotifications forClient(String clientId) {
        return new JdbcProcessedNotifications(dataSource, clock, Objects.requireNonNull(clientId, "clientId"), claim);
    }

    @Override
    public boolean processOnce(String transactionCode, Work work) throws Exception {
        Objects.requireNonNull(transactionCode, "transactionCode");
        try (Connection connection = dataSource.getConnection()) {
            boolean autoCommit = connection.getAutoCommit();
            connection.setAutoCommit(false);
            try {
                if (!claim.claim(connection, clientId, transactionCode, clock.instant())) {
                    connection.rollback();
                    return false;
                }
                work.run(StoreTransaction.of(connection));
                connection.commit();
                return true;
            } catch (Exception | Error e) {
                connection.rollback();
                throw e;
            } finally {
                connection.setAutoCommit(autoCommit);
            }
        }
    }

    /**
     * Forgets the payments processed before {@code horizon}, of every client, {@code batchSize} rows per short
     * transaction so that processing never waits long behind it; returns how many. A payment forgotten would be
     * processed again if delivered or reconciled again: choose a horizon past the service's redelivery and the window
     * reconciliation reads (30 days is far past both). Each batch reads the next codes in processing order through
     * the index of {@code processed-notifications-retention.sql}, then deletes them by primary key: none reads the
     * whole table.
     *
     * @throws IllegalArgumentException when {@code batchSize} is not positive
     */
    public long forgetProcessedBefore(Instant horizon, int batchSize) throws SQLException {
        Objects.requireNonNull(horizon, "horizon");
        if (batchSize < 1) {
            throw new IllegalArgumentException("batchSize must be at least 1");
        }
        // The limit is written in the statements (it is a number), not bound: a plan PostgreSQL prepares once for
        // any limit expects a tenth of the table and reads all of it.
        String order = " ORDER BY processed_at LIMIT " + batchSize;
        String columns = "SELECT client_id, transaction_code, processed_at FROM " + TABLE;
        String first = columns + " WHERE processed_at < ?" + order;
        String next = columns + " WHERE processed_at >= ? AND processed_at < ?" + order;
        try (Connection connection = dataSource.getConnection()) {
            boolean autoCommit = connection.getAutoCommit();
            connection.setAutoCommit(true);
            try {
                return forget(connection, first, next, CodeClaim.local(horizon), batchSize);
            } finally {
                connection.setAutoCommit(autoCommit); // handed back to the pool as it came
            }
        }
    }

    private static long forget(Connection connection, String first, String next, LocalDateTime horizon, int batchSize)
            throws SQLException {
        long forgotten = 0;
        // Keyset paging from the last instant read: a row committed late with an older instant waits for the next run.
        LocalDateTime from = null;
        int selected;
        do {
            List<String[]> keys = new ArrayList<>(Math.min(batchSize, 10_000));
            try (PreparedStatement select = connection.prepareStatement(from == null ? first : next)) {
                int parameter = 1;
                if (from != null) {
                    select.setObject(parameter++, from);
                }
                select.setObject(parameter, horizon);
                try (ResultSet rows = select.executeQuery()) {
                    while (rows.next()) {
                        keys.add(new String[] {rows.getString(1), rows.getString(2)});
                        from = rows.getObject(3, LocalDateTime.class);
                    }
                }
            }
            selected = keys.size();
            forgotten += delete(connection, keys, horizon);
        } while (selected == batchSize);
        return forgotten;
    }

    /** Deletes the rows of {@code keys} (client id, code) still processed before {@code horizon}. */
    private static long delete(Connection connection, List<String[]> keys, LocalDateTime horizon) throws SQLException {
        if (keys.isEmpty()) {
            return 0;
        }
        long deleted = 0;
        boolean autoCommit = connection.getAutoCommit();
        connection.setAutoCommit(false);
        try (PreparedStatement delete = connection.prepareStatement(FORGET)) {
            for (String[] key : keys) {
                delete.setString(1, key[0]);
                delete.setString(2, key[1]);
                delete.setObject(3, horizon);
                delete.addBatch();
            }
            for (int count : delete.executeBatch()) {
                deleted += count == Statement.SUCCESS_NO_INFO ? 1 : count;
            }
            connection.commit();
        } catch (SQLException | RuntimeException e) {
            connection.rollback();
            throw e;
        } finally {
            connection.setAutoCommit(autoCommit);
        }
        return deleted;
    }

    @Override
    public String toString() {
        return "JdbcProcessedNotifications[" + TABLE + (clientId.isEmpty() ? "" : ", client " + clientId) + "]";
    }
}
