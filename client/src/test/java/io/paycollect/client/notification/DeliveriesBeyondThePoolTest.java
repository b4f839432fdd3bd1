package io.paycollect.client.notification;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.zaxxer.hikari.HikariConfig;
import com.zaxxer.hikari.HikariDataSource;
import io.paycollect.api.RealPostgres;
import io.paycollect.api.RequestSigner;
import io.paycollect.api.RequestTimestamp;
import io.paycollect.client.TestDatabases;
import java.nio.charset.StandardCharsets;
import java.sql.PreparedStatement;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import javax.sql.DataSource;
import org.junit.jupiter.api.Test;

/**
 * More concurrent deliveries than the pool has connections, on a real PostgreSQL server through HikariCP, as a
 * Spring Boot application has it: a delivery that gets no connection in time is answered 500, which the service
 * retries, never acknowledged unprocessed; every payment is credited exactly once and none is lost. The merchant's
 * work holds its connection until a delivery has been refused one, so refusals happen on any machine; how many
 * there are beyond the first depends on the machine and is not asserted. Counts, not timings.
 */
class DeliveriesBeyondThePoolTest {

    private static final String SECRET = "merchant-secret-token";
    private static final int PAYMENTS = 40;
    private static final int DELIVERIES_AT_ONCE = 16;

    @Test
    void everyPaymentIsCreditedOnceWhateverThePoolRefuses() throws Exception {
        DataSource schema = RealPostgres.freshSchema(null);
        TestDatabases.run(schema, TestDatabases.migration(JdbcProcessedNotifications.class, "processed-notifications.sql"),
                "CREATE TABLE credit (transaction_code VARCHAR(128), amount BIGINT)");
        HikariConfig config = new HikariConfig();
        config.setDataSource(schema);
        config.setMaximumPoolSize(2);
        config.setConnectionTimeout(250); // the shortest HikariCP allows: deliveries beyond the pool are refused soon
        AtomicInteger refused = new AtomicInteger();
        CountDownLatch firstRefusal = new CountDownLatch(1);
        java.util.Map<String, List<NotificationAnswer.Outcome>> acknowledged = new java.util.concurrent.ConcurrentHashMap<>();
        try (HikariDataSource pool = new HikariDataSource(config)) {
            NotificationReceiver receiver = NotificationReceiver.builder(SECRET, (notification, transaction) -> {
                try (PreparedStatement insert = transaction.connection()
                        .prepareStatement("INSERT INTO credit (transaction_code, amount) VALUES (?, ?)")) {
                    insert.setString(1, notification.getTransactionCode());
                    insert.setLong(2, notification.getAmount().longValueExact());
                    insert.executeUpdate();
                }
                // The merchant's own work, holding the connection until a waiting delivery has been refused one.
                firstRefusal.await(60, TimeUnit.SECONDS);
            }).processed(new JdbcProcessedNotifications(pool)).build();

            ExecutorService service = Executors.newFixedThreadPool(DELIVERIES_AT_ONCE);
            try {
                List<Future<?>> deliveries = new ArrayList<>();
                for (int copy = 0; copy < 2; copy++) { // every payment delivered twice, as the service may
                    for (int i = 0; i < PAYMENTS; i++) {
                        String code = String.format("FT-POOL-%03d", i);
                        deliveries.add(service.submit(() -> deliverUntilAcknowledged(receiver, code, refused, firstRefusal, acknowledged)));
                    }
                }
                for (Future<?> delivery : deliveries) {
                    delivery.get(5, TimeUnit.MINUTES);
                }
            } finally {
                service.shutdownNow();
            }
        }
        assertTrue(refused.get() > 0, "the pool refused deliveries");
        for (int i = 0; i < PAYMENTS; i++) {
            String code = String.format("FT-POOL-%03d", i);
            assertEquals(1, TestDatabases.credits(schema, code),
                    "payment " + i + " credited once (" + refused.get() + " attempts were refused and retried)");
            assertEquals(1, acknowledged.get(code).stream().filter(NotificationAnswer.Outcome.PROCESSED::equals).count(),
                    "of the acknowledgements of " + code + " exactly one says processed: " + acknowledged.get(code));
        }
    }

    /** Delivers as the service does: again after a refusal, until the receiver acknowledges. */
    private static Void deliverUntilAcknowledged(NotificationReceiver receiver, String code, AtomicInteger refused,
            CountDownLatch firstRefusal, java.util.Map<String, List<NotificationAnswer.Outcome>> acknowledged) {
        byte[] body = ("{\"transactionCode\":\"" + code + "\",\"amount\":50000}").getBytes(StandardCharsets.UTF_8);
        while (true) {
            String timestamp = RequestTimestamp.now(Clock.systemUTC());
            NotificationAnswer answer = receiver.receive(timestamp, RequestSigner.withSecret(SECRET).sign(timestamp, body), body);
            if (answer.status() == 200) {
                acknowledged.computeIfAbsent(code, c -> new java.util.concurrent.CopyOnWriteArrayList<>()).add(answer.outcome());
                return null;
            }
            assertEquals(500, answer.status(), "only a retryable refusal, never a refusal of the notification itself");
            refused.incrementAndGet();
            firstRefusal.countDown();
            // Delivered again at once: the next attempt waits for a connection as long as the pool lets it.
        }
    }
}
