package io.paycollect.sandbox.exposed;

import static org.assertj.core.api.Assertions.assertThat;

import io.paycollect.sandbox.SandboxApplication;
import io.paycollect.sandbox.SignedCalls;
import java.io.IOException;
import java.net.Socket;
import java.net.http.HttpResponse;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;

/**
 * The sandbox with its own network settings (Tomcat's 200 threads, a 20 s connection time-out): 250 peers send a
 * form head to the contract page (413) and 300 an unsigned head to a signed path (401), each announcing a body and
 * then sending nothing more. Once each has its answer, the median of 20 honest signed calls is under 100 ms, and
 * every refused connection is found closed: no request thread waits for the rest of a refused body. Without the
 * starter's valve Tomcat waits on each connection for more of the body (until the connection time-out), on a
 * request thread, and the honest calls wait behind them.
 */
@SpringBootTest(classes = SandboxApplication.class, webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT)
class RefusedPeersHoldNoThreadTest {

    @LocalServerPort
    int port;

    @Test
    @Timeout(120)
    void peersSilentAfterARefusalLeaveHonestCallsAnsweredAtOnce() throws Exception {
        String formHead = "PUT /contract.html HTTP/1.1\r\nHost: localhost:" + port
                + "\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 100000\r\n\r\na";
        String unsignedHead = "POST /v1/generate-viet-qr HTTP/1.1\r\nHost: localhost:" + port
                + "\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{";
        List<Socket> silent = new ArrayList<>();
        try {
            for (int i = 0; i < 550; i++) {
                silent.add(RawSocket.open(port, i < 250 ? formHead : unsignedHead));
            }
            for (int i = 0; i < silent.size(); i++) {
                // Half the connection time-out: more peers than threads are answered only if the threads are free.
                silent.get(i).setSoTimeout(10_000);
                assertThat(RawSocket.readEnvelope(silent.get(i))).as("peer %d", i)
                        .startsWith(i < 250 ? "HTTP/1.1 413" : "HTTP/1.1 401");
            }

            SignedCalls calls = new SignedCalls(port);
            long[] millis = new long[20];
            for (int i = 0; i < millis.length; i++) {
                long start = System.nanoTime();
                HttpResponse<String> answer = calls.sendBodiless("GET", "/v1/bank/get-banks");
                millis[i] = (System.nanoTime() - start) / 1_000_000;
                assertThat(answer.statusCode()).isEqualTo(200);
            }
            Arrays.sort(millis);
            assertThat(millis[millis.length / 2]).as("median ms of an honest call after 550 refused silent peers")
                    .isLessThan(100);
            for (Socket socket : silent) {
                assertThat(RawSocket.readToClose(socket)).as("what follows the answer").isEmpty();
            }
        } finally {
            for (Socket socket : silent) {
                socket.close();
            }
        }
    }
}
