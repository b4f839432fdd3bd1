package io.paycollect.client.notification;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import java.io.InputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import org.junit.jupiter.api.Test;

/**
 * A streamed body is read within the receiver's total time, over a real socket: a peer whose headers pass (no
 * secret is needed for that) and whose body stops after one byte gets 408 once the time is over, instead of
 * holding the receiving thread for as long as it keeps the connection open. Patience is a minute; the bound here
 * is one second.
 */
class NotificationBodyDeadlineTest {

    @Test
    void aBodyThatStopsArrivingIsAnswered408AtTheDeadline() throws Exception {
        NotificationReceiver receiver = NotificationReceiver.builder(NotificationReceiverTest.SECRET, (n, transaction) -> { })
                .clock(NotificationReceiverTest.CLOCK).bodyReadTimeout(Duration.ofSeconds(1)).build();
        String timestamp = NotificationReceiverTest.timestamp(NotificationReceiverTest.NOW);
        try (ServerSocket server = new ServerSocket(0, 1, InetAddress.getLoopbackAddress());
             Socket peer = new Socket(InetAddress.getLoopbackAddress(), server.getLocalPort());
             Socket accepted = server.accept()) {
            peer.getOutputStream().write("{".getBytes(StandardCharsets.US_ASCII));
            peer.getOutputStream().flush();
            InputStream body = accepted.getInputStream();

            NotificationAnswer answer = assertTimeoutPreemptively(Duration.ofSeconds(60),
                    () -> receiver.receive(timestamp, "ab".repeat(64), body));

            assertEquals(408, answer.status());
            assertEquals(NotificationAnswer.Outcome.REFUSED, answer.outcome());
        }
    }
}
