package io.paycollect.server;

import static io.paycollect.api.GoldenSignatures.TIMESTAMP;
import static io.paycollect.server.SignedRequestsOverHttpTest.JSON;
import static io.paycollect.server.SignedRequestsOverHttpTest.MERCHANT_SECRET;
import static io.paycollect.server.SignedRequestsOverHttpTest.utf8;
import static org.assertj.core.api.Assertions.assertThat;

import io.paycollect.api.RequestSigner;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Every kind of body the service POSTs to a merchant's notification URL, received by the server starter over real
 * HTTP: a VA-link result, signed, reaches the controller marked as one and is acknowledged "00" (the controller
 * processes it once by requestId, as docs/notifications.md shows); the dashboard's unsigned connection test is
 * answered 200 by the verifier and reaches no controller; an unsigned payment, dressed as a ping or not, gets 401.
 */
@GoldenClientsApplication
class OtherCallbacksOverHttpTest extends AgainstTestApplication {

    static final String LINK_RESULT = "{\"requestId\":\"REQ-1\",\"status\":\"confirm-va-success\","
            + "\"vaAccountNumber\":\"TNG60716171228\",\"accountNumber\":\"0123456789\",\"accountName\":\"NGUYEN VAN A\"}";
    static final String PING = "{\"event\":\"ping\",\"message\":\"Tingee Webhook Connection Test\",\"timestamp\":1784190000000}";

    private Wire.Reply signed(String secret, String body) {
        byte[] bytes = utf8(body);
        return wire.send("POST", SignedNotificationsOverHttpTest.PATH, Wire.headers("content-type", JSON,
                "x-request-timestamp", TIMESTAMP, "x-signature", RequestSigner.withSecret(secret).sign(TIMESTAMP, bytes)), bytes);
    }

    private Wire.Reply unsigned(String body) {
        return wire.send("POST", SignedNotificationsOverHttpTest.PATH, Wire.headers("content-type", JSON), utf8(body));
    }

    @Test
    void aSignedLinkResultIsAcknowledgedAndHandledOnceThoughDeliveredTwice() {
        Wire.Reply first = signed(MERCHANT_SECRET, LINK_RESULT);
        Wire.Reply again = signed(MERCHANT_SECRET, LINK_RESULT);

        assertThat(first.status()).isEqualTo(200);
        assertThat(first.body()).contains("\"code\":\"00\"");
        assertThat(again.status()).isEqualTo(200);
        assertThat(again.body()).contains("\"code\":\"00\"");
        assertThat(recorder.linkResults).hasSize(1);
        assertThat(recorder.linkResults.get(0)).isEqualTo(Map.of("requestId", "REQ-1", "status", "confirm-va-success",
                "vaAccountNumber", "TNG60716171228", "accountNumber", "0123456789", "accountName", "NGUYEN VAN A"));
        assertThat(recorder.calls.get()).as("no payment").isZero();
        assertThat(signed("another-secret", LINK_RESULT.replace("REQ-1", "REQ-2")).status()).isEqualTo(401);
    }

    @Test
    void theUnsignedPingIsAnsweredAndReachesNoController() {
        Wire.Reply reply = unsigned(PING);

        assertThat(reply.status()).isEqualTo(200);
        assertThat(reply.body()).isEqualTo("{\"code\":\"00\",\"message\":\"OK\"}");
        assertThat(recorder.calls.get()).isZero();
        assertThat(recorder.linkResults).isEmpty();
    }

    @Test
    void anUnsignedBodyLongerThanAnyPingIsRefusedUnread() throws Exception {
        // 5000 bytes announced, none sent: refused at once, not waited for.
        String answer = RawHttp.exchange(port, "POST " + SignedNotificationsOverHttpTest.PATH + " HTTP/1.1\r\nHost: localhost\r\n"
                + "Content-Type: application/json\r\nContent-Length: 5000\r\n\r\n", java.time.Duration.ofSeconds(30));

        assertThat(answer).startsWith("HTTP/1.1 401");
    }

    @Test
    void aSignedPingIsAnsweredAndReachesNoController() {
        assertThat(signed(MERCHANT_SECRET, PING).status()).isEqualTo(200);
        assertThat(recorder.calls.get()).isZero();
    }

    @Test
    void anUnsignedPaymentAndAnUnsignedPaymentDressedAsAPingAreRefused() {
        String dressed = "{\"event\":\"ping\",\"message\":\"Tingee Webhook Connection Test\",\"transactionCode\":\"0123456789/FT1\","
                + "\"amount\":50000}";

        assertThat(unsigned("{\"transactionCode\":\"0123456789/FT1\",\"amount\":50000}").status()).isEqualTo(401);
        assertThat(unsigned(dressed).status()).isEqualTo(401);
        assertThat(unsigned(LINK_RESULT).status()).isEqualTo(401);
        assertThat(unsigned("{\"event\":\"ping\"," + " ".repeat(1100) + "\"message\":\"too long for a ping\"}").status())
                .as("longer than any ping: refused unread").isEqualTo(401);
        assertThat(recorder.calls.get()).isZero();
        assertThat(recorder.linkResults).isEmpty();
    }
}
