package io.paycollect.client.notification;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.sun.net.httpserver.HttpServer;
import io.paycollect.api.ReadmeExample;
import io.paycollect.api.RequestSigner;
import io.paycollect.api.RequestTimestamp;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import org.junit.jupiter.api.Test;

/**
 * The "Receive notifications" example of docs/notifications.md, run as written (on a free port instead of 8081): a
 * signed notification delivered twice is acknowledged twice and processed once. The sandbox's
 * notification walk-through starts the same receiver through {@link #example(int)}.
 */
public class ReadmeNotificationExampleTest {

    private static final String README_PORT = "8081";

    @Test
    void theExampleProcessesAPaymentOnceAndAcknowledgesEveryDelivery() throws Exception {
        ByteArrayOutputStream printed = new ByteArrayOutputStream();
        PrintStream stdout = System.out;
        System.setOut(new PrintStream(printed, true, StandardCharsets.UTF_8));
        HttpServer server = null;
        try {
            server = example(0);
            String url = "http://127.0.0.1:" + server.getAddress().getPort() + "/paycollect/notifications";
            HttpResponse<String> first = post(url, NotificationReceiverTest.BODY);
            HttpResponse<String> again = post(url, NotificationReceiverTest.BODY);

            assertEquals(200, first.statusCode());
            assertEquals("{\"code\":\"00\",\"message\":\"OK\"}", first.body());
            assertEquals(200, again.statusCode());
            assertEquals(401, post(url, NotificationReceiverTest.BODY.replace("50000", "1")).statusCode(),
                    "a body that is not the one signed is refused");
        } finally {
            System.setOut(stdout);
            if (server != null) {
                stop(server);
            }
        }
        assertEquals(List.of("paid: FT26328001 50000"), printed.toString(StandardCharsets.UTF_8).lines().toList());
    }

    /**
     * A body announced as 300 MB, of which 128 KiB are sent: answered 413 once the cap (64 KiB) is
     * passed, without waiting for the rest, so no heap is needed for it. One that cannot be authentic
     * is refused before any of it is read, or, unsigned, once it is more than a connection test's 1 KiB.
     */
    @Test
    void anOversizedBodyIsRefusedWithoutBeingReadWhole() throws Exception {
        HttpServer server = example(0);
        try {
            byte[] part = new byte[128 * 1024];
            java.util.Arrays.fill(part, (byte) ' ');
            try (Socket socket = held(server, signedLookingHeaders(), 300_000_000L, part)) {
                String answer = firstBytes(socket);
                assertTrue(answer.startsWith("HTTP/1.1 413"), answer);
                assertTrue(answer.contains("larger than 65536 bytes"), answer);
            }
            // An unsigned one is read only as far as a ping can go (1 KiB), then refused.
            try (Socket socket = held(server, "", 300_000_000L, java.util.Arrays.copyOf(part, 1025))) {
                String answer = firstBytes(socket);
                assertTrue(answer.startsWith("HTTP/1.1 401"), answer);
            }
        } finally {
            stop(server);
        }
    }

    /** Bodies that never finish, signed-looking or not, each hold one thread: a real notification is still served. */
    @Test
    void heldBodiesDoNotBlockARealNotification() throws Exception {
        assertEquals(200, deliveredAmongHeldBodies(4, 4, 1));
    }

    /**
     * More connections holding their bodies open than the example has threads (16): the server's request-time
     * limit closes each after 10 s, so a real notification is acknowledged, at the latest by the service's next
     * delivery (one sent during the flood may be closed with them); without it, every delivery waited for as long
     * as the peers held on. (The limit is read once per JVM, so this module's test JVM starts with it set, as the
     * example sets it before its first server.)
     */
    @Test
    void moreHeldBodiesThanThreadsDoNotKeepARealNotificationWaiting() throws Exception {
        assertEquals(200, deliveredAmongHeldBodies(24, 0, 3), "a real notification acknowledged within three deliveries");
    }

    /**
     * The status of a real notification delivered up to {@code deliveries} times (until acknowledged) to the example
     * while {@code signedLooking} and {@code unsigned} connections hold their bodies open; -1 when closed unanswered.
     */
    private static int deliveredAmongHeldBodies(int signedLooking, int unsigned, int deliveries) throws Exception {
        HttpServer server = example(0);
        List<Socket> held = new java.util.ArrayList<>();
        PrintStream stdout = System.out;
        System.setOut(new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8));
        try {
            for (int i = 0; i < signedLooking; i++) {
                held.add(held(server, signedLookingHeaders(), 1000, "{\"transactionCode\":".getBytes(StandardCharsets.UTF_8)));
            }
            for (int i = 0; i < unsigned; i++) {
                held.add(held(server, "", 1000, "{".getBytes(StandardCharsets.UTF_8)));
            }
            String url = "http://127.0.0.1:" + server.getAddress().getPort() + "/paycollect/notifications";
            int status = 0;
            for (int delivery = 1; delivery <= deliveries && status != 200; delivery++) {
                try {
                    status = post(url, NotificationReceiverTest.BODY).statusCode();
                } catch (IOException closedUnanswered) {
                    status = -1;
                }
            }
            return status;
        } finally {
            System.setOut(stdout);
            for (Socket socket : held) {
                socket.close();
            }
            stop(server);
        }
    }

    @Test
    void theReadmeShowsThisExample() throws IOException {
        ReadmeExample.assertDocShows("docs/notifications.md", "## Receive notifications",
                "src/test/java/io/paycollect/client/notification/ReadmeNotificationExampleTest.java",
                line -> line.replace("new InetSocketAddress(port)", "new InetSocketAddress(" + README_PORT + ")"));
    }

    /** A current timestamp and a signature-shaped header: what passes the checks that need no body. */
    private static String signedLookingHeaders() {
        return "x-request-timestamp: " + RequestTimestamp.now(Clock.systemUTC()) + "\r\nx-signature: " + "ab".repeat(64) + "\r\n";
    }

    /** A connection that announced {@code length} bytes of body, sent {@code part} of it, and holds the rest back. */
    private static Socket held(HttpServer server, String headers, long length, byte[] part) throws IOException {
        Socket socket = new Socket("127.0.0.1", server.getAddress().getPort());
        socket.setSoTimeout(30_000);
        OutputStream out = socket.getOutputStream();
        out.write(("POST /paycollect/notifications HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n"
                + headers + "Content-Length: " + length + "\r\n\r\n").getBytes(StandardCharsets.US_ASCII));
        out.write(part);
        out.flush();
        return socket;
    }

    /** The answer's head and its Content-length bytes of body, however the server's writes arrive. */
    private static String firstBytes(Socket socket) throws IOException {
        java.io.InputStream in = socket.getInputStream();
        ByteArrayOutputStream answer = new ByteArrayOutputStream();
        byte[] buffer = new byte[4096];
        while (true) {
            String text = answer.toString(StandardCharsets.UTF_8);
            int end = text.indexOf("\r\n\r\n");
            java.util.regex.Matcher length = java.util.regex.Pattern.compile("(?i)content-length: *(\\d+)").matcher(text);
            if (end >= 0 && length.find() && answer.size() >= end + 4 + Integer.parseInt(length.group(1))) {
                return text;
            }
            int n = in.read(buffer);
            if (n < 0) {
                return text;
            }
            answer.write(buffer, 0, n);
        }
    }

    /** Stops the example's server and the threads of its executor. */
    static void stop(HttpServer server) {
        server.stop(0);
        ((ExecutorService) server.getExecutor()).shutdownNow();
    }

    /** Signs as the service does, except that the body is tampered with after signing when asked. */
    private static HttpResponse<String> post(String url, String body) throws Exception {
        String timestamp = RequestTimestamp.now(Clock.systemUTC());
        String signed = NotificationReceiverTest.BODY;
        return HttpClient.newBuilder().connectTimeout(java.time.Duration.ofSeconds(30)).build().send(HttpRequest.newBuilder(URI.create(url))
                .timeout(java.time.Duration.ofSeconds(30))
                .header("x-request-timestamp", timestamp)
                .header("x-signature", RequestSigner.withSecret("sandbox-secret-token").sign(timestamp, signed))
                .POST(HttpRequest.BodyPublishers.ofString(body)).build(), HttpResponse.BodyHandlers.ofString());
    }

    /** Starts the page's receiver on {@code port} (0: any free one); it prints each payment it processes. */
    public static HttpServer example(int port) throws IOException {
        // README:begin
        NotificationReceiver receiver = NotificationReceiver.builder("sandbox-secret-token",
                (notification, transaction) -> System.out.println("paid: " + notification.getTransactionCode()
                        + " " + notification.getAmount()))
                .maxBodySize(64 * 1024) // larger bodies get 413, unread
                .bodyReadTimeout(Duration.ofSeconds(10)) // a body not in by then gets 408
                // In memory: forgotten on restart. Exactly once across restarts needs
                // .processed(new JdbcProcessedNotifications(dataSource))
                .build();

        // The JDK server's own bound on receiving a request, body included (seconds; read once, before the first
        // server is created): it closes a connection whose body is not in by then, freeing its thread.
        System.setProperty("sun.net.httpserver.maxReqTime", "10");
        HttpServer server = HttpServer.create(new InetSocketAddress(port), 0);
        // Threads of their own: a peer that sends its body slowly holds one of them for 10 s at most.
        server.setExecutor(Executors.newFixedThreadPool(16));
        server.createContext("/paycollect/notifications", exchange -> {
            NotificationAnswer answer = receiver.receive(
                    exchange.getRequestHeaders().getFirst("x-request-timestamp"),
                    exchange.getRequestHeaders().getFirst("x-signature"),
                    exchange.getRequestBody());
            byte[] body = answer.bodyBytes();
            exchange.getResponseHeaders().add("Content-Type", "application/json");
            exchange.sendResponseHeaders(answer.status(), body.length);
            exchange.getResponseBody().write(body);
            exchange.close();
        });
        server.start();
        // README:end
        return server;
    }
}
