package io.paycollect.client.notification;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.sun.net.httpserver.HttpServer;
import io.paycollect.api.ReadmeExample;
import io.paycollect.api.RequestSigner;
import io.paycollect.api.RequestTimestamp;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.net.InetSocketAddress;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The README's "Receive notifications" example, run as written (on a free port instead of 8081): a
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
                server.stop(0);
            }
        }
        assertEquals(List.of("paid: FT26328001 50000"), printed.toString(StandardCharsets.UTF_8).lines().toList());
    }

    @Test
    void theReadmeShowsThisExample() throws IOException {
        ReadmeExample.assertReadmeShows("## Receive notifications",
                "src/test/java/io/paycollect/client/notification/ReadmeNotificationExampleTest.java",
                line -> line.replace("new InetSocketAddress(port)", "new InetSocketAddress(" + README_PORT + ")"));
    }

    /** Signs as the service does, except that the body is tampered with after signing when asked. */
    private static HttpResponse<String> post(String url, String body) throws Exception {
        String timestamp = RequestTimestamp.now(Clock.systemUTC());
        String signed = NotificationReceiverTest.BODY;
        return HttpClient.newHttpClient().send(HttpRequest.newBuilder(URI.create(url))
                .header("x-request-timestamp", timestamp)
                .header("x-signature", RequestSigner.withSecret("merchant-secret-token").sign(timestamp, signed))
                .POST(HttpRequest.BodyPublishers.ofString(body)).build(), HttpResponse.BodyHandlers.ofString());
    }

    /** Starts the README's receiver on {@code port} (0: any free one); it prints each payment it processes. */
    public static HttpServer example(int port) throws IOException {
        // README:begin
        NotificationReceiver receiver = NotificationReceiver.builder("merchant-secret-token",
                notification -> System.out.println("paid: " + notification.getTransactionCode()
                        + " " + notification.getAmount()))
                .build();

        HttpServer server = HttpServer.create(new InetSocketAddress(port), 0);
        server.createContext("/paycollect/notifications", exchange -> {
            NotificationAnswer answer = receiver.receive(
                    exchange.getRequestHeaders().getFirst("x-request-timestamp"),
                    exchange.getRequestHeaders().getFirst("x-signature"),
                    exchange.getRequestBody().readAllBytes());
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
