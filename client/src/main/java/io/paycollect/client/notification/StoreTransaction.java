package io.paycollect.client.notification;

import java.sql.Connection;
import java.util.Objects;
import java.util.Optional;

/**
 * The transaction in which a {@link ProcessedNotifications} store records one notification as processed, handed to the
 * work it runs for that notification: a handler that writes its effects through {@link #connection()} commits them, or
 * rolls them back, with the record, so a payment is credited exactly once even across a crash.
 *
 * <p>{@link JdbcProcessedNotifications} hands its database transaction; {@link InMemoryProcessedNotifications} has
 * none ({@link #none()}), and so has a store of the application's own unless it hands one with {@link #of(Connection)}.
 * Valid only while the work it was handed to runs.
 */
public final class StoreTransaction {

    private static final StoreTransaction NONE = new StoreTransaction(null);

    private final Connection connection;

    private StoreTransaction(Connection connection) {
        this.connection = connection;
    }

    /** The transaction of a store that records notifications through {@code connection} (auto-commit off). */
    public static StoreTransaction of(Connection connection) {
        return new StoreTransaction(Objects.requireNonNull(connection, "connection"));
    }

    /** What a store with no database transaction hands its work. */
    public static StoreTransaction none() {
        return NONE;
    }

    /**
     * The connection of the transaction that records the notification being processed, for the work to write its
     * effects in; the store commits or rolls it back, so the work neither commits nor closes it.
     *
     * @throws IllegalStateException when the store keeps no database transaction
     */
    public Connection connection() {
        if (connection == null) {
            throw new IllegalStateException("this store of processed notifications keeps no database transaction:"
                    + " use JdbcProcessedNotifications to write a handler's effects with the record");
        }
        return connection;
    }

    /** The connection, or empty when the store keeps no database transaction. */
    public Optional<Connection> connectionIfAny() {
        return Optional.ofNullable(connection);
    }

    @Override
    public String toString() {
        return connection == null ? "StoreTransaction[none]" : "StoreTransaction[database]";
    }
}
