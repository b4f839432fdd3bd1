package io.paycollect.sandbox.notify;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.sun.net.httpserver.HttpServer;
import io.paycollect.api.ClientSecretLookup;
import io.paycollect.api.SignedRequestVerifier;
import io.paycollect.sandbox.store.Refusal;
import io.paycollect.sandbox.store.SandboxClock;
import io.paycollect.server.model.Notification;
import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Deque;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * Notification deliveries over real HTTP to a receiver on loopback: signed as the service signs,
 * acknowledged only by {@code {"code":"00"}}, retried with backoff a bounded number of times, listed with
 * their attempts, redelivered on demand, and never waited for by the caller.
 */
class NotificationDeliveriesTest {

    private static final String SECRET = "merchant-secret";
    /**
     * Short waits between attempts, but a time-out no loaded machine reaches with a receiver that answers:
     * a test that expects an answer must never see "timed out" because the machine was busy.
     */
    private static final DeliveryPolicy FAST = new DeliveryPolicy(3, Duration.ofMillis(50), Duration.ofMillis(200),
            Duration.ofSeconds(30));
    /** How long a test waits for an outcome that comes by itself: generous, as the suite runs on busy machines. */
    private static final long PATIENCE_SECONDS = 60;
    private static final Notification NOTIFICATION = new Notification().clientId("merchant")
            .transactionCode("FT26329000001").amount(java.math.BigDecimal.valueOf(75000L)).content("Don hang 7").bank("MBB")
            .bankBin("970422").vaAccountNumber("9000000001").transactionDate("20261125101500").additionalData(List.of());

    /** What the receiver saw of one delivery. */
    record Received(String timestamp, String signature, String clientIdHeader, String body) {
    }

    private final List<Received> received = Collections.synchronizedList(new ArrayList<>());
    private final Deque<Object[]> answers = new ArrayDeque<>(); // {status, body}; empty: acknowledge
    private HttpServer receiver;
    private NotificationDeliveries deliveries;

    private String startReceiver() throws IOException {
        receiver = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        receiver.createContext("/notifications", exchange -> {
            String body = new String(exchange.getRequestBody().readAllBytes(), StandardCharsets.UTF_8);
            received.add(new Received(exchange.getRequestHeaders().getFirst("x-request-timestamp"),
                    exchange.getRequestHeaders().getFirst("x-signature"),
                    exchange.getRequestHeaders().getFirst("x-client-id"), body));
            Object[] answer;
            synchronized (answers) {
                answer = answers.isEmpty() ? new Object[] {200, "{\"code\":\"00\",\"message\":\"OK\"}"} : answers.poll();
            }
            byte[] bytes = ((String) answer[1]).getBytes(StandardCharsets.UTF_8);
            exchange.sendResponseHeaders((Integer) answer[0], bytes.length);
            exchange.getResponseBody().write(bytes);
            exchange.close();
        });
        receiver.start();
        return "http://127.0.0.1:" + receiver.getAddress().getPort() + "/notifications";
    }

    private NotificationDeliveries deliveries(DeliveryPolicy policy) {
        deliveries = new NotificationDeliveries(ClientSecretLookup.of(Map.of("merchant", SECRET)), new SandboxClock(Clock.systemUTC()), policy,
                NotificationTargets.includingPrivate(), 1000);
        return deliveries;
    }

    @AfterEach
    void stop() {
        if (receiver != null) {
            receiver.stop(0);
        }
        if (deliveries != null) {
            deliveries.close();
        }
    }

    @Test
    void aDeliveryIsSignedAsTheServiceSignsAndAcknowledgedOnce() throws Exception {
        String url = startReceiver();
        DeliveryView started = deliveries(FAST).deliver(url, "merchant", NOTIFICATION);

        DeliveryView done = awaitSettled(started.deliveryId());

        assertEquals("delivered", done.status());
        assertEquals(1, attempts(done).size());
        assertEquals("acknowledged", attempts(done).get(0).outcome());
        assertEquals(200, attempts(done).get(0).httpStatus());
        Received seen = received.get(0);
        assertNull(seen.clientIdHeader(), "a notification carries no x-client-id");
        assertEquals(Optional.empty(), SignedRequestVerifier.forSecret(SECRET).build()
                .verify(null, seen.timestamp(), seen.signature(), seen.body().getBytes(StandardCharsets.UTF_8)));
        // The contract's field order, that of the live captures; a field not set (accountNumber) is left out, not null.
        assertEquals("{\"clientId\":\"merchant\",\"transactionCode\":\"FT26329000001\",\"amount\":75000,"
                + "\"content\":\"Don hang 7\",\"bank\":\"MBB\",\"bankBin\":\"970422\",\"vaAccountNumber\":\"9000000001\","
                + "\"transactionDate\":\"20261125101500\",\"additionalData\":[]}", seen.body());
    }

    @Test
    void aRefusalOrAWrongAcknowledgementIsRetriedUntilAcknowledged() throws Exception {
        String url = startReceiver();
        answers.add(new Object[] {500, "busy"});
        answers.add(new Object[] {200, "{\"code\":\"99\"}"});

        DeliveryView done = awaitSettled(deliveries(FAST).deliver(url, "merchant", NOTIFICATION).deliveryId());

        assertEquals("delivered", done.status());
        assertEquals(List.of("refused", "wrong acknowledgement", "acknowledged"),
                attempts(done).stream().map(a -> a.outcome()).toList());
        assertEquals(3, received.size());
        assertEquals(1, received.stream().map(Received::body).distinct().count(), "every attempt sends the same body");
    }

    @Test
    void aReceiverThatIsDownGetsTheBoundedRetriesThenTheDeliveryIsGivenUp() throws Exception {
        int closedPort;
        try (ServerSocket socket = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            closedPort = socket.getLocalPort();
        }
        DeliveryView done = awaitSettled(deliveries(FAST)
                .deliver("http://127.0.0.1:" + closedPort + "/notifications", "merchant", NOTIFICATION).deliveryId());

        assertEquals("failed", done.status());
        assertEquals(List.of("connection refused", "connection refused", "connection refused"),
                attempts(done).stream().map(a -> a.outcome()).toList());
    }

    @Test
    void aReceiverThatNeverAnswersTimesOut() throws Exception {
        CountDownLatch release = new CountDownLatch(1);
        try {
            assertEveryAttemptTimesOut(startHoldingReceiver(release, false));
        } finally {
            release.countDown();
        }
    }

    @Test
    void theCallerDoesNotWaitForTheReceiver() throws Exception {
        CountDownLatch release = new CountDownLatch(1);
        String url = startHoldingReceiver(release, false);
        // One attempt with a long time-out: had deliver() waited for the answer, the answer would come only
        // after the attempt had already timed out, and the delivery would have failed.
        DeliveryPolicy oneLong = new DeliveryPolicy(1, Duration.ZERO, Duration.ZERO, Duration.ofSeconds(30));

        String id = deliveries(oneLong).deliver(url, "merchant", NOTIFICATION).deliveryId();
        release.countDown();

        assertEquals("delivered", awaitSettled(id).status());
    }

    @Test
    void aReceiverThatSendsItsHeadersAndThenStallsIsEndedByTheAttemptsTimeOut() throws Exception {
        CountDownLatch release = new CountDownLatch(1);
        try {
            assertEveryAttemptTimesOut(startHoldingReceiver(release, true));
        } finally {
            release.countDown();
        }
    }

    /** Two attempts of one second each to {@code url}, which never completes an answer: both time out. */
    private void assertEveryAttemptTimesOut(String url) throws InterruptedException {
        DeliveryPolicy twoShort = new DeliveryPolicy(2, Duration.ofMillis(10), Duration.ofMillis(10), Duration.ofSeconds(1));

        DeliveryView done = awaitSettled(deliveries(twoShort).deliver(url, "merchant", NOTIFICATION)
                .deliveryId());

        assertEquals("failed", done.status());
        assertEquals(List.of("timed out", "timed out"), attempts(done).stream().map(a -> a.outcome()).toList());
    }

    @Test
    void anAnswerLongerThanAnyAcknowledgementIsNotOneAndIsNotKept() throws Exception {
        String url = startReceiver();
        answers.add(new Object[] {200, "{\"code\":\"00\",\"message\":\"" + "x".repeat(AcknowledgementBody.LIMIT) + "\"}"});

        DeliveryView done = awaitSettled(deliveries(FAST).deliver(url, "merchant", NOTIFICATION).deliveryId());

        assertEquals("delivered", done.status());
        assertEquals(List.of("wrong acknowledgement", "acknowledged"), attempts(done).stream().map(a -> a.outcome()).toList());
        assertTrue(attempts(done).stream().noneMatch(a -> String.valueOf(a.detail()).contains("xxxx")),
                "the log never shows what the receiver answered");
    }

    @Test
    void aDroppedDeliveryIsRecordedAndNothingIsSent() throws Exception {
        String url = startReceiver();
        NotificationDeliveries deliveries = deliveries(FAST);
        assertEquals(1, deliveries.dropNext(1));

        DeliveryView dropped = deliveries.deliver(url, "merchant", NOTIFICATION);
        DeliveryView next = awaitSettled(deliveries.deliver(url, "merchant", NOTIFICATION).deliveryId());

        assertEquals("dropped", deliveries.get(dropped.deliveryId()).status());
        assertEquals(List.of(), attempts(deliveries.get(dropped.deliveryId())));
        assertEquals("delivered", next.status());
        assertEquals(1, received.size(), "only the delivery after the dropped one reached the receiver");
    }

    @Test
    void aWaitIsWokenByADeliveryMadeAndDroppedWithNoAttempt() throws Exception {
        String url = startReceiver();
        NotificationDeliveries deliveries = deliveries(FAST);
        deliveries.dropNext(1);
        List<List<DeliveryView>> seen = new ArrayList<>();
        Thread waiter = new Thread(() -> {
            try {
                seen.add(deliveries.awaitAttempts(() -> deliveries.list(NOTIFICATION.getTransactionCode()),
                        found -> !found.isEmpty(), Duration.ofSeconds(PATIENCE_SECONDS)));
            } catch (InterruptedException stopped) {
                Thread.currentThread().interrupt();
            }
        });
        waiter.start();
        // Made only once the waiter waits, so that only the change itself can wake it.
        while (waiter.isAlive() && waiter.getState() != Thread.State.TIMED_WAITING) {
            Thread.onSpinWait();
        }

        deliveries.deliver(url, "merchant", NOTIFICATION);
        waiter.join();

        assertEquals(List.of("dropped"), seen.get(0).stream().map(DeliveryView::status).toList());
    }

    @Test
    void redeliveriesAreBoundedAndNeverOverlapARoundInProgress() throws Exception {
        CountDownLatch release = new CountDownLatch(1);
        String url = startHoldingReceiver(release, false);
        DeliveryPolicy oneRedelivery = new DeliveryPolicy(1, Duration.ZERO, Duration.ZERO, Duration.ofSeconds(30), 1);
        NotificationDeliveries deliveries = deliveries(oneRedelivery);
        String id = deliveries.deliver(url, "merchant", NOTIFICATION).deliveryId();

        assertEquals("1002", assertThrows(Refusal.class, () -> deliveries.redeliver(id)).code(), "still pending");
        release.countDown();
        awaitSettled(id);
        deliveries.redeliver(id);
        awaitAttempts(id, 2);

        Refusal refused = assertThrows(Refusal.class, () -> deliveries.redeliver(id));
        assertEquals("1002", refused.code());
        assertTrue(refused.getMessage().contains("max-redeliveries"), refused.getMessage());
    }

    @Test
    void aTargetThatMayNotBeCalledGetsNothingEvenWhenItWasRegistered() throws Exception {
        String url = startReceiver(); // on loopback, which an exposed sandbox does not call
        deliveries = new NotificationDeliveries(ClientSecretLookup.of(Map.of("merchant", SECRET)), new SandboxClock(Clock.systemUTC()),
                FAST, NotificationTargets.publicOnly(), 1000);

        DeliveryView done = awaitSettled(deliveries.deliver(url, "merchant", NOTIFICATION).deliveryId());

        assertEquals("failed", done.status());
        assertEquals("target not allowed", attempts(done).get(0).outcome());
        assertEquals(1, attempts(done).size(), "not retried");
        assertEquals(List.of(), received);
    }

    /**
     * A receiver that holds every request until {@code release}: before answering at all, then it acknowledges;
     * or, {@code stallingAfterHeaders}, after its headers and 10 of the 1000 bytes they promise.
     */
    private String startHoldingReceiver(CountDownLatch release, boolean stallingAfterHeaders) throws IOException {
        receiver = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        receiver.createContext("/", exchange -> {
            exchange.getRequestBody().readAllBytes();
            byte[] ack = "{\"code\":\"00\",\"message\":\"OK\"}".getBytes(StandardCharsets.UTF_8);
            try {
                if (stallingAfterHeaders) {
                    exchange.sendResponseHeaders(200, 1000);
                    exchange.getResponseBody().write(ack, 0, 10);
                    exchange.getResponseBody().flush();
                }
                release.await(PATIENCE_SECONDS * 2, TimeUnit.SECONDS);
                if (!stallingAfterHeaders) {
                    exchange.sendResponseHeaders(200, ack.length);
                    exchange.getResponseBody().write(ack);
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            } catch (IOException closedByTheCaller) {
                // the attempt had timed out and its connection is gone
            }
            exchange.close();
        });
        receiver.setExecutor(java.util.concurrent.Executors.newCachedThreadPool());
        receiver.start();
        return "http://127.0.0.1:" + receiver.getAddress().getPort() + "/n";
    }

    @Test
    void aRedeliverySendsTheSameNotificationAgainSignedAnew() throws Exception {
        String url = startReceiver();
        String id = deliveries(FAST).deliver(url, "merchant", NOTIFICATION).deliveryId();
        awaitSettled(id);

        assertEquals(1, deliveries.redeliver(id).redeliveries());
        DeliveryView again = awaitAttempts(id, 2);

        assertEquals("delivered", again.status());
        assertEquals(2, received.size());
        assertEquals(received.get(0).body(), received.get(1).body());
        assertEquals(List.of(again), deliveries.list("FT26329000001"));
        assertEquals(List.of(), deliveries.list("FT-other"));
    }

    @Test
    void withoutTheClientsSecretNothingIsSent() throws Exception {
        String url = startReceiver();
        DeliveryView done = awaitSettled(deliveries(FAST).deliver(url, "stranger", NOTIFICATION).deliveryId());

        assertEquals("failed", done.status());
        assertEquals("not signed", attempts(done).get(0).outcome());
        assertEquals(List.of(), received);
    }

    @Test
    void aFullLogForgetsSettledDeliveriesRatherThanRefusingANewOne() throws Exception {
        String url = startReceiver();
        deliveries = new NotificationDeliveries(ClientSecretLookup.of(Map.of("merchant", SECRET)), new SandboxClock(Clock.systemUTC()), FAST,
                NotificationTargets.includingPrivate(), 2);
        awaitSettled(deliveries.deliver(url, "merchant", NOTIFICATION).deliveryId());
        awaitSettled(deliveries.deliver(url, "merchant", NOTIFICATION).deliveryId());

        String third = deliveries.deliver(url, "merchant", NOTIFICATION).deliveryId();

        assertEquals("delivered", awaitSettled(third).status());
        assertEquals(List.of(third), deliveries.list(null).stream().map(d -> d.deliveryId()).toList());
    }

    @Test
    void theBackoffDoublesUpToItsLimit() {
        DeliveryPolicy policy = new DeliveryPolicy(6, Duration.ofSeconds(1), Duration.ofSeconds(5), Duration.ofSeconds(1));
        assertEquals(List.of(Duration.ofSeconds(1), Duration.ofSeconds(2), Duration.ofSeconds(4), Duration.ofSeconds(5),
                Duration.ofSeconds(5)), List.of(policy.backoffAfter(1), policy.backoffAfter(2), policy.backoffAfter(3),
                policy.backoffAfter(4), policy.backoffAfter(5)));
    }

    static List<Delivery.Attempt> attempts(DeliveryView delivery) {
        return delivery.attempts();
    }

    private DeliveryView awaitSettled(String id) throws InterruptedException {
        return await(id, delivery -> "delivered".equals(delivery.status()) || "failed".equals(delivery.status()),
                "settled");
    }

    private DeliveryView awaitAttempts(String id, int count) throws InterruptedException {
        return await(id, delivery -> attempts(delivery).size() >= count && !"pending".equals(delivery.status()),
                count + " attempts");
    }

    /** The delivery {@code id} once {@code done}, read again each time an attempt is recorded, within the patience. */
    private DeliveryView await(String id, Predicate<DeliveryView> done, String what) throws InterruptedException {
        DeliveryView delivery = deliveries.awaitAttempts(() -> deliveries.get(id), done,
                Duration.ofSeconds(PATIENCE_SECONDS));
        assertTrue(done.test(delivery), "not yet " + what + ": " + delivery);
        return delivery;
    }
}
