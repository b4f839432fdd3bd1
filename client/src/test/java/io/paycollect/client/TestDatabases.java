package io.paycollect.client;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.UUID;
import javax.sql.DataSource;
import org.h2.jdbcx.JdbcDataSource;

/** The databases the JDBC stores' tests run on, and the migrations they ship. */
public final class TestDatabases {

    private TestDatabases() {
    }

    /** A new, empty embedded H2 database, waiting up to 10 s for a lock as a server would. */
    public static DataSource h2() {
        JdbcDataSource h2 = new JdbcDataSource();
        h2.setURL("jdbc:h2:mem:" + UUID.randomUUID() + ";DB_CLOSE_DELAY=-1;LOCK_TIMEOUT=10000");
        return h2;
    }

    /** Runs each SQL statement given, or the migration a jar ships as a resource of {@code owner}'s package. */
    public static void run(DataSource database, String... statements) throws SQLException {
        try (Connection c = database.getConnection(); Statement s = c.createStatement()) {
            for (String statement : statements) {
                s.execute(statement);
            }
        }
    }

    /** The migration {@code name} shipped beside {@code owner}. */
    public static String migration(Class<?> owner, String name) throws IOException {
        try (InputStream in = owner.getResourceAsStream(name)) {
            if (in == null) {
                throw new IOException(name + " is not beside " + owner.getName());
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }

    /** The number of credits recorded for {@code transactionCode} in the merchant's {@code credit} table of the tests. */
    public static int credits(DataSource database, String transactionCode) throws SQLException {
        try (Connection c = database.getConnection();
             java.sql.PreparedStatement count = c.prepareStatement("SELECT COUNT(*) FROM credit WHERE transaction_code = ?")) {
            count.setString(1, transactionCode);
            try (java.sql.ResultSet rs = count.executeQuery()) {
                rs.next();
                return rs.getInt(1);
            }
        }
    }
}
