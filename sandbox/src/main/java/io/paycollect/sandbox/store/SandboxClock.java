package io.paycollect.sandbox.store;

import java.time.Clock;
import java.time.LocalDateTime;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.time.temporal.ChronoUnit;

/**
 * Timestamps of records ({@code creationTime}, {@code transactionDate}...): Vietnam local time without an
 * offset, to the millisecond, e.g. {@code 2026-01-31T09:15:00.123}, which the official Java SDK reads into a
 * {@code LocalDateTime}.
 */
public final class SandboxClock {

    /** The service's time zone. */
    public static final ZoneId VIETNAM = ZoneId.of("Asia/Ho_Chi_Minh");
    /** How timestamps are written. */
    public static final DateTimeFormatter FORMAT = DateTimeFormatter.ofPattern("yyyy-MM-dd'T'HH:mm:ss.SSS");

    private final Clock clock;

    /** Timestamps read from {@code clock}. */
    public SandboxClock(Clock clock) {
        this.clock = clock;
    }

    /** The clock underneath, for what needs an instant rather than a local time (a request timestamp). */
    public Clock clock() {
        return clock;
    }

    /** The current Vietnam local time, to the millisecond. */
    public LocalDateTime local() {
        return LocalDateTime.now(clock.withZone(VIETNAM)).truncatedTo(ChronoUnit.MILLIS);
    }

    /** The current Vietnam local time as text, e.g. {@code 2026-01-31T09:15:00.123}. */
    public String now() {
        return local().format(FORMAT);
    }
}
