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

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {
            "1975-06-12T16:00:00Z",     // Asia/Ho_Chi_Minh moved from UTC+8 to UTC+7 at this instant
            "1975-06-12T15:59:59.999Z",
            "1970-01-01T00:00:00Z",
            "2024-02-29T16:59:59.999Z",  // leap day, one millisecond before midnight in Vietnam
            "2026-12-31T17:00:00Z",      // new year in Vietnam
            "9999-12-31T16:59:59.999Z",  // the last 17-digit timestamp
            "0001-01-01T00:00:00Z",
    })
    void writesWhatTheJavaTimeFormatterWrites(String utc) {
        Instant instant = Instant.parse(utc);
        String expected = java.time.format.DateTimeFormatter.ofPattern("uuuuMMddHHmmssSSS")
                .format(java.time.LocalDateTime.ofInstant(instant, RequestTimestamp.VIETNAM));
        assertEquals(expected, RequestTimestamp.format(instant));
        assertEquals(expected, RequestTimestamp.now(Clock.fixed(instant, ZoneOffset.UTC)));
    }

    @Test
    void aTimeBeyondYear9999IsWrittenAsTheJavaTimeFormatterWritesIt() {
        Instant farFuture = Instant.parse("+10000-01-01T00:00:00Z");
        assertEquals(java.time.format.DateTimeFormatter.ofPattern("uuuuMMddHHmmssSSS")
                .format(java.time.LocalDateTime.ofInstant(farFuture, RequestTimestamp.VIETNAM)),
                RequestTimestamp.format(farFuture));
    }

    @Test
    void writesWhatTheJavaTimeFormatterWritesAtAnyMillisecond() {
        java.util.SplittableRandom random = new java.util.SplittableRandom(20261123);
        var reference = java.time.format.DateTimeFormatter.ofPattern("uuuuMMddHHmmssSSS");
        long from = Instant.parse("1900-01-01T00:00:00Z").toEpochMilli();
        long to = Instant.parse("2200-01-01T00:00:00Z").toEpochMilli();
        for (int i = 0; i < 100_000; i++) {
            Instant instant = Instant.ofEpochMilli(random.nextLong(from, to));
            assertEquals(reference.format(java.time.LocalDateTime.ofInstant(instant, RequestTimestamp.VIETNAM)),
                    RequestTimestamp.format(instant), instant::toString);
        }
    }

    @Test
    void readsWhatTheStrictJavaTimeParserReadsAndRefusesWhatItRefuses() {
        var strict = java.time.format.DateTimeFormatter.ofPattern("uuuuMMddHHmmssSSS")
                .withResolverStyle(java.time.format.ResolverStyle.STRICT);
        java.util.SplittableRandom random = new java.util.SplittableRandom(17);
        for (int i = 0; i < 100_000; i++) {
            // Digits that are often, but not always, a real date and time.
            String value = String.format("%04d%02d%02d%02d%02d%02d%03d", random.nextInt(1900, 2200),
                    random.nextInt(0, 14), random.nextInt(0, 33), random.nextInt(0, 26), random.nextInt(0, 61),
                    random.nextInt(0, 61), random.nextInt(0, 1000));
            Instant expected;
            try {
                expected = java.time.LocalDateTime.parse(value, strict).atZone(RequestTimestamp.VIETNAM).toInstant();
            } catch (java.time.DateTimeException notADate) {
                expected = null;
            }
            if (expected == null) {
                assertThrows(IllegalArgumentException.class, () -> RequestTimestamp.parse(value), value);
            } else {
                assertEquals(expected, RequestTimestamp.parse(value), value);
            }
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {
            "19750612225959999", "19750612230000000", "19750612233000000", // in the hour Vietnam's clocks went back
            "19750612235959999", "19750613000000000", "19750613000000001", "19750613010000000", "19750101000000000"})
    void readsTheTimesAroundVietnamsLastChangeOfOffsetAsTheZoneRulesDo(String value) {
        var strict = java.time.format.DateTimeFormatter.ofPattern("uuuuMMddHHmmssSSS")
                .withResolverStyle(java.time.format.ResolverStyle.STRICT);
        assertEquals(java.time.LocalDateTime.parse(value, strict).atZone(RequestTimestamp.VIETNAM).toInstant(),
                RequestTimestamp.parse(value));
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
