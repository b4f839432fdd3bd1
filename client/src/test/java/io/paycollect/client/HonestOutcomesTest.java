package io.paycollect.client;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * Once a request is sent, an answer the client could not read whole is an unknown outcome
 * ({@link PayCollectTransportException}), never an answer of the service: a body cut or stalled in
 * the middle, or bytes that are not text in a code-00 answer. Only a complete answer is reported as
 * the service's ({@link PayCollectApiException} with its HTTP status, or the envelope returned).
 */
@Timeout(value = 60, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
class HonestOutcomesTest {

    private HostileServer server;

    @AfterEach
    void close() throws IOException {
        if (server != null) {
            server.close();
        }
    }

    /** Headers promising {@code promised} bytes, then {@code sent} of them, then the connection closed. */
    private static HostileServer.Answer cut(int status, int promised, String sent) {
        return (request, out) -> {
            HostileServer.write(out, "HTTP/1.1 " + status + " X\r\nContent-Type: application/json\r\nContent-Length: "
                    + promised + "\r\n\r\n" + sent);
            out.flush();
            return false;
        };
    }

    private PayCollectClient client(HostileServer.Answer answer, List<CallOutcome> outcomes) throws IOException {
        server = new HostileServer(answer);
        return AnswerSizeLimitTest.client(server.baseUrl())
                .readTimeout(Duration.ofSeconds(1))
                .callObserver((operation, headers) -> outcomes::add)
                .build();
    }

    @Test
    void a2xxBodyCutInTheMiddleIsAnUnknownOutcome() throws IOException {
        List<CallOutcome> outcomes = new ArrayList<>();
        PayCollectClient client = client(cut(200, 1000, "{\"code\":\"00\",\"message\":\"Succ"), outcomes);

        PayCollectTransportException e = assertThrows(PayCollectTransportException.class,
                () -> client.bank().createVa(OpenPayloadCaller.request()));

        assertFalse(e.isTimeout());
        assertEquals(PayCollectApiException.NO_STATUS, e.getStatus());
        assertTrue(e.getMessage().startsWith("network failure on POST /v1/bank/create-va to " + e.host() + ": the body was not read to its end"),
                e.getMessage());
        assertTrue(e.getMessage().endsWith("(no complete answer; the outcome is unknown and the request was not retried)"),
                e.getMessage());
        assertEquals(List.of(new CallOutcome(CallOutcome.Kind.TRANSPORT_FAILURE, null, 0)), outcomes);
        assertEquals(1, server.received().size(), "sent once");
    }

    @Test
    void a2xxBodyThatStallsInTheMiddleIsAnUnknownOutcomeAndATimeOut() throws IOException {
        // The body stops after its first bytes and the server holds the connection open: the read time-out ends it.
        PayCollectClient client = client((request, out) -> {
            HostileServer.write(out, "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{\"code\":");
            out.flush();
            HostileServer.hold(out, 30_000);
            return false;
        }, new ArrayList<>());

        PayCollectTransportException e = assertThrows(PayCollectTransportException.class, () -> client.bank().getBanks());

        assertTrue(e.isTimeout());
        assertTrue(e.getMessage().startsWith("time-out on GET /v1/bank/get-banks to " + e.host() + ": the body was not read to its end"),
                e.getMessage());
    }

    @Test
    void bytesThatAreNotUtf8InACode00AnswerAreAnUnknownOutcome() throws IOException {
        byte[] head = "{\"code\":\"00\",\"message\":\"Success\",\"data\":{\"vaNumber\":\"".getBytes(StandardCharsets.UTF_8);
        byte[] tail = "\"}}".getBytes(StandardCharsets.UTF_8);
        PayCollectClient client = client((request, out) -> {
            HostileServer.write(out, "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: "
                    + (head.length + 2 + tail.length) + "\r\n\r\n");
            out.write(head);
            out.write(new byte[] {(byte) 0xC3, (byte) 0x28}); // a lead byte followed by no continuation byte
            out.write(tail);
            return true;
        }, new ArrayList<>());

        PayCollectTransportException e = assertThrows(PayCollectTransportException.class,
                () -> client.bank().createVa(OpenPayloadCaller.request()));

        assertTrue(e.getMessage().contains("the answer's bytes are not valid UTF-8"), e.getMessage());
        assertFalse(e.isTimeout());
    }

    @Test
    void anErrorAnswerCutInTheMiddleIsAnUnknownOutcomeToo() throws IOException {
        PayCollectClient client = client(cut(500, 1000, "{\"code\":\"99\",\"mess"), new ArrayList<>());

        PayCollectTransportException e = assertThrows(PayCollectTransportException.class, () -> client.bank().getBanks());

        assertEquals(PayCollectApiException.NO_STATUS, e.getStatus());
    }

    @Test
    void aCompleteAnswerThatIsNotAnEnvelopeIsStillTheServicesAnswer() throws IOException {
        PayCollectClient client = client(HostileServer.json(200, "[1, 2]"), new ArrayList<>());

        PayCollectApiException e = assertThrows(PayCollectApiException.class, () -> client.bank().getBanks());

        assertFalse(e instanceof PayCollectTransportException);
        assertEquals(200, e.getStatus());
    }

    @Test
    void aCompleteErrorAnswerIsTheServicesRefusal() throws IOException {
        PayCollectClient client = client(HostileServer.json(400, "{\"code\":\"01\",\"message\":\"bad\"}"), new ArrayList<>());

        PayCollectApiException e = assertThrows(PayCollectApiException.class, () -> client.bank().getBanks());

        assertFalse(e instanceof PayCollectTransportException);
        assertEquals(400, e.getStatus());
        assertEquals("01", e.getCode());
    }
}
