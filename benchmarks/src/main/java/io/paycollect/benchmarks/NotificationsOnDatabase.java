package io.paycollect.benchmarks;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/**
 * A measurement, not a test: payment notifications processed exactly once on a real PostgreSQL or MariaDB server by
 * one or several nodes, each a JVM of its own ({@link NotificationNode}) with its own HikariCP pool (one connection
 * per concurrent delivery), against the floor on the same pools and concurrency (see {@link Deliveries} for both
 * paths). Half of the deliveries are payments every racing group delivers, so with two nodes each of those
 * payments reaches both nodes at about the same time and their claims race across processes; the other half are
 * a group's own. The same load runs in one JVM (its threads in two groups) and split over two, so the two are
 * comparable. Each cell checks in the database and in the handlers' counts that every payment delivered was
 * credited exactly once; a failure stops the run.
 *
 * <p>{@code eval "$(.ci/postgres)"; eval "$(.ci/mariadb)"; java -cp benchmarks/target/benchmarks.jar
 * io.paycollect.benchmarks.NotificationsOnDatabase [--database postgresql,mariadb] [seconds per cell, 10]
 * [configurations, 1x1,2x1,1x8,2x4,1x32,2x16] [rounds, 2]}: {@code 2x4} is two nodes of four concurrent deliveries
 * each. Each round runs the floor and the notification path, in alternating order (ABBA), after a warm-up; the rows
 * give each cell, then the configuration's totals over the rounds, and the run ends with a Markdown table of every
 * configuration on every database. Prints the load average with each cell: other processes on the machine change
 * the numbers.
 */
public final class NotificationsOnDatabase {

    private NotificationsOnDatabase() {
    }

    /** Arguments: [--database names], seconds per measured cell, configurations (nodes x deliveries per node), rounds. */
    public static void main(String[] args) throws Exception {
        List<String> positional = new ArrayList<>(List.of(args));
        List<BenchDatabase> databases = List.of(BenchDatabase.POSTGRESQL, BenchDatabase.MARIADB);
        int option = positional.indexOf("--database");
        if (option >= 0) {
            databases = Arrays.stream(positional.get(option + 1).split(",")).map(BenchDatabase::named).toList();
            positional.subList(option, option + 2).clear();
        }
        double seconds = positional.size() > 0 ? Double.parseDouble(positional.get(0)) : 10;
        String[] configurations = (positional.size() > 1 ? positional.get(1) : "1x1,2x1,1x8,2x4,1x32,2x16").split(",");
        int rounds = positional.size() > 2 ? Integer.parseInt(positional.get(2)) : 2;
        System.out.print(Machine.describe());
        List<String> table = new ArrayList<>();
        for (BenchDatabase database : databases) {
            String schema = BenchDatabase.newSchema("notifications");
            database.run(schema, Deliveries.TABLES);
            try {
                String version = database.version(schema);
                System.out.printf("%s, schema %s, %.0f s per cell, %d rounds%n", version, schema, seconds, rounds);
                System.out.printf("%-8s %-13s %14s %8s %8s %12s %12s %9s  %s%n", "nodes", "path", "deliveries/s", "p50 ms", "p99 ms",
                        "round trips", "node CPU µs", "payments", "load average");
                for (String configuration : configurations) {
                    table.add(version + " | " + measure(database, schema, configuration, seconds, rounds));
                }
            } finally {
                database.drop(schema);
            }
        }
        System.out.println("every cell: each payment delivered was credited exactly once across the nodes");
        System.out.println();
        System.out.println("| Database | Nodes × concurrent deliveries | Floor: deliveries/s (p50 / p99 ms) | Path: deliveries/s (p50 / p99 ms) "
                + "| Ratio | Round trips (floor / path) | Node CPU µs (floor / path) | Load average |");
        System.out.println("|---|---|---:|---:|---:|---:|---:|---:|");
        table.forEach(row -> System.out.println("| " + row + " |"));
    }

    /** Measures one configuration; its row of the final table. */
    private static String measure(BenchDatabase database, String schema, String configuration, double seconds, int rounds)
            throws Exception {
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
                nodes.add(new NodeProcess(database, schema, perNode, own, k * own));
            }
            String id = configuration;
            // The path's warm-up is the longer: it has more code for each node's compiler, which was still compiling
            // it (on the same cores, in each of two nodes) in the first measured round after 10 s.
            Cell.run(nodes, database, schema, "notification", Math.max(20, 2 * seconds), "w" + id + "n");
            Cell.run(nodes, database, schema, "floor", Math.max(10, seconds), "w" + id + "f");
            List<Cell> floors = new ArrayList<>();
            List<Cell> paths = new ArrayList<>();
            List<String> loads = new ArrayList<>();
            for (int round = 0; round < rounds; round++) {
                for (String path : round % 2 == 0 ? List.of("floor", "notification") : List.of("notification", "floor")) {
                    Cell cell = Cell.run(nodes, database, schema, path, seconds, "r" + round + id + path.charAt(0));
                    (path.equals("floor") ? floors : paths).add(cell);
                    String load = Machine.loadAverage();
                    loads.add(load.split(" ")[0]);
                    print(configuration, path, cell, load);
                }
            }
            Cell floor = total(floors);
            Cell notification = total(paths);
            double ratio = notification.perSecond() / floor.perSecond();
            print(configuration, "floor, all", floor, "");
            print(configuration, "path, all", notification, String.format(Locale.ROOT, "ratio %.2f", ratio));
            return String.format(Locale.ROOT, "%s × %s | %s | %s | %.2f | %.2f / %.2f | %.0f / %.0f | %s", parts[0], parts[1],
                    summary(floor), summary(notification), ratio, floor.roundTripsPerDelivery(), notification.roundTripsPerDelivery(),
                    floor.nodeCpuMicros(), notification.nodeCpuMicros(), String.join("–", loads.get(0), loads.get(loads.size() - 1)));
        } finally {
            for (NodeProcess node : nodes) {
                node.close();
            }
        }
    }

    private static String summary(Cell cell) {
        return String.format(Locale.ROOT, "%,.0f (%.2f / %.2f)", cell.perSecond(), cell.percentileMillis(0.5), cell.percentileMillis(0.99));
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
