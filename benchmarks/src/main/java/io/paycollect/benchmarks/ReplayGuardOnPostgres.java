package io.paycollect.benchmarks;

import com.zaxxer.hikari.HikariDataSource;
import io.paycollect.server.JdbcAcceptedSignatures;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.UUID;

/**
 * A measurement, not a test: the server starter's JDBC replay guard ({@link JdbcAcceptedSignatures}) on a real
 * PostgreSQL server through HikariCP, one pool connection per concurrent request, against its floor on the same
 * pool (see {@link Signatures}). The table first holds {@code rows} unexpired signatures — a provider's table holds
 * every signature accepted in the last 10 minutes (the window), so 1,000 requests a second keep about 600,000 —
 * which is what makes the guard's expiry cost what it does in production. After the run, a signature accepted
 * is refused when presented again (the guard is still a guard).
 *
 * <p>{@code eval "$(.ci/postgres)"; java -cp benchmarks/target/benchmarks.jar io.paycollect.benchmarks.ReplayGuardOnPostgres
 * [seconds per cell, 10] [concurrencies, 1,8,32] [rounds, 2] [unexpired rows first, 600000] [expiry index, true]}.
 * Each round runs the floor and the guard in alternating order (ABBA) after a warm-up. The floor inserts into the
 * table as the migration creates it, index included ({@code false} as last argument: the table before the index).
 */
public final class ReplayGuardOnPostgres {

    private ReplayGuardOnPostgres() {
    }

    /** Arguments: seconds per cell, concurrencies, rounds, unexpired rows in the table first. */
    public static void main(String[] args) throws Exception {
        double seconds = args.length > 0 ? Double.parseDouble(args[0]) : 10;
        int[] concurrencies = Arrays.stream((args.length > 1 ? args[1] : "1,8,32").split(",")).mapToInt(Integer::parseInt).toArray();
        int rounds = args.length > 2 ? Integer.parseInt(args[2]) : 2;
        long rows = args.length > 3 ? Long.parseLong(args[3]) : 600_000;
        boolean index = args.length <= 4 || Boolean.parseBoolean(args[4]);
        String schema = "bench_guard_" + UUID.randomUUID().toString().substring(0, 8);
        BenchDatabase.POSTGRESQL.run(schema, Signatures.TABLE, index ? Signatures.EXPIRY_INDEX : "SELECT 1", "INSERT INTO paycollect_accepted_signature SELECT 'client-' || (i % 4), "
                + "md5(i::text) || md5((i + 1)::text) || md5((i + 2)::text) || md5((i + 3)::text), "
                + "localtimestamp + interval '10 minutes' FROM generate_series(1, " + rows + ") AS i", "VACUUM ANALYZE paycollect_accepted_signature");
        System.out.print(Machine.describe());
        System.out.printf("%s, schema %s, %,d unexpired signatures first, %s, %.0f s per cell, %d rounds%n",
                BenchDatabase.POSTGRESQL.version(schema), schema, rows, index ? "the migration's expiry index" : "no expiry index", seconds, rounds);
        System.out.printf("%-11s %-7s %12s %8s %8s %9s %12s  %s%n", "concurrency", "check", "requests/s", "p50 ms", "p99 ms",
                "max ms", "round trips", "load average");
        for (int concurrency : concurrencies) {
            try (HikariDataSource pool = BenchDatabase.POSTGRESQL.pool(schema, concurrency)) {
                Signatures signatures = new Signatures(pool);
                Load.run((worker, n) -> signatures.guard.check(worker), concurrency, Math.max(3, seconds / 2));
                Load.run((worker, n) -> signatures.floor.check(worker), concurrency, Math.max(3, seconds / 2));
                long guarded = 0;
                double guardSeconds = 0;
                long floored = 0;
                double floorSeconds = 0;
                for (int round = 0; round < rounds; round++) {
                    for (String check : round % 2 == 0 ? List.of("floor", "guard") : List.of("guard", "floor")) {
                        Signatures.Check operation = signatures.check(check);
                        Load.Result result = Load.run((worker, n) -> operation.check(worker), concurrency, seconds);
                        if (result.failures() != 0) {
                            throw new IllegalStateException(result.failures() + " workers failed");
                        }
                        System.out.printf(Locale.ROOT, "%11d %-7s %,12.0f %8.2f %8.2f %9.1f %12.2f  %s%n", concurrency, check,
                                result.perSecond(), result.percentileMillis(0.5), result.percentileMillis(0.99),
                                result.percentileMillis(1.0), result.roundTripsPerOperation(), Machine.loadAverage());
                        if (check.equals("guard")) {
                            guarded += result.operations();
                            guardSeconds += result.seconds();
                        } else {
                            floored += result.operations();
                            floorSeconds += result.seconds();
                        }
                    }
                }
                System.out.printf(Locale.ROOT, "%11d ratio   %.2f (guard %,.0f/s, floor %,.0f/s over the rounds)%n", concurrency,
                        (guarded / guardSeconds) / (floored / floorSeconds), guarded / guardSeconds, floored / floorSeconds);
                JdbcAcceptedSignatures store = new JdbcAcceptedSignatures(pool);
                String signature = Signatures.signature();
                if (!store.firstAcceptance("client-0", signature, java.time.Instant.now().plusSeconds(600))
                        || new JdbcAcceptedSignatures(pool).firstAcceptance("client-0", signature, java.time.Instant.now().plusSeconds(600))) {
                    throw new IllegalStateException("the guard let a replay through");
                }
            }
        }
        System.out.printf("rows in the table at the end: %,d%n", BenchDatabase.POSTGRESQL.number(schema, "SELECT count(*) FROM paycollect_accepted_signature"));
    }
}
