package io.paycollect.benchmarks;

import java.util.concurrent.Callable;

/**
 * Calls made on one thread in a state's set-up, before the warm-up iterations. At 8 threads on 2 cores
 * the JIT compiler threads starve: the client's code (Feign, Jackson, Hibernate Validator) took about
 * 25 s of 8-thread warm-up to reach its plateau, and the Spring provider about 18 s, so shorter
 * warm-ups measured the compiler. Calling on one thread first compiles the same code in seconds.
 */
final class Prewarm {

    /**
     * System property, set by {@code --short} in the forks: multiplies every pre-warm time limit
     * (0.5 there), so the short run stays well under five minutes.
     */
    static final String SCALE_PROPERTY = "paycollect.bench.prewarmScale";

    private Prewarm() {
    }

    /** Runs {@code call} on this thread {@code calls} times, or for at most {@code nanos} (scaled). */
    static void call(Callable<?> call, int calls, long nanos) {
        double scale = Double.parseDouble(System.getProperty(SCALE_PROPERTY, "1"));
        long deadline = System.nanoTime() + (long) (nanos * scale);
        try {
            for (int i = 0; i < calls && System.nanoTime() < deadline; i++) {
                call.call();
            }
        } catch (Exception e) {
            throw new IllegalStateException("pre-warm call failed", e);
        }
    }
}
