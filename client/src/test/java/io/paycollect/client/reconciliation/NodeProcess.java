package io.paycollect.client.reconciliation;

import io.paycollect.api.PrivateDatabaseServer;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * A {@link CreditingNode} in a child JVM (this JVM's java and class path) on a database, which a test may kill
 * outright when the node announces a credit: then that credit's transaction is open, and others may be.
 */
final class NodeProcess implements AutoCloseable {

    private final Process process;
    private final Path log;
    private final int port;
    private final AtomicInteger credits = new AtomicInteger();
    private final AtomicInteger killAt = new AtomicInteger(-1);
    private final AtomicBoolean killed = new AtomicBoolean();

    private NodeProcess(Process process, BufferedReader out, Path log, int port) {
        this.process = process;
        this.log = log;
        this.port = port;
        Thread reader = new Thread(() -> {
            try {
                for (String line = out.readLine(); line != null; line = out.readLine()) {
                    if (line.startsWith("crediting ") && credits.incrementAndGet() == killAt.get()) {
                        killOutright();
                    }
                }
            } catch (IOException ended) {
                // The node is gone.
            }
        }, "node " + process.pid() + " output");
        reader.setDaemon(true);
        reader.start();
    }

    static NodeProcess start(PrivateDatabaseServer database) throws IOException, InterruptedException {
        Path log = Files.createTempFile("crediting-node", ".log");
        ProcessBuilder builder = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Xmx128m", "-cp", System.getProperty("java.class.path"), CreditingNode.class.getName())
                .redirectError(log.toFile());
        builder.environment().put("NODE_JDBC_URL", database.jdbcUrl());
        builder.environment().put("NODE_JDBC_USER", database.user());
        Process process = builder.start();
        BufferedReader out = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8));
        for (String line = out.readLine(); line != null; line = out.readLine()) {
            if (line.startsWith("listening ")) {
                return new NodeProcess(process, out, log, Integer.parseInt(line.substring("listening ".length())));
            }
        }
        process.waitFor(60, TimeUnit.SECONDS);
        throw new IOException("the node ended before receiving: " + Files.readString(log));
    }

    /** Where the node receives notifications. */
    String url() {
        return "http://127.0.0.1:" + port + "/notifications";
    }

    /** Kills the node outright ({@link #killOutright}) as it announces its {@code n}-th credit. */
    void killAtCredit(int n) {
        killAt.set(n);
    }

    /** SIGKILL, by the child's PID: no shutdown hook, no finally block, no answer of an open exchange is written. */
    void killOutright() {
        killed.set(true);
        process.destroyForcibly();
    }

    /** Whether the node was killed. */
    boolean killed() {
        return killed.get();
    }

    /** The child's exit status, once it has ended: 137 (128 + 9) after SIGKILL. */
    int exitStatus() throws InterruptedException, IOException {
        if (!process.waitFor(60, TimeUnit.SECONDS)) {
            throw new IOException("the node did not end within 60 s");
        }
        return process.exitValue();
    }

    /** Ends the node (closing its standard input, as its parent's end would), forcibly if it does not end. */
    @Override
    public void close() throws IOException, InterruptedException {
        process.getOutputStream().close();
        if (!process.waitFor(60, TimeUnit.SECONDS)) {
            process.destroyForcibly().waitFor(60, TimeUnit.SECONDS);
        }
        Files.deleteIfExists(log);
    }

    @Override
    public String toString() {
        return "node " + process.pid() + " at " + url();
    }
}
