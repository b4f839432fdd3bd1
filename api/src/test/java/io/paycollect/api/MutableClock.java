package io.paycollect.api;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.util.concurrent.atomic.AtomicReference;

/** A clock a test sets and moves, in UTC, so that nothing a test asserts depends on the machine's clock. */
public final class MutableClock extends Clock {

    private final AtomicReference<Instant> now;

    /** A clock at {@code start}. */
    public MutableClock(Instant start) {
        this.now = new AtomicReference<>(start);
    }

    /** Sets the clock to {@code instant}. */
    public void set(Instant instant) {
        now.set(instant);
    }

    /** Moves the clock on by {@code duration}. */
    public void advance(Duration duration) {
        now.updateAndGet(at -> at.plus(duration));
    }

    @Override
    public ZoneId getZone() {
        return ZoneOffset.UTC;
    }

    @Override
    public Clock withZone(ZoneId zone) {
        return this;
    }

    @Override
    public Instant instant() {
        return now.get();
    }
}
