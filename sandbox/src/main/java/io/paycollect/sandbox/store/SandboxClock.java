package io.paycollect.sandbox.store;

import java.time.Clock;
import java.time.OffsetDateTime;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.time.temporal.ChronoUnit;

/** Timestamps of records ({@code createdAt}, {@code updatedAt}...): ISO-8601 in Vietnam time, e.g. 2026-01-31T09:15:00.123+07:00. */
public final class SandboxClock {

    private static final ZoneId VIETNAM = ZoneId.of("Asia/Ho_Chi_Minh");
    private final Clock clock;

    /** Timestamps read from {@code clock}. */
    public SandboxClock(Clock clock) {
        this.clock = clock;
    }

    /** The current time as an ISO-8601 string in Vietnam time, to the millisecond. */
    public String now() {
        return OffsetDateTime.now(clock.withZone(VIETNAM)).truncatedTo(ChronoUnit.MILLIS)
                .format(DateTimeFormatter.ISO_OFFSET_DATE_TIME);
    }
}
