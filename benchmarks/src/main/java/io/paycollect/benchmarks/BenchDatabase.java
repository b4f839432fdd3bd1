package io.paycollect.benchmarks;

import com.zaxxer.hikari.HikariConfig;
import com.zaxxer.hikari.HikariDataSource;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import org.postgresql.ds.PGSimpleDataSource;

/**
 * The PostgreSQL server the database measurements run on: {@code PAYCOLLECT_TEST_POSTGRES_URL}, {@code _USER} and
 * {@code _PASSWORD}, as {@code .ci/postgres} prints them. Point the URL at a database of its own (see
 * benchmarks/README.md) so that the measurements and the tests do not disturb each other.
 */
final class BenchDatabase {

    private BenchDatabase() {
    }

    /** A HikariCP pool of {@code size} connections on {@code schema}, counting its {@link RoundTrips}. */
    static HikariDataSource pool(String schema, int size) {
        HikariConfig config = new HikariConfig();
        config.setJdbcUrl(RoundTrips.counting(env("PAYCOLLECT_TEST_POSTGRES_URL")));
        config.setUsername(env("PAYCOLLECT_TEST_POSTGRES_USER"));
        config.setPassword(env("PAYCOLLECT_TEST_POSTGRES_PASSWORD"));
        config.setSchema(schema);
        config.setMaximumPoolSize(size);
        config.setMinimumIdle(size);
        return new HikariDataSource(config);
    }

    /** Runs {@code statements} in {@code schema}, creating it first if needed. */
    static void run(String schema, String... statements) throws SQLException {
        try (Connection c = direct().getConnection(); Statement s = c.createStatement()) {
            s.execute("CREATE SCHEMA IF NOT EXISTS " + schema);
            s.execute("SET search_path TO " + schema);
            for (String statement : statements) {
                s.execute(statement);
            }
        }
    }

    /** The first column of the first row of {@code query} in {@code schema}, as a long. */
    static long number(String schema, String query) throws SQLException {
        try (Connection c = direct().getConnection(); Statement s = c.createStatement()) {
            s.execute("SET search_path TO " + schema);
            try (ResultSet rs = s.executeQuery(query)) {
                rs.next();
                return rs.getLong(1);
            }
        }
    }

    /** The server's version. */
    static String version(String schema) throws SQLException {
        try (Connection c = direct().getConnection(); Statement s = c.createStatement();
             ResultSet rs = s.executeQuery("SHOW server_version")) {
            rs.next();
            return rs.getString(1);
        }
    }

    /** A connection without a pool, for setting up and checking (not counted in the round trips). */
    static PGSimpleDataSource direct() {
        PGSimpleDataSource direct = new PGSimpleDataSource();
        direct.setUrl(env("PAYCOLLECT_TEST_POSTGRES_URL"));
        direct.setUser(env("PAYCOLLECT_TEST_POSTGRES_USER"));
        direct.setPassword(env("PAYCOLLECT_TEST_POSTGRES_PASSWORD"));
        return direct;
    }

    static String env(String name) {
        String value = System.getenv(name);
        if (value == null || value.isBlank()) {
            throw new IllegalStateException(name + " is not set: run eval \"$(.ci/postgres)\" first");
        }
        return value;
    }
}
