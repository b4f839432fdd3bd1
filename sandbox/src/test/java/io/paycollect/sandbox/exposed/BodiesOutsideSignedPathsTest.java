package io.paycollect.sandbox.exposed;

import static org.assertj.core.api.Assertions.assertThat;

import io.paycollect.sandbox.SandboxApplication;
import java.io.IOException;
import java.io.OutputStream;
import java.net.Socket;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;

/**
 * Only the signed paths take a body. Anywhere else (the contract page, the control endpoints however their path
 * is spelt) a request announcing one is answered 413 before its body is read, and the connection is closed: an
 * unauthenticated peer can neither trickle a form body nor make the sandbox hold a large one. Each test sends a
 * small part of what it announces and never the rest.
 */
@SpringBootTest(classes = SandboxApplication.class, webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT,
        properties = "server.tomcat.connection-timeout=120s")
class BodiesOutsideSignedPathsTest {

    @LocalServerPort
    int port;

    @Test
    @Timeout(180)
    void aFormPutToTheContractPageIsRefusedBeforeItsBodyIsRead() throws IOException {
        String head = "PUT /contract.html HTTP/1.1\r\nHost: localhost:" + port
                + "\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 100000\r\n\r\na=b&";
        try (Socket socket = RawSocket.open(port, head)) {
            String answer = RawSocket.readToClose(socket);

            assertThat(answer).startsWith("HTTP/1.1 413").contains("\"code\":\"413\"").contains("takes no request body")
                    .doesNotContain("[still open]");
        }
    }

    @Test
    @Timeout(180)
    void aHugeBodyIsRefusedWithoutBeingHeld() throws IOException {
        String head = "PUT /sandbox/reset HTTP/1.1\r\nHost: localhost:" + port
                + "\r\nContent-Type: application/octet-stream\r\nContent-Length: 300000000\r\n\r\n";
        try (Socket socket = RawSocket.open(port, head)) {
            OutputStream out = socket.getOutputStream();
            out.write(new byte[64 * 1024]);
            out.flush();

            assertThat(RawSocket.readToClose(socket)).startsWith("HTTP/1.1 413").doesNotContain("[still open]");
        }
    }

    @Test
    @Timeout(180)
    void aChunkedBodyToAControlEndpointSpeltWithAPathParameterOrAnEscapeIsRefused() throws IOException {
        for (String path : new String[] {"/sandbox;x/notifications/drop-next?count=0", "/%73andbox/notifications/drop-next?count=0"}) {
            String head = "POST " + path + " HTTP/1.1\r\nHost: localhost:" + port
                    + "\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n4\r\n{\"a\"\r\n";
            try (Socket socket = RawSocket.open(port, head)) {
                assertThat(RawSocket.readToClose(socket)).as(path).startsWith("HTTP/1.1 413").doesNotContain("[still open]");
            }
        }
    }

    @Test
    void aControlCallWithoutABodyStillWorks() throws IOException {
        assertThat(RawSocket.exchange(port, "POST /sandbox/notifications/drop-next?count=0 HTTP/1.1\r\nHost: localhost:"
                + port + "\r\nContent-Length: 0\r\nConnection: close\r\n\r\n")).startsWith("HTTP/1.1 200");
    }
}
