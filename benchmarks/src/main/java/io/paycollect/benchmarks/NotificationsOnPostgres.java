package io.paycollect.benchmarks;

import com.zaxxer.hikari.HikariConfig;
import com.zaxxer.hikari.HikariDataSource;
import io.paycollect.api.RequestSigner;
import io.paycollect.api.RequestTimestamp;
import io.paycollect.client.notification.JdbcProcessedNotifications;
import io.paycollect.client.notification.NotificationAnswer;
import io.paycollect.client.notification.NotificationReceiver;
import java.nio.charset.StandardCharsets;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Clock;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicLong;
import org.postgresql.ds.PGSimpleDataSource;

/**
 * A measurement, not a test: notifications processed exactly once on a real PostgreSQL server, through the pool a
 * Spring Boot application has (HikariCP, one connection per concurrent delivery), against the floor on the same
 * pool and concurrency. Each delivery of the notification path is what a receiver does: the raw bytes signed as
 * the service signs them (the signing, the sender's part, is counted too), verification, parsing, the claim of
 * {@link JdbcProcessedNotifications}, a handler inserting one credit row in the same transaction, the commit.
 * The floor is that transaction alone: {@code INSERT ... ON CONFLICT DO NOTHING} of the code, the credit insert,
 * the commit. Both make the same three round trips (the driver sends its BEGIN with the first statement and
 * switches auto-commit without one). Prints deliveries per second and p50/p99 latency per concurrency.
 *
 * <p>{@code eval "$(.ci/postgres)"; java -cp benchmarks/target/benchmarks.jar io.paycollect.benchmarks.NotificationsOnPostgres
 * [seconds per cell, 10] [concurrencies, 1,8,32] [schema, a new one]}. Two JVMs sharing the database: start two
 * with the same third argument (the first creates the tables; give the second a few seconds' head start).
 */
public final class NotificationsOnPostgres {

    private static final String SECRET = "merchant-secret-token";

    private NotificationsOnPostgres() {
    }

    /** Arguments: seconds per measured cell, concurrencies (comma separated), the schema to use. */
    public static void main(String[] args) throws Exception {
        int seconds = args.length > 0 ? Integer.parseInt(args[0]) : 10;
        int[] concurrencies = Arrays.stream((args.length > 1 ? args[1] : "1,8,32").split(",")).mapToInt(Integer::parseInt).toArray();
        String schema = args.length > 2 ? args[2] : "paycollect_bench_" + UUID.randomUUID().toString().replace("-", "");
        String node = UUID.randomUUID().toString().substring(0, 8);
        createSchema(schema);
        System.out.printf("PostgreSQL %s, schema %s, node %s, %d s per cell%n", version(schema), schema, node, seconds);
        System.out.printf("%-14s %12s %14s %10s %10s%n", "path", "concurrency", "deliveries/s", "p50 ms", "p99 ms");
        for (int concurrency : concurrencies) {
            try (HikariDataSource pool = pool(schema, concurrency)) {
                NotificationReceiver receiver = NotificationReceiver.builder(SECRET, notification -> {
                    try (PreparedStatement credit = JdbcProcessedNotifications.transaction().prepareStatement(
                            "INSERT INTO bench_credit (transaction_code, amount) VALUES (?, ?)")) {
                        credit.setString(1, notification.getTransactionCode());
                        credit.setLong(2, notification.getAmount().longValueExact());
                        credit.executeUpdate();
                    }
                }).processed(new JdbcProcessedNotifications(pool)).build();
                Path notification = code -> {
                    byte[] body = ("{\"clientId\":\"shop\",\"transactionCode\":\"" + code + "\",\"amount\":50000,\"bank\":\"MBB\","
                            + "\"accountNumber\":\"0123456789\",\"transactionDate\":\"20261125100000\"}").getBytes(StandardCharsets.UTF_8);
                    String timestamp = RequestTimestamp.now(Clock.systemUTC());
                    NotificationAnswer answer = receiver.receive(timestamp, RequestSigner.withSecret(SECRET).sign(timestamp, body), body);
                    if (answer.status() != 200) {
                        throw new IllegalStateException("delivery refused: " + answer.status());
                    }
                };
                Path floor = code -> {
                    try (Connection c = pool.getConnection()) {
                        c.setAutoCommit(false);
                        try (PreparedStatement claim = c.prepareStatement("INSERT INTO paycollect_processed_notification "
                                + "(transaction_code, processed_at) VALUES (?, now()) ON CONFLICT DO NOTHING");
                             PreparedStatement credit = c.prepareStatement("INSERT INTO bench_credit (transaction_code, amount) VALUES (?, ?)")) {
                            claim.setString(1, code);
                            if (claim.executeUpdate() == 1) {
                                credit.setString(1, code);
                                credit.setLong(2, 50000);
                                credit.executeUpdate();
                            }
                            c.commit();
                        } finally {
                            c.setAutoCommit(true);
                        }
                    }
                };
                measure("warm-up", notification, concurrency, Math.max(2, seconds / 3), node + "w" + concurrency, false);
                measure("floor", floor, concurrency, seconds, node + "f" + concurrency, true);
                measure("notification", notification, concurrency, seconds, node + "n" + concurrency, true);
            }
        }
    }

    /** One delivery of {@code code}. */
    @FunctionalInterface
    private interface Path {
        void deliver(String code) throws Exception;
    }

    private static void measure(String name, Path path, int concurrency, int seconds, String prefix, boolean print)
            throws InterruptedException {
        List<long[]> latencies = new ArrayList<>();
        int[] counts = new int[concurrency];
        AtomicLong failures = new AtomicLong();
        CountDownLatch start = new CountDownLatch(1);
        long end = System.nanoTime() + seconds * 1_000_000_000L + 200_000_000L;
        List<Thread> threads = new ArrayList<>();
        for (int t = 0; t < concurrency; t++) {
            int worker = t;
            long[] own = new long[2_000_000];
            latencies.add(own);
            Thread thread = new Thread(() -> {
                try {
                    start.await();
                    int n = 0;
                    while (System.nanoTime() < end && n < own.length) {
                        long at = System.nanoTime();
                        path.deliver(prefix + "-" + worker + "-" + n);
                        own[n++] = System.nanoTime() - at;
                    }
                    counts[worker] = n;
                } catch (Exception e) {
                    failures.incrementAndGet();
                    e.printStackTrace();
                }
            });
            thread.start();
            threads.add(thread);
        }
        long began = System.nanoTime();
        start.countDown();
        for (Thread thread : threads) {
            thread.join();
        }
        double elapsed = (System.nanoTime() - began) / 1e9;
        long total = Arrays.stream(counts).sum();
        long[] all = new long[(int) total];
        int at = 0;
        for (int t = 0; t < concurrency; t++) {
            System.arraycopy(latencies.get(t), 0, all, at, counts[t]);
            at += counts[t];
        }
        Arrays.sort(all);
        if (print) {
            System.out.printf("%-14s %12d %14.0f %10.2f %10.2f%s%n", name, concurrency, total / elapsed,
                    all.length == 0 ? 0 : all[all.length / 2] / 1e6, all.length == 0 ? 0 : all[(int) (all.length * 0.99)] / 1e6,
                    failures.get() == 0 ? "" : "   (" + failures.get() + " workers failed)");
        }
    }

    private static HikariDataSource pool(String schema, int size) {
        HikariConfig config = new HikariConfig();
        config.setJdbcUrl(env("PAYCOLLECT_TEST_POSTGRES_URL"));
        config.setUsername(env("PAYCOLLECT_TEST_POSTGRES_USER"));
        config.setPassword(env("PAYCOLLECT_TEST_POSTGRES_PASSWORD"));
        config.setSchema(schema);
        config.setMaximumPoolSize(size);
        config.setMinimumIdle(size);
        return new HikariDataSource(config);
    }

    private static void createSchema(String schema) throws SQLException {
        PGSimpleDataSource admin = new PGSimpleDataSource();
        admin.setUrl(env("PAYCOLLECT_TEST_POSTGRES_URL"));
        admin.setUser(env("PAYCOLLECT_TEST_POSTGRES_USER"));
        admin.setPassword(env("PAYCOLLECT_TEST_POSTGRES_PASSWORD"));
        try (Connection c = admin.getConnection(); Statement s = c.createStatement()) {
            s.execute("CREATE SCHEMA IF NOT EXISTS " + schema);
            s.execute("SET search_path TO " + schema);
            s.execute("CREATE TABLE IF NOT EXISTS paycollect_processed_notification (transaction_code VARCHAR(128) NOT NULL "
                    + "PRIMARY KEY, processed_at TIMESTAMP NOT NULL)");
            s.execute("CREATE TABLE IF NOT EXISTS bench_credit (transaction_code VARCHAR(128), amount BIGINT)");
        }
    }

    private static String version(String schema) throws SQLException {
        try (HikariDataSource pool = pool(schema, 1); Connection c = pool.getConnection(); Statement s = c.createStatement();
             var rs = s.executeQuery("SHOW server_version")) {
            rs.next();
            return rs.getString(1);
        }
    }

    private static String env(String name) {
        String value = System.getenv(name);
        if (value == null || value.isBlank()) {
            throw new IllegalStateException(name + " is not set: run eval \"$(.ci/postgres)\" first");
        }
        return value;
    }
}
