package io.paycollect.sandbox.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.sun.net.httpserver.HttpServer;
import io.paycollect.api.ReadmeExample;
import io.paycollect.client.PayCollectClient;
import io.paycollect.client.model.AppType;
import io.paycollect.client.model.BankAccountType;
import io.paycollect.client.model.BankConfirmRegisterNotifyRequest;
import io.paycollect.client.model.BankConfirmVaRequest;
import io.paycollect.client.model.BankCreateVaData;
import io.paycollect.client.model.BankCreateVaRequest;
import io.paycollect.client.model.BankName;
import io.paycollect.client.model.BankRegisterNotifyRequest;
import io.paycollect.client.notification.InMemoryProcessedNotifications;
import io.paycollect.client.notification.NotificationAnswer;
import io.paycollect.client.notification.NotificationHandler;
import io.paycollect.client.notification.NotificationReceiver;
import io.paycollect.client.notification.ProcessedNotifications;
import io.paycollect.client.reconciliation.PaymentReconciler;
import io.paycollect.client.reconciliation.ReconciliationResult;
import io.paycollect.sandbox.notify.NotificationDeliveries;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.boot.test.context.SpringBootTest;
import tools.jackson.databind.JsonNode;

/**
 * "Never miss a payment" of docs/notifications.md, run as written against the sandbox over HTTP: the merchant's
 * receiver is down for every attempt of a delivery, which the sandbox then gives up; once the receiver is
 * back, the reconciler finds the payment in the transaction list and the handler runs once; a redelivery of
 * the same notification afterwards is acknowledged and not processed again.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT, properties = {
    "paycollect.sandbox.notifications.max-attempts=2",
    "paycollect.sandbox.notifications.first-backoff=50ms",
    "paycollect.sandbox.notifications.max-backoff=50ms",
    "paycollect.sandbox.notifications.timeout=30s"})
class NeverMissAPaymentTest {

    @Value("${local.server.port}")
    int port;

    @Autowired
    NotificationDeliveries deliveries;

    @Test
    void aPaymentWhoseNotificationsAllFailedIsFoundByReconciliationAndProcessedOnce() throws Exception {
        ByteArrayOutputStream printed = new ByteArrayOutputStream();
        PrintStream stdout = System.out;
        System.setOut(new PrintStream(printed, true, StandardCharsets.UTF_8));
        AtomicBoolean down = new AtomicBoolean(true);
        HttpServer server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        try {
            String sandbox = "http://localhost:" + port;
            PayCollectClient client = PayCollectClient.builder().baseUrl(sandbox).clientId("sandbox-client")
                    .secretToken("sandbox-secret-token").build();
            ControlCalls control = new ControlCalls(sandbox, deliveries);
            String va = registeredVa(client, "http://127.0.0.1:" + server.getAddress().getPort() + "/paycollect/notifications");

            // README:begin
            ProcessedNotifications processed = new InMemoryProcessedNotifications(); // or JdbcProcessedNotifications
            NotificationHandler credit = (notification, transaction) -> System.out.println("paid: "
                    + notification.getTransactionCode() + " " + notification.getAmount());
            NotificationReceiver receiver = NotificationReceiver.builder("sandbox-secret-token", credit)
                    .processed(processed)
                    .build();
            PaymentReconciler reconciler = PaymentReconciler.builder(client, credit, processed)
                    .firstWindow(Duration.ofDays(1))
                    .build();
            // README:end
            serve(server, receiver, down);

            String paid = control.call("POST", "/sandbox/virtual-accounts/" + va + "/transfers?amount=64000&content=Don+hang+64")
                    .get("data").get("code").asString();
            JsonNode givenUp = control.awaitDelivery(paid, d -> "failed".equals(d.get("status").asString()));
            assertEquals(2, givenUp.get("attempts").size());
            givenUp.get("attempts").forEach(a -> assertEquals("refused", a.get("outcome").asString()));
            assertEquals(List.of(), printed(printed), "the notification never got through");

            down.set(false);
            ReconciliationResult result = reconciler.reconcile();

            assertEquals(1, result.recovered());
            assertEquals(List.of("paid: " + paid + " 64000"), printed(printed));

            control.call("POST", "/sandbox/notifications/deliveries/" + givenUp.get("deliveryId").asString() + "/redeliver");
            JsonNode redelivered = control.awaitDelivery(paid, d -> "delivered".equals(d.get("status").asString()));
            assertEquals("acknowledged", redelivered.get("attempts").get(redelivered.get("attempts").size() - 1)
                    .get("outcome").asString());
            assertEquals(List.of("paid: " + paid + " 64000"), printed(printed), "acknowledged, not processed again");
            assertEquals(0, reconciler.reconcile().recovered());
        } finally {
            server.stop(0);
            System.setOut(stdout);
        }
    }

    @Test
    void theReadmeShowsThisExample() throws IOException {
        ReadmeExample.assertDocShows("docs/notifications.md", "## Never miss a payment",
                "src/test/java/io/paycollect/sandbox/e2e/NeverMissAPaymentTest.java",
                line -> line.startsWith("    ") ? line.substring(4) : line); // the example sits in a try block
    }

    /** The receiver on {@code server}, answering 503 while {@code down}, as a receiver that is being deployed. */
    private static void serve(HttpServer server, NotificationReceiver receiver, AtomicBoolean down) {
        server.createContext("/paycollect/notifications", exchange -> {
            byte[] request = exchange.getRequestBody().readAllBytes();
            if (down.get()) {
                exchange.sendResponseHeaders(503, -1);
                exchange.close();
                return;
            }
            NotificationAnswer answer = receiver.receive(exchange.getRequestHeaders().getFirst("x-request-timestamp"),
                    exchange.getRequestHeaders().getFirst("x-signature"), request);
            exchange.sendResponseHeaders(answer.status(), answer.bodyBytes().length);
            exchange.getResponseBody().write(answer.bodyBytes());
            exchange.close();
        });
        server.start();
    }

    /** An active VA of {@code client} whose payments are notified to {@code webhookUrl}. */
    static String registeredVa(PayCollectClient client, String webhookUrl) {
        BankCreateVaData va = client.bank().createVa(new BankCreateVaRequest()
                .accountType(BankAccountType.fromValue("personal-account")).appType(AppType.fromValue("tingee-web"))
                .bankName(BankName.MBB).accountNumber("0123456789").webhookUrl(webhookUrl)).requireSuccess().getData();
        client.bank().confirmVa(new BankConfirmVaRequest().confirmId(va.getConfirmId()).otpNumber("123456")
                .bankName(BankName.MBB).bankBin("970422")).requireSuccess();
        String registration = client.bank().registerNotify(new BankRegisterNotifyRequest()
                .vaAccountNumber(va.getVaAccountNumber())).requireSuccess().getData().getConfirmId();
        client.bank().confirmRegisterNotify(new BankConfirmRegisterNotifyRequest().confirmId(registration)
                .otpNumber("123456").bankName(BankName.MBB).bankBin("970422")).requireSuccess();
        return va.getVaAccountNumber();
    }

    private static List<String> printed(ByteArrayOutputStream printed) {
        return printed.toString(StandardCharsets.UTF_8).lines().filter(line -> line.startsWith("paid: ")).toList();
    }
}
