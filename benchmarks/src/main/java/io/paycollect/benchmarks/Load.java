package io.paycollect.benchmarks;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicLong;

/**
 * A closed-loop load: {@code concurrency} threads each doing one operation after another for a fixed time, each
 * operation timed. Worker {@code w} passes its own index and its count so far, so each operation names its own
 * payment or signature.
 */
final class Load {

    /** One operation of worker {@code worker}, its {@code n}-th. */
    @FunctionalInterface
    interface Operation {
        void run(int worker, int n) throws Exception;
    }

    /**
     * What a run did: operations per worker, the seconds it took, every latency in nanoseconds (sorted), the
     * failed workers, and the round trips to the database made meanwhile.
     */
    record Result(int[] perWorker, double seconds, long[] latencies, long failures, long roundTrips) {

        long operations() {
            return Arrays.stream(perWorker).sum();
        }

        double perSecond() {
            return operations() / seconds;
        }

        double percentileMillis(double p) {
            return latencies.length == 0 ? 0 : latencies[Math.min(latencies.length - 1, (int) (latencies.length * p))] / 1e6;
        }

        double roundTripsPerOperation() {
            return operations() == 0 ? 0 : (double) roundTrips / operations();
        }
    }

    private Load() {
    }

    static Result run(Operation operation, int concurrency, double seconds) throws InterruptedException {
        List<long[]> latencies = new ArrayList<>();
        int[] counts = new int[concurrency];
        AtomicLong failures = new AtomicLong();
        CountDownLatch start = new CountDownLatch(1);
        long[] end = new long[1];
        List<Thread> threads = new ArrayList<>();
        for (int t = 0; t < concurrency; t++) {
            int worker = t;
            long[] own = new long[Math.max(250_000, 4_000_000 / concurrency)];
            latencies.add(own);
            Thread thread = new Thread(() -> {
                int n = 0;
                try {
                    start.await();
                    while (System.nanoTime() < end[0] && n < own.length) {
                        long at = System.nanoTime();
                        operation.run(worker, n);
                        own[n++] = System.nanoTime() - at;
                    }
                } catch (Exception e) {
                    failures.incrementAndGet();
                    e.printStackTrace();
                } finally {
                    counts[worker] = n;
                }
            }, "load-" + t);
            thread.start();
            threads.add(thread);
        }
        long roundTrips = RoundTrips.count();
        long began = System.nanoTime();
        end[0] = began + (long) (seconds * 1e9);
        start.countDown();
        for (Thread thread : threads) {
            thread.join();
        }
        double elapsed = (System.nanoTime() - began) / 1e9;
        roundTrips = RoundTrips.count() - roundTrips;
        long total = Arrays.stream(counts).sum();
        long[] all = new long[(int) total];
        int at = 0;
        for (int t = 0; t < concurrency; t++) {
            System.arraycopy(latencies.get(t), 0, all, at, counts[t]);
            at += counts[t];
        }
        Arrays.sort(all);
        return new Result(counts, elapsed, all, failures.get(), roundTrips);
    }
}
