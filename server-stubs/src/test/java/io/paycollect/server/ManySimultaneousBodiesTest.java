package io.paycollect.server;

import static io.paycollect.api.GoldenSignatures.SECRET;
import static io.paycollect.api.GoldenSignatures.TIMESTAMP;
import static org.assertj.core.api.Assertions.assertThat;

import io.paycollect.api.RequestSigner;
import io.paycollect.server.testapp.TestApplication;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;

/**
 * Bodies read without blocking, many at once, on eight request threads: 64 peers start together, a quarter each
 * sending an honest signed body in one write, one in 40 small pieces, one of 200 KB (larger than any single read;
 * half with a declared length, half chunked), and one trickling a byte a second. Every honest peer gets its own
 * answer (the content it sent, echoed) and every trickling one 408 with its connection closed, well before its
 * body could end: no read is left without a callback, and no trickle holds a thread. Outcomes are counted;
 * {@link Timeout} only stops a hang. All peers share one address, so its share of the reads is all of them here.
 */
@SpringBootTest(classes = TestApplication.class, webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT, properties = {
        "paycollect.server.clients.golden-client.secret-token=" + SECRET,
        "paycollect.server.body-read-timeout=5s",
        "paycollect.server.max-concurrent-body-reads-per-address=100",
        "server.tomcat.connection-timeout=120s",
        "server.tomcat.max-swallow-size=1B",
        "server.tomcat.threads.max=8"})
class ManySimultaneousBodiesTest {

    private static final int PER_KIND = 16;
    private static final int PATIENCE_MILLIS = 120_000;
    private static final RequestSigner SIGNER = RequestSigner.withSecret(SECRET);

    @LocalServerPort
    int port;

    @Test
    @Timeout(300)
    void honestBodiesAreAnsweredAndTricklingOnes408WhenManyAreReadAtOnce() throws Exception {
        int peers = 4 * PER_KIND;
        ExecutorService pool = Executors.newFixedThreadPool(peers);
        CountDownLatch start = new CountDownLatch(1);
        try {
            List<Future<String>> honest = new ArrayList<>();
            List<Future<BodyReadDeadlineOnTheSocketTest.Trickle>> trickles = new ArrayList<>();
            for (int i = 0; i < PER_KIND; i++) {
                String content = "c-" + i;
                honest.add(pool.submit(() -> awaitThen(start, () -> inOneWrite("one-" + content, 0))));
                honest.add(pool.submit(() -> awaitThen(start, () -> inPieces("pieces-" + content))));
                boolean chunked = i % 2 == 0;
                honest.add(pool.submit(() -> awaitThen(start, () -> chunked
                        ? chunked("chunked-" + content) : inOneWrite("large-" + content, 200_000))));
                trickles.add(pool.submit(() -> awaitThen(start, () -> BodyReadDeadlineOnTheSocketTest.Trickle.run(
                        "localhost", port, signedLookingHead(), 1_000, 1_000))));
            }
            start.countDown();

            List<String> answers = new ArrayList<>();
            for (Future<String> answer : honest) {
                answers.add(answer.get());
            }
            List<BodyReadDeadlineOnTheSocketTest.Trickle> trickled = new ArrayList<>();
            for (Future<BodyReadDeadlineOnTheSocketTest.Trickle> trickle : trickles) {
                trickled.add(trickle.get());
            }

            assertThat(answers).as("every honest peer answered with its own content").hasSize(3 * PER_KIND)
                    .allSatisfy(answer -> assertThat(answer).startsWith("HTTP/1.1 200"));
            for (int i = 0; i < PER_KIND; i++) {
                String content = "c-" + i;
                assertThat(answers.get(3 * i)).contains("\"one-" + content + "\"");
                assertThat(answers.get(3 * i + 1)).contains("\"pieces-" + content + "\"");
                assertThat(answers.get(3 * i + 2)).contains((i % 2 == 0 ? "\"chunked-" : "\"large-") + content + "\"");
            }
            assertThat(trickled).as("every trickling peer: 408 long before its 1000 bytes").allSatisfy(outcome -> {
                assertThat(outcome.answer()).startsWith("HTTP/1.1 408").contains("Connection: close");
                assertThat(outcome.bytesSent()).isLessThan(100);
            });
        } finally {
            pool.shutdownNow();
        }
    }

    private static <T> T awaitThen(CountDownLatch start, PeerCall<T> call) throws Exception {
        start.await();
        return call.run();
    }

    @FunctionalInterface
    private interface PeerCall<T> {
        T run() throws Exception;
    }

    private static String signedLookingHead() {
        return "POST /v1/generate-viet-qr HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n"
                + "x-client-id: golden-client\r\nx-request-timestamp: " + TIMESTAMP + "\r\nx-signature: " + "ab".repeat(64)
                + "\r\nContent-Length: 1000\r\n\r\n";
    }

    /** A signed custom-QR body whose content is {@code content}, followed by {@code padding} spaces of JSON whitespace. */
    private static byte[] body(String content, int padding) {
        return ("{\"bankName\":\"MBB\",\"accountNumber\":\"0123456789\",\"content\":\"" + content + "\"" + " ".repeat(padding)
                + "}").getBytes(StandardCharsets.UTF_8);
    }

    private static String head(byte[] body, String lengthHeader) {
        return "POST /v1/generate-viet-qr HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n"
                + "Content-Type: application/json\r\nx-client-id: golden-client\r\nx-request-timestamp: " + TIMESTAMP
                + "\r\nx-signature: " + SIGNER.sign(TIMESTAMP, body) + "\r\n" + lengthHeader + "\r\n\r\n";
    }

    private String inOneWrite(String content, int padding) throws IOException {
        byte[] body = body(content, padding);
        return exchange(socket -> {
            OutputStream out = socket.getOutputStream();
            out.write(head(body, "Content-Length: " + body.length).getBytes(StandardCharsets.US_ASCII));
            out.write(body);
            out.flush();
        });
    }

    private String inPieces(String content) throws IOException {
        byte[] body = body(content, 0);
        return exchange(socket -> {
            socket.setTcpNoDelay(true); // each piece leaves in a segment of its own
            OutputStream out = socket.getOutputStream();
            out.write(head(body, "Content-Length: " + body.length).getBytes(StandardCharsets.US_ASCII));
            out.flush();
            int piece = Math.max(1, body.length / 40);
            for (int from = 0; from < body.length; from += piece) {
                out.write(Arrays.copyOfRange(body, from, Math.min(body.length, from + piece)));
                out.flush();
            }
        });
    }

    private String chunked(String content) throws IOException {
        byte[] body = body(content, 200_000);
        return exchange(socket -> {
            OutputStream out = socket.getOutputStream();
            out.write(head(body, "Transfer-Encoding: chunked").getBytes(StandardCharsets.US_ASCII));
            int chunk = 16_384;
            for (int from = 0; from < body.length; from += chunk) {
                int length = Math.min(chunk, body.length - from);
                out.write((Integer.toHexString(length) + "\r\n").getBytes(StandardCharsets.US_ASCII));
                out.write(body, from, length);
                out.write("\r\n".getBytes(StandardCharsets.US_ASCII));
            }
            out.write("0\r\n\r\n".getBytes(StandardCharsets.US_ASCII));
            out.flush();
        });
    }

    /** Sends with {@code send} and answers all the server wrote until it closed (each request asks it to). */
    private String exchange(Sender send) throws IOException {
        try (Socket socket = new Socket("localhost", port)) {
            socket.setSoTimeout(PATIENCE_MILLIS);
            send.to(socket);
            ByteArrayOutputStream answer = new ByteArrayOutputStream();
            socket.getInputStream().transferTo(answer);
            return answer.toString(StandardCharsets.UTF_8);
        }
    }

    @FunctionalInterface
    private interface Sender {
        void to(Socket socket) throws IOException;
    }
}
