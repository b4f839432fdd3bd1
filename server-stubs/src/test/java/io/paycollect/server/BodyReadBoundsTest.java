package io.paycollect.server;

import static io.paycollect.api.GoldenSignatures.TIMESTAMP;
import static org.assertj.core.api.Assertions.assertThat;

import io.paycollect.server.testapp.TestApplication;
import java.io.IOException;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;

/**
 * At most {@code max-concurrent-body-reads} (4 here) bodies are read at once, one more being answered 503 at once,
 * before its body is read. The peers here send headers that pass every check a body is not needed for (no secret
 * is needed for that), one byte of body, then nothing: the four being read get 408 at {@code body-read-timeout} (2 s), on the
 * socket, and a peer that finds the four slots taken gets 503 (how many do
 * depends on when each is given a thread; without the bound, none). The assertions count answers; patience is a
 * minute.
 */
@SpringBootTest(classes = TestApplication.class, webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT, properties = {
        "paycollect.server.clients.golden-client.secret-token=" + io.paycollect.api.GoldenSignatures.SECRET,
        "paycollect.server.body-read-timeout=2s",
        "paycollect.server.max-concurrent-body-reads=4",
        "server.tomcat.connection-timeout=20s",
        "server.tomcat.max-swallow-size=1B",
        "server.tomcat.threads.max=8"})
class BodyReadBoundsTest {

    private static final Duration PATIENCE = Duration.ofSeconds(60);

    @LocalServerPort
    int port;

    private Socket stalled() throws IOException {
        Socket socket = new Socket("localhost", port);
        socket.setSoTimeout((int) PATIENCE.toMillis());
        String head = "POST /v1/generate-viet-qr HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n"
                + "x-client-id: golden-client\r\nx-request-timestamp: " + TIMESTAMP + "\r\nx-signature: " + "ab".repeat(64)
                + "\r\nContent-Length: 1000\r\n\r\n{";
        socket.getOutputStream().write(head.getBytes(StandardCharsets.US_ASCII));
        socket.getOutputStream().flush();
        return socket;
    }

    private static String status(Socket socket) {
        try {
            String first = RawHttp.firstBytes(socket.getInputStream());
            return first.length() >= 12 ? first.substring(9, 12) : "closed";
        } catch (IOException noAnswerInPatience) {
            return "none";
        }
    }

    @Test
    @Timeout(300)
    void beyondTheConcurrentBodyReadsA503IsAnsweredAtOnceAndHonestCallersAreServedOnceTheBoundIsOver()
            throws IOException {
        List<Socket> sockets = new ArrayList<>();
        try {
            for (int i = 0; i < 12; i++) {
                sockets.add(stalled());
            }
            List<String> statuses = new ArrayList<>();
            for (Socket socket : sockets) {
                statuses.add(status(socket));
            }

            assertThat(statuses).as("answers to 12 stalled bodies with 4 read at once")
                    .containsOnly("503", "408").filteredOn("503"::equals).isNotEmpty();
            assertThat(RawHttp.exchange(port, RawHttp.goldenSignedPost("Connection: close\r\n", ""), PATIENCE))
                    .startsWith("HTTP/1.1 200");
        } finally {
            for (Socket socket : sockets) {
                socket.close();
            }
        }
    }
}
