package io.paycollect.server;

import static io.paycollect.api.GoldenSignatures.SECRET;
import static io.paycollect.api.GoldenSignatures.TIMESTAMP;
import static io.paycollect.api.GoldenSignatures.VIETNAMESE_BODY;
import static io.paycollect.api.GoldenSignatures.VIETNAMESE_SIGNATURE;
import static org.assertj.core.api.Assertions.assertThat;

import io.paycollect.server.testapp.TestApplication;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
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
 * Peers that send less than they announce, or trickle and stall: the server's connection time-out
 * ({@code server.tomcat.connection-timeout}, 2 s here) ends the read, the peer gets 408 and the request
 * thread is free again, instead of waiting for ever. Tomcat answers the 408 through the application's
 * error page (Spring Boot's JSON, not the envelope). Idle connections hold no request thread, so
 * hundreds of them leave the (here four) threads free for honest callers. {@link Timeout} only stops a hang.
 */
@SpringBootTest(classes = TestApplication.class, webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT, properties = {
        "paycollect.server.clients.golden-client.secret-token=" + SECRET,
        "server.tomcat.connection-timeout=2s",
        "server.tomcat.threads.max=4"})
class SlowPeersTest {

    @LocalServerPort
    int port;

    @Test
    @Timeout(30)
    void aBodyThatStopsShortOfItsContentLengthGetsA408WhenTheReadTimesOut() throws IOException {
        String answer = exchange("POST /v1/generate-viet-qr HTTP/1.1\r\nHost: localhost\r\n"
                + "Content-Type: application/json\r\nContent-Length: 100\r\n\r\n{\"bankName\":", Duration.ofSeconds(20));

        assertThat(answer).startsWith("HTTP/1.1 408");
    }

    @Test
    @Timeout(30)
    void aBodyTrickledThenStalledGetsA408WhenTheReadTimesOut() throws IOException, InterruptedException {
        try (Socket socket = new Socket("localhost", port)) {
            socket.setSoTimeout(20_000);
            OutputStream out = socket.getOutputStream();
            out.write(("POST /v1/generate-viet-qr HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n"
                    + "Content-Length: 50\r\n\r\n").getBytes(StandardCharsets.US_ASCII));
            for (char c : "{\"bank".toCharArray()) {
                out.write(c);
                out.flush();
                Thread.sleep(300);
            }
            long start = System.nanoTime();
            assertThat(read(socket.getInputStream())).startsWith("HTTP/1.1 408");
            assertThat(Duration.ofNanos(System.nanoTime() - start)).isLessThan(Duration.ofSeconds(15));
        }
    }

    @Test
    @Timeout(30)
    void bytesBeyondTheContentLengthAreNotPartOfTheBodyButANextRequestWhichIsRefused() throws IOException {
        byte[] body = VIETNAMESE_BODY.getBytes(StandardCharsets.UTF_8);
        String answers = exchangeAll("POST /v1/generate-viet-qr HTTP/1.1\r\nHost: localhost\r\n"
                + "Content-Type: application/json\r\nx-client-id: golden-client\r\nx-request-timestamp: " + TIMESTAMP
                + "\r\nx-signature: " + VIETNAMESE_SIGNATURE + "\r\nContent-Length: " + body.length + "\r\n\r\n"
                + VIETNAMESE_BODY + "{\"amount\":1}\r\n\r\n", Duration.ofSeconds(20));

        // The signed body, exactly as long as announced, is served; what follows it is read as a next
        // request, which is no HTTP request, and Tomcat refuses it and closes the connection.
        assertThat(answers).startsWith("HTTP/1.1 200");
        assertThat(answers.indexOf("HTTP/1.1 400", 12)).as(answers).isPositive();
    }

    @Test
    @Timeout(60)
    void hundredsOfIdleConnectionsLeaveTheRequestThreadsFreeForAnHonestCaller() throws IOException {
        List<Socket> idle = new ArrayList<>();
        try {
            for (int i = 0; i < 300; i++) {
                idle.add(new Socket("localhost", port)); // connected, never sends a byte
            }
            byte[] body = VIETNAMESE_BODY.getBytes(StandardCharsets.UTF_8);
            String answer = exchange("POST /v1/generate-viet-qr HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n"
                    + "Content-Type: application/json\r\nx-client-id: golden-client\r\nx-request-timestamp: " + TIMESTAMP
                    + "\r\nx-signature: " + VIETNAMESE_SIGNATURE
                    + "\r\nContent-Length: " + body.length + "\r\n\r\n" + VIETNAMESE_BODY, Duration.ofSeconds(20));

            assertThat(answer).startsWith("HTTP/1.1 200");
        } finally {
            for (Socket socket : idle) {
                socket.close();
            }
        }
    }

    private String exchange(String request, Duration patience) throws IOException {
        try (Socket socket = new Socket("localhost", port)) {
            socket.setSoTimeout((int) patience.toMillis());
            socket.getOutputStream().write(request.getBytes(StandardCharsets.UTF_8));
            socket.getOutputStream().flush();
            return read(socket.getInputStream());
        }
    }

    /** Everything the server answers until it closes the connection. */
    private String exchangeAll(String request, Duration patience) throws IOException {
        try (Socket socket = new Socket("localhost", port)) {
            socket.setSoTimeout((int) patience.toMillis());
            socket.getOutputStream().write(request.getBytes(StandardCharsets.UTF_8));
            socket.getOutputStream().flush();
            return new String(socket.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        }
    }

    private static String read(InputStream in) throws IOException {
        byte[] buffer = new byte[4096];
        int n = in.read(buffer);
        return n < 0 ? "" : new String(buffer, 0, n, StandardCharsets.UTF_8);
    }
}
