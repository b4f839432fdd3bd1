package io.paycollect.api;

import static org.junit.jupiter.api.Assertions.*;

import java.time.Clock;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZoneOffset;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class RequestTimestampTest {

    private static final Instant NOON_UTC = Instant.parse("2026-11-22T05:00:00.042Z");

    @Test
    void isWrittenInVietnamTimeWhateverTheClocksZone() {
        for (ZoneId zone : new ZoneId[] {ZoneOffset.UTC, ZoneId.of("America/New_York"), ZoneId.of("Asia/Tokyo")}) {
            assertEquals("20261122120000042", RequestTimestamp.now(Clock.fixed(NOON_UTC, zone)));
        }
    }

    @Test
    void crossesMidnightInVietnamBeforeUtc() {
        assertEquals("20261123063000000", RequestTimestamp.format(Instant.parse("2026-11-22T23:30:00Z")));
    }

    @Test
    void parsesBackToTheSameInstant() {
        assertEquals(NOON_UTC, RequestTimestamp.parse(RequestTimestamp.format(NOON_UTC)));
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "2026112212000004", "202611221200000421", "2026112212000004x", "2026-11-22T12:00"})
    void refusesAnythingButSeventeenDigits(String value) {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> RequestTimestamp.parse(value));
        assertEquals("must be 17 digits, yyyyMMddHHmmssSSS", e.getMessage());
    }

    @ParameterizedTest
    @ValueSource(strings = {"20260230120000000", "20261322120000000", "20261122250000000", "20261122126000000"})
    void refusesDatesAndTimesThatDoNotExist(String value) {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> RequestTimestamp.parse(value));
        assertTrue(e.getMessage().startsWith("is not a real date and time"), e.getMessage());
    }

    @Test
    void refusesNull() {
        assertThrows(IllegalArgumentException.class, () -> RequestTimestamp.parse(null));
    }
}
