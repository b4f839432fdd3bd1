package io.paycollect.benchmarks;

import com.zaxxer.hikari.HikariDataSource;
import io.paycollect.client.notification.JdbcProcessedNotifications;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Locale;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;

/**
 * A measurement, not a test: what keeping the two tables small costs while payments keep arriving, with millions
 * of rows in them.
 *
 * <p>Processed notifications: the table holds {@code rows} payments processed over the last 60 days (one a
 * second, the newest 25 days old), with the retention index; a node JVM ({@link NotificationNode}, 8 concurrent
 * deliveries) processes notifications while this JVM runs {@link JdbcProcessedNotifications#forgetProcessedBefore}
 * with a 30-day horizon, and the node's throughput is measured in consecutive cells before, during and after it.
 * Every cell checks that each payment delivered was credited exactly once.
 *
 * <p>Replay guard: the guard ({@link Signatures#guard}, 8 concurrent requests, in this JVM) on a table of 600,000
 * unexpired signatures, then with {@code rows} expired ones added — a node that was stopped for a while, or a
 * burst that has just expired — which the guard deletes a few at a time as it accepts requests; the slowest
 * request of each cell is the one that did the most deleting. For comparison, the single {@code DELETE} of every
 * expired row that one request used to run.
 *
 * <p>{@code eval "$(.ci/postgres)"; java -cp benchmarks/target/benchmarks.jar io.paycollect.benchmarks.RetentionOnPostgres
 * [rows, 3000000] [batch size, 10000] [seconds per cell, 10]}.
 */
public final class RetentionOnPostgres {

    private RetentionOnPostgres() {
    }

    /** Arguments: rows, retention batch size, seconds per cell. */
    public static void main(String[] args) throws Exception {
        long rows = args.length > 0 ? Long.parseLong(args[0]) : 3_000_000;
        int batch = args.length > 1 ? Integer.parseInt(args[1]) : 10_000;
        double seconds = args.length > 2 ? Double.parseDouble(args[2]) : 10;
        System.out.print(Machine.describe());
        processedNotifications(rows, batch, seconds);
        replayGuard(rows, seconds);
    }

    private static void processedNotifications(long rows, int batch, double seconds) throws Exception {
        String schema = "bench_retention_" + UUID.randomUUID().toString().substring(0, 8);
        long began = System.nanoTime();
        BenchDatabase.POSTGRESQL.run(schema, Deliveries.TABLES);
        BenchDatabase.POSTGRESQL.run(schema, "INSERT INTO paycollect_processed_notification SELECT 'old-' || i, "
                + "localtimestamp - interval '60 days' + i * interval '1 second' FROM generate_series(1, " + rows + ") AS i",
                "VACUUM ANALYZE paycollect_processed_notification");
        System.out.printf(Locale.ROOT, "PostgreSQL %s, schema %s: %,d processed payments generated in %.1f s%n",
                BenchDatabase.POSTGRESQL.version(schema), schema, rows, (System.nanoTime() - began) / 1e9);
        System.out.printf("%-30s %14s %8s %8s %8s  %s%n", "notification path, 8 at once", "deliveries/s", "p50 ms", "p99 ms",
                "max ms", "load average");
        try (NodeProcess node = new NodeProcess(BenchDatabase.POSTGRESQL, schema, 8, 2, 0); HikariDataSource pool = BenchDatabase.POSTGRESQL.pool(schema, 1)) {
            Cell.run(List.of(node), BenchDatabase.POSTGRESQL, schema, "notification", seconds, "warm");
            int cell = 0;
            for (int i = 0; i < 2; i++) {
                print("without retention", Cell.run(List.of(node), BenchDatabase.POSTGRESQL, schema, "notification", seconds, "c" + cell++));
            }
            JdbcProcessedNotifications store = new JdbcProcessedNotifications(pool);
            Instant horizon = Instant.now().minus(Duration.ofDays(30));
            long start = System.nanoTime();
            CompletableFuture<Long> retention = CompletableFuture.supplyAsync(() -> {
                try {
                    return store.forgetProcessedBefore(horizon, batch);
                } catch (Exception e) {
                    throw new IllegalStateException(e);
                }
            });
            while (!retention.isDone()) {
                print("during retention", Cell.run(List.of(node), BenchDatabase.POSTGRESQL, schema, "notification", seconds, "c" + cell++));
            }
            double took = (System.nanoTime() - start) / 1e9;
            long forgotten = retention.join();
            System.out.printf(Locale.ROOT, "retention: %,d payments forgotten in batches of %,d in %.1f s (%,.0f rows/s, %.0f ms a batch)%n",
                    forgotten, batch, took, forgotten / took, took * 1000 / Math.ceil((double) forgotten / batch));
            for (int i = 0; i < 2; i++) {
                print("after retention", Cell.run(List.of(node), BenchDatabase.POSTGRESQL, schema, "notification", seconds, "c" + cell++));
            }
        }
    }

    private static void replayGuard(long rows, double seconds) throws Exception {
        String schema = "bench_expiry_" + UUID.randomUUID().toString().substring(0, 8);
        BenchDatabase.POSTGRESQL.run(schema, Signatures.TABLE,
                Signatures.EXPIRY_INDEX,
                signatures(600_000, "localtimestamp + interval '10 minutes'"), "VACUUM ANALYZE paycollect_accepted_signature");
        System.out.printf("%n%-30s %14s %8s %8s %8s %13s  %s%n", "replay guard, 8 at once", "requests/s", "p50 ms", "p99 ms",
                "max ms", "expired left", "load average");
        long began;
        try (HikariDataSource pool = BenchDatabase.POSTGRESQL.pool(schema, 8)) {
            Signatures signatures = new Signatures(pool);
            Load.run((worker, n) -> signatures.guard.check(worker), 8, seconds);
            for (int i = 0; i < 2; i++) {
                guardCell("no expired rows", signatures, schema, seconds);
            }
            began = System.nanoTime();
            BenchDatabase.POSTGRESQL.run(schema, signatures(rows, "localtimestamp - interval '1 minute'"), "VACUUM ANALYZE paycollect_accepted_signature");
            System.out.printf(Locale.ROOT, "%,d expired signatures added in %.1f s%n", rows, (System.nanoTime() - began) / 1e9);
            for (int i = 0; i < 4; i++) {
                guardCell("with the expired rows", signatures, schema, seconds);
            }
        }
        began = System.nanoTime();
        BenchDatabase.POSTGRESQL.run(schema, "DELETE FROM paycollect_accepted_signature WHERE expires_at <= localtimestamp");
        System.out.printf(Locale.ROOT, "for comparison, one DELETE of every expired row (what one request did before): %.1f s%n",
                (System.nanoTime() - began) / 1e9);
    }

    private static void guardCell(String name, Signatures signatures, String schema, double seconds) throws Exception {
        Load.Result result = Load.run((worker, n) -> signatures.guard.check(worker), 8, seconds);
        if (result.failures() != 0) {
            throw new IllegalStateException(result.failures() + " workers failed");
        }
        long expired = BenchDatabase.POSTGRESQL.number(schema, "SELECT count(*) FROM paycollect_accepted_signature WHERE expires_at <= localtimestamp");
        System.out.printf(Locale.ROOT, "%-30s %,14.0f %8.2f %8.2f %8.1f %,13d  %s%n", name, result.perSecond(),
                result.percentileMillis(0.5), result.percentileMillis(0.99), result.percentileMillis(1.0), expired, Machine.loadAverage());
    }

    private static String signatures(long rows, String expiry) {
        String tag = UUID.randomUUID().toString().substring(0, 4);
        return "INSERT INTO paycollect_accepted_signature SELECT 'client-' || (i % 4), '" + tag + "' || md5(i::text) || md5((i + 1)::text), "
                + expiry + " FROM generate_series(1, " + rows + ") AS i";
    }

    private static void print(String name, Cell cell) {
        System.out.printf(Locale.ROOT, "%-30s %,14.0f %8.2f %8.2f %8.1f  %s%n", name, cell.perSecond(), cell.percentileMillis(0.5),
                cell.percentileMillis(0.99), cell.percentileMillis(1.0), Machine.loadAverage());
    }
}
