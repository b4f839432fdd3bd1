package io.paycollect.api;

import com.mysql.cj.jdbc.MysqlDataSource;
import java.lang.reflect.InvocationHandler;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Proxy;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.UUID;
import javax.sql.DataSource;
import org.mariadb.jdbc.MariaDbDataSource;

/**
 * The MariaDB server the JDBC stores are tested against, through MariaDB's driver or MySQL's (for the error
 * codes and statement handling an application on MySQL sees): {@code PAYCOLLECT_TEST_MARIADB_URL} (a
 * {@code jdbc:mariadb://host:port/} URL) with {@code PAYCOLLECT_TEST_MARIADB_USER} and {@code _PASSWORD}, which
 * {@code .ci/mariadb} sets after installing and starting a server. Without them such a test is skipped, saying
 * why on the console ({@code PAYCOLLECT_TEST_MARIADB_UNAVAILABLE}, set by {@code .ci/mariadb} when the machine
 * cannot have a server); in CI ({@code CI=true}) without either it fails.
 */
public final class RealMariaDb {

    /** The variable naming the server. */
    public static final String URL_VARIABLE = "PAYCOLLECT_TEST_MARIADB_URL";

    /** The JDBC driver a test connects with. */
    public enum Driver {
        /** {@code org.mariadb.jdbc:mariadb-java-client}. */
        MARIADB,
        /** {@code com.mysql:mysql-connector-j}. */
        MYSQL
    }

    private RealMariaDb() {
    }

    /**
     * A data source on a new, empty database (MariaDB's schema) of the server, through {@code driver}, where
     * {@code migration} (SQL, several statements allowed, or null) has run.
     */
    public static DataSource freshDatabase(Driver driver, String migration) throws SQLException {
        String url = System.getenv(URL_VARIABLE);
        if (url == null || url.isBlank()) {
            ServerUnavailable.skip("MariaDB", URL_VARIABLE, "PAYCOLLECT_TEST_MARIADB_UNAVAILABLE", ".ci/mariadb");
        }
        String name = "paycollect_test_" + UUID.randomUUID().toString().replace("-", "");
        try (Connection c = dataSource(driver, url, "").getConnection(); Statement s = c.createStatement()) {
            s.execute("CREATE DATABASE " + name);
        }
        DataSource database = dataSource(driver, url, name);
        if (migration != null) {
            try (Connection c = database.getConnection(); Statement s = c.createStatement()) {
                s.execute(migration);
            }
        }
        return database;
    }

    /**
     * A data source handing out {@code connection} itself every time, never closing it: what a store does on it
     * then shows in the connection's own session counters ({@link #rowsReadByTableScans}).
     */
    public static DataSource onlyConnection(Connection connection) {
        InvocationHandler handler = (proxy, method, arguments) -> {
            if (method.getName().equals("close")) {
                return null;
            }
            try {
                return method.invoke(connection, arguments);
            } catch (InvocationTargetException e) {
                throw e.getCause();
            }
        };
        Connection kept = (Connection) Proxy.newProxyInstance(RealMariaDb.class.getClassLoader(),
                new Class<?>[] {Connection.class}, handler);
        DataSource database = (DataSource) Proxy.newProxyInstance(RealMariaDb.class.getClassLoader(),
                new Class<?>[] {DataSource.class}, (proxy, method, arguments) -> {
                    if (method.getName().equals("getConnection")) {
                        return kept;
                    }
                    throw new UnsupportedOperationException(method.getName());
                });
        return database;
    }

    /**
     * The rows {@code connection}'s session has read by scanning tables (MariaDB's {@code Handler_read_rnd_next}:
     * one per row a full table scan reads, none for rows found through an index).
     */
    public static long rowsReadByTableScans(Connection connection) throws SQLException {
        try (Statement s = connection.createStatement();
             ResultSet rows = s.executeQuery("SHOW SESSION STATUS LIKE 'Handler_read_rnd_next'")) {
            rows.next();
            return rows.getLong(2);
        }
    }

    private static DataSource dataSource(Driver driver, String url, String database) throws SQLException {
        String user = System.getenv("PAYCOLLECT_TEST_MARIADB_USER");
        String password = System.getenv("PAYCOLLECT_TEST_MARIADB_PASSWORD");
        // A migration file holds several statements; both drivers refuse them in one call unless asked.
        String at = url + database + "?allowMultiQueries=true";
        if (driver == Driver.MARIADB) {
            MariaDbDataSource mariaDb = new MariaDbDataSource(at);
            mariaDb.setUser(user);
            mariaDb.setPassword(password);
            return mariaDb;
        }
        MysqlDataSource mysql = new MysqlDataSource();
        mysql.setUrl(at.replace("jdbc:mariadb:", "jdbc:mysql:"));
        mysql.setUser(user);
        mysql.setPassword(password);
        return mysql;
    }
}
