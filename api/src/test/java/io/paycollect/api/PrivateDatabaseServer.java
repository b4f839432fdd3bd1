package io.paycollect.api;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.UserPrincipal;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import javax.sql.DataSource;

/**
 * A database server of one test's own, which it may crash and start again: the installed PostgreSQL or MariaDB
 * binaries run on a new data directory in a temporary folder, listening on a free loopback port. The shared
 * servers of {@code .ci/postgres} and {@code .ci/mariadb} serve other tests (and other builds) at the same time and
 * are never stopped by a test. As root the server runs as the package's own user ({@code postgres},
 * {@code mysql}), as {@code .ci/postgres} runs PostgreSQL's tools. Where the binaries are missing the test is
 * skipped, saying why on the console.
 */
public abstract class PrivateDatabaseServer implements AutoCloseable {

    /** How long a server's own tool or start-up may take: far beyond what either needs, on any machine. */
    static final long BOUND_SECONDS = 120;

    final Path directory;
    final int port;

    PrivateDatabaseServer(Path directory) throws IOException {
        this.directory = directory;
        try (ServerSocket free = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            this.port = free.getLocalPort();
        }
    }

    /** A PostgreSQL server of the test's own, started and empty but for its database; skips the test without PostgreSQL. */
    public static PrivateDatabaseServer postgres() throws Exception {
        return PrivatePostgres.create();
    }

    /** A MariaDB server of the test's own, started and empty but for its database; skips the test without MariaDB. */
    public static PrivateDatabaseServer mariaDb() throws Exception {
        return PrivateMariaDb.create();
    }

    /** The server's name, {@code PostgreSQL} or {@code MariaDB}. */
    public abstract String name();

    /** The JDBC URL of the server's database. */
    public abstract String jdbcUrl();

    /** The user to connect as (the server asks no password). */
    public abstract String user();

    /** A data source of the server's database, opening a new connection each time. */
    public abstract DataSource dataSource();

    /** Stops the server at once, as a crash would: no clean shutdown, open transactions cut. */
    public abstract void crash() throws Exception;

    /** Starts the server again after {@link #crash()}, on the same port, and returns once it takes connections. */
    public abstract void start() throws Exception;

    /** Stops the server and deletes its files. */
    @Override
    public void close() throws Exception {
        try {
            stop();
        } finally {
            try (Stream<Path> files = Files.walk(directory)) {
                files.sorted(Comparator.reverseOrder()).forEach(file -> file.toFile().delete());
            }
        }
    }

    /** Stops the server cleanly, if it runs. */
    abstract void stop() throws Exception;

    @Override
    public String toString() {
        return "private " + name() + " on 127.0.0.1:" + port;
    }

    /** A new temporary folder, owned by {@code user} when this JVM runs as root. */
    static Path directoryFor(String prefix, Optional<String> user) throws IOException {
        Path directory = Files.createTempDirectory(prefix);
        if (user.isPresent()) {
            UserPrincipal owner = directory.getFileSystem().getUserPrincipalLookupService().lookupPrincipalByName(user.get());
            Files.setOwner(directory, owner);
        }
        return directory;
    }

    /** As root, the package's user the server runs as; otherwise empty (the server runs as this user). */
    static Optional<String> serverUser(String user) {
        return "root".equals(System.getProperty("user.name")) ? Optional.of(user) : Optional.empty();
    }

    /** Whether {@code user} exists here. */
    static boolean userExists(String user) {
        try {
            Path.of("/").getFileSystem().getUserPrincipalLookupService().lookupPrincipalByName(user);
            return true;
        } catch (IOException e) {
            return false;
        }
    }

    /** The first of {@code candidates} that is an executable file, else the {@code name} found on the PATH. */
    static Optional<Path> executable(String name, List<Path> candidates) {
        List<Path> all = new ArrayList<>(candidates);
        for (String folder : System.getenv().getOrDefault("PATH", "").split(":")) {
            if (!folder.isEmpty()) {
                all.add(Path.of(folder, name));
            }
        }
        return all.stream().filter(Files::isExecutable).findFirst();
    }

    /** Runs {@code command} to its end, its output into {@code log}; fails naming the command and the log's end. */
    static void run(List<String> command, Path log) throws IOException, InterruptedException {
        Process process = new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(log.toFile()).start();
        if (!process.waitFor(BOUND_SECONDS, TimeUnit.SECONDS)) {
            process.destroyForcibly();
            throw new IOException(String.join(" ", command) + " did not end within " + BOUND_SECONDS + " s");
        }
        if (process.exitValue() != 0) {
            throw new IOException(String.join(" ", command) + " failed (" + process.exitValue() + "): " + tail(log));
        }
    }

    /** The last lines of a log, for a failure's message. */
    static String tail(Path log) {
        try {
            List<String> lines = Files.exists(log) ? Files.readAllLines(log) : List.of();
            return String.join("\n", lines.subList(Math.max(0, lines.size() - 15), lines.size()));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
