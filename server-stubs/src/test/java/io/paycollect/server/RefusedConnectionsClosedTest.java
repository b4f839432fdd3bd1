package io.paycollect.server;

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
 * A provider built on the starter with Tomcat's defaults (200 threads, 2 MB swallowed after an answer, a minute's
 * connection time-out): 250 peers each send an unsigned request head announcing a body, get their 401, and then send
 * nothing. Each connection is closed right after its answer (the starter's valve), so no request thread waits for
 * the rest of a refused body, and an honest signed caller is served at once: the median of 20 honest calls is
 * under 100 ms. Without the valve, Tomcat reads each refused body on a request thread until the peer's connection
 * times out, and the honest calls wait behind them.
 */
@SpringBootTest(classes = TestApplication.class, webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT, properties = {
        "paycollect.server.clients.golden-client.secret-token=" + io.paycollect.api.GoldenSignatures.SECRET})
class RefusedConnectionsClosedTest {

    static final int SILENT_PEERS = 250;

    @LocalServerPort
    int port;

    /** The answer up to the end of its error envelope, without waiting for the connection to close. */
    private static String envelope(Socket socket) throws IOException {
        StringBuilder answer = new StringBuilder();
        byte[] buffer = new byte[8192];
        for (int n; !answer.toString().endsWith("\"data\":null}") && (n = socket.getInputStream().read(buffer)) >= 0; ) {
            answer.append(new String(buffer, 0, n, StandardCharsets.UTF_8));
        }
        return answer.toString();
    }

    @Test
    @Timeout(120)
    void silentPeersAfterARefusalHoldNoThreadAndHonestCallsAreServedAtOnce() throws IOException {
        String refusedHead = "POST /v1/generate-viet-qr HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n"
                + "Content-Length: 100000\r\n\r\n{";
        List<Socket> silent = new ArrayList<>();
        try {
            for (int i = 0; i < SILENT_PEERS; i++) {
                Socket socket = new Socket("localhost", port);
                silent.add(socket);
                socket.setSoTimeout(30_000);
                socket.getOutputStream().write(refusedHead.getBytes(StandardCharsets.US_ASCII));
                socket.getOutputStream().flush();
            }
            for (Socket socket : silent) {
                assertThat(envelope(socket)).startsWith("HTTP/1.1 401");
            }

            assertThat(HonestCalls.medianMillis(20, () -> RawHttp.exchange(port,
                    RawHttp.goldenSignedPost("Connection: close\r\n", ""), Duration.ofSeconds(10))))
                    .as("median ms of an honest call after %d silent peers were refused", SILENT_PEERS)
                    .isLessThan(100);
            for (Socket socket : silent) {
                assertThat(socket.getInputStream().read()).as("the connection closed after the answer").isEqualTo(-1);
            }
        } finally {
            for (Socket socket : silent) {
                socket.close();
            }
        }
    }
}
