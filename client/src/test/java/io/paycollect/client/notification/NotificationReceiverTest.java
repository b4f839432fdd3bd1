package io.paycollect.client.notification;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.paycollect.api.RequestSigner;
import io.paycollect.api.RequestTimestamp;
import io.paycollect.client.model.Notification;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.ArrayList;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** A merchant receives the service's notifications without Spring: verified, typed, each payment once. */
class NotificationReceiverTest {

    static final String SECRET = "merchant-secret-token";
    static final Instant NOW = Instant.parse("2026-11-24T08:00:00Z");
    static final Clock CLOCK = Clock.fixed(NOW, ZoneOffset.UTC);
    static final String BODY = "{\"clientId\":\"merchant-001\",\"transactionCode\":\"FT26328001\",\"amount\":50000,"
            + "\"content\":\"Thanh toán đơn hàng 001\",\"bank\":\"MBB\",\"bankBin\":\"970422\",\"accountNumber\":\"0123456789\","
            + "\"vaAccountNumber\":\"VA0001\",\"transactionDate\":\"20261124150000\","
            + "\"additionalData\":[{\"name\":\"orderId\",\"value\":\"001\"}],\"channel\":\"napas\"}";

    private final List<Notification> handled = new CopyOnWriteArrayList<>();
    private final NotificationReceiver receiver = NotificationReceiver.builder(SECRET, (value, transaction) -> handled.add(value)).clock(CLOCK).build();

    static String timestamp(Instant at) {
        return RequestTimestamp.now(Clock.fixed(at, ZoneOffset.UTC));
    }

    static String signature(String timestamp, String body) {
        return RequestSigner.withSecret(SECRET).sign(timestamp, body);
    }

    static NotificationAnswer deliver(NotificationReceiver receiver, String body) {
        String timestamp = timestamp(NOW);
        return receiver.receive(timestamp, signature(timestamp, body), body.getBytes(StandardCharsets.UTF_8));
    }

    @Test
    void aSignedNotificationIsHandledTypedAndAcknowledged() {
        NotificationAnswer answer = deliver(receiver, BODY);

        assertEquals(200, answer.status());
        assertEquals("{\"code\":\"00\",\"message\":\"OK\"}", answer.body());
        assertEquals(NotificationAnswer.Outcome.PROCESSED, answer.outcome());
        Notification notification = handled.get(0);
        assertEquals("FT26328001", notification.getTransactionCode());
        assertEquals(new BigDecimal("50000"), notification.getAmount());
        assertEquals("Thanh toán đơn hàng 001", notification.getContent());
        assertEquals("970422", notification.getBankBin());
        assertEquals("orderId", notification.getAdditionalData().get(0).getName());
        assertEquals("napas", notification.getAdditionalProperty("channel"), "a field nobody documented is kept");
    }

    @Test
    void theSameNotificationDeliveredAgainIsAcknowledgedButNotProcessedAgain() {
        deliver(receiver, BODY);
        NotificationAnswer again = deliver(receiver, BODY.replace("\"channel\"", "\"retry\":1,\"channel\""));

        assertEquals(200, again.status());
        assertEquals(NotificationAnswer.ACKNOWLEDGEMENT, again.body());
        assertEquals(NotificationAnswer.Outcome.ALREADY_PROCESSED, again.outcome());
        assertEquals(1, handled.size());
    }

    @Test
    void aNotificationFormattedOtherwiseIsVerifiedOverTheBytesAsReceived() {
        String pretty = BODY.replace(",", ",\n  ").replace("{", "{ ");

        assertEquals(NotificationAnswer.Outcome.PROCESSED, deliver(receiver, pretty).outcome());
    }

    @Test
    void aTamperedNotificationIsRefusedAndNotProcessed() {
        String timestamp = timestamp(NOW);
        String tampered = BODY.replace("50000", "5000000");

        NotificationAnswer answer = receiver.receive(timestamp, signature(timestamp, BODY),
                tampered.getBytes(StandardCharsets.UTF_8));

        assertEquals(401, answer.status());
        assertTrue(answer.body().contains("\"code\":\"97\"") && answer.body().contains("x-signature does not match"), answer.body());
        assertEquals(List.of(), handled);
    }

    @Test
    void aNotificationFromOutsideTheWindowIsRefused() {
        String old = timestamp(NOW.minus(Duration.ofMinutes(11)));

        NotificationAnswer answer = receiver.receive(old, signature(old, BODY), BODY.getBytes(StandardCharsets.UTF_8));

        assertEquals(401, answer.status());
        assertTrue(answer.body().contains("\"code\":\"90\""), answer.body());
        assertEquals(List.of(), handled);
    }

    @Test
    void aKeyGivenTwiceIsABadRequestNamingItAndNothingIsProcessed() {
        NotificationAnswer answer = deliver(receiver, "{\"transactionCode\":\"FT1\",\"amount\":1,\"amount\":50000000}");

        assertEquals(400, answer.status());
        assertTrue(answer.body().contains("key 'amount' appears twice"), answer.body());
        assertEquals(List.of(), handled);
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            an amount written as text      | {"transactionCode":"FT1","amount":"50000"}                         | field 'amount' must be a number
            a fraction of a dong           | {"transactionCode":"FT1","amount":50000.5}                         | field 'amount' must be a whole number of VND
            a number where text goes       | {"transactionCode":12345,"amount":50000}                           | field 'transactionCode' must be a string
            true where text goes           | {"transactionCode":"FT1","amount":50000,"content":true}            | field 'content' must be a string
            a null in a list               | {"transactionCode":"FT1","amount":50000,"additionalData":[null]}   | field 'additionalData[0]' must not be null
            a number inside a list item    | {"transactionCode":"FT1","amount":50000,"additionalData":[{"name":"n","value":1}]} | field 'additionalData[0].value' must be a string
            """)
    void aValueTheContractForbidsIsABadRequestNamingTheFieldAndNothingIsProcessed(String why, String body, String message) {
        NotificationAnswer answer = deliver(receiver, body);

        assertEquals(400, answer.status());
        assertEquals("{\"code\":\"400\",\"message\":\"the body is not a notification: " + message + "\",\"data\":null}",
                answer.body());
        assertEquals(List.of(), handled);
    }

    @Test
    void aBodyOverTheCapIsRefusedAndOnlyTheCapIsRead() throws Exception {
        NotificationReceiver capped = NotificationReceiver.builder(SECRET, (value, transaction) -> handled.add(value)).clock(CLOCK).maxBodySize(1024).build();
        String timestamp = timestamp(NOW);
        java.util.concurrent.atomic.AtomicLong served = new java.util.concurrent.atomic.AtomicLong();
        java.io.InputStream endless = new java.io.InputStream() {
            @Override
            public int read() {
                served.incrementAndGet();
                return ' ';
            }
        };

        NotificationAnswer answer = capped.receive(timestamp, signature(timestamp, BODY), endless);

        assertEquals(413, answer.status());
        assertTrue(answer.body().contains("larger than 1024 bytes"), answer.body());
        assertTrue(served.get() <= 1025, "read " + served.get() + " bytes of an endless body");
        assertEquals(List.of(), handled);
    }

    @Test
    void aBodyOverTheCapWhoseHeadersCannotBeAuthenticIsRefusedAsNotSigned() {
        NotificationReceiver capped = NotificationReceiver.builder(SECRET, (value, transaction) -> handled.add(value)).clock(CLOCK).maxBodySize(16).build();

        NotificationAnswer answer = capped.receive(timestamp(NOW.minusSeconds(3600)), "x", BODY.getBytes(StandardCharsets.UTF_8));

        assertEquals(401, answer.status());
        assertEquals(List.of(), handled);
    }

    @Test
    void aStreamedDeliveryThatCannotBeAuthenticIsRefusedUnread() throws Exception {
        java.io.InputStream untouchable = new java.io.InputStream() {
            @Override
            public int read() {
                throw new AssertionError("the body must not be read");
            }
        };

        assertEquals(401, receiver.receive(null, "x", untouchable).status());
        assertEquals(401, receiver.receive(timestamp(NOW.minusSeconds(3600)), "x", untouchable).status());
    }

    @Test
    void aStreamedNotificationIsReceivedLikeBytes() throws Exception {
        String timestamp = timestamp(NOW);
        NotificationAnswer answer = receiver.receive(timestamp, signature(timestamp, BODY),
                new java.io.ByteArrayInputStream(BODY.getBytes(StandardCharsets.UTF_8)));

        assertEquals(200, answer.status());
        assertEquals(1, handled.size());
    }

    @Test
    void missingHeadersAreRefusedNamingThem() {
        assertTrue(receiver.receive(null, "x", BODY.getBytes(StandardCharsets.UTF_8)).body().contains("x-request-timestamp header is missing"));
        assertTrue(receiver.receive(timestamp(NOW), null, BODY.getBytes(StandardCharsets.UTF_8)).body().contains("x-signature header is missing"));
    }

    @Test
    void aSignedBodyThatIsNoNotificationIsABadRequest() {
        assertEquals(400, deliver(receiver, "[1,2,3]").status());
        NotificationAnswer noCode = deliver(receiver, "{\"amount\":1}");
        assertEquals(400, noCode.status());
        assertTrue(noCode.body().contains("transactionCode is missing"), noCode.body());
        assertEquals(List.of(), handled);
    }

    @Test
    void aHandlerThatFailsLeavesThePaymentForTheNextDelivery() {
        AtomicInteger attempts = new AtomicInteger();
        NotificationReceiver flaky = NotificationReceiver.builder(SECRET, (n, transaction) -> {
            if (attempts.incrementAndGet() == 1) {
                throw new IllegalStateException("database down; customer 0123456789");
            }
            handled.add(n);
        }).clock(CLOCK).build();

        NotificationAnswer first = deliver(flaky, BODY);
        NotificationAnswer second = deliver(flaky, BODY);

        assertEquals(500, first.status());
        assertFalse(first.body().contains("0123456789"), "the handler's message is not echoed");
        assertEquals(NotificationAnswer.Outcome.FAILED, first.outcome());
        assertEquals(NotificationAnswer.Outcome.PROCESSED, second.outcome());
        assertEquals(1, handled.size());
    }

    @Test
    void concurrentDeliveriesOfOnePaymentAreProcessedOnce() throws Exception {
        int deliveries = 16;
        int threads = 8;
        CountDownLatch start = new CountDownLatch(1);
        // The handler holds the payment's claim until a delivery on every thread has come for it.
        CountDownLatch atTheClaim = new CountDownLatch(threads);
        InMemoryProcessedNotifications store = new InMemoryProcessedNotifications();
        NotificationReceiver slow = NotificationReceiver.builder(SECRET, (n, transaction) -> {
            assertTrue(atTheClaim.await(30, TimeUnit.SECONDS), "a delivery on every thread within 30 s");
            handled.add(n);
        }).clock(CLOCK).processed((code, work) -> {
            atTheClaim.countDown();
            return store.processOnce(code, work);
        }).build();
        ExecutorService pool = Executors.newFixedThreadPool(threads);
        try {
            List<Future<NotificationAnswer>> answers = new ArrayList<>();
            for (int i = 0; i < deliveries; i++) {
                answers.add(pool.submit(() -> {
                    start.await();
                    return deliver(slow, BODY);
                }));
            }
            start.countDown();
            int acknowledged = 0;
            for (Future<NotificationAnswer> answer : answers) {
                acknowledged += answer.get(10, TimeUnit.SECONDS).status() == 200 ? 1 : 0;
            }
            assertEquals(deliveries, acknowledged);
        } finally {
            pool.shutdownNow();
        }
        assertEquals(1, handled.size());
    }

    @Test
    void theSecretIsNotInItsText() {
        assertFalse(receiver.toString().contains(SECRET));
    }
}
