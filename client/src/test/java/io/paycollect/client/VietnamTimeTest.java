package io.paycollect.client;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import io.paycollect.api.GoldenSignatures;
import java.io.IOException;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.util.TimeZone;
import org.junit.jupiter.api.Test;

/**
 * Timestamps are Vietnam time whatever the host's time zone. Surefire runs this module with
 * {@code -Duser.timezone=America/New_York}; one test also switches the default zone itself.
 */
class VietnamTimeTest {

    @Test
    void theBuildRunsOnAHostFarFromVietnam() {
        assertNotEquals(ZoneOffset.ofHours(7), TimeZone.getDefault().toZoneId().getRules().getOffset(Instant.now()),
                "surefire's -Duser.timezone must put the tests outside UTC+7");
    }

    @Test
    void theTimestampIsVietnamTimeOnANewYorkHost() throws IOException {
        try (RecordingServer server = new RecordingServer()) {
            // 2026-11-22T08:45:00.123Z is 15:45:00.123 in Vietnam and 03:45 in New York.
            Clock clock = Clock.fixed(Instant.parse("2026-11-22T08:45:00.123Z"), ZoneId.systemDefault());
            TestClients.builder(server).clock(clock).build().bank().getBanks();

            assertEquals("20261122154500123", server.only().header("x-request-timestamp"));
            assertEquals(GoldenSignatures.BODILESS_SIGNATURE, server.only().header("x-signature"));
        }
    }

    @Test
    void theTimestampIsVietnamTimeWhenTheDefaultZoneIsAheadOfVietnam() throws IOException {
        TimeZone saved = TimeZone.getDefault();
        TimeZone.setDefault(TimeZone.getTimeZone("Pacific/Kiritimati")); // UTC+14: the other calendar day
        try (RecordingServer server = new RecordingServer()) {
            Clock clock = Clock.fixed(Instant.parse("2026-11-22T20:30:00Z"), ZoneId.systemDefault());
            TestClients.builder(server).clock(clock).build().bank().getBanks();

            assertEquals("20261123033000000", server.only().header("x-request-timestamp"));
        } finally {
            TimeZone.setDefault(saved);
        }
    }
}
