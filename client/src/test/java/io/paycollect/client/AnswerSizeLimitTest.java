package io.paycollect.client;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import feign.Client;
import io.paycollect.api.GoldenSignatures;
import java.io.IOException;
import java.time.Duration;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * No answer is read past {@code maxAnswerSize}, over real sockets: a {@code Content-Length} over the
 * limit is refused before the body is read, a body that grows past it (a huge {@code data} string,
 * a gzip bomb, counted after inflation) stops being read, on the success and the error path, and the
 * exception names the limit and the operation. {@link AnswerSizeLimitSmallHeapTest} runs the same
 * answers against a client with a small heap.
 */
@Timeout(value = 60, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
class AnswerSizeLimitTest {

    private static final long LIMIT = 256 * 1024;

    private HostileServer server;

    @AfterEach
    void close() throws IOException {
        if (server != null) {
            server.close();
        }
    }

    private PayCollectClient client(HostileServer.Answer answer) throws IOException {
        server = new HostileServer(answer);
        return client(server.baseUrl()).maxAnswerSize(LIMIT).build();
    }

    static PayCollectClient.Builder client(String baseUrl) {
        return PayCollectClient.builder()
                .baseUrl(baseUrl)
                .clientId(TestClients.CLIENT_ID)
                .secretToken(GoldenSignatures.SECRET)
                .connectTimeout(Duration.ofSeconds(10))
                .readTimeout(Duration.ofSeconds(20));
    }

    @Test
    void aContentLengthOverTheLimitIsRefusedBeforeTheBodyIsRead() throws IOException {
        PayCollectClient client = client(HostileAnswers.declaredLength(200, HostileAnswers.TWO_GIB));

        AnswerTooLargeException e = assertThrows(AnswerTooLargeException.class, () -> client.bank().getBanks());

        assertEquals(LIMIT, e.limit());
        assertEquals("GET /v1/bank/get-banks to " + e.host() + ": the HTTP 200 answer declares 2147483648 bytes (Content-Length), over the"
                + " client's limit of 262144 bytes (maxAnswerSize); it was not read to the end, so the outcome is"
                + " unknown and the request was not retried", e.getMessage());
        assertEquals(PayCollectApiException.NO_STATUS, e.getStatus());
        assertFalse(e.isTimeout());
        assertEquals(1, server.received().size(), "sent once");
    }

    @Test
    void aBodyThatGrowsPastTheLimitStopsBeingRead() throws IOException {
        PayCollectClient client = client(HostileAnswers.hugeDataString(200, 200L * 1024 * 1024));

        AnswerTooLargeException e = assertThrows(AnswerTooLargeException.class,
                () -> client.bank().createVa(OpenPayloadCaller.request()));

        assertTrue(e.getMessage().startsWith("POST /v1/bank/create-va to " + e.host() + ": the HTTP 200 answer grew past the client's limit"
                + " of 262144 bytes (maxAnswerSize)"), e.getMessage());
        // The client closed the connection: the server could write the limit and what the sockets' buffers
        // hold, nowhere near the 200 MB it had to send.
        assertTrue(server.bytesWritten() < 64L * 1024 * 1024, "written: " + server.bytesWritten());
    }

    @Test
    void aGzipBombIsCountedAfterInflation() throws IOException {
        PayCollectClient client = client(HostileAnswers.gzipBomb(HostileAnswers.TEN_GIB));

        AnswerTooLargeException e = assertThrows(AnswerTooLargeException.class, () -> client.bank().getBanks());

        assertTrue(e.getMessage().contains("grew past the client's limit of 262144 bytes"), e.getMessage());
        // The transport asked for gzip itself, so it inflates: what the limit counts is the inflated body.
        assertEquals("gzip", server.received().get(0).headers().get("Accept-Encoding"));
    }

    @Test
    void aGzipBodySmallerThanTheLimitIsCountedAsItInflates() throws IOException {
        // About a kilobyte on the wire, four times the limit once inflated.
        PayCollectClient client = client(HostileAnswers.gzipBomb(4 * LIMIT));

        AnswerTooLargeException e = assertThrows(AnswerTooLargeException.class, () -> client.bank().getBanks());

        assertTrue(e.getMessage().contains("grew past the client's limit of 262144 bytes"), e.getMessage());
    }

    @Test
    void aConnectionWhoseBodyWasNotReadToItsEndIsClosedNotDrained() throws IOException {
        // Twice the limit, on a connection the server keeps open: drained, it could carry the next call.
        PayCollectClient client = client(HostileAnswers.hugeDataString(200, 2 * LIMIT, true));

        assertThrows(AnswerTooLargeException.class, () -> client.bank().getBanks());
        assertThrows(AnswerTooLargeException.class, () -> client.bank().getBanks());

        assertEquals(2, server.connections(), "a new connection for the second call");
    }

    @Test
    void aConnectionWhoseContentLengthWasRefusedIsClosedNotDrained() throws IOException {
        String head = "{\"code\":\"00\",\"message\":\"ok\",\"data\":\"";
        PayCollectClient client = client(HostileServer.json(200, head + "a".repeat((int) (2 * LIMIT)) + "\"}"));

        assertThrows(AnswerTooLargeException.class, () -> client.bank().getBanks());
        assertThrows(AnswerTooLargeException.class, () -> client.bank().getBanks());

        assertEquals(2, server.connections(), "a new connection for the second call");
    }

    @Test
    void anErrorAnswerIsBoundedToo() throws IOException {
        PayCollectClient client = client(HostileAnswers.hugeDataString(500, 200L * 1024 * 1024));

        AnswerTooLargeException e = assertThrows(AnswerTooLargeException.class, () -> client.bank().getBanks());

        assertTrue(e.getMessage().startsWith("GET /v1/bank/get-banks to " + e.host() + ": the HTTP 500 answer grew past"), e.getMessage());
    }

    @Test
    void anErrorAnswerDeclaringTooMuchIsRefusedBeforeReading() throws IOException {
        PayCollectClient client = client(HostileAnswers.declaredLength(400, HostileAnswers.TWO_GIB));

        AnswerTooLargeException e = assertThrows(AnswerTooLargeException.class, () -> client.bank().getBanks());

        assertTrue(e.getMessage().contains("the HTTP 400 answer declares 2147483648 bytes"), e.getMessage());
    }

    @Test
    void aTransportTheApplicationBringsIsBoundedToo() throws IOException {
        server = new HostileServer(HostileAnswers.hugeDataString(200, 200L * 1024 * 1024));
        PayCollectClient client = client(server.baseUrl()).client(new Client.Default(null, null)).maxAnswerSize(LIMIT).build();

        AnswerTooLargeException e = assertThrows(AnswerTooLargeException.class,
                () -> client.bank().createVa(OpenPayloadCaller.request()));

        assertTrue(e.getMessage().contains("the HTTP 200 answer grew past the client's limit of 262144 bytes"), e.getMessage());
    }

    @Test
    void aTransportTheApplicationBringsHasItsContentLengthRefusedToo() throws IOException {
        server = new HostileServer(HostileAnswers.declaredLength(200, HostileAnswers.TWO_GIB));
        PayCollectClient client = client(server.baseUrl()).client(new Client.Default(null, null)).maxAnswerSize(LIMIT).build();

        AnswerTooLargeException e = assertThrows(AnswerTooLargeException.class, () -> client.bank().getBanks());

        assertTrue(e.getMessage().contains("the HTTP 200 answer declares 2147483648 bytes (Content-Length)"), e.getMessage());
    }

    @Test
    void anAnswerOfExactlyTheLimitIsRead() throws IOException {
        String head = "{\"code\":\"00\",\"message\":\"ok\",\"data\":\"";
        String tail = "\"}";
        String body = head + "a".repeat((int) LIMIT - head.length() - tail.length()) + tail;
        PayCollectClient client = client(HostileServer.json(200, body));

        assertEquals("00", client.bank().createVa(OpenPayloadCaller.request()).getCode());
    }

    @Test
    void oneByteMoreIsNot() throws IOException {
        String head = "{\"code\":\"00\",\"message\":\"ok\",\"data\":\"";
        String tail = "\"}";
        String body = head + "a".repeat((int) LIMIT - head.length() - tail.length() + 1) + tail;
        PayCollectClient client = client(HostileServer.json(200, body));

        assertThrows(AnswerTooLargeException.class, () -> client.bank().createVa(OpenPayloadCaller.request()));
    }

    @Test
    void theDefaultLimitIsFourMebibytes() throws IOException {
        server = new HostileServer(HostileAnswers.declaredLength(200, PayCollectClient.Builder.DEFAULT_MAX_ANSWER_SIZE + 1));
        PayCollectClient client = client(server.baseUrl()).build();

        AnswerTooLargeException e = assertThrows(AnswerTooLargeException.class, () -> client.bank().getBanks());

        assertEquals(4L * 1024 * 1024, e.limit());
    }

    @Test
    void aLimitThatIsNotPositiveIsRefused() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> PayCollectClient.builder().maxAnswerSize(0));
        assertEquals("maxAnswerSize must be positive", e.getMessage());
    }
}
