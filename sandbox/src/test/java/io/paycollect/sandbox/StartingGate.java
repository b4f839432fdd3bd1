package io.paycollect.sandbox;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

/** Runs calls on a pool of threads that all wait at one gate, opened at once, so that the calls really overlap. */
public final class StartingGate implements AutoCloseable {

    private final ExecutorService pool;

    /** A gate for {@code threads} threads at a time. */
    public StartingGate(int threads) {
        this.pool = Executors.newFixedThreadPool(threads);
    }

    /** Makes {@code calls} calls of {@code call}, released together; their results in the order submitted. */
    public <T> List<T> allAtOnce(int calls, Callable<T> call) throws Exception {
        CountDownLatch start = new CountDownLatch(1);
        List<Future<T>> futures = new ArrayList<>();
        for (int i = 0; i < calls; i++) {
            futures.add(pool.submit(() -> {
                start.await();
                return call.call();
            }));
        }
        start.countDown();
        List<T> results = new ArrayList<>();
        for (Future<T> future : futures) {
            results.add(future.get());
        }
        return results;
    }

    @Override
    public void close() {
        pool.shutdownNow();
    }
}
