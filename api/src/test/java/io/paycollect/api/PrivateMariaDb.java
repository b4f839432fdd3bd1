package io.paycollect.api;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.sql.Connection;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import javax.sql.DataSource;
import org.mariadb.jdbc.MariaDbDataSource;

/**
 * {@link PrivateDatabaseServer} of MariaDB: {@code mariadb-install-db} and {@code mariadbd} (Debian's
 * {@code mariadb-server}), no grant tables (any user connects, on loopback only), the socket in its own folder.
 */
final class PrivateMariaDb extends PrivateDatabaseServer {

    private static final String DATABASE = "paycollect";

    private final Path mariadbd;
    private final Optional<String> runAs;
    private Process server;

    private PrivateMariaDb(Path mariadbd, Optional<String> runAs) throws IOException {
        super(directoryFor("paycollect-mariadb", runAs));
        this.mariadbd = mariadbd;
        this.runAs = runAs;
    }

    static PrivateMariaDb create() throws Exception {
        Optional<Path> mariadbd = executable("mariadbd", List.of(Path.of("/usr/sbin/mariadbd")));
        Optional<Path> install = executable("mariadb-install-db", List.of(Path.of("/usr/bin/mariadb-install-db")));
        Optional<String> runAs = serverUser("mysql");
        String unavailable = System.getenv("PAYCOLLECT_TEST_MARIADB_UNAVAILABLE");
        if (mariadbd.isEmpty() || install.isEmpty() || runAs.isPresent() && !userExists(runAs.get())) {
            ServerUnavailable.skipBecause("private MariaDB", "no MariaDB server of the test's own: " + (unavailable != null
                    ? unavailable : mariadbd.isEmpty() || install.isEmpty()
                    ? "mariadbd or mariadb-install-db not found (Debian's mariadb-server package; .ci/mariadb installs it)"
                    : "running as root, and there is no user mysql to run the server as"));
        }
        PrivateMariaDb server = new PrivateMariaDb(mariadbd.get(), runAs);
        try {
            List<String> command = new ArrayList<>(List.of(install.get().toString(), "--no-defaults",
                    "--datadir=" + server.data(), "--auth-root-authentication-method=normal", "--skip-test-db",
                    "--skip-name-resolve"));
            runAs.ifPresent(user -> command.add("--user=" + user));
            run(command, server.directory.resolve("install.log"));
            server.start();
            try (Connection c = server.serverDataSource("").getConnection(); Statement s = c.createStatement()) {
                s.execute("CREATE DATABASE " + DATABASE);
            }
            return server;
        } catch (Exception | Error e) {
            server.close();
            throw e;
        }
    }

    @Override
    public String name() {
        return "MariaDB";
    }

    @Override
    public String jdbcUrl() {
        return "jdbc:mariadb://127.0.0.1:" + port + "/" + DATABASE;
    }

    @Override
    public String user() {
        return "paycollect";
    }

    @Override
    public DataSource dataSource() {
        return serverDataSource(DATABASE);
    }

    private DataSource serverDataSource(String database) {
        try {
            MariaDbDataSource source = new MariaDbDataSource("jdbc:mariadb://127.0.0.1:" + port + "/" + database);
            source.setUser(user());
            return source;
        } catch (java.sql.SQLException e) {
            throw new IllegalStateException(e);
        }
    }

    /** SIGKILL to the server's process: InnoDB recovers from its log at the next start. */
    @Override
    public void crash() throws Exception {
        server.destroyForcibly();
        if (!server.waitFor(BOUND_SECONDS, TimeUnit.SECONDS)) {
            throw new IOException("mariadbd did not end within " + BOUND_SECONDS + " s of SIGKILL");
        }
        server = null;
    }

    @Override
    public void start() throws Exception {
        // No --log-error: the server logs to its standard error, read here as it comes, which says when it is ready.
        List<String> command = new ArrayList<>(List.of(mariadbd.toString(), "--no-defaults", "--datadir=" + data(),
                "--socket=" + directory.resolve("mariadb.sock"), "--port=" + port, "--bind-address=127.0.0.1",
                "--skip-grant-tables", "--pid-file=" + directory.resolve("mariadb.pid"), "--innodb-buffer-pool-size=32M"));
        runAs.ifPresent(user -> command.add("--user=" + user));
        server = new ProcessBuilder(command).redirectErrorStream(true).start();
        Path log = directory.resolve("server.log");
        CompletableFuture<Void> ready = new CompletableFuture<>();
        Thread reader = new Thread(() -> copyLog(server.getInputStream(), log, ready), "mariadbd-log");
        reader.setDaemon(true);
        reader.start();
        try {
            ready.get(BOUND_SECONDS, TimeUnit.SECONDS);
        } catch (ExecutionException | TimeoutException notReady) {
            server.destroyForcibly();
            throw new IOException("mariadbd " + (notReady instanceof TimeoutException ? "was not ready for connections within "
                    + BOUND_SECONDS + " s" : "ended") + ": " + tail(log));
        }
        if (!takesConnections("")) {
            throw new IOException("mariadbd said it was ready but took no connection: " + tail(log));
        }
    }

    /** Copies the server's log to {@code log} line by line, completing {@code ready} when it says so. */
    private static void copyLog(InputStream output, Path log, CompletableFuture<Void> ready) {
        try (BufferedReader lines = new BufferedReader(new InputStreamReader(output, StandardCharsets.UTF_8));
             Writer copy = Files.newBufferedWriter(log, StandardCharsets.UTF_8, StandardOpenOption.CREATE,
                     StandardOpenOption.APPEND)) {
            for (String line = lines.readLine(); line != null; line = lines.readLine()) {
                copy.write(line);
                copy.write('\n');
                copy.flush();
                if (line.contains("ready for connections")) {
                    ready.complete(null);
                }
            }
        } catch (IOException e) {
            ready.completeExceptionally(e);
        }
        ready.completeExceptionally(new IOException("mariadbd's output ended"));
    }

    private boolean takesConnections(String database) {
        try (Connection c = serverDataSource(database).getConnection()) {
            return c.isValid(5);
        } catch (java.sql.SQLException e) {
            return false;
        }
    }

    /** SIGTERM: a clean shutdown. */
    @Override
    void stop() throws Exception {
        if (server != null) {
            server.destroy();
            if (!server.waitFor(BOUND_SECONDS, TimeUnit.SECONDS)) {
                server.destroyForcibly();
            }
            server = null;
        }
    }

    private String data() {
        return directory.resolve("data").toString();
    }
}
