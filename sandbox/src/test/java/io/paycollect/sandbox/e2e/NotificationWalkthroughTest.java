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
import io.paycollect.client.model.BankGenerateDynamicQrRequest;
import io.paycollect.client.model.BankName;
import io.paycollect.client.model.BankRegisterNotifyRequest;
import io.paycollect.client.model.QrCodeType;
import io.paycollect.client.notification.ReadmeNotificationExampleTest;
import io.paycollect.sandbox.notify.NotificationDeliveries;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.boot.test.context.SpringBootTest;
import tools.jackson.databind.JsonNode;

/**
 * The notification walk-through of docs/sandbox.md, run as written against the sandbox: the receiver
 * (from "Receive notifications") gets one verified, typed notification when the payer pays the dynamic
 * QR; a forced redelivery is acknowledged and not processed again; a receiver that is down gets the
 * configured attempts and the delivery is given up. The sandbox runs with its demo credentials, as the main
 * job starts it, which the receiver and the client hold; only the addresses differ from the page (random
 * ports), and the backoff is shortened so the test does not wait seconds.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT, properties = {
    "paycollect.sandbox.notifications.max-attempts=3",
    "paycollect.sandbox.notifications.first-backoff=50ms",
    "paycollect.sandbox.notifications.max-backoff=100ms",
    "paycollect.sandbox.notifications.timeout=30s"})
class NotificationWalkthroughTest {


    @Value("${local.server.port}")
    int port;

    @Autowired
    NotificationDeliveries deliveries;

    @Test
    void aPaidQrIsNotifiedOnceARedeliveryIsNotProcessedAgainAndADownReceiverGetsTheRetries() throws Exception {
        ByteArrayOutputStream printed = new ByteArrayOutputStream();
        PrintStream stdout = System.out;
        System.setOut(new PrintStream(printed, true, StandardCharsets.UTF_8));
        HttpServer receiver = ReadmeNotificationExampleTest.example(0);
        try {
            String sandbox = "http://localhost:" + port;
            ControlCalls control = new ControlCalls(sandbox, deliveries);
            String vaAccountNumber = example(sandbox,
                    "http://127.0.0.1:" + receiver.getAddress().getPort() + "/paycollect/notifications");
            String billId = printedLine(printed, "bill: ").substring("bill: ".length());

            // curl -X POST http://localhost:8080/sandbox/dynamic-qr/<billId>/pay
            JsonNode paid = control.call("POST", "/sandbox/dynamic-qr/" + billId + "/pay");
            String transactionCode = paid.get("data").get("code").asString();
            JsonNode delivery = control.awaitDelivery(transactionCode, d -> "delivered".equals(d.get("status").asString()));
            assertEquals("paid: " + transactionCode + " 75000", printedLine(printed, "paid: "));
            assertEquals(1, delivery.get("attempts").size());
            assertEquals(vaAccountNumber, delivery.get("notification").get("vaAccountNumber").asString());
            // curl http://localhost:8080/sandbox/notifications/deliveries/<deliveryId>
            assertEquals(delivery, control.call("GET", "/sandbox/notifications/deliveries/"
                    + delivery.get("deliveryId").asString()).get("data"));

            // curl -X POST http://localhost:8080/sandbox/notifications/deliveries/<deliveryId>/redeliver
            control.call("POST", "/sandbox/notifications/deliveries/" + delivery.get("deliveryId").asString() + "/redeliver");
            JsonNode redelivered = control.awaitDelivery(transactionCode, d -> d.get("attempts").size() == 2
                    && "delivered".equals(d.get("status").asString()));
            assertEquals("acknowledged", redelivered.get("attempts").get(1).get("outcome").asString());
            assertEquals(1, printedLines(printed, "paid: ").size(), "a redelivery is acknowledged, not processed again");

            receiver.stop(0);
            // curl -X POST 'http://localhost:8080/sandbox/virtual-accounts/<vaAccountNumber>/transfers?amount=20000&content=Don+hang+8'
            String second = control.call("POST", "/sandbox/virtual-accounts/" + vaAccountNumber + "/transfers?amount=20000&content=Don+hang+8")
                    .get("data").get("code").asString();
            JsonNode givenUp = control.awaitDelivery(second, d -> "failed".equals(d.get("status").asString()));
            assertEquals(3, givenUp.get("attempts").size(), "max-attempts=3");
            givenUp.get("attempts").forEach(a -> assertEquals("connection refused", a.get("outcome").asString()));
        } finally {
            receiver.stop(0);
            System.setOut(stdout);
        }
    }

    @Test
    void theSandboxPageShowsThisWalkthrough() throws IOException {
        ReadmeExample.assertDocShows("docs/sandbox.md", "## Notifications, end to end",
                "src/test/java/io/paycollect/sandbox/e2e/NotificationWalkthroughTest.java",
                line -> line.replace(".baseUrl(sandbox)", ".baseUrl(\"http://localhost:8080\")")
                        .replace(".webhookUrl(receiver)", ".webhookUrl(\"http://localhost:8081/paycollect/notifications\")"));
        String readme = Files.readString(Path.of(System.getProperty("paycollect.readme", "../README.md")).toAbsolutePath()
                .getParent().resolve("docs/sandbox.md"));
        for (String command : List.of("curl -X POST http://localhost:8080/sandbox/dynamic-qr/BILL000001/pay",
                "curl http://localhost:8080/sandbox/notifications/deliveries",
                "curl -X POST http://localhost:8080/sandbox/notifications/deliveries/DLV000002/redeliver",
                "curl -X POST 'http://localhost:8080/sandbox/virtual-accounts/9000000001/transfers?amount=20000&content=Don+hang+8'")) {
            assertTrue(readme.contains(command), "docs/sandbox.md shows " + command);
        }
    }

    private static String example(String sandbox, String receiver) {
        // README:begin
        PayCollectClient client = PayCollectClient.builder()
                .baseUrl(sandbox)
                .clientId("sandbox-client")
                .secretToken("sandbox-secret-token")
                .build();

        BankCreateVaData va = client.bank().createVa(new BankCreateVaRequest()
                .accountType(BankAccountType.fromValue("personal-account")).appType(AppType.fromValue("tingee-web"))
                .bankName(BankName.MBB).accountNumber("0123456789")
                .webhookUrl(receiver)).requireSuccess().getData();
        client.bank().confirmVa(new BankConfirmVaRequest().confirmId(va.getConfirmId())
                .otpNumber("123456").bankName(BankName.MBB).bankBin("970422")).requireSuccess();
        String registration = client.bank().registerNotify(new BankRegisterNotifyRequest()
                .vaAccountNumber(va.getVaAccountNumber())).requireSuccess().getData().getConfirmId();
        client.bank().confirmRegisterNotify(new BankConfirmRegisterNotifyRequest().confirmId(registration)
                .otpNumber("123456").bankName(BankName.MBB).bankBin("970422")).requireSuccess();

        String billId = client.bank().generateDynamicQr(new BankGenerateDynamicQrRequest()
                .vaAccountNumber(va.getVaAccountNumber()).qrCodeType(QrCodeType.fromValue("dynamic-one-time-payment"))
                .amount(75000L).purpose("Don hang 7")).requireSuccess().getData().getBillId();
        System.out.println("bill: " + billId);
        // README:end
        return va.getVaAccountNumber();
    }

    private static List<String> printedLines(ByteArrayOutputStream printed, String prefix) {
        return printed.toString(StandardCharsets.UTF_8).lines().filter(line -> line.startsWith(prefix)).toList();
    }

    /**
     * The one line printed starting with {@code prefix}. Nothing is waited for: the bill is printed before
     * {@code example} returns, and a payment before the receiver answers, so before its delivery is recorded.
     */
    private static String printedLine(ByteArrayOutputStream printed, String prefix) {
        List<String> lines = printedLines(printed, prefix);
        assertEquals(1, lines.size(), lines.toString());
        return lines.get(0);
    }
}
