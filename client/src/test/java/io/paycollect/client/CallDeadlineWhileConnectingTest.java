package io.paycollect.client;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.Closeable;
import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.channels.SelectionKey;
import java.nio.channels.Selector;
import java.nio.channels.SocketChannel;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * The call's deadline ({@code callTimeout}) bounds connecting too: a connection that is never completed ends at the
 * deadline, not at the connect time-out, and, no byte having left, is reported as never sent (safe to send again).
 * The server is a loopback listener whose accept queue is full and never drained, so the kernel leaves each new
 * connection unanswered; the connect and read time-outs are 5 minutes, beyond this class's 45 s limit, so each call
 * can only end by its deadline (or hit the JUnit time-out if the deadline did not bound the connect).
 */
@Timeout(value = 45, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
class CallDeadlineWhileConnectingTest {

    private static final Duration DEADLINE = Duration.ofSeconds(2);
    private static final Duration NEVER = Duration.ofMinutes(5);

    private static FullListener listener;

    @BeforeAll
    static void fillTheListener() throws IOException {
        listener = FullListener.open();
    }

    @AfterAll
    static void close() throws IOException {
        if (listener != null) {
            listener.close();
        }
    }

    private static PayCollectClient.Builder client() {
        return AnswerSizeLimitTest.client(listener.baseUrl()).connectTimeout(NEVER).readTimeout(NEVER);
    }

    @Test
    void aConnectionNeverCompletedEndsAtTheDeadlineAndWasNeverSent() {
        PayCollectClient client = client().callTimeout(DEADLINE).build();

        long start = System.nanoTime();
        PayCollectTransportException e = assertThrows(PayCollectTransportException.class, () -> client.bank().getBanks());

        assertNeverSentAtTheDeadline(e, "GET /v1/bank/get-banks", Duration.ofNanos(System.nanoTime() - start));
    }

    @Test
    void oneCallsShorterDeadlineBoundsItsConnectToo() {
        // A request that moves money, on a client with the default deadline (60 s): only the call's own ends it.
        PayCollectClient client = client().build();

        long start = System.nanoTime();
        PayCollectTransportException e = assertThrows(PayCollectTransportException.class,
                () -> client.withCallTimeout(DEADLINE, () -> client.bank().createVa(OpenPayloadCaller.request())));

        assertNeverSentAtTheDeadline(e, "POST /v1/bank/create-va", Duration.ofNanos(System.nanoTime() - start));
    }

    private static void assertNeverSentAtTheDeadline(PayCollectTransportException e, String request, Duration took) {
        assertTrue(e.wasNeverSent(), "nothing can have left before the connection was made: " + e.getMessage());
        assertTrue(e.isTimeout(), "a deadline is a time-out");
        assertEquals("not sent: " + request + " to " + listener.host() + " failed before the request left the client"
                + " (DeadlinePassed: the call's deadline of " + DEADLINE.toMillis() + " ms (callTimeout) passed);"
                + " nothing reached the service, so sending it again is safe", e.getMessage());
        assertInstanceOf(DeadlinePassed.class, PayCollectTransportException.find(e, DeadlinePassed.class));
        assertEquals(PayCollectApiException.NO_STATUS, e.getStatus());
        assertFalse(took.compareTo(DEADLINE) < 0, "ended after " + took.toMillis() + " ms, before the deadline");
    }

    /**
     * A loopback listener that completes no more connections: its accept queue (backlog 1) is filled with connections
     * it never accepts, and a kernel drops the handshake of any further one while the queue is full (Linux counts
     * the drop as a listen overflow), so a client's connect waits until it gives up.
     */
    static final class FullListener implements Closeable {

        /** A loopback handshake takes well under a millisecond; one left unanswered this long was dropped. */
        private static final Duration UNANSWERED = Duration.ofSeconds(3);
        private static final int MOST_CONNECTIONS = 64;

        private final ServerSocket socket;
        private final List<SocketChannel> connections = new ArrayList<>();

        private FullListener(ServerSocket socket) {
            this.socket = socket;
        }

        static FullListener open() throws IOException {
            FullListener full = new FullListener(new ServerSocket(0, 1, InetAddress.getLoopbackAddress()));
            try {
                if (full.fill()) {
                    return full;
                }
            } catch (IOException | RuntimeException e) {
                full.close();
                throw e;
            }
            full.close();
            return Assumptions.abort("this platform completed " + MOST_CONNECTIONS + " connections to a listener of"
                    + " backlog 1 that accepts none: there is no local way here to hold a connect open");
        }

        /** Connects until a connection is left unanswered: then the queue is full. */
        private boolean fill() throws IOException {
            try (Selector selector = Selector.open()) {
                for (int i = 0; i < MOST_CONNECTIONS; i++) {
                    SocketChannel channel = SocketChannel.open();
                    connections.add(channel);
                    channel.configureBlocking(false);
                    if (channel.connect(socket.getLocalSocketAddress())) {
                        continue;
                    }
                    SelectionKey key = channel.register(selector, SelectionKey.OP_CONNECT);
                    if (!answered(selector)) {
                        return true;
                    }
                    channel.finishConnect();
                    key.cancel();
                    selector.selectNow();
                }
            }
            return false;
        }

        private static boolean answered(Selector selector) throws IOException {
            long until = System.nanoTime() + UNANSWERED.toNanos();
            for (long left = UNANSWERED.toMillis(); left > 0; left = (until - System.nanoTime()) / 1_000_000) {
                if (selector.select(left) > 0) {
                    selector.selectedKeys().clear();
                    return true;
                }
            }
            return false;
        }

        /** As a URL names it: {@code 127.0.0.1:41234}, or {@code [0:0:0:0:0:0:0:1]:41234} where loopback is IPv6. */
        String host() {
            String address = socket.getInetAddress().getHostAddress();
            return (address.contains(":") ? "[" + address + "]" : address) + ":" + socket.getLocalPort();
        }

        String baseUrl() {
            return "http://" + host();
        }

        @Override
        public void close() throws IOException {
            for (SocketChannel connection : connections) {
                connection.close();
            }
            socket.close();
        }
    }
}
