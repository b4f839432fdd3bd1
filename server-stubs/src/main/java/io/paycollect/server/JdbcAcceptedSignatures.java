package io.paycollect.server;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.sql.Timestamp;
import io.paycollect.api.SignedRequestVerifier;
import io.paycollect.jdbc.DuplicateKey;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.Objects;
import java.util.concurrent.atomic.AtomicInteger;
import javax.sql.DataSource;

/**
 * Accepted signatures in a database table, shared by every node of a provider. The table is created by
 * {@code io/paycollect/server/accepted-signatures.sql} (in this jar; run it with the application's
 * migrations). The primary key (client id, signature) makes the first insert win when two nodes accept
 * the same request at once; expired rows are deleted as new ones arrive: every 128th
 * acceptance on a node also deletes at most 256 expired rows, found through the
 * migration's index on the expiry, so that no request waits for more than a small delete however many
 * rows have expired, and each node deletes expired rows faster than it adds new ones.
 *
 * <p>It counts no capacity: the table holds every signature accepted inside the window, so no client
 * can fill a share another needs (the database's space is the limit, and one client's flood grows the
 * table for at most twice the window). As in memory, an expiry further ahead than twice the window (a
 * timestamp beyond the window the verifier allows) is refused and not stored.
 */
public final class JdbcAcceptedSignatures implements AcceptedSignatures {

    /** The table the migration creates. */
    public static final String TABLE = "paycollect_accepted_signature";

    private static final String INSERT = "INSERT INTO " + TABLE + " (client_id, signature, expires_at) VALUES (?, ?, ?)";
    private static final String RENEW_EXPIRED = "UPDATE " + TABLE
            + " SET expires_at = ? WHERE client_id = ? AND signature = ? AND expires_at <= ?";
    /** Acceptances between two purges on a node. */
    static final int PURGE_EVERY = 128;
    /** Expired rows deleted at most by one purge: twice what the acceptances between two purges add. */
    static final int PURGE_BATCH = 2 * PURGE_EVERY;
    /**
     * Deletes at most {@link #PURGE_BATCH} expired rows. The limit is written in the statement, not bound: a
     * plan PostgreSQL prepares once for any limit expects a tenth of the table and reads all of it. The limited
     * rows are chosen in a derived table because MySQL takes neither a LIMIT in an IN subquery nor the deleted
     * table in one; PostgreSQL and H2 take both forms.
     */
    static final String PURGE = "DELETE FROM " + TABLE + " WHERE (client_id, signature) IN (SELECT client_id, signature FROM "
            + "(SELECT client_id, signature FROM " + TABLE + " WHERE expires_at <= ? LIMIT " + PURGE_BATCH + ") expired)";
    /**
     * {@link #PURGE} on MySQL and MariaDB, which run the standard form as a scan of the whole table probing the
     * derived table for each row (MariaDB 10.11's EXPLAIN: type ALL): their own single-table {@code DELETE ...
     * LIMIT} reads only the expired rows, through the index (EXPLAIN: type range on the expiry index).
     */
    static final String PURGE_ON_MYSQL = "DELETE FROM " + TABLE + " WHERE expires_at <= ? ORDER BY expires_at LIMIT " + PURGE_BATCH;

    private final DataSource dataSource;
    private final Clock clock;
    private final Duration longestLife;
    private final AtomicInteger sincePurge = new AtomicInteger();
    /** The purge statement for this database, chosen at the first purge. */
    private volatile String purge;

    /** The store in {@code dataSource}, whose table the migration has created. */
    public JdbcAcceptedSignatures(DataSource dataSource) {
        this(dataSource, Clock.systemUTC());
    }

    /** As {@link #JdbcAcceptedSignatures(DataSource)}; {@code clock} tells which have expired. */
    public JdbcAcceptedSignatures(DataSource dataSource, Clock clock) {
        this(dataSource, SignedRequestVerifier.DEFAULT_WINDOW, clock);
    }

    /**
     * As {@link #JdbcAcceptedSignatures(DataSource, Clock)}, for a verifier's timestamp {@code window}
     * other than the default 10 minutes: no signature is kept longer than twice it from now.
     *
     * @throws IllegalArgumentException if the window is not positive
     */
    public JdbcAcceptedSignatures(DataSource dataSource, Duration window, Clock clock) {
        this.dataSource = Objects.requireNonNull(dataSource, "dataSource");
        Objects.requireNonNull(window, "window");
        if (window.isNegative() || window.isZero()) {
            throw new IllegalArgumentException("window must be positive");
        }
        this.longestLife = window.multipliedBy(2);
        this.clock = Objects.requireNonNull(clock, "clock");
    }

    /**
     * {@inheritDoc}
     *
     * @throws IllegalArgumentException when {@code expiresAt} is further ahead than twice the window
     */
    @Override
    public boolean firstAcceptance(String clientId, String signature, Instant expiresAt) {
        Instant instant = clock.instant();
        if (expiresAt.isAfter(instant.plus(longestLife))) {
            throw new IllegalArgumentException("the timestamp is further ahead of the clock than the window allows");
        }
        Timestamp now = Timestamp.from(instant);
        try (Connection connection = dataSource.getConnection()) {
            boolean autoCommit = connection.getAutoCommit();
            connection.setAutoCommit(true);
            try {
                return firstAcceptance(connection, clientId, signature, expiresAt, now);
            } finally {
                // Handed back to the pool as it came, whatever the pool restores itself.
                connection.setAutoCommit(autoCommit);
            }
        } catch (SQLException e) {
            throw new IllegalStateException("the replay guard's table could not be read or written (SQL state "
                    + e.getSQLState() + ")", e);
        }
    }

    private boolean firstAcceptance(Connection connection, String clientId, String signature, Instant expiresAt,
                                    Timestamp now) throws SQLException {
        // Exactly one acceptance in PURGE_EVERY purges, however many threads accept at once.
        if (sincePurge.incrementAndGet() % PURGE_EVERY == 0) {
            try (PreparedStatement expired = connection.prepareStatement(purgeFor(connection))) {
                expired.setTimestamp(1, now);
                expired.executeUpdate();
            }
        }
        try (PreparedStatement insert = connection.prepareStatement(INSERT)) {
            insert.setString(1, clientId);
            insert.setString(2, signature);
            insert.setTimestamp(3, Timestamp.from(expiresAt));
            insert.executeUpdate();
            return true;
        } catch (SQLException e) {
            if (!DuplicateKey.is(e)) {
                throw e;
            }
        }
        // Already there: a replay, unless that acceptance has expired (then this one takes its place).
        try (PreparedStatement renew = connection.prepareStatement(RENEW_EXPIRED)) {
            renew.setTimestamp(1, Timestamp.from(expiresAt));
            renew.setString(2, clientId);
            renew.setString(3, signature);
            renew.setTimestamp(4, now);
            return renew.executeUpdate() == 1;
        }
    }

    private String purgeFor(Connection connection) throws SQLException {
        String statement = purge;
        if (statement == null) {
            statement = purgeOn(connection.getMetaData().getDatabaseProductName());
            purge = statement;
        }
        return statement;
    }

    /** The purge statement for the database {@code product} (as its JDBC driver names it). */
    static String purgeOn(String product) {
        // MySQL's driver says "MySQL" on MariaDB too.
        return "MySQL".equalsIgnoreCase(product) || "MariaDB".equalsIgnoreCase(product) ? PURGE_ON_MYSQL : PURGE;
    }

    @Override
    public String toString() {
        return "JdbcAcceptedSignatures[" + TABLE + "]";
    }
}
