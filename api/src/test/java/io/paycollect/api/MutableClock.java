package io.paycollect.api;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.util.Objects;
import java.util.concurrent.atomic.AtomicReference;

/**
 * A clock a test sets and moves, in UTC, so that nothing a test asserts depends on the machine's clock. Its
 * {@link #withZone} clocks share its instant: code under test that moves to another zone still sees every
 * {@link #set} and {@link #advance}, made on either.
 */
public final class MutableClock extends Clock {

    private final AtomicReference<Instant> now;
    private final ZoneId zone;

    /** A clock at {@code start}, in UTC. */
    public MutableClock(Instant start) {
        this(new AtomicReference<>(Objects.requireNonNull(start, "start")), ZoneOffset.UTC);
    }

    private MutableClock(AtomicReference<Instant> now, ZoneId zone) {
        this.now = now;
        this.zone = zone;
    }

    /** Sets the clock, and every clock of another zone made from it, to {@code instant}. */
    public void set(Instant instant) {
        now.set(Objects.requireNonNull(instant, "instant"));
    }

    /** Moves the clock, and every clock of another zone made from it, on by {@code duration}. */
    public void advance(Duration duration) {
        now.updateAndGet(at -> at.plus(duration));
    }

    @Override
    public ZoneId getZone() {
        return zone;
    }

    /** This clock seen in {@code zone}: the same instant, which moves whichever of the two is set or advanced. */
    @Override
    public MutableClock withZone(ZoneId zone) {
        Objects.requireNonNull(zone, "zone");
        return zone.equals(this.zone) ? this : new MutableClock(now, zone);
    }

    @Override
    public Instant instant() {
        return now.get();
    }
}
