package io.paycollect.benchmarks;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.UUID;

/**
 * A measurement, not a test: payment notifications processed exactly once on a real PostgreSQL server by one or
 * several nodes, each a JVM of its own ({@link NotificationNode}) with its own HikariCP pool (one connection per
 * concurrent delivery), against the floor on the same pools and concurrency (see {@link Deliveries} for both
 * paths). Half of the deliveries are payments every racing group delivers, so with two nodes each of those
 * payments reaches both nodes at about the same time and their claims race across processes; the other half are
 * a group's own. The same load runs in one JVM (its threads in two groups) and split over two, so the two are
 * comparable. Each cell checks in the database and in the handlers' counts that every payment delivered was
 * credited exactly once; a failure stops the run.
 *
 * <p>{@code eval "$(.ci/postgres)"; java -cp benchmarks/target/benchmarks.jar io.paycollect.benchmarks.NotificationsOnPostgres
 * [seconds per cell, 10] [configurations, 1x1,1x8,2x4,1x32,2x16] [rounds, 2]}: {@code 2x4} is two nodes of four
 * concurrent deliveries each. Each round runs the floor and the notification path, in alternating order (ABBA),
 * after a warm-up; the rows give each cell, then the configuration's totals over the rounds. Prints the load
 * average with each cell: other processes on the machine change the numbers.
 */
public final class NotificationsOnPostgres {

    private NotificationsOnPostgres() {
    }

    /** Arguments: seconds per measured cell, configurations (nodes x deliveries per node), rounds. */
    public static void main(String[] args) throws Exception {
        double seconds = args.length > 0 ? Double.parseDouble(args[0]) : 10;
        String[] configurations = (args.length > 1 ? args[1] : "1x1,1x8,2x4,1x32,2x16").split(",");
        int rounds = args.length > 2 ? Integer.parseInt(args[2]) : 2;
        String schema = "bench_notifications_" + UUID.randomUUID().toString().substring(0, 8);
        BenchDatabase.run(schema, Deliveries.TABLES);
        System.out.print(Machine.describe());
        System.out.printf("PostgreSQL %s, schema %s, %.0f s per cell, %d rounds%n", BenchDatabase.version(schema), schema, seconds, rounds);
        System.out.printf("%-8s %-13s %14s %8s %8s %12s %12s %9s  %s%n", "nodes", "path", "deliveries/s", "p50 ms", "p99 ms",
                "round trips", "node CPU µs", "payments", "load average");
        for (String configuration : configurations) {
            String[] parts = configuration.split("x");
            int nodeCount = Integer.parseInt(parts[0]);
            int perNode = Integer.parseInt(parts[1]);
            int groups = nodeCount * perNode >= 2 ? 2 : 1;
            if (groups % nodeCount != 0 && nodeCount % groups != 0 || perNode % Math.max(1, groups / nodeCount) != 0) {
                throw new IllegalArgumentException(configuration + ": one node, or two, with an even number of deliveries each");
            }
            List<NodeProcess> nodes = new ArrayList<>();
            try {
                for (int k = 0; k < nodeCount; k++) {
                    int own = Math.max(1, groups / nodeCount);
                    nodes.add(new NodeProcess(schema, perNode, own, k * own));
                }
                String id = configuration;
                Cell.run(nodes, schema, "notification", Math.max(5, seconds), "w" + id + "n");
                Cell.run(nodes, schema, "floor", Math.max(3, seconds / 2), "w" + id + "f");
                List<Cell> floors = new ArrayList<>();
                List<Cell> paths = new ArrayList<>();
                for (int round = 0; round < rounds; round++) {
                    for (String path : round % 2 == 0 ? List.of("floor", "notification") : List.of("notification", "floor")) {
                        Cell cell = Cell.run(nodes, schema, path, seconds, "r" + round + id + path.charAt(0));
                        (path.equals("floor") ? floors : paths).add(cell);
                        print(configuration, path, cell, Machine.loadAverage());
                    }
                }
                Cell floor = total(floors);
                Cell notification = total(paths);
                print(configuration, "floor, all", floor, "");
                print(configuration, "path, all", notification,
                        String.format(Locale.ROOT, "ratio %.2f", notification.perSecond() / floor.perSecond()));
            } finally {
                for (NodeProcess node : nodes) {
                    node.close();
                }
            }
        }
        System.out.println("every cell: each payment delivered was credited exactly once across the nodes");
    }

    private static Cell total(List<Cell> cells) {
        long[] latencies = cells.stream().flatMapToLong(c -> Arrays.stream(c.latencies())).sorted().toArray();
        return new Cell(cells.get(0).path(), "all", cells.stream().mapToLong(Cell::deliveries).sum(),
                cells.stream().mapToDouble(Cell::seconds).sum(), latencies, cells.stream().mapToLong(Cell::roundTrips).sum(),
                0, cells.stream().mapToLong(Cell::payments).sum(), cells.stream().mapToLong(Cell::credited).sum(),
                cells.stream().mapToLong(Cell::cpuNanos).sum());
    }

    private static void print(String nodes, String path, Cell cell, String note) {
        System.out.printf(Locale.ROOT, "%-8s %-13s %,14.0f %8.2f %8.2f %12.2f %12.0f %,9d  %s%n", nodes, path, cell.perSecond(),
                cell.percentileMillis(0.5), cell.percentileMillis(0.99), cell.roundTripsPerDelivery(), cell.nodeCpuMicros(),
                cell.payments(), note);
    }
}
