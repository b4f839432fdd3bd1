package io.paycollect.benchmarks;

import com.zaxxer.hikari.HikariDataSource;
import java.io.BufferedReader;
import java.io.DataOutputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.stream.Collectors;

/**
 * One node of {@link NotificationsOnDatabase}, in a JVM of its own: a HikariCP pool of one connection per
 * delivery thread, both {@link Deliveries} paths on it, and deliveries on command. Its threads belong to
 * {@code groups} racing groups ({@code first}, {@code first + 1}, ...): worker {@code w} of each group delivers,
 * as its {@code n}-th delivery, payment {@code <cell>-s-<w>-<n>} when {@code n} is even — the same payment as
 * worker {@code w} of every other group, on this node or another, so that those claims race — and
 * {@code <cell>-u<group>-<w>-<n>} (its own) when {@code n} is odd.
 *
 * <p>Reads commands on standard input, one a line: {@code run <floor|notification> <seconds> <cell>} answers
 * {@code result <credited> <round trips> <failed workers> <seconds> <deliveries per group:worker, comma-separated>
 * <file of latencies> <CPU nanoseconds of this whole JVM>}; {@code quit}.
 */
final class NotificationNode {

    private static final com.sun.management.OperatingSystemMXBean CPU =
            (com.sun.management.OperatingSystemMXBean) java.lang.management.ManagementFactory.getOperatingSystemMXBean();

    private NotificationNode() {
    }

    /** Arguments: database, schema, delivery threads, racing groups on this node, the first group's number. */
    public static void main(String[] args) throws Exception {
        BenchDatabase database = BenchDatabase.named(args[0]);
        String schema = args[1];
        int threads = Integer.parseInt(args[2]);
        int groups = Integer.parseInt(args[3]);
        int first = Integer.parseInt(args[4]);
        int perGroup = threads / groups;
        try (HikariDataSource pool = database.pool(schema, threads)) {
            Deliveries deliveries = new Deliveries(pool, database);
            BufferedReader commands = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
            System.out.println("ready");
            for (String line = commands.readLine(); line != null && !line.equals("quit"); line = commands.readLine()) {
                String[] command = line.split(" ");
                Deliveries.Delivery path = deliveries.path(command[1]);
                String cell = command[3];
                long credited = deliveries.credited();
                long cpu = CPU.getProcessCpuTime();
                Load.Result result = Load.run((worker, n) -> {
                    int group = first + worker / perGroup;
                    int w = worker % perGroup;
                    path.deliver(n % 2 == 0 ? cell + "-s-" + w + "-" + n : cell + "-u" + group + "-" + w + "-" + n);
                }, threads, Double.parseDouble(command[2]));
                cpu = CPU.getProcessCpuTime() - cpu;
                Path latencies = Files.createTempFile("notification-latencies", ".bin");
                try (DataOutputStream out = new DataOutputStream(new java.io.BufferedOutputStream(Files.newOutputStream(latencies)))) {
                    for (long latency : result.latencies()) {
                        out.writeLong(latency);
                    }
                }
                String counts = Arrays.stream(result.perWorker()).mapToObj(Integer::toString).collect(Collectors.joining(","));
                System.out.println("result " + (deliveries.credited() - credited) + " " + result.roundTrips() + " " + result.failures()
                        + " " + result.seconds() + " " + counts + " " + latencies + " " + cpu);
            }
        }
    }
}
