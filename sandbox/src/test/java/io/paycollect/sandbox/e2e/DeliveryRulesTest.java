package io.paycollect.sandbox.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.sun.net.httpserver.HttpServer;
import io.paycollect.client.PayCollectClient;
import io.paycollect.client.model.AppType;
import io.paycollect.client.model.BankAccountType;
import io.paycollect.client.model.BankConfirmRegisterNotifyRequest;
import io.paycollect.client.model.BankConfirmVaRequest;
import io.paycollect.client.model.BankCreateVaData;
import io.paycollect.client.model.BankCreateVaRequest;
import io.paycollect.client.model.BankName;
import io.paycollect.client.model.BankRegisterNotifyRequest;
import io.paycollect.client.model.DirectDebitPartner;
import io.paycollect.client.model.DirectDebitPaymentBillRequest;
import io.paycollect.client.model.DirectDebitRegisterRequest;
import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.boot.test.context.SpringBootTest;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * What a production sender of notifications guarantees, held to by the sandbox over HTTP: a client registers
 * notifications only for what it owns, so no merchant receives another's payments; and every notification,
 * of every kind of payment, carries each field the official SDKs' webhook body requires ({@code clientId},
 * {@code transactionCode}, {@code amount}, {@code bank}, {@code accountNumber}, {@code transactionDate}).
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT, properties = {
    "paycollect.server.clients.other-merchant.secret-token=other-merchant-secret",
    "paycollect.sandbox.notifications.timeout=30s"})
class DeliveryRulesTest {

    /** The fields without which the official Node.js SDK's webhook verifier refuses a body. */
    static final List<String> REQUIRED_BY_THE_SDKS = List.of("clientId", "transactionCode", "amount", "bank",
            "accountNumber", "transactionDate");

    private static final JsonMapper JSON = JsonMapper.builder().build();

    @Value("${local.server.port}")
    int port;

    private final List<String> bodies = new CopyOnWriteArrayList<>();
    /** A permit for each payment notification received (link results, which name no transaction, are not counted). */
    private final Semaphore payments = new Semaphore(0);
    private HttpServer receiver;
    private PayCollectClient merchant;
    private PayCollectClient other;
    private ControlCalls control;

    @BeforeEach
    void start() throws IOException {
        receiver = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        receiver.createContext("/", exchange -> {
            String body = new String(exchange.getRequestBody().readAllBytes(), StandardCharsets.UTF_8);
            bodies.add(body);
            byte[] ack = "{\"code\":\"00\",\"message\":\"OK\"}".getBytes(StandardCharsets.UTF_8);
            exchange.sendResponseHeaders(200, ack.length);
            exchange.getResponseBody().write(ack);
            exchange.close();
            if (body.contains("\"transactionCode\"")) {
                payments.release();
            }
        });
        receiver.start();
        String sandbox = "http://localhost:" + port;
        merchant = PayCollectClient.builder().baseUrl(sandbox).clientId("sandbox-client").secretToken("sandbox-secret-token").build();
        other = PayCollectClient.builder().baseUrl(sandbox).clientId("other-merchant").secretToken("other-merchant-secret").build();
        control = new ControlCalls(sandbox);
    }

    @AfterEach
    void stop() {
        receiver.stop(0);
    }

    private String receiverUrl(String path) {
        return "http://127.0.0.1:" + receiver.getAddress().getPort() + path;
    }

    @Test
    void onlyTheClientThatCreatedAVirtualAccountCanRegisterItsNotifications() throws Exception {
        String va = activeVa(merchant, null);

        BankRegisterNotifyRequest stolen = new BankRegisterNotifyRequest().vaAccountNumber(va);
        stolen.putAdditionalProperty("webhookUrl", receiverUrl("/thief"));
        var refused = other.bank().registerNotify(stolen);

        assertEquals("1006", refused.getCode());
        assertTrue(refused.getMessage().contains("vaAccountNumber") && refused.getMessage().contains("another client"),
                refused.getMessage());
        String paid = control.call("POST", "/sandbox/virtual-accounts/" + va + "/transfers?amount=10000").get("data")
                .get("code").asString();
        assertEquals(0, control.call("GET", "/sandbox/notifications/deliveries?transactionCode=" + paid).get("data").size(),
                "nothing of the merchant's is delivered to the other client");
        assertTrue(bodies.isEmpty());
    }

    @Test
    void aDirectDebitRequestIdOfAnotherClientIsRefusedWithoutItsLink() {
        String requestId = "REQ-OWNED-" + System.nanoTime();
        String link = merchant.directDebit().register(new DirectDebitRegisterRequest().requestId(requestId)
                .phone("0901234567").returnUrl("https://shop.example/return")).getData();
        assertTrue(link.contains("tokenRef="), link);

        DirectDebitRegisterRequest again = new DirectDebitRegisterRequest().requestId(requestId).phone("0901234567")
                .returnUrl("https://thief.example/return");
        again.putAdditionalProperty("webhookUrl", receiverUrl("/thief"));
        var refused = other.directDebit().register(again);

        assertEquals("1006", refused.getCode());
        assertEquals(null, refused.getData(), "the merchant's link and token are not shown to the other client");
    }

    @Test
    void everyKindOfPaymentIsNotifiedWithEveryFieldTheSdksRequire() throws Exception {
        String va = activeVa(merchant, receiverUrl("/va"));
        control.call("POST", "/sandbox/virtual-accounts/" + va + "/transfers?amount=20000&content=Don+hang+9");

        // A subscription registered without a bank: its notifications still name one.
        DirectDebitRegisterRequest registration = new DirectDebitRegisterRequest().requestId("REQ-FIELDS-" + System.nanoTime())
                .phone("0907654321").returnUrl("https://shop.example/return");
        registration.putAdditionalProperty("webhookUrl", receiverUrl("/dd"));
        String link = merchant.directDebit().register(registration).getData();
        merchant.directDebit().paymentBill(new DirectDebitPaymentBillRequest().requestId("BILL-FIELDS")
                .subscriptionId(Links.query(link).get("subscriptionId")).tokenRef(Links.query(link).get("tokenRef")).amount("30000")
                .description("Hoa don 9").partnerCode(DirectDebitPartner.fromValue("one-pay")).serviceProviderName("PayCollect"));

        // The VA's confirmation is notified too, as a link result (no payment's fields): only the payments count here.
        assertTrue(payments.tryAcquire(2, 60, TimeUnit.SECONDS), "notifications received: " + bodies);
        for (String body : bodies.stream().filter(b -> b.contains("\"transactionCode\"")).toList()) {
            JsonNode notification = JSON.readTree(body);
            for (String field : REQUIRED_BY_THE_SDKS) {
                JsonNode value = notification.get(field);
                assertFalse(value == null || value.isNull() || value.asString("x").isEmpty(), field + " missing in " + body);
            }
        }
    }

    /** A confirmed VA of {@code client}, with notifications registered to {@code webhookUrl} when one is given. */
    private static String activeVa(PayCollectClient client, String webhookUrl) {
        BankCreateVaRequest create = new BankCreateVaRequest().accountType(BankAccountType.fromValue("personal-account"))
                .appType(AppType.fromValue("tingee-web")).bankName(BankName.MBB).accountNumber("0123456789");
        if (webhookUrl != null) {
            create.webhookUrl(webhookUrl);
        }
        BankCreateVaData va = client.bank().createVa(create).requireSuccess().getData();
        client.bank().confirmVa(new BankConfirmVaRequest().confirmId(va.getConfirmId()).otpNumber("123456")
                .bankName(BankName.MBB).bankBin("970422")).requireSuccess();
        if (webhookUrl != null) {
            String registration = client.bank().registerNotify(new BankRegisterNotifyRequest()
                    .vaAccountNumber(va.getVaAccountNumber())).requireSuccess().getData().getConfirmId();
            client.bank().confirmRegisterNotify(new BankConfirmRegisterNotifyRequest().confirmId(registration)
                    .otpNumber("123456").bankName(BankName.MBB).bankBin("970422")).requireSuccess();
        }
        return va.getVaAccountNumber();
    }
}
