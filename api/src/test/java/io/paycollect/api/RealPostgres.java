package io.paycollect.api;

import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.UUID;
import javax.sql.DataSource;
import org.postgresql.ds.PGSimpleDataSource;

/**
 * The PostgreSQL server the JDBC stores are tested against: {@code PAYCOLLECT_TEST_POSTGRES_URL} (a JDBC
 * URL) with {@code PAYCOLLECT_TEST_POSTGRES_USER} and {@code _PASSWORD}, which {@code .ci/postgres} sets
 * after installing and starting a server. Without them such a test is skipped, saying why
 * ({@code PAYCOLLECT_TEST_POSTGRES_UNAVAILABLE}, set by {@code .ci/postgres} when the machine cannot
 * have a server), on the console too; in CI ({@code CI=true}) without either it fails, since then nobody asked
 * for a server.
 */
public final class RealPostgres {

    /** The variable naming the server. */
    public static final String URL_VARIABLE = "PAYCOLLECT_TEST_POSTGRES_URL";

    private RealPostgres() {
    }

    /**
     * A data source on a new, empty schema of the server, where {@code migration} (SQL, or null) has run.
     */
    public static DataSource freshSchema(String migration) throws SQLException {
        String url = System.getenv(URL_VARIABLE);
        if (url == null || url.isBlank()) {
            ServerUnavailable.skip("PostgreSQL", URL_VARIABLE, "PAYCOLLECT_TEST_POSTGRES_UNAVAILABLE", ".ci/postgres");
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
