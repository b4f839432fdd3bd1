package io.paycollect.api;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Clock;
import org.junit.jupiter.api.Test;

/** The one-call notification check: yes for the exact bytes the service signed now, no for anything else. */
class NotificationSignatureTest {

    private static final String SECRET = "merchant-secret-token";
    private static final String BODY = "{\"clientId\":\"merchant\",\"transactionCode\":\"FT1\",\"amount\":50000}";

    @Test
    void theBodyTheServiceSignedNowIsValid() {
        String timestamp = RequestTimestamp.now(Clock.systemUTC());
        String signature = RequestSigner.withSecret(SECRET).sign(timestamp, BODY);

        assertTrue(NotificationSignature.isValid(SECRET, timestamp, signature, BODY));
        assertFalse(NotificationSignature.isValid(SECRET, timestamp, signature, BODY.replace("50000", "5000")), "altered");
        assertFalse(NotificationSignature.isValid("another-secret", timestamp, signature, BODY), "another merchant's");
        assertFalse(NotificationSignature.isValid(SECRET, timestamp, null, BODY), "unsigned");
        assertFalse(NotificationSignature.isValid(SECRET, "20200101000000000",
                RequestSigner.withSecret(SECRET).sign("20200101000000000", BODY), BODY), "captured long ago");
    }
}
