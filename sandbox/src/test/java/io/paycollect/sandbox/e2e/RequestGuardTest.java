package io.paycollect.sandbox.e2e;

import static org.assertj.core.api.Assertions.assertThat;

import io.paycollect.sandbox.SandboxApplication;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.boot.test.context.SpringBootTest;

/**
 * Browsers of other sites are kept out, over real HTTP: a DNS-rebinding page (its own name in {@code Host}), a
 * cross-site form POST to a control endpoint, a cross-site fetch; while curl, the client and the sandbox's own
 * contract page still get through.
 */
@SpringBootTest(classes = SandboxApplication.class, webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT)
class RequestGuardTest {

    @Value("${local.server.port}")
    int port;

    @Test
    void aRequestNamingAnotherHostIsRefusedOnEveryPath() throws IOException {
        for (String path : new String[] {"/sandbox/notifications/deliveries", "/contract.html", "/v1/bank/get-banks"}) {
            String answer = exchange("GET " + path + " HTTP/1.1\r\nHost: rebind.attacker.example:" + port
                    + "\r\nConnection: close\r\n\r\n");
            assertThat(answer).as(path).startsWith("HTTP/1.1 403")
                    .contains("paycollect.sandbox.network.allowed-hosts").contains("rebind.attacker.example");
        }
        assertThat(exchange("GET /sandbox/notifications/deliveries HTTP/1.1\r\nHost: 127.0.0.1:" + port
                + "\r\nConnection: close\r\n\r\n")).startsWith("HTTP/1.1 200");
    }

    @Test
    void aCrossSiteFormPostToAControlEndpointIsRefusedAndChangesNothing() throws IOException {
        String form = "POST /sandbox/notifications/drop-next?count=5 HTTP/1.1\r\nHost: localhost:" + port
                + "\r\nOrigin: https://attacker.example\r\nContent-Type: application/x-www-form-urlencoded\r\n"
                + "Content-Length: 3\r\nConnection: close\r\n\r\na=b";
        assertThat(exchange(form)).startsWith("HTTP/1.1 403").contains("another site");

        String formWithoutOrigin = "POST /sandbox/notifications/drop-next?count=5 HTTP/1.1\r\nHost: localhost:" + port
                + "\r\nContent-Type: text/plain\r\nContent-Length: 3\r\nConnection: close\r\n\r\na=b";
        assertThat(exchange(formWithoutOrigin)).startsWith("HTTP/1.1 403").contains("take no text/plain body");

        String crossSiteFetch = "POST /sandbox/notifications/drop-next?count=5 HTTP/1.1\r\nHost: localhost:" + port
                + "\r\nSec-Fetch-Site: cross-site\r\nContent-Length: 0\r\nConnection: close\r\n\r\n";
        assertThat(exchange(crossSiteFetch)).startsWith("HTTP/1.1 403");

        // curl, or the sandbox's own page: nothing is dropped by the refused requests above.
        assertThat(exchange("POST /sandbox/notifications/drop-next?count=0 HTTP/1.1\r\nHost: localhost:" + port
                + "\r\nOrigin: http://localhost:" + port + "\r\nContent-Length: 0\r\nConnection: close\r\n\r\n"))
                .startsWith("HTTP/1.1 200").contains("\"dropNext\":0");
    }

    @Test
    void aControlCallSpeltWithAPathParameterOrAnEscapeIsInTheControlAreaAllTheSame() throws IOException {
        for (String path : new String[] {"/sandbox;x/notifications/drop-next?count=0", "/%73andbox/notifications/drop-next?count=0",
            "/sandbox/./notifications/drop-next?count=0"}) {
            assertThat(exchange("POST " + path + " HTTP/1.1\r\nHost: localhost:" + port
                    + "\r\nContent-Type: text/plain\r\nConnection: close\r\n\r\n")).as(path)
                    .startsWith("HTTP/1.1 403").contains("take no text/plain body");
        }
    }

    @Test
    void aPageOrHostOnAnotherPortOfThisMachineIsAnotherSite() throws IOException {
        int otherPort = port == 65535 ? port - 1 : port + 1;
        assertThat(exchange("GET /sandbox/notifications/deliveries HTTP/1.1\r\nHost: localhost:" + port
                + "\r\nOrigin: http://localhost:" + otherPort + "\r\nConnection: close\r\n\r\n"))
                .startsWith("HTTP/1.1 403").contains("another site");
        assertThat(exchange("GET /sandbox/notifications/deliveries HTTP/1.1\r\nHost: localhost:" + otherPort
                + "\r\nConnection: close\r\n\r\n")).startsWith("HTTP/1.1 403");
        assertThat(exchange("GET /sandbox/notifications/deliveries HTTP/1.1\r\nHost: localhost:" + port
                + "\r\nOrigin: http://localhost:" + port + "\r\nConnection: close\r\n\r\n")).startsWith("HTTP/1.1 200");
    }

    @Test
    void everyAnswerTellsBrowsersNotToGuessItsType() throws IOException {
        assertThat(exchange("GET /contract.html HTTP/1.1\r\nHost: localhost:" + port + "\r\nConnection: close\r\n\r\n"))
                .startsWith("HTTP/1.1 200").containsIgnoringCase("X-Content-Type-Options: nosniff");
        assertThat(exchange("GET /contract.html HTTP/1.1\r\nHost: elsewhere.example\r\nConnection: close\r\n\r\n"))
                .startsWith("HTTP/1.1 403").containsIgnoringCase("X-Content-Type-Options: nosniff");
    }

    private String exchange(String request) throws IOException {
        try (Socket socket = new Socket(InetAddress.getLoopbackAddress(), port)) {
            socket.setSoTimeout(30_000);
            OutputStream out = socket.getOutputStream();
            out.write(request.getBytes(StandardCharsets.ISO_8859_1));
            out.flush();
            InputStream in = socket.getInputStream();
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }
}
