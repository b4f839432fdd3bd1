package io.paycollect.sandbox.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.sun.net.httpserver.HttpExchange;
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
import io.paycollect.client.model.MerchantCreateRequest;
import io.paycollect.client.model.MerchantGetPagingRequest;
import io.paycollect.client.model.TransactionGetPagingRequest;
import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.boot.test.context.SpringBootTest;
import tools.jackson.databind.JsonNode;

/**
 * {@code POST /sandbox/reset}: a suite sharing one sandbox starts each test from what a fresh one holds,
 * without a restart. Every kind of record is forgotten, deliveries stop being retried, drops still to come are
 * cancelled, and ids keep counting so an id a previous test saw never names a new record.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT, properties = {
    "paycollect.sandbox.notifications.first-backoff=100ms",
    "paycollect.sandbox.notifications.max-backoff=100ms",
    "paycollect.sandbox.notifications.max-attempts=5"})
class SandboxResetTest {

    @Value("${local.server.port}")
    int port;

    private PayCollectClient client;
    private ControlCalls control;

    @BeforeEach
    void clients() {
        client = PayCollectClient.builder().baseUrl("http://localhost:" + port).clientId("sandbox-client")
                .secretToken("sandbox-secret-token").build();
        control = new ControlCalls("http://localhost:" + port);
        control.call("POST", "/sandbox/reset");
    }

    @Test
    void aResetForgetsEveryRecordAndDropAndIdsKeepCounting() {
        client.merchant().create(new MerchantCreateRequest().name("Ca phe").phoneNumber("0901234567")
                .password("s3cret!").appType(AppType.fromValue("tingee-web")).email("caphe@merchant.example"));
        String va = activeVa("http://127.0.0.1:9/nobody-listens");
        control.call("POST", "/sandbox/virtual-accounts/" + va + "/transfers?amount=10000");
        control.call("POST", "/sandbox/notifications/drop-next?count=3");

        JsonNode answer = control.call("POST", "/sandbox/reset");

        assertTrue(answer.get("data").get("reset").asBoolean(), answer.toString());
        assertEquals(0L, client.merchant().getPaging(new MerchantGetPagingRequest().skipCount(0L).maxResultCount(10L))
                .getData().getTotalCount());
        assertEquals(0L, client.transaction().getPaging(new TransactionGetPagingRequest().skipCount(0L)
                .maxResultCount(10L)).getData().getTotalCount());
        assertEquals(0, control.call("GET", "/sandbox/notifications/deliveries").get("data").size());
        assertEquals(0, control.call("POST", "/sandbox/notifications/drop-next?count=0").get("data").get("dropNext").asInt(),
                "no drop is left over for the next test");
        assertEquals("1001", status("POST", "/sandbox/virtual-accounts/" + va + "/transfers?amount=10000"),
                "the virtual account is gone");
        assertNotEquals(va, activeVa(null), "a new virtual account never gets the number of a forgotten one");
    }

    @Test
    void aDeliveryBeingRetriedStopsAtTheReset() throws Exception {
        // One receiver refusing every attempt, at two paths: the payment the reset forgets, and one made after it.
        // Only payments are counted: each account's activation is notified there too, as a link result.
        AtomicInteger forgotten = new AtomicInteger();
        CountDownLatch firstAttempt = new CountDownLatch(1);
        CountDownLatch laterPaymentGaveUp = new CountDownLatch(5);
        HttpServer refusing = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        refusing.createContext("/forgotten", exchange -> {
            boolean payment = isPayment(exchange);
            exchange.sendResponseHeaders(500, -1);
            exchange.close();
            if (payment) {
                forgotten.incrementAndGet();
                firstAttempt.countDown();
            }
        });
        refusing.createContext("/later", exchange -> {
            boolean payment = isPayment(exchange);
            exchange.sendResponseHeaders(500, -1);
            exchange.close();
            if (payment) {
                laterPaymentGaveUp.countDown();
            }
        });
        refusing.start();
        try {
            String receiver = "http://127.0.0.1:" + refusing.getAddress().getPort();
            String va = activeVa(receiver + "/forgotten");
            control.call("POST", "/sandbox/virtual-accounts/" + va + "/transfers?amount=10000");
            assertTrue(firstAttempt.await(60, TimeUnit.SECONDS), "the first attempt within a minute");

            control.call("POST", "/sandbox/reset");
            int atTheReset = forgotten.get();
            // A payment delivered after the reset, retried on the same schedule (100 ms apart, 5 attempts): by its
            // fifth attempt, every retry the forgotten payment had left was due earlier and would have come.
            String later = activeVa(receiver + "/later");
            control.call("POST", "/sandbox/virtual-accounts/" + later + "/transfers?amount=10000");
            assertTrue(laterPaymentGaveUp.await(60, TimeUnit.SECONDS), "the later payment's five attempts within a minute");

            // At most the one attempt already on its way at the reset lands.
            assertTrue(forgotten.get() <= atTheReset + 1, "attempts after the reset: " + (forgotten.get() - atTheReset));
            for (JsonNode kept : control.call("GET", "/sandbox/notifications/deliveries").get("data")) {
                assertTrue(kept.get("url").asString().endsWith("/later"), "only the later account's deliveries are kept: " + kept);
            }
        } finally {
            refusing.stop(0);
        }
    }

    /** Whether the notification {@code exchange} carries is a payment's (a link result names no transaction). */
    private static boolean isPayment(HttpExchange exchange) throws IOException {
        return new String(exchange.getRequestBody().readAllBytes(), StandardCharsets.UTF_8).contains("\"transactionCode\"");
    }

    /** An active virtual account, its notifications registered to {@code webhookUrl} when given. */
    private String activeVa(String webhookUrl) {
        BankCreateVaData va = client.bank().createVa(new BankCreateVaRequest()
                .accountType(BankAccountType.fromValue("personal-account")).appType(AppType.fromValue("tingee-web"))
                .bankName(BankName.MBB).accountNumber("0123456789").webhookUrl(webhookUrl)).getData();
        client.bank().confirmVa(new BankConfirmVaRequest().confirmId(va.getConfirmId()).otpNumber("123456")
                .bankName(BankName.MBB).bankBin("970422"));
        if (webhookUrl != null) {
            String registration = client.bank().registerNotify(new BankRegisterNotifyRequest()
                    .vaAccountNumber(va.getVaAccountNumber())).getData().getConfirmId();
            client.bank().confirmRegisterNotify(new BankConfirmRegisterNotifyRequest().confirmId(registration)
                    .otpNumber("123456").bankName(BankName.MBB).bankBin("970422"));
        }
        return va.getVaAccountNumber();
    }

    /** The envelope code of an unsigned control call expected to be refused. */
    private String status(String method, String path) {
        try {
            HttpResponse<String> response = HttpClient.newHttpClient().send(HttpRequest.newBuilder(
                    URI.create("http://localhost:" + port + path)).method(method, HttpRequest.BodyPublishers.noBody())
                    .build(), HttpResponse.BodyHandlers.ofString());
            return tools.jackson.databind.json.JsonMapper.builder().build().readTree(response.body()).get("code").asString();
        } catch (IOException | InterruptedException e) {
            throw new AssertionError(e);
        }
    }
}
