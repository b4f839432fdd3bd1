package io.paycollect.sandbox.junit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.paycollect.api.RequestTimestamp;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * The sandbox as this module starts it (its executable jar, in a JVM of its own, as {@code java -jar} runs it) bounds
 * a request body on the socket: with {@code body-read-timeout=2s} and a two-minute connection time-out, a peer that
 * sends headers passing every check a body is not needed for (the demo client id and the current time, no secret),
 * then one byte of body every 8 s, gets the 408 envelope before its second byte. Checked between reads only, it
 * would come after the second byte. Counted in bytes sent, with 6 s of margin for a busy machine.
 */
class BodyReadDeadlineTest {

    private static final int INTERVAL_MILLIS = 8_000;

    @Test
    @Timeout(300)
    void aBodyTricklingAByteEveryEightSecondsGetsThe408EnvelopeBeforeItsSecondByte() throws IOException {
        try (RunningSandbox sandbox = RunningSandbox.start("paycollect.server.body-read-timeout=2s",
                "server.tomcat.connection-timeout=120s");
                Socket socket = new Socket(InetAddress.getLoopbackAddress(), sandbox.baseUrl().getPort())) {
            socket.setSoTimeout(INTERVAL_MILLIS);
            OutputStream out = socket.getOutputStream();
            out.write(("POST /v1/generate-viet-qr HTTP/1.1\r\nHost: 127.0.0.1:" + sandbox.baseUrl().getPort()
                    + "\r\nContent-Type: application/json\r\nx-client-id: " + sandbox.credentials().clientId()
                    + "\r\nx-request-timestamp: " + RequestTimestamp.now(Clock.systemUTC()) + "\r\nx-signature: "
                    + "ab".repeat(64) + "\r\nContent-Length: 1000\r\n\r\n").getBytes(StandardCharsets.US_ASCII));
            InputStream in = socket.getInputStream();
            int sent = 0;
            String answer = null;
            while (answer == null && sent < 10) {
                out.write('{');
                out.flush();
                sent++;
                try {
                    answer = new String(in.readNBytes(1), StandardCharsets.US_ASCII) + envelope(in);
                } catch (SocketTimeoutException noAnswerYet) {
                    // the next byte
                }
            }

            assertEquals(1, sent, "body bytes sent before the answer: " + answer);
            assertTrue(answer.startsWith("HTTP/1.1 408"), answer);
            assertTrue(answer.contains("{\"code\":\"408\""), answer);
        }
    }

    /** The rest of the answer, up to the end of its envelope or of what came in time. */
    private static String envelope(InputStream in) throws IOException {
        StringBuilder answer = new StringBuilder();
        try {
            while (!answer.toString().endsWith("\"data\":null}")) {
                int b = in.read();
                if (b < 0) {
                    break;
                }
                answer.append((char) b);
            }
        } catch (SocketTimeoutException nothingMore) {
            answer.append("[no more within ").append(INTERVAL_MILLIS).append(" ms]");
        }
        return answer.toString();
    }
}
