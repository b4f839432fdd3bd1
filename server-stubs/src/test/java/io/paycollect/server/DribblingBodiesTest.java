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
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;

/**
 * Peers that trickle a body a byte at a time, each byte well inside the connection time-out (20 s
 * here), so that no single read ever times out. A request that cannot be authentic (no signature, an
 * unknown client, a stale timestamp) is refused before a byte of its body is read; one whose headers
 * pass is read for {@code paycollect.server.body-read-timeout} (2 s here) in all, then answered 408. So
 * hundreds of such connections against eight request threads leave honest callers served. Tomcat
 * reads what is left of a refused body before closing the connection, at the peer's pace, unless
 * {@code server.tomcat.max-swallow-size} is exceeded: set to one byte (as docs/security.md advises; Spring Boot ignores 0), it gives up
 * after one read. The assertions count answers; patience is generous (a minute) and {@link Timeout}
 * only stops a hang. Every peer here, honest or not, comes from one address, so its share of the reads is all of them
 * (OnePeerCannotTakeEveryBodyReadTest shows the share).
 */
@SpringBootTest(classes = TestApplication.class, webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT, properties = {
        "paycollect.server.clients.golden-client.secret-token=" + SECRET,
        "paycollect.server.body-read-timeout=2s",
        "paycollect.server.max-concurrent-body-reads-per-address=100",
        "server.tomcat.connection-timeout=20s",
        "server.tomcat.max-swallow-size=1B",
        "server.tomcat.threads.max=8"})
class DribblingBodiesTest {

    private static final Duration PATIENCE = Duration.ofSeconds(60);
    private static final int ANNOUNCED_LENGTH = 100_000;

    @LocalServerPort
    int port;

    /** Headers of a POST whose body will trickle; {@code signed}: headers that pass every check a body is not needed for. */
    private static String headersOnly(boolean signed) {
        String signature = signed
                ? "x-client-id: golden-client\r\nx-request-timestamp: " + TIMESTAMP + "\r\nx-signature: " + "ab".repeat(64) + "\r\n"
                : "";
        return "POST /v1/generate-viet-qr HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n" + signature
                + "Content-Length: " + ANNOUNCED_LENGTH + "\r\n\r\n{";
    }

    private Socket open(String head) throws IOException {
        Socket socket = new Socket("localhost", port);
        socket.setSoTimeout((int) PATIENCE.toMillis());
        socket.getOutputStream().write(head.getBytes(StandardCharsets.US_ASCII));
        socket.getOutputStream().flush();
        return socket;
    }

    /** Writes one more byte of body to each socket every 200 ms, until closed; a refused peer is skipped. */
    private static ScheduledExecutorService dribble(List<Socket> sockets) {
        ScheduledExecutorService dribbler = Executors.newSingleThreadScheduledExecutor();
        dribbler.scheduleWithFixedDelay(() -> {
            for (Socket socket : sockets) {
                try {
                    OutputStream out = socket.getOutputStream();
                    out.write(' ');
                    out.flush();
                } catch (IOException answeredAndClosed) {
                    // the server has answered and closed this one
                }
            }
        }, 200, 200, TimeUnit.MILLISECONDS);
        return dribbler;
    }

    /** The answer up to the end of its envelope, however the server's writes arrive (all there is when it closes first). */
    private static String envelopeAnswer(Socket socket) throws IOException {
        StringBuilder answer = new StringBuilder();
        while (!answer.toString().endsWith("\"data\":null}")) {
            String more = RawHttp.firstBytes(socket.getInputStream());
            if (more.isEmpty()) {
                break;
            }
            answer.append(more);
        }
        return answer.toString();
    }

    @Test
    @Timeout(120)
    void anUnsignedBodyIsRefusedBeforeAByteOfItArrives() throws IOException {
        try (Socket socket = open(headersOnly(false).replace("{", ""))) {
            String answer = envelopeAnswer(socket);

            assertThat(answer).startsWith("HTTP/1.1 401");
            assertThat(answer).contains("x-client-id header is missing");
        }
    }

    @Test
    @Timeout(120)
    void aBodyStillTricklingWhenTheReadTimeIsOverGets408AndItsConnectionClosed() throws IOException {
        try (Socket socket = open(headersOnly(true))) {
            ScheduledExecutorService dribbler = dribble(List.of(socket));
            try {
                String answer = envelopeAnswer(socket);

                // Bytes keep arriving, so no connection time-out ends the read: the bound does (the 408 envelope).
                assertThat(answer).startsWith("HTTP/1.1 408").contains("Connection: close");
            } finally {
                dribbler.shutdownNow();
            }
        }
    }

    @Test
    @Timeout(300)
    void hundredsOfDribblingConnectionsLeaveHonestCallersServed() throws Exception {
        List<Socket> unsigned = new ArrayList<>();
        List<Socket> signed = new ArrayList<>();
        List<Socket> all = new ArrayList<>();
        ScheduledExecutorService dribbler = null;
        try {
            for (int i = 0; i < 250; i++) {
                // Three times as many header-passing dribblers as request threads, the rest unsigned.
                boolean headersPass = i % 10 == 0;
                Socket socket = open(headersOnly(headersPass));
                (headersPass ? signed : unsigned).add(socket);
                all.add(socket);
            }
            dribbler = dribble(all);

            int served = 0;
            for (int i = 0; i < 20; i++) {
                String answer = RawHttp.exchange(port, RawHttp.goldenSignedPost("Connection: close\r\n", ""), PATIENCE);
                if (answer.startsWith("HTTP/1.1 200")) {
                    served++;
                }
            }

            assertThat(served).as("honest requests served among 250 dribbling connections").isEqualTo(20);
            int refusedUnread = 0;
            for (Socket socket : unsigned) {
                if (RawHttp.firstBytes(socket.getInputStream()).startsWith("HTTP/1.1 401")) {
                    refusedUnread++;
                }
            }
            assertThat(refusedUnread).as("unsigned dribblers refused although their bodies never ended").isEqualTo(unsigned.size());
            int cutOff = 0;
            for (Socket socket : signed) {
                if (RawHttp.firstBytes(socket.getInputStream()).startsWith("HTTP/1.1 408")) {
                    cutOff++;
                }
            }
            assertThat(cutOff).as("header-passing dribblers cut off after the read time").isEqualTo(signed.size());
        } finally {
            if (dribbler != null) {
                dribbler.shutdownNow();
            }
            for (Socket socket : all) {
                socket.close();
            }
        }
    }
}
