package io.paycollect.client.notification;

import io.paycollect.api.internal.DuplicateKey;
import java.nio.charset.StandardCharsets;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.time.Instant;
import java.time.LocalDateTime;
import java.time.ZoneId;
import java.util.Locale;

/**
 * The insert that claims a merchant's transaction code for {@link JdbcProcessedNotifications}, in the form that costs
 * the database least: PostgreSQL's {@code ON CONFLICT DO NOTHING} and MySQL's and MariaDB's {@code INSERT IGNORE}
 * answer a code already there with "no row inserted", where the standard {@code INSERT} (kept for every other
 * database) fails with a duplicate-key error that the server reports (and PostgreSQL writes to its log) and the
 * driver turns into an exception, for every second delivery of a payment. Either form waits for a concurrent
 * transaction inserting the same code, then inserts or finds it. The form is found from the first connection's
 * database product and kept.
 */
final class CodeClaim {

    /** The key columns' width in bytes on MySQL and MariaDB (binary strings in processed-notifications.sql). */
    static final int MAX_KEY_BYTES = 128;

    private enum Form { STANDARD, ON_CONFLICT, IGNORE }

    private final String table;
    private volatile Form form;

    CodeClaim(String table) {
        this.table = table;
    }

    /**
     * Inserts ({@code clientId}, {@code transactionCode}) processed at {@code at}, in {@code connection}'s transaction;
     * false when that key is in the table already (then the transaction is to be rolled back).
     */
    boolean claim(Connection connection, String clientId, String transactionCode, Instant at) throws SQLException {
        Form used = form;
        if (used == null) {
            used = form(connection.getMetaData().getDatabaseProductName());
            form = used;
        }
        if (used == Form.IGNORE) {
            // IGNORE also turns a value too long for its column into a warning and cuts it, which would take the
            // payment for another one sharing those bytes: refused here as the strict insert refuses it.
            tooLong("clientId", clientId);
            tooLong("transactionCode", transactionCode);
        }
        String insert = (used == Form.IGNORE ? "INSERT IGNORE INTO " : "INSERT INTO ") + table
                + " (client_id, transaction_code, processed_at) VALUES (?, ?, ?)" + (used == Form.ON_CONFLICT ? " ON CONFLICT DO NOTHING" : "");
        try (PreparedStatement statement = connection.prepareStatement(insert)) {
            statement.setString(1, clientId);
            statement.setString(2, transactionCode);
            statement.setObject(3, local(at));
            return statement.executeUpdate() == 1;
        } catch (SQLException e) {
            if (used == Form.STANDARD && DuplicateKey.is(e)) {
                return false;
            }
            throw e;
        }
    }

    /**
     * {@code at} as the store writes and compares its instants: a local date-time in the JVM's zone, what
     * {@code setTimestamp(Timestamp.from(at))} stores, without the driver's Calendar arithmetic on every delivery.
     */
    static LocalDateTime local(Instant at) {
        return LocalDateTime.ofInstant(at, ZoneId.systemDefault());
    }

    private static Form form(String product) {
        String name = product == null ? "" : product.toLowerCase(Locale.ROOT);
        if (name.equals("postgresql")) {
            return Form.ON_CONFLICT;
        }
        return name.equals("mysql") || name.equals("mariadb") ? Form.IGNORE : Form.STANDARD;
    }

    private static void tooLong(String what, String value) throws SQLException {
        // At most 3 bytes a character below U+10000 (a surrogate pair is 2 characters for 4 bytes).
        if (value.length() > MAX_KEY_BYTES / 3 && value.getBytes(StandardCharsets.UTF_8).length > MAX_KEY_BYTES) {
            throw new SQLException(what + " is longer than its column (" + MAX_KEY_BYTES + " bytes in UTF-8)", "22001");
        }
    }

    @Override
    public String toString() {
        return String.valueOf(form);
    }
}
