package io.paycollect.sandbox.junit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/**
 * The sandbox runs apart from the test: nothing of it is on the test's class path, and it runs with the
 * executable jar's own network settings (as {@code java -jar} does), so a request it refuses is not read on.
 */
@PayCollectSandbox
class IsolationTest {

    @Test
    void noClassOrSettingOfTheSandboxIsOnTheTestsClassPath() {
        assertThrows(ClassNotFoundException.class, () -> Class.forName("io.paycollect.sandbox.SandboxApplication"));
        assertEquals(null, getClass().getClassLoader().getResource("paycollect-sandbox.properties"));
        assertEquals(null, getClass().getClassLoader().getResource("application.properties"),
                "no application.properties but the shop's own");
    }

    @Test
    void aRefusedRequestsBodyIsNotReadOn(URI baseUrl) throws IOException {
        // An unsigned POST promising a megabyte: refused at once, and the connection closed without waiting for
        // the body (server.tomcat.max-swallow-size=0), where by default Tomcat would go on reading it.
        try (Socket socket = new Socket(baseUrl.getHost(), baseUrl.getPort())) {
            socket.setSoTimeout(15_000);
            OutputStream out = socket.getOutputStream();
            out.write(("POST /v1/generate-viet-qr HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
                    + "Content-Length: 1048576\r\n\r\n{\"bankName\"").getBytes(StandardCharsets.US_ASCII));
            out.flush();
            InputStream in = socket.getInputStream();
            String answer = new String(in.readAllBytes(), StandardCharsets.ISO_8859_1);

            assertTrue(answer.startsWith("HTTP/1.1 401"), answer);
        }
    }
}
