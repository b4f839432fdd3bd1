package io.paycollect.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.time.Duration;
import java.time.Instant;
import java.time.LocalDateTime;
import java.time.ZoneId;
import java.time.ZoneOffset;
import org.junit.jupiter.api.Test;

/** A clock moved to another zone keeps the test's control of time: one instant, shared, read in each zone. */
class MutableClockTest {

    private static final Instant START = Instant.parse("2026-03-01T00:00:00Z");
    private static final ZoneId VIETNAM = ZoneId.of("Asia/Ho_Chi_Minh");

    @Test
    void aClockInAnotherZoneReadsThatZoneAndMovesWithTheOriginal() {
        MutableClock utc = new MutableClock(START);
        MutableClock vietnam = utc.withZone(VIETNAM);

        assertEquals(ZoneOffset.UTC, utc.getZone());
        assertEquals(VIETNAM, vietnam.getZone());
        assertEquals(LocalDateTime.parse("2026-03-01T07:00:00"), LocalDateTime.now(vietnam));

        utc.advance(Duration.ofHours(1));
        assertEquals(START.plus(Duration.ofHours(1)), vietnam.instant());
        vietnam.set(START.plus(Duration.ofDays(1)));
        assertEquals(START.plus(Duration.ofDays(1)), utc.instant());
        assertEquals(LocalDateTime.parse("2026-03-02T07:00:00"), LocalDateTime.now(vietnam));
    }

    @Test
    void theSameZoneIsTheSameClock() {
        MutableClock utc = new MutableClock(START);

        assertSame(utc, utc.withZone(ZoneOffset.UTC));
        assertEquals(ZoneOffset.UTC, utc.withZone(VIETNAM).withZone(ZoneOffset.UTC).getZone());
    }
}
