package io.paycollect.client.notification;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.paycollect.api.ClientSecretLookup;
import io.paycollect.api.RequestTimestamp;
import java.io.InputStream;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * A receiver for several merchants finds the merchant only in the body, but checks the timestamp before reading it:
 * a notification outside the window is refused (401, code 90) without a byte of its body read, so a peer that knows
 * only the time cannot hold a read open with stale headers.
 */
class StaleNotificationUnreadTest {

    @Test
    void aStaleNotificationIsRefusedBeforeItsBodyIsRead() throws Exception {
        Instant now = Instant.parse("2026-12-01T10:00:00Z");
        NotificationReceiver receiver = NotificationReceiver.forClients(ClientSecretLookup.of(Map.of("shop-a", "secret-a")),
                (notification, transaction) -> { }).clock(Clock.fixed(now, ZoneOffset.UTC)).build();
        InputStream unreadable = new InputStream() {
            @Override
            public int read() {
                throw new AssertionError("the body was read");
            }
        };

        NotificationAnswer answer = receiver.receive(RequestTimestamp.format(now.minusSeconds(3600)), "ab".repeat(64),
                unreadable);

        assertEquals(401, answer.status());
        assertTrue(answer.body().contains("\"code\":\"90\""), answer.body());
    }
}
