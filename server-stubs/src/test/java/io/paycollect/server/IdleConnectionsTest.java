package io.paycollect.server;

import static io.paycollect.api.GoldenSignatures.SECRET;
import static org.assertj.core.api.Assertions.assertThat;

import io.paycollect.server.testapp.TestApplication;
import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;

/**
 * Idle connections hold no request thread: with four threads and a connection time-out of a minute,
 * 300 connections that never send a byte leave an honest caller served at once. A server that gave each
 * connection a thread would keep the caller waiting until idle ones were dropped, a minute later, far
 * past the caller's 20 s patience. {@link Timeout} only stops a hang.
 */
@SpringBootTest(classes = TestApplication.class, webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT, properties = {
        "paycollect.server.clients.golden-client.secret-token=" + SECRET,
        "server.tomcat.connection-timeout=60s",
        "server.tomcat.threads.max=4"})
class IdleConnectionsTest {

    @LocalServerPort
    int port;

    @Test
    @Timeout(60)
    void hundredsOfIdleConnectionsLeaveTheRequestThreadsFreeForAnHonestCaller() throws IOException {
        List<Socket> idle = new ArrayList<>();
        try {
            for (int i = 0; i < 300; i++) {
                Socket socket = new Socket();
                idle.add(socket);
                // connected, never sends a byte; a server that stops accepting fails here instead of hanging
                socket.connect(new InetSocketAddress("localhost", port), 5_000);
            }

            String answer = RawHttp.exchange(port, RawHttp.goldenSignedPost("Connection: close\r\n", ""), Duration.ofSeconds(20));

            assertThat(answer).startsWith("HTTP/1.1 200");
        } finally {
            for (Socket socket : idle) {
                socket.close();
            }
        }
    }
}
