package io.paycollect.sandbox.junit;

import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * Measures what docs/testing.md states: how long a sandbox takes to start (each is the executable jar in a
 * JVM of its own), and how long a reset ({@code POST /sandbox/reset}) takes with records to forget. A tool, not a test: run it with
 * {@code ./mvnw -pl sandbox-junit test-compile exec:java -Dexec.mainClass=io.paycollect.sandbox.junit.SandboxTimes
 * -Dexec.classpathScope=test}.
 */
public final class SandboxTimes {

    private static final int STARTS = 5;
    private static final int RESETS = 200;

    private SandboxTimes() {
    }

    public static void main(String[] args) {
        List<Duration> starts = new ArrayList<>();
        for (int i = 0; i < STARTS; i++) {
            long t0 = System.nanoTime();
            RunningSandbox sandbox = RunningSandbox.start();
            starts.add(Duration.ofNanos(System.nanoTime() - t0));
            if (i < STARTS - 1) {
                sandbox.close();
                continue;
            }
            List<Duration> overHttp = new ArrayList<>();
            for (int r = 0; r < RESETS; r++) {
                populate(sandbox);
                long h0 = System.nanoTime();
                sandbox.reset();
                overHttp.add(Duration.ofNanos(System.nanoTime() - h0));
            }
            sandbox.close();
            System.out.printf("start-up: %s ms (%d starts, each a JVM of its own)%n",
                    starts.stream().map(d -> String.valueOf(d.toMillis())).toList(), STARTS);
            System.out.printf("reset, POST /sandbox/reset, with a shop's records to forget: median %.2f ms, max %.2f ms (%d resets)%n",
                    median(overHttp), max(overHttp), RESETS);
        }
    }

    /** A shop's worth of records: a virtual account with its registration, a bill, its payment and delivery. */
    private static void populate(RunningSandbox sandbox) {
        try (Shop shop = Shop.open(sandbox.client(), sandbox.credentials().secretToken())) {
            sandbox.control().payDynamicQr(shop.checkout("Don hang", 10_000));
        }
    }

    private static double median(List<Duration> times) {
        List<Duration> sorted = new ArrayList<>(times);
        Collections.sort(sorted);
        return sorted.get(sorted.size() / 2).toNanos() / 1e6;
    }

    private static double max(List<Duration> times) {
        return Collections.max(times).toNanos() / 1e6;
    }
}
