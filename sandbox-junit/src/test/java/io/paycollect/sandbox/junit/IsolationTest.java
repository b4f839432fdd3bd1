package io.paycollect.sandbox.junit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.paycollect.client.PayCollectClient;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.Collections;
import org.junit.jupiter.api.Test;

/**
 * The sandbox runs apart from the test: nothing of it is on the test's class path, and it runs with the
 * executable jar's own network settings (as {@code java -jar} does), so a request it refuses is not read on.
 */
@PayCollectSandbox
class IsolationTest {

    @Test
    void noClassOrSettingOfTheSandboxIsOnTheTestsClassPath() throws IOException {
        assertThrows(ClassNotFoundException.class, () -> Class.forName("io.paycollect.sandbox.SandboxApplication"));
        assertNull(getClass().getClassLoader().getResource("paycollect-sandbox.properties"));
        assertEquals(1, Collections.list(getClass().getClassLoader().getResources("application.properties")).size(),
                "the test's own application.properties alone");
    }

    @Test
    void theShellsSpringVariablesDoNotReachTheSandbox(PayCollectClient client) {
        // Set for this test JVM by the build: the sandbox would refuse to start with it.
        assertEquals("{\"paycollect.sandbox.max-records-per-table\":0}", System.getenv("SPRING_APPLICATION_JSON"));

        assertEquals("00", client.bank().getBanks().getCode());
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
            assertEquals(-1, in.read(), "closed");
        }
    }
}
