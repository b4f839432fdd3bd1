package io.paycollect.server;

import static io.paycollect.api.GoldenSignatures.SECRET;
import static io.paycollect.api.GoldenSignatures.TIMESTAMP;
import static io.paycollect.server.SignedRequestsOverHttpTest.JSON;
import static io.paycollect.server.SignedRequestsOverHttpTest.MERCHANT_SECRET;
import static io.paycollect.server.SignedRequestsOverHttpTest.envelope;
import static io.paycollect.server.SignedRequestsOverHttpTest.utf8;
import static org.assertj.core.api.Assertions.assertThat;

import io.paycollect.api.RequestSigner;
import io.paycollect.api.RequestTimestamp;
import io.paycollect.server.testapp.TestApplication;
import java.time.Duration;
import java.time.Instant;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Balance-change notifications received by the server starter, over real HTTP: signed with the merchant's
 * secret token they reach the receiver with their open payload; unsigned, signed with another secret, stale
 * or malformed they get the error envelope. The server clock stands at the golden vectors' timestamp.
 */
@GoldenClientsApplication
class SignedNotificationsOverHttpTest extends AgainstTestApplication {


    static final String PATH = "/paycollect/notifications";

    Wire.Reply notify(String secret, String timestamp, byte[] body) {
        return wire.send("POST", PATH, Wire.headers("content-type", JSON, "accept", JSON,
                "x-request-timestamp", timestamp, "x-signature", RequestSigner.withSecret(secret).sign(timestamp, body)), body);
    }

    @Test
    void signedNotificationWithAnOpenPayloadReachesTheReceiver() {
        byte[] body = utf8("{\n  \"transactionId\": \"TX-1\",\n  \"amount\": 50000,\n  \"description\": \"Chuyển khoản đơn hàng 001\",\n"
                + "  \"extra\": {\"bank\": \"MBB\"}\n}");

        Wire.Reply reply = notify(MERCHANT_SECRET, TIMESTAMP, body);

        assertThat(reply.status()).isEqualTo(200);
        assertThat(reply.body()).contains("\"code\":\"00\"").contains("\"message\":\"OK\"");
        @SuppressWarnings("unchecked")
        Map<String, Object> payload = (Map<String, Object>) recorder.lastInput.get();
        assertThat(payload).containsEntry("description", "Chuyển khoản đơn hàng 001").containsEntry("extra", Map.of("bank", "MBB"));
    }

    @Test
    void unsignedNotificationIsRefused() {
        Wire.Reply reply = wire.send("POST", PATH, Wire.headers("content-type", JSON), utf8("{\"amount\":1}"));

        assertThat(reply.status()).isEqualTo(401);
        assertThat(reply.body()).isEqualTo(envelope("90", "x-request-timestamp header is missing"));
        assertThat(recorder.calls.get()).isZero();
    }

    @Test
    void notificationSignedWithAClientSecretInsteadOfTheMerchantSecretIsRefused() {
        Wire.Reply reply = notify(SECRET, TIMESTAMP, utf8("{\"amount\":1}"));

        assertThat(reply.status()).isEqualTo(401);
        assertThat(reply.body()).isEqualTo(envelope("97", "x-signature does not match the request"));
    }

    @Test
    void notificationOutsideTheWindowIsRefused() {
        String stale = RequestTimestamp.format(Instant.from(RequestTimestamp.parse(TIMESTAMP)).minus(Duration.ofMinutes(11)));

        Wire.Reply reply = notify(MERCHANT_SECRET, stale, utf8("{\"amount\":1}"));

        assertThat(reply.status()).isEqualTo(401);
        assertThat(reply.body()).isEqualTo(envelope("90", "x-request-timestamp is outside the accepted window around the server clock"));
    }

    @Test
    void malformedNotificationGetsA400Envelope() {
        Wire.Reply reply = notify(MERCHANT_SECRET, TIMESTAMP, utf8("{\"amount\":"));

        assertThat(reply.status()).isEqualTo(400);
        assertThat(reply.body()).startsWith("{\"code\":\"400\",\"message\":\"request body is not valid JSON");
    }
}
