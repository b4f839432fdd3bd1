package io.paycollect.client;

import java.util.concurrent.TimeUnit;
import okio.AsyncTimeout;

/**
 * A time-out of its own kept ahead of every call's in Okio's watchdog queue while calls are made, so that OkHttp's
 * call time-out, entered for each call, does not wake the watchdog thread each time.
 *
 * <p>Why: Okio keeps every entered {@link AsyncTimeout} in one queue ordered by deadline and signals its watchdog
 * thread whenever an entered time-out heads the queue. A call alone in the queue (one calling thread) heads it, so
 * every call paid a wake-up of the watchdog: on the calling thread a futex call, on the watchdog a context switch and
 * a new wait (measured in benchmarks/README.md). With this time-out, about a second away and renewed every second
 * while calls come, a call's time-out goes in behind it and nothing is woken. Nothing is bounded by it: it only
 * times itself out, and each call's time-out fires as before (a call allowed less than the lead has left still heads
 * the queue and wakes the watchdog, as without it). After a second without calls it leaves the queue, and Okio's
 * watchdog ends after its own idle minute.
 */
final class WatchdogLead extends AsyncTimeout {

    /** The one lead: Okio's queue is one per process. */
    static final WatchdogLead INSTANCE = new WatchdogLead();

    private static final long PERIOD_SECONDS = 1;

    /** Not in the queue. */
    private static final int IDLE = 0;
    /** In the queue, no call since it was last entered. */
    private static final int QUIET = 1;
    /** In the queue, calls made since it was last entered. */
    private static final int BUSY = 2;

    /** Changed only under this object's lock, which is always taken before Okio's (never the other way round). */
    private volatile int state = IDLE;

    private WatchdogLead() {
        timeout(PERIOD_SECONDS, TimeUnit.SECONDS);
    }

    /** Puts the lead in the queue, unless it is there: before a call's time-out is entered. */
    void beforeCall() {
        if (state != BUSY) {
            // Locked about once a second: the first call after each renewal.
            synchronized (this) {
                if (state == IDLE) {
                    enter();
                }
                state = BUSY;
            }
        }
    }

    /** Whether the lead is in Okio's queue. */
    boolean inQueue() {
        return state != IDLE;
    }

    /**
     * On the watchdog's thread, outside Okio's lock, when its second is up: renewed if calls came, else out of the
     * queue.
     */
    @Override
    protected synchronized void timedOut() {
        exit();
        if (state == BUSY) {
            state = QUIET;
            enter();
        } else {
            state = IDLE;
        }
    }
}
