package io.paycollect.server;

import static io.paycollect.api.GoldenSignatures.SECRET;
import static io.paycollect.api.GoldenSignatures.TIMESTAMP;
import static org.assertj.core.api.Assertions.assertThat;

import io.paycollect.server.testapp.TestApplication;
import java.io.IOException;
import java.io.OutputStream;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;

/**
 * Peers that send less than they announce, or trickle and stall, with headers that pass every check a
 * body is not needed for (so the filter reads the body): the server's connection time-out
 * ({@code server.tomcat.connection-timeout}, 2 s here) ends the read, the peer gets 408 and the request
 * connection is free again, instead of waiting for ever; a body that keeps trickling past
 * {@code paycollect.server.body-read-timeout} gets 408 at that bound ({@link DribblingBodiesTest}).
 * {@link Timeout} only stops a hang.
 */
@SpringBootTest(classes = TestApplication.class, webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT, properties = {
        "paycollect.server.clients.golden-client.secret-token=" + SECRET,
        "server.tomcat.connection-timeout=2s"})
class SlowPeersTest {

    /** A known client and a current timestamp: refused only once the body is read and the signature checked. */
    static final String HEADERS_THAT_PASS = "x-client-id: golden-client\r\nx-request-timestamp: " + TIMESTAMP
            + "\r\nx-signature: " + "ab".repeat(64) + "\r\n";

    @LocalServerPort
    int port;

    @Test
    @Timeout(30)
    void aBodyThatStopsShortOfItsContentLengthGetsA408WhenTheReadTimesOut() throws IOException {
        String answer = RawHttp.exchange(port, "POST /v1/generate-viet-qr HTTP/1.1\r\nHost: localhost\r\n"
                + "Content-Type: application/json\r\n" + HEADERS_THAT_PASS + "Content-Length: 100\r\n\r\n{\"bankName\":",
                Duration.ofSeconds(20));

        assertThat(answer).startsWith("HTTP/1.1 408");
    }

    @Test
    @Timeout(30)
    void aBodyTrickledThenStalledGetsA408WhenTheReadTimesOut() throws Exception {
        ScheduledExecutorService trickler = Executors.newSingleThreadScheduledExecutor();
        try (Socket socket = new Socket("localhost", port)) {
            OutputStream out = socket.getOutputStream();
            out.write(("POST /v1/generate-viet-qr HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n"
                    + HEADERS_THAT_PASS + "Content-Length: 50\r\n\r\n").getBytes(StandardCharsets.US_ASCII));
            out.flush();
            // The peer's pace: a byte every 300 ms, each within the 2 s connection time-out, then silence.
            byte[] trickle = "{\"bank".getBytes(StandardCharsets.US_ASCII);
            CompletableFuture<Void> trickled = new CompletableFuture<>();
            for (int i = 0; i < trickle.length; i++) {
                int at = i;
                trickler.schedule(() -> {
                    try {
                        out.write(trickle[at]);
                        out.flush();
                    } catch (IOException e) {
                        trickled.completeExceptionally(e);
                    }
                    if (at == trickle.length - 1) {
                        trickled.complete(null);
                    }
                }, 300L * (i + 1), TimeUnit.MILLISECONDS);
            }
            trickled.get(20, TimeUnit.SECONDS);

            socket.setSoTimeout(15_000); // a bound on the wait, far beyond the connection time-out
            assertThat(RawHttp.firstBytes(socket.getInputStream())).startsWith("HTTP/1.1 408");
        } finally {
            trickler.shutdownNow();
        }
    }

    @Test
    @Timeout(30)
    void bytesBeyondTheContentLengthAreNotPartOfTheBodyButANextRequestWhichIsRefused() throws IOException {
        String answers = RawHttp.exchangeAll(port, RawHttp.goldenSignedPost("", "{\"amount\":1}\r\n\r\n"),
                Duration.ofSeconds(20));

        // The signed body, exactly as long as announced, is served; what follows it is read as a next
        // request, which is no HTTP request, and Tomcat refuses it and closes the connection.
        assertThat(answers).startsWith("HTTP/1.1 200");
        assertThat(answers.indexOf("HTTP/1.1 400", 12)).as(answers).isPositive();
    }
}
