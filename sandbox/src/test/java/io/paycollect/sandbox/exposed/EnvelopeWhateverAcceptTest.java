package io.paycollect.sandbox.exposed;

import static org.assertj.core.api.Assertions.assertThat;

import io.paycollect.sandbox.SandboxApplication;
import java.io.IOException;
import org.junit.jupiter.api.Test;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;

/** A refusal is the JSON envelope whatever {@code Accept} asks for: a browser's {@code text/html} got a 500. */
@SpringBootTest(classes = SandboxApplication.class, webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT)
class EnvelopeWhateverAcceptTest {

    @LocalServerPort
    int port;

    @Test
    void a1001RefusalAskedForAsHtmlIsStillTheEnvelope() throws IOException {
        String answer = RawSocket.exchange(port, "POST /sandbox/dynamic-qr/NO-SUCH-BILL/pay HTTP/1.1\r\nHost: localhost:"
                + port + "\r\nAccept: text/html\r\nContent-Length: 0\r\nConnection: close\r\n\r\n");

        assertThat(answer).startsWith("HTTP/1.1 200").contains("application/json").contains("\"code\":\"1001\"");
    }
}
