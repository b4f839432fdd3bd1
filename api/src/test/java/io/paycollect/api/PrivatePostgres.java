package io.paycollect.api;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import javax.sql.DataSource;
import org.postgresql.ds.PGSimpleDataSource;

/**
 * {@link PrivateDatabaseServer} of PostgreSQL: {@code initdb} and {@code pg_ctl} (Debian's
 * {@code /usr/lib/postgresql/<version>/bin}, else the PATH), local connections trusted, the socket in its own folder.
 */
final class PrivatePostgres extends PrivateDatabaseServer {

    private static final String USER = "paycollect";

    private final Path bin;
    private final Optional<String> runAs;

    private PrivatePostgres(Path bin, Optional<String> runAs) throws IOException {
        super(directoryFor("paycollect-postgres", runAs));
        this.bin = bin;
        this.runAs = runAs;
    }

    static PrivatePostgres create() throws Exception {
        Optional<Path> initdb = PrivateDatabaseServer.executable("initdb", debianBinaries());
        Optional<String> runAs = serverUser("postgres");
        String unavailable = System.getenv("PAYCOLLECT_TEST_POSTGRES_UNAVAILABLE");
        if (initdb.isEmpty() || runAs.isPresent() && !userExists(runAs.get())) {
            ServerUnavailable.skipBecause("private PostgreSQL", "no PostgreSQL server of the test's own: " + (unavailable != null
                    ? unavailable : initdb.isEmpty() ? "initdb not found (Debian's postgresql package; .ci/postgres installs it)"
                    : "running as root, and there is no user postgres to run the server as"));
        }
        PrivatePostgres server = new PrivatePostgres(initdb.get().getParent(), runAs);
        try {
            server.as("initdb", "-D", server.data(), "-U", USER, "--auth=trust", "-E", "UTF8", "--no-sync");
            server.start();
            return server;
        } catch (Exception | Error e) {
            server.close();
            throw e;
        }
    }

    private static List<Path> debianBinaries() {
        Path versions = Path.of("/usr/lib/postgresql");
        if (!Files.isDirectory(versions)) {
            return List.of();
        }
        try (Stream<Path> each = Files.list(versions)) {
            // The newest version first: 15 before 9.6, by number.
            return each.sorted(Comparator.comparing((Path p) -> version(p.getFileName().toString())).reversed())
                    .map(version -> version.resolve("bin").resolve("initdb")).toList();
        } catch (IOException e) {
            return List.of();
        }
    }

    private static double version(String name) {
        try {
            return Double.parseDouble(name);
        } catch (NumberFormatException e) {
            return 0;
        }
    }

    @Override
    public String name() {
        return "PostgreSQL";
    }

    @Override
    public String jdbcUrl() {
        return "jdbc:postgresql://127.0.0.1:" + port + "/postgres";
    }

    @Override
    public String user() {
        return USER;
    }

    @Override
    public DataSource dataSource() {
        PGSimpleDataSource database = new PGSimpleDataSource();
        database.setUrl(jdbcUrl());
        database.setUser(USER);
        return database;
    }

    /** {@code pg_ctl stop -m immediate}: every server process quits at once, and the next start recovers from the log. */
    @Override
    public void crash() throws Exception {
        as("pg_ctl", "-D", data(), "-m", "immediate", "stop");
    }

    @Override
    public void start() throws Exception {
        as("pg_ctl", "-D", data(), "-w", "-t", Long.toString(BOUND_SECONDS), "-l", directory.resolve("server.log").toString(),
                "-o", "-p " + port + " -k " + directory + " -c listen_addresses=127.0.0.1", "start");
    }

    @Override
    void stop() throws Exception {
        if (Files.exists(Path.of(data(), "postmaster.pid"))) {
            as("pg_ctl", "-D", data(), "-m", "fast", "stop");
        }
    }

    private String data() {
        return directory.resolve("data").toString();
    }

    /** Runs a PostgreSQL tool, as the user postgres when this JVM runs as root (the server refuses to run as root). */
    private void as(String tool, String... arguments) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>();
        runAs.ifPresent(user -> command.addAll(List.of("runuser", "-u", user, "--")));
        command.add(bin.resolve(tool).toString());
        command.addAll(List.of(arguments));
        run(command, directory.resolve(tool + ".log"));
    }
}
