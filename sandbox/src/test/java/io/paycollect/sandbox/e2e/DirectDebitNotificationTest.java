package io.paycollect.sandbox.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.sun.net.httpserver.HttpServer;
import io.paycollect.client.PayCollectClient;
import io.paycollect.client.model.DirectDebitPartner;
import io.paycollect.client.model.DirectDebitPaymentBillRequest;
import io.paycollect.client.model.DirectDebitRegisterRequest;
import io.paycollect.client.model.Notification;
import io.paycollect.client.notification.NotificationAnswer;
import io.paycollect.client.notification.NotificationReceiver;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.boot.test.context.SpringBootTest;

/**
 * A direct-debit payment is notified like a transfer: to the {@code webhookUrl} the subscription was
 * registered with, signed with the registering client's secret, in the contract's notification shape,
 * with the transaction code the payment-bill answer gave and the subscription in {@code additionalData}.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT)
class DirectDebitNotificationTest {

    @Value("${local.server.port}")
    int port;

    @Test
    void aDirectDebitPaymentIsNotifiedToTheSubscriptionsUrl() throws Exception {
        BlockingQueue<Notification> received = new LinkedBlockingQueue<>();
        NotificationReceiver receiver = NotificationReceiver.builder("sandbox-secret-token",
                (notification, transaction) -> received.add(notification)).build();
        HttpServer server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        server.createContext("/notifications", exchange -> {
            NotificationAnswer answer = receiver.receive(exchange.getRequestHeaders().getFirst("x-request-timestamp"),
                    exchange.getRequestHeaders().getFirst("x-signature"), exchange.getRequestBody().readAllBytes());
            exchange.sendResponseHeaders(answer.status(), answer.bodyBytes().length);
            exchange.getResponseBody().write(answer.bodyBytes());
            exchange.close();
        });
        server.start();
        try {
            PayCollectClient client = PayCollectClient.builder().baseUrl("http://localhost:" + port)
                    .clientId("sandbox-client").secretToken("sandbox-secret-token").build();
            String requestId = "REQ-DD-NOTIFY";
            DirectDebitRegisterRequest registration = new DirectDebitRegisterRequest().requestId(requestId)
                    .phone("0901234567").returnUrl("https://shop.example/return").bankBin("970422");
            registration.putAdditionalProperty("webhookUrl",
                    "http://127.0.0.1:" + server.getAddress().getPort() + "/notifications");
            String link = client.directDebit().register(registration).getData();
            String subscriptionId = Links.query(link).get("subscriptionId");
            String tokenRef = Links.query(link).get("tokenRef");

            String transactionCode = client.directDebit().paymentBill(new DirectDebitPaymentBillRequest()
                    .requestId(requestId + "-1").subscriptionId(subscriptionId).tokenRef(tokenRef).amount("200000")
                    .description("Hoa don 1").partnerCode(DirectDebitPartner.fromValue("one-pay"))
                    .serviceProviderName("PayCollect")).getData().getTransactionCode();

            Notification notification = received.poll(60, TimeUnit.SECONDS);
            assertNotNull(notification, "a notification within a minute");
            assertEquals(transactionCode, notification.getTransactionCode());
            assertEquals(0, notification.getAmount().compareTo(new java.math.BigDecimal("200000")));
            assertEquals("Hoa don 1", notification.getContent());
            assertEquals("970422", notification.getBankBin());
            assertEquals(subscriptionId, notification.getAdditionalData().stream()
                    .filter(d -> "subscriptionId".equals(d.getName())).findFirst().orElseThrow().getValue());
        } finally {
            server.stop(0);
        }
    }
}
