package io.paycollect.server;

import java.time.Clock;
import java.time.Duration;

/**
 * The slowest a body may arrive once its grace is over, as Apache httpd's {@code mod_reqtimeout} measures it: a read
 * may take the grace plus one second per {@code bytesPerSecond} bytes received so far. A peer that trickles its body
 * below that rate is refused at its next bytes, its slot freed long before the total body-read time-out, while an
 * honest body (a few KB, sent at once) is in long before the grace ends. Zero bytes per second turns it off.
 */
final class MinimumBodyRate {

    private final long bytesPerSecond;
    private final long graceMillis;
    private final Clock clock;

    MinimumBodyRate(long bytesPerSecond, Duration grace, Clock clock) {
        this.bytesPerSecond = bytesPerSecond;
        this.graceMillis = grace.toMillis();
        this.clock = clock;
    }

    /** When a read starts, for {@link #tooSlow}. */
    long start() {
        return clock.millis();
    }

    /** Whether {@code read} bytes since {@code start} are fewer than the rate asks of the time gone. */
    boolean tooSlow(long start, long read) {
        if (bytesPerSecond == 0) {
            return false;
        }
        long allowed = graceMillis + read * 1000 / bytesPerSecond;
        return clock.millis() - start > allowed;
    }

    String refusal() {
        return "request body arrived slower than " + bytesPerSecond + " bytes per second";
    }
}
