package io.paycollect.benchmarks;

import java.io.BufferedReader;
import java.io.DataInputStream;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.TimeUnit;

/** A {@link NotificationNode} in a child JVM (the same java and class path as this one), driven line by line. */
final class NodeProcess implements AutoCloseable {

    /** A child's answer to {@code run}: see {@link NotificationNode}. */
    record Run(long credited, long roundTrips, long failures, double seconds, int[] perWorker, long[] latencies, long cpuNanos) {
    }

    final int threads;
    final int groups;
    final int first;
    private final Process process;
    private final PrintWriter in;
    private final BufferedReader out;

    /**
     * Starts a node on {@code schema} of {@code database}. The system property {@code bench.node.jvm} (options
     * separated by spaces) is passed to its JVM, e.g. to record a flight recording of each node.
     */
    NodeProcess(BenchDatabase database, String schema, int threads, int groups, int first) throws IOException {
        this.threads = threads;
        this.groups = groups;
        this.first = first;
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        List<String> command = new ArrayList<>(List.of(java));
        String options = System.getProperty("bench.node.jvm", "").trim();
        if (!options.isEmpty()) {
            command.addAll(List.of(options.split("\\s+")));
        }
        command.addAll(List.of("-cp", System.getProperty("java.class.path"), NotificationNode.class.getName(), database.name(), schema,
                Integer.toString(threads), Integer.toString(groups), Integer.toString(first)));
        process = new ProcessBuilder(command).redirectError(ProcessBuilder.Redirect.INHERIT).start();
        in = new PrintWriter(process.getOutputStream(), true, StandardCharsets.UTF_8);
        out = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8));
        expect("ready");
    }

    void send(String command) {
        in.println(command);
    }

    Run result() throws IOException {
        String[] line = expect("result").split(" ");
        Path file = Path.of(line[6]);
        long[] latencies = new long[(int) (Files.size(file) / 8)];
        try (DataInputStream data = new DataInputStream(new java.io.BufferedInputStream(Files.newInputStream(file)))) {
            for (int i = 0; i < latencies.length; i++) {
                latencies[i] = data.readLong();
            }
        }
        Files.delete(file);
        return new Run(Long.parseLong(line[1]), Long.parseLong(line[2]), Long.parseLong(line[3]), Double.parseDouble(line[4]),
                Arrays.stream(line[5].split(",")).mapToInt(Integer::parseInt).toArray(), latencies, Long.parseLong(line[7]));
    }

    private String expect(String prefix) throws IOException {
        for (String line = out.readLine(); line != null; line = out.readLine()) {
            if (line.startsWith(prefix)) {
                return line;
            }
            // Anything else is the pool's start-up log.
        }
        throw new IOException("the node ended without answering " + prefix);
    }

    @Override
    public void close() throws InterruptedException {
        in.println("quit");
        if (!process.waitFor(60, TimeUnit.SECONDS)) {
            process.destroyForcibly();
        }
    }
}
