package io.paycollect.server;

import java.time.Duration;
import java.util.concurrent.atomic.AtomicLong;
import org.apache.commons.logging.Log;

/**
 * Logs a recurring error at most once per interval, saying how many were left out since: a flood of refusals (a
 * client filling the replay guard) must not fill the log, while the first one and the rate still show.
 */
final class ThrottledErrorLog {

    private final Log log;
    private final long intervalNanos;
    private final AtomicLong nextAllowed = new AtomicLong(Long.MIN_VALUE);
    private final AtomicLong leftOut = new AtomicLong();

    ThrottledErrorLog(Log log, Duration interval) {
        this.log = log;
        this.intervalNanos = interval.toNanos();
    }

    /** Logs {@code message} at ERROR unless one was logged within the interval, in which case it is counted. */
    void error(String message) {
        long now = System.nanoTime();
        long allowed = nextAllowed.get();
        if ((allowed == Long.MIN_VALUE || now - allowed >= 0) && nextAllowed.compareAndSet(allowed, now + intervalNanos)) {
            long skipped = leftOut.getAndSet(0);
            log.error(skipped == 0 ? message : message + " (" + skipped + " more like it not logged since the last)");
        } else {
            leftOut.incrementAndGet();
        }
    }
}
