package io.paycollect.client.notification;

import io.paycollect.jdbc.DuplicateKey;
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
 * answer a code already there with "no row inserted", where the standard {@code INSERT} (kept for other databases)
 * fails with a duplicate-key error, logged by the server and thrown by the driver, at every second delivery. Each
 * form waits for a concurrent insert of the same code. The form is found from the first connection and kept.
 */
final class CodeClaim {

    /** The key columns' width in bytes on MySQL and MariaDB (binary strings in processed-notifications.sql). */
    static final int MAX_KEY_BYTES = 128;

    private static final byte[] TEXT = "0000-00-00 00:00:00.000000".getBytes(StandardCharsets.US_ASCII);

    private enum Form { STANDARD, ON_CONFLICT, IGNORE }

    private final String standard;
    private final String onConflict;
    private final String ignore;
    private volatile Form form;

    CodeClaim(String table) {
        String columns = table + " (client_id, transaction_code, processed_at) VALUES (?, ?, ";
        this.standard = "INSERT INTO " + columns + "?)";
        this.onConflict = "INSERT INTO " + columns + "CAST(? AS TIMESTAMP)) ON CONFLICT DO NOTHING";
        this.ignore = "INSERT IGNORE INTO " + columns + "?)";
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
        try (PreparedStatement statement = connection.prepareStatement(used == Form.ON_CONFLICT ? onConflict
                : used == Form.IGNORE ? ignore : standard)) {
            statement.setString(1, clientId);
            statement.setString(2, transactionCode);
            String text = used == Form.ON_CONFLICT ? postgresText(local(at)) : null;
            if (text != null) {
                // PostgreSQL's driver builds a Calendar for each new statement that binds a date-time (a twelfth of the
                // delivery's CPU in the profile, benchmarks/results/2026-11-27-notification-path-profiles.md); the text
                // the driver would send, cast by the server, stores the same value without it.
                statement.setString(3, text);
            } else {
                statement.setObject(3, local(at));
            }
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

    /**
     * {@code local} as PostgreSQL's driver writes a timestamp, {@code yyyy-MM-dd HH:mm:ss.ffffff}, rounded to the
     * microsecond half up as it rounds; null outside the years 1 to 9999, which the driver writes its own way.
     */
    static String postgresText(LocalDateTime local) {
        LocalDateTime rounded = local.plusNanos(500);
        int year = rounded.getYear();
        if (year < 1 || year > 9999) {
            return null;
        }
        // Written digit by digit: LocalDateTime.toString cost as much as the Calendar it replaces.
        byte[] text = TEXT.clone();
        digits(text, 0, year, 4);
        digits(text, 5, rounded.getMonthValue(), 2);
        digits(text, 8, rounded.getDayOfMonth(), 2);
        digits(text, 11, rounded.getHour(), 2);
        digits(text, 14, rounded.getMinute(), 2);
        digits(text, 17, rounded.getSecond(), 2);
        digits(text, 20, rounded.getNano() / 1000, 6);
        return new String(text, StandardCharsets.US_ASCII);
    }

    private static void digits(byte[] text, int at, int value, int width) {
        for (int i = at + width - 1; i >= at; i--) {
            text[i] = (byte) ('0' + value % 10);
            value /= 10;
        }
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
