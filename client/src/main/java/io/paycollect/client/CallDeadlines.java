package io.paycollect.client;

import java.io.InterruptedIOException;

/**
 * The deadline of the call running on the current thread: the default transport makes it OkHttp's call
 * time-out, and the stream of a transport the application brings checks it before each read of an answer
 * ({@link BoundedAnswers}). Kept with the thread, since a call runs on its caller's thread, so that
 * {@link PayCollectClient#withCallTimeout} changes the calls it wraps, whichever client makes them.
 *
 * <p>One mutable holder per thread, so a call allocates nothing for its deadline.
 */
final class CallDeadlines {

    /** What {@link #currentNanos()} answers when no call is running on the thread. */
    static final long NONE = Long.MIN_VALUE;

    private static final ThreadLocal<Holder> CURRENT = ThreadLocal.withInitial(Holder::new);

    private CallDeadlines() {
    }

    /** A thread's deadlines: the running call's, and a caller's override for the calls it makes. */
    static final class Holder {
        /** {@link System#nanoTime()} at which the running call's time is up, or {@link #NONE}. */
        long deadlineNanos = NONE;
        /** The running call's time allowed, for the message of the exception. */
        long timeoutMillis;
        /** The time allowed for calls made inside {@link PayCollectClient#withCallTimeout}, or 0. */
        long overrideMillis;
    }

    /** Runs {@code calls} on this thread with {@code timeoutMillis} as each call's time allowed. */
    static <T> T withOverride(long timeoutMillis, java.util.function.Supplier<T> calls) {
        Holder holder = CURRENT.get();
        long previous = holder.overrideMillis;
        holder.overrideMillis = Math.max(1, timeoutMillis);
        try {
            return calls.get();
        } finally {
            holder.overrideMillis = previous;
        }
    }

    /** The current thread's holder; {@link #enter} and {@link #exit} around one call. */
    static Holder holder() {
        return CURRENT.get();
    }

    /**
     * Starts a call's deadline on the current thread.
     *
     * @return the deadline that was running before (a call inside a call, which this client never
     *     makes, restores it), to pass to {@link #exit}
     */
    static long enter(Holder holder, long defaultTimeoutMillis) {
        long previous = holder.deadlineNanos;
        long timeout = holder.overrideMillis > 0 ? holder.overrideMillis : defaultTimeoutMillis;
        holder.timeoutMillis = timeout;
        holder.deadlineNanos = System.nanoTime() + timeout * 1_000_000L;
        return previous;
    }

    /** Ends a call's deadline on the current thread. */
    static void exit(Holder holder, long previous) {
        holder.deadlineNanos = previous;
    }

    /** The running call's deadline on this thread ({@link System#nanoTime()} scale), or {@link #NONE}. */
    static long currentNanos() {
        return CURRENT.get().deadlineNanos;
    }

    /** The running call's time allowed, in milliseconds; meaningful only while a call runs. */
    static long currentTimeoutMillis() {
        return CURRENT.get().timeoutMillis;
    }

    /**
     * {@code e}, or the deadline exception around it when the running call's deadline has passed: a
     * time-out at the deadline (OkHttp's call time-out, another transport's read time-out).
     */
    static InterruptedIOException passedBy(InterruptedIOException e) {
        long deadline = currentNanos();
        if (e instanceof DeadlinePassed || deadline == NONE || deadline - System.nanoTime() > 0) {
            return e;
        }
        return passed(e);
    }

    /** The deadline exception of the running call, naming the time it was allowed. */
    static DeadlinePassed passed(Throwable cause) {
        DeadlinePassed e = new DeadlinePassed(currentTimeoutMillis());
        if (cause != null) {
            e.initCause(cause);
        }
        return e;
    }
}
