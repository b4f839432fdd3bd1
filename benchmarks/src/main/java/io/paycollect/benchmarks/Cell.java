package io.paycollect.benchmarks;

import java.io.IOException;
import java.sql.SQLException;
import java.util.Arrays;
import java.util.List;

/**
 * One measured cell of {@link NotificationsOnDatabase}: every node delivers at once for the same time, on the same
 * payments where their groups race (see {@link NotificationNode}); the combined throughput, latencies and round
 * trips, and the check that every payment delivered was credited exactly once across the nodes.
 */
record Cell(String path, String name, long deliveries, double seconds, long[] latencies, long roundTrips, long failures,
            long payments, long credited, long cpuNanos) {

    /** Runs {@code path} for {@code seconds} on every node at once as cell {@code name}, then checks the database. */
    static Cell run(List<NodeProcess> nodes, BenchDatabase database, String schema, String path, double seconds, String name)
            throws IOException, SQLException {
        for (NodeProcess node : nodes) {
            node.send("run " + path + " " + seconds + " " + name);
        }
        int groups = nodes.stream().mapToInt(n -> n.groups).sum();
        int perGroup = nodes.get(0).threads / nodes.get(0).groups;
        int[][] delivered = new int[groups][perGroup];
        long deliveries = 0;
        long roundTrips = 0;
        long failures = 0;
        long credited = 0;
        long cpu = 0;
        double longest = 0;
        long[][] latencies = new long[nodes.size()][];
        for (int k = 0; k < nodes.size(); k++) {
            NodeProcess node = nodes.get(k);
            NodeProcess.Run run = node.result();
            for (int t = 0; t < run.perWorker().length; t++) {
                delivered[node.first + t / perGroup][t % perGroup] = run.perWorker()[t];
                deliveries += run.perWorker()[t];
            }
            roundTrips += run.roundTrips();
            failures += run.failures();
            credited += run.credited();
            cpu += run.cpuNanos();
            longest = Math.max(longest, run.seconds());
            latencies[k] = run.latencies();
        }
        long[] all = Arrays.stream(latencies).flatMapToLong(Arrays::stream).sorted().toArray();
        Cell cell = new Cell(path, name, deliveries, longest, all, roundTrips, failures, payments(delivered), credited, cpu);
        cell.checkExactlyOnce(database, schema);
        return cell;
    }

    /** Distinct payments delivered: the even deliveries of worker w are shared by every group, the odd ones are a group's own. */
    private static long payments(int[][] delivered) {
        long payments = 0;
        for (int w = 0; w < delivered[0].length; w++) {
            int most = 0;
            for (int[] group : delivered) {
                most = Math.max(most, group[w]);
                payments += group[w] / 2;
            }
            payments += (most + 1) / 2;
        }
        return payments;
    }

    private void checkExactlyOnce(BenchDatabase database, String schema) throws SQLException {
        String like = " WHERE transaction_code LIKE '" + name + "-%'";
        long rows = database.number(schema, "SELECT count(*) FROM bench_credit" + like);
        long distinct = database.number(schema, "SELECT count(DISTINCT transaction_code) FROM bench_credit" + like);
        long claimed = database.number(schema, "SELECT count(*) FROM paycollect_processed_notification" + like);
        if (failures != 0 || credited != payments || rows != payments || distinct != payments || claimed != payments) {
            throw new IllegalStateException(String.format("cell %s: %d payments delivered, credited %d times by the handlers, "
                    + "%d credit rows (%d distinct), %d claimed, %d failed workers", name, payments, credited, rows, distinct, claimed, failures));
        }
    }

    double perSecond() {
        return deliveries / seconds;
    }

    double percentileMillis(double p) {
        return latencies.length == 0 ? 0 : latencies[Math.min(latencies.length - 1, (int) (latencies.length * p))] / 1e6;
    }

    /** CPU time of the node JVMs (all their threads) per delivery, in microseconds. */
    double nodeCpuMicros() {
        return deliveries == 0 ? 0 : cpuNanos / 1e3 / deliveries;
    }

    double roundTripsPerDelivery() {
        return deliveries == 0 ? 0 : (double) roundTrips / deliveries;
    }
}
