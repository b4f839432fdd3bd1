package io.paycollect.client.notification;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.sun.net.httpserver.HttpServer;
import io.paycollect.api.RequestSigner;
import io.paycollect.api.RequestTimestamp;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Clock;
import java.time.Duration;
import org.junit.jupiter.api.Test;

/**
 * A signed notification whose transaction code is longer than the processed-notifications column is refused with
 * 400 naming the field, over HTTP through the documented receiver, before any store sees it: in the JDBC store it
 * failed on every delivery, forever, as 500.
 */
class LongTransactionCodeTest {

    @Test
    void aTransactionCodeLongerThanTheColumnIsRefused400() throws Exception {
        HttpServer server = ReadmeNotificationExampleTest.example(0);
        try {
            String body = NotificationReceiverTest.BODY.replace("FT26328001", "FT" + "9".repeat(200));
            String timestamp = RequestTimestamp.now(Clock.systemUTC());
            HttpResponse<String> answer = HttpClient.newHttpClient().send(HttpRequest.newBuilder(
                            URI.create("http://127.0.0.1:" + server.getAddress().getPort() + "/paycollect/notifications"))
                    .timeout(Duration.ofSeconds(30))
                    .header("x-request-timestamp", timestamp)
                    .header("x-signature", RequestSigner.withSecret("sandbox-secret-token").sign(timestamp, body))
                    .POST(HttpRequest.BodyPublishers.ofString(body)).build(), HttpResponse.BodyHandlers.ofString());

            assertEquals(400, answer.statusCode());
            assertTrue(answer.body().contains("transactionCode is longer than 128 characters"), answer.body());
        } finally {
            ReadmeNotificationExampleTest.stop(server);
        }
    }
}
