package io.paycollect.server;

import static org.assertj.core.api.Assertions.assertThat;

import io.paycollect.server.testapp.TestApplication;
import java.io.IOException;
import java.io.InputStream;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;

/**
 * {@code body-read-timeout} (2 s here) bounds a body on the socket: a peer that sends headers passing every check
 * a body is not needed for, then one byte of body every 8 s, is answered 408 before it sends its second byte,
 * although a single read may wait two minutes ({@code server.tomcat.connection-timeout=120s}). Checked between
 * reads only, the answer would come when the second byte arrived. The body is read without blocking and the 408
 * envelope answered at the container's async time-out.
 * Outcomes are counted (bytes sent before the answer); the 6 s between the bound and the second byte are the
 * test's margin for a busy machine.
 */
@SpringBootTest(classes = TestApplication.class, webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT, properties = {
        "paycollect.server.clients.golden-client.secret-token=" + io.paycollect.api.GoldenSignatures.SECRET,
        "paycollect.server.body-read-timeout=2s",
        "server.tomcat.connection-timeout=120s",
        "server.tomcat.max-swallow-size=1B"})
class BodyReadDeadlineOnTheSocketTest {

    static final int PEERS = 4;

    @LocalServerPort
    int port;

    @Test
    @Timeout(300)
    void aBodyTricklingAByteEveryEightSecondsIsAnswered408BeforeItsSecondByte() throws Exception {
        String head = RawHttp.headerPassingHead(1000);
        ExecutorService peers = Executors.newFixedThreadPool(PEERS);
        try {
            List<Future<Trickle>> trickles = new ArrayList<>();
            for (int i = 0; i < PEERS; i++) {
                trickles.add(peers.submit(() -> Trickle.run("localhost", port, head, 8_000, 10)));
            }
            List<Trickle> outcomes = new ArrayList<>();
            for (Future<Trickle> trickle : trickles) {
                outcomes.add(trickle.get());
            }

            assertThat(outcomes).as("every peer: 408 after its first byte of body").allSatisfy(outcome -> {
                assertThat(outcome.answer()).startsWith("HTTP/1.1 408").contains("Connection: close");
                assertThat(outcome.bytesSent()).isEqualTo(1);
            });
        } finally {
            peers.shutdownNow();
        }
    }

    /**
     * A peer that sends {@code head}, then one byte of body every {@code intervalMillis}, at most {@code maxBytes},
     * until an answer comes; what it got and how many body bytes it had sent by then.
     */
    record Trickle(String answer, int bytesSent) {

        static Trickle run(String host, int port, String head, int intervalMillis, int maxBytes) throws IOException {
            try (Socket socket = new Socket(host, port)) {
                socket.setSoTimeout(intervalMillis);
                socket.getOutputStream().write(head.getBytes(StandardCharsets.US_ASCII));
                InputStream in = socket.getInputStream();
                for (int sent = 1; sent <= maxBytes; sent++) {
                    try {
                        socket.getOutputStream().write(' ');
                        socket.getOutputStream().flush();
                    } catch (IOException closedByTheServer) {
                        return new Trickle(answer(in), sent - 1);
                    }
                    int first;
                    try {
                        first = in.read();
                    } catch (SocketTimeoutException noAnswerYet) {
                        continue; // send the next byte
                    }
                    return new Trickle(first < 0 ? "closed" : (char) first + answer(in), sent);
                }
                return new Trickle("no answer", maxBytes);
            }
        }

        /** The rest of the answer: up to its last chunk, or as much as came before the connection ended. */
        private static String answer(InputStream in) {
            StringBuilder answer = new StringBuilder();
            try {
                for (int b = in.read(); b >= 0; b = in.read()) {
                    answer.append((char) b);
                    if (answer.indexOf("\r\n0\r\n\r\n") >= 0) {
                        break;
                    }
                }
            } catch (IOException gone) {
                // what came is the answer
            }
            return answer.isEmpty() ? "closed" : answer.toString();
        }
    }
}
