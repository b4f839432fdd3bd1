package io.paycollect.sandbox.junit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
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
import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * {@link SandboxControl#awaitDelivery} asks the sandbox to answer when the delivery settles: one call, answered as
 * soon as the receiver acknowledges, through retries; when the time given passes first, the exception names the
 * state the delivery was last in. An attempt may take 30 s here, so a receiver holding one is never timed out.
 */
@PayCollectSandbox(properties = {"paycollect.sandbox.notifications.first-backoff=500ms",
        "paycollect.sandbox.notifications.timeout=30s"})
class AwaitDeliveryTest {

    private static final byte[] ACK = "{\"code\":\"00\",\"message\":\"OK\"}".getBytes(StandardCharsets.UTF_8);

    private final ExecutorService threads = Executors.newCachedThreadPool();

    @AfterEach
    void stopThreads() {
        threads.shutdownNow();
    }

    @Test
    void aDeliveryRetriedAfterARefusalIsAwaitedUntilItIsAcknowledged(PayCollectClient client, SandboxControl control)
            throws Exception {
        AtomicInteger requests = new AtomicInteger();
        HttpServer receiver = server(exchange -> {
            // The account's link result (at its confirmation) is acknowledged: the payment's first attempt is refused.
            if (isPayment(exchange) && requests.incrementAndGet() == 1) {
                exchange.sendResponseHeaders(503, -1);
            } else {
                acknowledge(exchange);
            }
        });
        try {
            String va = activeVa(client, urlOf(receiver));

            SandboxTransaction transfer = control.transferToVa(va, 15_000, null);
            // Longer than the sandbox waits in one call: asked for a minute at most, answered when it settles.
            NotificationDelivery delivery = control.awaitDelivery(transfer.code(), Duration.ofMinutes(2));

            assertTrue(delivery.delivered(), delivery.toString());
            assertEquals(List.of("refused", "acknowledged"),
                    delivery.attempts().stream().map(NotificationDelivery.Attempt::outcome).toList());
            assertEquals(503, delivery.attempts().get(0).httpStatus());
        } finally {
            receiver.stop(0);
        }
    }

    @Test
    void aDeliverySettlingWhileTheClientWaitsIsAnsweredToItsOneCall(PayCollectClient client, URI sandbox,
            SandboxControl direct) throws Exception {
        CountDownLatch release = new CountDownLatch(1);
        HttpServer receiver = server(exchange -> {
            if (isPayment(exchange)) {
                await(release);
            }
            acknowledge(exchange);
        });
        // Between the control client and the sandbox: counts the calls awaiting, and tells when the first is made.
        AtomicInteger awaitCalls = new AtomicInteger();
        CountDownLatch waiting = new CountDownLatch(1);
        HttpClient forward = HttpClient.newHttpClient();
        HttpServer counter = server(exchange -> {
            if (exchange.getRequestURI().getRawQuery() != null && exchange.getRequestURI().getRawQuery().contains("settledWithin")) {
                awaitCalls.incrementAndGet();
                waiting.countDown();
            }
            HttpResponse<byte[]> answer = send(forward, HttpRequest.newBuilder(sandbox.resolve(exchange.getRequestURI().toString()))
                    .method(exchange.getRequestMethod(), HttpRequest.BodyPublishers.noBody()).build());
            exchange.sendResponseHeaders(answer.statusCode(), answer.body().length);
            exchange.getResponseBody().write(answer.body());
        });
        try {
            String va = activeVa(client, urlOf(receiver));
            SandboxControl control = SandboxControl.of(URI.create(baseOf(counter)));
            SandboxTransaction transfer = control.transferToVa(va, 16_000, null);

            CompletableFuture<NotificationDelivery> awaited = CompletableFuture.supplyAsync(
                    () -> control.awaitDelivery(transfer.code(), Duration.ofSeconds(30)), threads);
            assertTrue(waiting.await(30, TimeUnit.SECONDS), "the control client made no call");
            // While it waits, the delivery stays pending: a shorter wait of another call passes first.
            assertThrows(SandboxControlException.class, () -> direct.awaitDelivery(transfer.code(), Duration.ofMillis(300)));
            assertFalse(awaited.isDone(), "answered while the receiver still held the delivery: " + awaited);
            release.countDown();
            NotificationDelivery delivery = awaited.get(60, TimeUnit.SECONDS);

            assertTrue(delivery.delivered(), delivery.toString());
            assertEquals(1, awaitCalls.get(), "calls made to await one delivery");
        } finally {
            release.countDown();
            receiver.stop(0);
            counter.stop(0);
        }
    }

    @Test
    void whenTheTimeGivenPassesFirstTheExceptionNamesTheLastState(PayCollectClient client, SandboxControl control)
            throws Exception {
        CountDownLatch release = new CountDownLatch(1);
        HttpServer receiver = server(exchange -> {
            if (isPayment(exchange)) {
                await(release);
            }
            acknowledge(exchange);
        });
        try {
            String va = activeVa(client, urlOf(receiver));
            SandboxTransaction transfer = control.transferToVa(va, 17_000, null);

            SandboxControlException late = assertThrows(SandboxControlException.class,
                    () -> control.awaitDelivery(transfer.code(), Duration.ofMillis(300)));
            String id = control.deliveries(transfer.code()).get(0).deliveryId();
            SandboxControlException lateById = assertThrows(SandboxControlException.class,
                    () -> control.awaitDeliveryById(id, Duration.ofMillis(300)));
            release.countDown();

            assertTrue(late.getMessage().contains("no settled delivery within PT0.3S; last seen: pending"), late.getMessage());
            assertEquals("GET /sandbox/notifications/deliveries?transactionCode=" + transfer.code(), late.endpoint());
            assertTrue(lateById.getMessage().contains("no settled delivery within PT0.3S; last seen: pending"),
                    lateById.getMessage());
            assertTrue(control.awaitDeliveryById(id, Duration.ofSeconds(30)).delivered());
        } finally {
            release.countDown();
            receiver.stop(0);
        }
    }

    @Test
    void aSandboxThatAnswersBeforeTheWaitItWasAskedForIsNotAskedAgain() throws Exception {
        // What a sandbox that ignores settledWithin answers: the delivery as it stands, at once.
        AtomicInteger calls = new AtomicInteger();
        byte[] pending = ("{\"code\":\"00\",\"message\":\"Success\",\"data\":[{\"deliveryId\":\"DLV000001\","
                + "\"status\":\"pending\",\"attempts\":[]}]}").getBytes(StandardCharsets.UTF_8);
        HttpServer older = server(exchange -> {
            calls.incrementAndGet();
            exchange.sendResponseHeaders(200, pending.length);
            exchange.getResponseBody().write(pending);
        });
        try {
            SandboxControl control = SandboxControl.of(URI.create(baseOf(older)));

            SandboxControlException refused = assertThrows(SandboxControlException.class,
                    () -> control.awaitDelivery("TX1", Duration.ofSeconds(30)));

            assertTrue(refused.getMessage().contains("this sandbox does not wait"), refused.getMessage());
            assertTrue(refused.getMessage().contains("last seen: pending"), refused.getMessage());
            assertEquals(1, calls.get());
        } finally {
            older.stop(0);
        }
    }

    private interface Handler {
        void handle(HttpExchange exchange) throws IOException;
    }

    /** A server on a free loopback port, each request on a thread of its own (a held one holds no other). */
    private HttpServer server(Handler handler) throws IOException {
        HttpServer server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        server.setExecutor(threads);
        server.createContext("/", exchange -> {
            try {
                handler.handle(exchange);
            } finally {
                exchange.close();
            }
        });
        server.start();
        return server;
    }

    private static String baseOf(HttpServer server) {
        return "http://127.0.0.1:" + server.getAddress().getPort();
    }

    private static String urlOf(HttpServer server) {
        return baseOf(server) + "/notifications";
    }

    private static boolean isPayment(HttpExchange exchange) throws IOException {
        return new String(exchange.getRequestBody().readAllBytes(), StandardCharsets.UTF_8).contains("\"transactionCode\"");
    }

    private static void acknowledge(HttpExchange exchange) throws IOException {
        exchange.sendResponseHeaders(200, ACK.length);
        exchange.getResponseBody().write(ACK);
    }

    private static void await(CountDownLatch latch) throws IOException {
        try {
            if (!latch.await(60, TimeUnit.SECONDS)) {
                throw new IOException("never released");
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException(e);
        }
    }

    private static HttpResponse<byte[]> send(HttpClient http, HttpRequest request) throws IOException {
        try {
            return http.send(request, HttpResponse.BodyHandlers.ofByteArray());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException(e);
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
