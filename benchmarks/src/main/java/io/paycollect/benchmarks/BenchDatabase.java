package io.paycollect.benchmarks;

import com.zaxxer.hikari.HikariConfig;
import com.zaxxer.hikari.HikariDataSource;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Locale;

/**
 * A database server the measurements run on, as {@code .ci/postgres} and {@code .ci/mariadb} print it:
 * {@code PAYCOLLECT_TEST_<POSTGRES|MARIADB>_URL}, {@code _USER} and {@code _PASSWORD}. Each run works in a schema of
 * its own (on MariaDB a database, named {@code paycollect_test_*}, the names .ci/mariadb's user may create); point
 * the PostgreSQL URL at a database of its own (see benchmarks/README.md) so that the measurements and the tests do
 * not disturb each other.
 */
enum BenchDatabase {

    POSTGRESQL("PostgreSQL", "POSTGRES", "INSERT INTO paycollect_processed_notification (transaction_code, processed_at) "
            + "VALUES (?, localtimestamp) ON CONFLICT DO NOTHING"),
    MARIADB("MariaDB", "MARIADB", "INSERT IGNORE INTO paycollect_processed_notification (transaction_code, processed_at) "
            + "VALUES (?, now(6))");

    private final String title;
    private final String variable;
    /** The floor's claim: the database's own insert that skips a key already there, answering 0 rows then. */
    final String insertUnlessPresent;

    BenchDatabase(String title, String variable, String insertUnlessPresent) {
        this.title = title;
        this.variable = variable;
        this.insertUnlessPresent = insertUnlessPresent;
    }

    /** {@code postgresql} or {@code mariadb}. */
    static BenchDatabase named(String name) {
        return valueOf(name.trim().toUpperCase(Locale.ROOT));
    }

    /** A schema name no other run uses. */
    static String newSchema(String what) {
        return "paycollect_test_bench_" + what + "_" + java.util.UUID.randomUUID().toString().substring(0, 8);
    }

    /** A HikariCP pool of {@code size} connections on {@code schema}, counting its {@link RoundTrips}. */
    HikariDataSource pool(String schema, int size) {
        HikariConfig config = new HikariConfig();
        config.setJdbcUrl(RoundTrips.counting(url(schema)));
        config.setUsername(env("USER"));
        config.setPassword(env("PASSWORD"));
        config.setMaximumPoolSize(size);
        config.setMinimumIdle(size);
        return new HikariDataSource(config);
    }

    /** Runs {@code statements} in {@code schema}, creating it first if needed. */
    void run(String schema, String... statements) throws SQLException {
        try (Connection c = DriverManager.getConnection(env("URL"), env("USER"), env("PASSWORD")); Statement s = c.createStatement()) {
            s.execute((this == POSTGRESQL ? "CREATE SCHEMA IF NOT EXISTS " : "CREATE DATABASE IF NOT EXISTS ") + schema);
        }
        try (Connection c = direct(schema); Statement s = c.createStatement()) {
            for (String statement : statements) {
                s.execute(statement);
            }
        }
    }

    /** Drops {@code schema} and everything in it. */
    void drop(String schema) throws SQLException {
        try (Connection c = DriverManager.getConnection(env("URL"), env("USER"), env("PASSWORD")); Statement s = c.createStatement()) {
            s.execute(this == POSTGRESQL ? "DROP SCHEMA IF EXISTS " + schema + " CASCADE" : "DROP DATABASE IF EXISTS " + schema);
        }
    }

    /** The first column of the first row of {@code query} in {@code schema}, as a long. */
    long number(String schema, String query) throws SQLException {
        try (Connection c = direct(schema); Statement s = c.createStatement(); ResultSet rs = s.executeQuery(query)) {
            rs.next();
            return rs.getLong(1);
        }
    }

    /** The server's name and version. */
    String version(String schema) throws SQLException {
        try (Connection c = direct(schema)) {
            return title + " " + c.getMetaData().getDatabaseProductVersion();
        }
    }

    /** A connection without a pool, for setting up and checking (not counted in the round trips). */
    Connection direct(String schema) throws SQLException {
        return DriverManager.getConnection(url(schema), env("USER"), env("PASSWORD"));
    }

    private String url(String schema) {
        String url = env("URL");
        if (this == POSTGRESQL) {
            return url + (url.contains("?") ? "&" : "?") + "currentSchema=" + schema;
        }
        int query = url.indexOf('?');
        String base = query < 0 ? url : url.substring(0, query);
        return base.substring(0, base.lastIndexOf('/') + 1) + schema + (query < 0 ? "" : url.substring(query));
    }

    private String env(String name) {
        String key = "PAYCOLLECT_TEST_" + variable + "_" + name;
        String value = System.getenv(key);
        if (value == null || value.isBlank()) {
            throw new IllegalStateException(key + " is not set: run eval \"$(.ci/" + name().toLowerCase(Locale.ROOT).replace("postgresql",
                    "postgres") + ")\" first");
        }
        return value;
    }
}
