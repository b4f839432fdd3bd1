package io.paycollect.client;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.paycollect.api.GoldenSignatures;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.UnknownHostException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * A call without a complete answer tells whether the request ever left ({@code wasNeverSent()}: safe
 * to send again) or whether the service may have acted on it (reconcile first), and names the host
 * it called. The client's tests resolve names from a hosts file alone, so the hosted environment's
 * name does not resolve here, as on a machine without a route to it.
 */
@Timeout(value = 60, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
class NeverSentOrUnknownTest {

    @Test
    void aHostWhoseNameDoesNotResolveWasNeverSent() {
        List<CallOutcome> outcomes = new ArrayList<>();
        PayCollectClient client = PayCollectClient.builder()
                .environment(PayCollectEnvironment.UAT)
                .clientId(TestClients.CLIENT_ID)
                .secretToken(GoldenSignatures.SECRET)
                .callObserver((operation, headers) -> outcomes::add)
                .build();

        PayCollectTransportException e = assertThrows(PayCollectTransportException.class,
                () -> client.bank().createVa(OpenPayloadCaller.request()));

        assertTrue(e.wasNeverSent(), e.getMessage());
        assertEquals("uat-open-api.tingee.vn", e.host());
        assertTrue(e.getMessage().startsWith("not sent: POST /v1/bank/create-va to uat-open-api.tingee.vn failed before"
                + " the request left the client (UnknownHostException: "), e.getMessage());
        assertTrue(e.getMessage().endsWith("); nothing reached the service, so sending it again is safe"), e.getMessage());
        assertTrue(e.getCause() instanceof UnknownHostException, String.valueOf(e.getCause()));
        assertEquals(List.of(new CallOutcome(CallOutcome.Kind.TRANSPORT_FAILURE, null, 0)), outcomes);
    }

    @Test
    void aRefusedConnectionWasNeverSent() throws IOException {
        int closedPort;
        try (ServerSocket taken = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            closedPort = taken.getLocalPort();
        }
        PayCollectClient client = AnswerSizeLimitTest.client("http://127.0.0.1:" + closedPort).build();

        PayCollectTransportException e = assertThrows(PayCollectTransportException.class,
                () -> client.bank().createVa(OpenPayloadCaller.request()));

        assertTrue(e.wasNeverSent(), e.getMessage());
        assertFalse(e.isTimeout());
        assertEquals("127.0.0.1:" + closedPort, e.host());
        assertTrue(e.getMessage().startsWith("not sent: POST /v1/bank/create-va to 127.0.0.1:" + closedPort
                + " failed before the request left the client (ConnectException: "), e.getMessage());
    }

    @Test
    void aRefusedTlsHandshakeWasNeverSent() throws IOException {
        // Plain HTTP where the client expects TLS: the handshake fails before any byte of the request.
        try (ServerSocket plain = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            Thread answering = new Thread(() -> {
                try (Socket socket = plain.accept(); OutputStream out = socket.getOutputStream()) {
                    out.write("HTTP/1.1 400 Bad Request\r\nContent-Length: 0\r\n\r\n".getBytes(StandardCharsets.US_ASCII));
                } catch (IOException closed) {
                    // the test is over
                }
            });
            answering.start();
            PayCollectClient client = AnswerSizeLimitTest.client("https://127.0.0.1:" + plain.getLocalPort()).build();

            PayCollectTransportException e = assertThrows(PayCollectTransportException.class,
                    () -> client.bank().createVa(OpenPayloadCaller.request()));

            assertTrue(e.wasNeverSent(), e.getMessage());
            assertTrue(e.getMessage().startsWith("not sent: POST /v1/bank/create-va to 127.0.0.1:" + plain.getLocalPort()),
                    e.getMessage());
        }
    }

    @Test
    void aConnectionCutAfterTheRequestArrivedIsAnUnknownOutcome() throws IOException {
        try (HostileServer server = new HostileServer((request, out) -> false)) {
            PayCollectClient client = AnswerSizeLimitTest.client(server.baseUrl()).build();

            PayCollectTransportException e = assertThrows(PayCollectTransportException.class,
                    () -> client.bank().createVa(OpenPayloadCaller.request()));

            assertFalse(e.wasNeverSent(), e.getMessage());
            assertEquals(1, server.received().size(), "the service got the request");
            String host = server.baseUrl().substring("http://".length());
            assertEquals(host, e.host());
            assertTrue(e.getMessage().startsWith("network failure on POST /v1/bank/create-va to " + host + ": "),
                    e.getMessage());
            assertTrue(e.getMessage().endsWith("(no complete answer; the outcome is unknown and the request was not retried)"),
                    e.getMessage());
        }
    }
}
