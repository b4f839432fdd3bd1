package io.paycollect.client;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import feign.Client;
import java.io.IOException;
import java.time.Duration;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * The call's deadline ({@code callTimeout}) ends a call that a server drags out a byte at a time,
 * which the read time-out alone never ends (each wait is short). The server trickles for a minute;
 * the deadlines here are a few seconds and the read time-out 20 s, so each call can only end by its
 * deadline (or hit the JUnit time-out if the deadline were not enforced).
 */
@Timeout(value = 45, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
class CallDeadlineTest {

    private static final Duration DEADLINE = Duration.ofSeconds(2);
    private static final int TRICKLE_MILLIS = 100;
    private static final int TRICKLE_FOR_MILLIS = 60_000;

    private HostileServer server;

    @AfterEach
    void close() throws IOException {
        if (server != null) {
            server.close();
        }
    }

    /** A complete answer of {@code bytes} bytes whose body arrives a byte every 100 ms. */
    static HostileServer.Answer trickledBody(int bytes) {
        return (request, out) -> {
            String body = "{\"code\":\"00\",\"message\":\"" + "x".repeat(Math.max(0, bytes - 38)) + "\",\"data\":{}}";
            HostileServer.write(out, "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: "
                    + body.length() + "\r\n\r\n");
            out.flush();
            for (char c : body.toCharArray()) {
                HostileServer.hold(out, TRICKLE_MILLIS);
                out.write(c);
                out.flush();
            }
            return true;
        };
    }

    /** Headers that never end: one more line every 100 ms for a minute. */
    static HostileServer.Answer trickledHeaders() {
        return (request, out) -> {
            HostileServer.write(out, "HTTP/1.1 200 OK\r\n");
            for (int i = 0; i < TRICKLE_FOR_MILLIS / TRICKLE_MILLIS; i++) {
                HostileServer.hold(out, TRICKLE_MILLIS);
                HostileServer.write(out, "X-Slow-" + i + ": y\r\n");
                out.flush();
            }
            return false;
        };
    }

    private PayCollectClient.Builder client() {
        return AnswerSizeLimitTest.client(server.baseUrl()).readTimeout(Duration.ofSeconds(20));
    }

    @Test
    void aTrickledBodyEndsAtTheDeadline() throws IOException {
        server = new HostileServer(trickledBody(TRICKLE_FOR_MILLIS / TRICKLE_MILLIS));
        PayCollectClient client = client().callTimeout(DEADLINE).build();

        PayCollectTransportException e = assertThrows(PayCollectTransportException.class,
                () -> client.bank().createVa(OpenPayloadCaller.request()));

        assertDeadline(e, "POST /v1/bank/create-va", DEADLINE);
        assertEquals(1, server.received().size(), "sent once");
    }

    @Test
    void aBodyThatStallsEndsAtTheDeadlineNotAtTheReadTimeOut() throws IOException {
        // Half a body, then silence: only the call's deadline can end the blocked read, since the read time-out
        // (5 minutes) is beyond this class's 45 s limit. With a read time-out shorter than that limit the test
        // would pass without the deadline too: a read time-out after the deadline is reported as the deadline.
        server = new HostileServer((request, out) -> {
            HostileServer.write(out, "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{\"code\"");
            out.flush();
            HostileServer.hold(out, 300_000);
            return false;
        });
        PayCollectClient client = client().readTimeout(Duration.ofMinutes(5)).callTimeout(DEADLINE).build();

        PayCollectTransportException e = assertThrows(PayCollectTransportException.class, () -> client.bank().getBanks());

        assertDeadline(e, "GET /v1/bank/get-banks", DEADLINE);
    }

    @Test
    void trickledHeadersEndAtTheDeadline() throws IOException {
        server = new HostileServer(trickledHeaders());
        PayCollectClient client = client().callTimeout(DEADLINE).build();

        PayCollectTransportException e = assertThrows(PayCollectTransportException.class, () -> client.bank().getBanks());

        assertDeadline(e, "GET /v1/bank/get-banks", DEADLINE);
    }

    @Test
    void oneCallCanHaveAShorterDeadline() throws IOException {
        server = new HostileServer(trickledBody(TRICKLE_FOR_MILLIS / TRICKLE_MILLIS));
        PayCollectClient client = client().build();

        PayCollectTransportException e = assertThrows(PayCollectTransportException.class,
                () -> client.withCallTimeout(DEADLINE, () -> client.bank().getBanks()));

        assertDeadline(e, "GET /v1/bank/get-banks", DEADLINE);
    }

    @Test
    void oneCallCanHaveALongerDeadline() throws IOException {
        // 30 bytes a tenth of a second apart: about 3 s, longer than the client's deadline of 1 s.
        server = new HostileServer(trickledBody(30));
        PayCollectClient client = client().callTimeout(Duration.ofSeconds(1)).build();

        assertDeadline(assertThrows(PayCollectTransportException.class, () -> client.bank().getBanks()),
                "GET /v1/bank/get-banks", Duration.ofSeconds(1));
        assertEquals("00", client.withCallTimeout(Duration.ofSeconds(40), () -> client.bank().getBanks()).getCode());
        // The override ends with the block: the next call has the client's deadline again.
        assertThrows(PayCollectTransportException.class, () -> client.bank().getBanks());
    }

    @Test
    void anotherTransportChecksTheDeadlineBetweenReadsOfTheBody() throws IOException {
        server = new HostileServer(trickledBody(TRICKLE_FOR_MILLIS / TRICKLE_MILLIS));
        PayCollectClient client = client().callTimeout(DEADLINE).client(new Client.Default(null, null)).build();

        PayCollectTransportException e = assertThrows(PayCollectTransportException.class, () -> client.bank().getBanks());

        assertDeadline(e, "GET /v1/bank/get-banks", DEADLINE);
    }

    @Test
    void aDeadlineThatIsNotPositiveIsRefused() throws IOException {
        assertEquals("callTimeout must be positive", assertThrows(IllegalArgumentException.class,
                () -> PayCollectClient.builder().callTimeout(Duration.ZERO)).getMessage());
        server = new HostileServer(HostileServer.json(200, "{}"));
        PayCollectClient client = client().build();
        assertEquals("callTimeout must be positive", assertThrows(IllegalArgumentException.class,
                () -> client.withCallTimeout(Duration.ofSeconds(-1), () -> null)).getMessage());
    }

    private static void assertDeadline(PayCollectTransportException e, String request, Duration deadline) {
        assertTrue(e.isTimeout(), "a deadline is a time-out");
        assertEquals("deadline passed on " + request + " to " + e.host() + ": the call's " + deadline.toMillis()
                + " ms (callTimeout) ran out before the answer was read; the outcome is unknown and the request"
                + " was not retried", e.getMessage());
        assertFalse(e.wasNeverSent(), "the request was sent");
        assertEquals(PayCollectApiException.NO_STATUS, e.getStatus());
        assertInstanceOf(DeadlinePassed.class, PayCollectTransportException.find(e, DeadlinePassed.class));
    }
}
