package io.paycollect.sandbox.junit;

import static org.junit.jupiter.api.Assertions.assertEquals;
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
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/**
 * {@link SandboxControl#awaitDelivery} waits through retries: a receiver that refuses the first attempt is
 * still {@code pending} for the backoff, and the wait ends only when the second attempt is acknowledged.
 */
@PayCollectSandbox(properties = "paycollect.sandbox.notifications.first-backoff=500ms")
class AwaitDeliveryTest {

    @Test
    void aDeliveryRetriedAfterARefusalIsAwaitedUntilItIsAcknowledged(PayCollectClient client, SandboxControl control)
            throws Exception {
        AtomicInteger requests = new AtomicInteger();
        HttpServer receiver = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        receiver.createContext("/", exchange -> {
            // The account's link result (at its confirmation) is acknowledged: the payment's first attempt is refused.
            boolean payment = new String(exchange.getRequestBody().readAllBytes(), StandardCharsets.UTF_8).contains("\"transactionCode\"");
            byte[] ack = "{\"code\":\"00\",\"message\":\"OK\"}".getBytes(StandardCharsets.UTF_8);
            if (payment && requests.incrementAndGet() == 1) {
                exchange.sendResponseHeaders(503, -1);
            } else {
                exchange.sendResponseHeaders(200, ack.length);
                exchange.getResponseBody().write(ack);
            }
            exchange.close();
        });
        receiver.start();
        try {
            String va = activeVa(client, "http://127.0.0.1:" + receiver.getAddress().getPort() + "/notifications");

            SandboxTransaction transfer = control.transferToVa(va, 15_000, null);
            NotificationDelivery delivery = control.awaitDelivery(transfer.code(), Duration.ofSeconds(30));

            assertTrue(delivery.delivered(), delivery.toString());
            assertEquals(List.of("refused", "acknowledged"),
                    delivery.attempts().stream().map(NotificationDelivery.Attempt::outcome).toList());
            assertEquals(503, delivery.attempts().get(0).httpStatus());
        } finally {
            receiver.stop(0);
        }
    }

    private static String activeVa(PayCollectClient client, String webhookUrl) {
        BankCreateVaData va = client.bank().createVa(new BankCreateVaRequest()
                .accountType(BankAccountType.fromValue("personal-account")).appType(AppType.fromValue("tingee-web"))
                .bankName(BankName.MBB).accountNumber("0123456789").webhookUrl(webhookUrl)).getData();
        client.bank().confirmVa(new BankConfirmVaRequest().confirmId(va.getConfirmId()).otpNumber("123456")
                .bankName(BankName.MBB).bankBin("970422"));
        String registration = client.bank().registerNotify(new BankRegisterNotifyRequest()
                .vaAccountNumber(va.getVaAccountNumber())).getData().getConfirmId();
        client.bank().confirmRegisterNotify(new BankConfirmRegisterNotifyRequest().confirmId(registration)
                .otpNumber("123456").bankName(BankName.MBB).bankBin("970422"));
        return va.getVaAccountNumber();
    }
}
