package io.paycollect.api;

import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.UUID;
import java.util.concurrent.atomic.AtomicBoolean;
import javax.sql.DataSource;
import org.junit.jupiter.api.Assertions;
import org.junit.jupiter.api.Assumptions;
import org.postgresql.ds.PGSimpleDataSource;

/**
 * The PostgreSQL server the JDBC stores are tested against: {@code PAYCOLLECT_TEST_POSTGRES_URL} (a JDBC
 * URL) with {@code PAYCOLLECT_TEST_POSTGRES_USER} and {@code _PASSWORD}, which {@code .ci/postgres} sets
 * after installing and starting a server. Without them such a test is skipped, saying why
 * ({@code PAYCOLLECT_TEST_POSTGRES_UNAVAILABLE}, set by {@code .ci/postgres} when the machine cannot
 * have a server); in CI ({@code CI=true}) without either it fails, since then nobody asked for a server.
 */
public final class RealPostgres {

    /** The variable naming the server. */
    public static final String URL_VARIABLE = "PAYCOLLECT_TEST_POSTGRES_URL";

    private static final AtomicBoolean REASON_SHOWN = new AtomicBoolean();

    private RealPostgres() {
    }

    /**
     * A data source on a new, empty schema of the server, where {@code migration} (SQL, or null) has run.
     */
    public static DataSource freshSchema(String migration) throws SQLException {
        String url = System.getenv(URL_VARIABLE);
        if (url == null || url.isBlank()) {
            String unavailable = System.getenv("PAYCOLLECT_TEST_POSTGRES_UNAVAILABLE");
            if (unavailable != null) {
                skip("no PostgreSQL server: " + unavailable);
            }
            if ("true".equals(System.getenv("CI"))) {
                Assertions.fail("CI runs the PostgreSQL tests: .ci/run calls .ci/postgres, which sets " + URL_VARIABLE
                        + " or says why it could not");
            }
            skip("no PostgreSQL server: run eval \"$(.ci/postgres)\" first, or set " + URL_VARIABLE);
        }
        String schema = "paycollect_test_" + UUID.randomUUID().toString().replace("-", "");
        try (Connection c = dataSource(url, null).getConnection(); Statement s = c.createStatement()) {
            s.execute("CREATE SCHEMA " + schema);
        }
        PGSimpleDataSource database = dataSource(url, schema);
        if (migration != null) {
            try (Connection c = database.getConnection(); Statement s = c.createStatement()) {
                s.execute(migration);
            }
        }
        return database;
    }

    /**
     * Skips the test, saying why on the console once per test JVM: Surefire's console shows only a count of
     * skipped tests, and the reason would otherwise be read in its XML reports alone.
     */
    private static void skip(String reason) {
        if (REASON_SHOWN.compareAndSet(false, true)) {
            System.out.println("[PostgreSQL tests skipped] " + reason);
        }
        Assumptions.abort(reason);
    }

    private static PGSimpleDataSource dataSource(String url, String schema) {
        PGSimpleDataSource database = new PGSimpleDataSource();
        database.setUrl(url);
        database.setUser(System.getenv("PAYCOLLECT_TEST_POSTGRES_USER"));
        database.setPassword(System.getenv("PAYCOLLECT_TEST_POSTGRES_PASSWORD"));
        if (schema != null) {
            database.setCurrentSchema(schema);
        }
        return database;
    }
}
