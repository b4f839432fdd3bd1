package io.paycollect.client.reconciliation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.paycollect.api.PrivateDatabaseServer;
import io.paycollect.api.RequestSigner;
import io.paycollect.api.RequestTimestamp;
import io.paycollect.client.PayCollectClient;
import io.paycollect.client.TestDatabases;
import io.paycollect.client.notification.JdbcProcessedNotifications;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.Statement;
import java.time.Clock;
import java.time.Duration;
import java.time.LocalDateTime;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Queue;
import java.util.Random;
import java.util.Set;
import java.util.concurrent.Callable;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.BooleanSupplier;
import javax.sql.DataSource;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Faults a merchant's node survives without losing a payment or crediting one twice, with
 * {@link JdbcProcessedNotifications} on a PostgreSQL and a MariaDB server of the test's own
 * ({@link PrivateDatabaseServer}), the node a {@link CreditingNode} in a JVM of its own receiving over HTTP from
 * {@value #SENDERS} senders at once:
 *
 * <ul>
 *   <li><b>Killed outright</b>: {@value #KILLS} times the node gets SIGKILL, each as it announces a credit whose
 *       number is drawn at random (the 5th to the 40th), inside that credit's transaction, with other deliveries in
 *       flight; a new node takes over. Every payment acknowledged before a kill is credited, none twice, and each
 *       credit was committed with its record; then every delivery is sent again (each acknowledged, only the cut ones
 *       not committed credited now) and reconciliation recovers the {@value #DROPPED} payments never delivered, once.</li>
 *   <li><b>The database restarted under load</b>: {@value #RESTARTS} times the server is crashed (PostgreSQL's
 *       immediate stop, MariaDB's SIGKILL), each after a random number of acknowledged deliveries; while it is down
 *       every delivery gets 500, and the senders deliver again as the service does; then it starts again and every
 *       payment is acknowledged and credited once, and again after every delivery is sent again and reconciliation.</li>
 * </ul>
 *
 * Counts, not times: how many deliveries a kill cut, how many of those had committed, how many were refused while the
 * database was down depend on the machine; each is printed, and what must hold whatever they are is asserted. The
 * random points come from a seed printed with them ({@code -Dpaycollect.faults.seed} repeats a run).
 */
class FaultsSurvivedTest {

    private static final int SENDERS = 8;
    private static final int KILLS = 3;
    private static final int RESTARTS = 2;
    /** Delivered: at most 40 credited and {@value #SENDERS} cut per kill, so some are left for the last node. */
    private static final int DELIVERED = 200;
    /** Payments whose every notification was lost: reconciliation's to find. */
    private static final int DROPPED = 10;
    private static final ZoneId VIETNAM = ZoneId.of("Asia/Ho_Chi_Minh");
    private static final long SEED = Long.getLong("paycollect.faults.seed", System.nanoTime());

    private final HttpClient http = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1)
            .connectTimeout(Duration.ofSeconds(30)).build();
    private final Random random = new Random(SEED);
    private final List<String> unexpected = Collections.synchronizedList(new ArrayList<>());
    private final Object progress = new Object();

    record Payment(String code, long amount) {
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"PostgreSQL", "MariaDB"})
    @Timeout(value = 10, unit = TimeUnit.MINUTES) // a backstop against a hang, far beyond the run's own time
    void aNodeKilledOutrightLosesNoPaymentAndCreditsNoneTwice(String server) throws Exception {
        try (PrivateDatabaseServer database = server(server)) {
            DataSource data = prepared(database);
            List<Payment> payments = payments("FT-KILL-");
            Queue<Payment> queue = new ConcurrentLinkedQueue<>(payments.subList(0, DELIVERED));
            Set<String> acknowledged = ConcurrentHashMap.newKeySet();
            Set<String> cut = ConcurrentHashMap.newKeySet();
            List<String> kills = new ArrayList<>();
            for (int kill = 0; kill < KILLS; kill++) {
                int at = 5 + random.nextInt(36);
                int cutBefore = cut.size();
                try (NodeProcess node = NodeProcess.start(database)) {
                    node.killAtCredit(at);
                    senders(() -> {
                        for (Payment p = queue.poll(); p != null; p = node.killed() ? null : queue.poll()) {
                            int status = deliver(node.url(), p);
                            if (status == 200) {
                                acknowledged.add(p.code());
                            } else if (status < 0) {
                                cut.add(p.code()); // the service delivers it again later
                            } else {
                                unexpected.add(p.code() + " answered " + status + " by a running node");
                            }
                        }
                        return null;
                    });
                    assertEquals(137, node.exitStatus(), "the node ended by SIGKILL at its credit " + at);
                }
                kills.add("at credit " + at + ", deliveries cut: " + (cut.size() - cutBefore));
            }
            try (NodeProcess node = NodeProcess.start(database)) {
                acknowledgeAll(node.url(), queue, acknowledged);

                Map<String, Integer> afterKills = credits(data);
                for (String code : acknowledged) {
                    assertEquals(1, afterKills.getOrDefault(code, 0), code + " was acknowledged, so it was credited, once");
                }
                assertTrue(afterKills.values().stream().allMatch(n -> n == 1), "no payment credited twice: " + afterKills);
                Set<String> recorded = processed(data);
                assertEquals(Set.of(), difference(afterKills.keySet(), recorded), "credited, yet not recorded as processed");
                assertEquals(Set.of(), difference(recorded, afterKills.keySet()), "recorded as processed, yet not credited");
                Set<String> committedUnanswered = new HashSet<>(cut);
                committedUnanswered.retainAll(afterKills.keySet());
                assertTrue(cut.size() > 0, "the kills cut deliveries in flight");

                acknowledgeAll(node.url(), new ConcurrentLinkedQueue<>(payments.subList(0, DELIVERED)), acknowledged);
                int creditedNow = credits(data).size() - afterKills.size();
                assertEquals(cut.size() - committedUnanswered.size(), creditedNow,
                        "sending every delivery again credits exactly the cut ones that had not committed");

                ReconciliationResult reconciled = reconcile(data, payments);
                assertEquals(DROPPED, reconciled.recovered(), "reconciliation recovers the payments never delivered");
                assertEquals(DELIVERED, reconciled.alreadyProcessed());
                assertCreditedOnceEach(data, payments);
                System.out.println("[faults] " + server + ", node killed outright " + KILLS + " times (seed " + SEED + "): "
                        + String.join("; ", kills) + ". Of the " + cut.size() + " deliveries cut, " + committedUnanswered.size()
                        + " had committed (credited, answer lost) and " + creditedNow + " had not (credited when sent again); "
                        + "reconciliation recovered " + reconciled.recovered() + "; " + payments.size() + " payments credited once each.");
            }
        }
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"PostgreSQL", "MariaDB"})
    @Timeout(value = 10, unit = TimeUnit.MINUTES) // a backstop against a hang, far beyond the run's own time
    void theDatabaseRestartedUnderLoadRefusesDeliveriesWhileDownAndLosesNone(String server) throws Exception {
        try (PrivateDatabaseServer database = server(server); NodeProcess node = NodeProcess.start(database)) {
            DataSource data = prepared(database);
            List<Payment> payments = payments("FT-RESTART-");
            Queue<Payment> queue = new ConcurrentLinkedQueue<>(payments.subList(0, DELIVERED));
            Set<String> acknowledged = ConcurrentHashMap.newKeySet();
            // Even while the server is up, odd while it is down: a delivery that began and ended in one odd value
            // was made entirely while the server was down.
            AtomicInteger epoch = new AtomicInteger();
            AtomicInteger backUp = new AtomicInteger(); // restarts completed
            AtomicInteger sendersDone = new AtomicInteger();
            AtomicInteger refusedWhileDown = new AtomicInteger();
            AtomicInteger refused = new AtomicInteger();
            ExecutorService load = Executors.newFixedThreadPool(SENDERS);
            try {
                List<Future<Object>> senders = new ArrayList<>();
                for (int i = 0; i < SENDERS; i++) {
                    senders.add(load.submit(() -> {
                        try {
                            for (Payment p = queue.poll(); p != null; p = queue.poll()) {
                                int status;
                                do {
                                    int ups = backUp.get();
                                    int before = epoch.get();
                                    status = deliver(node.url(), p);
                                    boolean refusedWhileItWasDown = false;
                                    if (before % 2 == 1 && epoch.get() == before) {
                                        if (status == 500) {
                                            refusedWhileDown.incrementAndGet();
                                            refusedWhileItWasDown = true;
                                        } else {
                                            unexpected.add(p.code() + " answered " + status + " while the database was down");
                                        }
                                    }
                                    if (status == 500) {
                                        refused.incrementAndGet();
                                    }
                                    progressed();
                                    if (refusedWhileItWasDown) {
                                        // The service delivers again later: here, once the database is back.
                                        awaitProgress(() -> backUp.get() != ups, "the database back");
                                    }
                                } while (status == 500);
                                if (status == 200) {
                                    acknowledged.add(p.code());
                                } else {
                                    unexpected.add(p.code() + " answered " + status + ", which the service does not deliver again");
                                }
                                progressed();
                            }
                            return null;
                        } finally {
                            sendersDone.incrementAndGet();
                            progressed();
                        }
                    }));
                }
                List<String> restarts = new ArrayList<>();
                for (int restart = 0; restart < RESTARTS; restart++) {
                    int after = acknowledged.size() + 5 + random.nextInt(36);
                    // Each wait ends early when a sender has seen what it must not, or all have ended.
                    BooleanSupplier over = () -> !unexpected.isEmpty() || sendersDone.get() == SENDERS;
                    awaitProgress(() -> acknowledged.size() >= after || over.getAsBoolean(), "acknowledged deliveries reach " + after);
                    assertNothingUnexpected();
                    int acknowledgedAtCrash = acknowledged.size();
                    database.crash();
                    epoch.incrementAndGet();
                    int downBefore = refusedWhileDown.get();
                    awaitProgress(() -> refusedWhileDown.get() >= downBefore + SENDERS || over.getAsBoolean(),
                            SENDERS + " deliveries refused while down");
                    assertNothingUnexpected();
                    assertTrue(refusedWhileDown.get() >= downBefore + SENDERS, "deliveries were refused while the database was down");
                    epoch.incrementAndGet();
                    database.start();
                    backUp.incrementAndGet();
                    progressed();
                    restarts.add("after " + acknowledgedAtCrash + " acknowledged, " + (refusedWhileDown.get() - downBefore)
                            + " refused while down");
                }
                for (Future<Object> sender : senders) {
                    sender.get(5, TimeUnit.MINUTES);
                }
                assertNothingUnexpected();
                assertEquals(DELIVERED, acknowledged.size());
                Map<String, Integer> afterRestarts = credits(data);
                assertEquals(acknowledged, afterRestarts.keySet(), "every payment acknowledged is credited, and only those");
                assertTrue(afterRestarts.values().stream().allMatch(n -> n == 1), "no payment credited twice: " + afterRestarts);

                acknowledgeAll(node.url(), new ConcurrentLinkedQueue<>(payments.subList(0, DELIVERED)), acknowledged);
                ReconciliationResult reconciled = reconcile(data, payments);
                assertEquals(DROPPED, reconciled.recovered(), "reconciliation recovers the payments never delivered");
                assertCreditedOnceEach(data, payments);
                System.out.println("[faults] " + server + " restarted " + RESTARTS + " times under load (seed " + SEED + "): "
                        + String.join("; ", restarts) + "; " + refused.get() + " deliveries refused with 500 in all and "
                        + "delivered again; reconciliation recovered " + reconciled.recovered() + "; " + payments.size()
                        + " payments credited once each.");
            } finally {
                load.shutdownNow();
            }
        }
    }

    private static PrivateDatabaseServer server(String name) throws Exception {
        return name.equals("PostgreSQL") ? PrivateDatabaseServer.postgres() : PrivateDatabaseServer.mariaDb();
    }

    private static DataSource prepared(PrivateDatabaseServer database) throws Exception {
        DataSource data = database.dataSource();
        TestDatabases.run(data, TestDatabases.migration(JdbcProcessedNotifications.class, "processed-notifications.sql"),
                CreditingNode.CREDIT_TABLE);
        return data;
    }

    private static List<Payment> payments(String prefix) {
        List<Payment> payments = new ArrayList<>();
        for (int i = 0; i < DELIVERED + DROPPED; i++) {
            payments.add(new Payment(String.format("%s%03d", prefix, i), 10_000 + i));
        }
        return payments;
    }

    /** Runs {@code sender} on {@value #SENDERS} threads at once, to their end. */
    private static void senders(Callable<Object> sender) throws Exception {
        ExecutorService threads = Executors.newFixedThreadPool(SENDERS);
        try {
            List<Future<Object>> running = new ArrayList<>();
            for (int i = 0; i < SENDERS; i++) {
                running.add(threads.submit(sender));
            }
            for (Future<Object> each : running) {
                each.get(5, TimeUnit.MINUTES);
            }
        } finally {
            threads.shutdownNow();
        }
    }

    /** Delivers every payment of {@code queue} to a node on a database that is up: each must be acknowledged. */
    private void acknowledgeAll(String url, Queue<Payment> queue, Set<String> acknowledged) throws Exception {
        senders(() -> {
            for (Payment p = queue.poll(); p != null; p = queue.poll()) {
                int status = deliver(url, p);
                if (status == 200) {
                    acknowledged.add(p.code());
                } else {
                    unexpected.add(p.code() + " answered " + status + " by a node on a running database");
                }
            }
            return null;
        });
        assertNothingUnexpected();
    }

    /** The payment's notification, signed as the service signs it: the HTTP status, or -1 when no answer came. */
    private int deliver(String url, Payment payment) {
        String body = "{\"transactionCode\":\"" + payment.code() + "\",\"amount\":" + payment.amount()
                + ",\"content\":\"Don hang\",\"bank\":\"MBB\",\"accountNumber\":\"0123456789\"}";
        String timestamp = RequestTimestamp.now(Clock.systemUTC());
        try {
            return http.send(HttpRequest.newBuilder(URI.create(url)).timeout(Duration.ofSeconds(60))
                    .header("x-request-timestamp", timestamp)
                    .header("x-signature", RequestSigner.withSecret(CreditingNode.SECRET).sign(timestamp, body))
                    .POST(HttpRequest.BodyPublishers.ofString(body)).build(), HttpResponse.BodyHandlers.discarding()).statusCode();
        } catch (IOException e) {
            return -1;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return -1;
        }
    }

    /** A reconciliation run over the service's list of every payment, with the node's handler and store. */
    private static ReconciliationResult reconcile(DataSource data, List<Payment> payments) throws Exception {
        try (TransactionListServer service = new TransactionListServer()) {
            LocalDateTime paidAt = LocalDateTime.now(VIETNAM).minusMinutes(5);
            payments.forEach(p -> service.add(p.code(), p.amount(), null, paidAt));
            PayCollectClient client = PayCollectClient.builder().baseUrl(service.baseUrl())
                    .clientId("merchant").secretToken(CreditingNode.SECRET).build();
            return PaymentReconciler.builder(client, CreditingNode.CREDIT, new JdbcProcessedNotifications(data)).build()
                    .reconcile();
        }
    }

    private static void assertCreditedOnceEach(DataSource data, List<Payment> payments) throws Exception {
        Map<String, Integer> credits = credits(data);
        for (Payment p : payments) {
            assertEquals(1, credits.getOrDefault(p.code(), 0), p.code() + " credited exactly once");
        }
        assertEquals(payments.size(), credits.size(), "nothing else credited");
        try (Connection c = data.getConnection(); Statement s = c.createStatement();
             ResultSet sum = s.executeQuery("SELECT SUM(amount) FROM credit")) {
            sum.next();
            assertEquals(payments.stream().mapToLong(Payment::amount).sum(), sum.getLong(1), "the amounts credited");
        }
    }

    /** How many times each payment was credited. */
    private static Map<String, Integer> credits(DataSource data) throws Exception {
        Map<String, Integer> credits = new HashMap<>();
        try (Connection c = data.getConnection(); Statement s = c.createStatement();
             ResultSet rows = s.executeQuery("SELECT transaction_code, COUNT(*) FROM credit GROUP BY transaction_code")) {
            while (rows.next()) {
                credits.put(rows.getString(1), rows.getInt(2));
            }
        }
        return credits;
    }

    /** The payments the store records as processed. */
    private static Set<String> processed(DataSource data) throws Exception {
        Set<String> codes = new HashSet<>();
        try (Connection c = data.getConnection(); Statement s = c.createStatement();
             ResultSet rows = s.executeQuery("SELECT transaction_code FROM " + JdbcProcessedNotifications.TABLE)) {
            while (rows.next()) {
                codes.add(rows.getString(1));
            }
        }
        return codes;
    }

    private static Set<String> difference(Set<String> these, Set<String> butNot) {
        Set<String> difference = new java.util.TreeSet<>(these);
        difference.removeAll(butNot);
        return difference;
    }

    /** Nothing answered what the service would not deliver again (the first few named). */
    private void assertNothingUnexpected() {
        synchronized (unexpected) {
            assertEquals(List.of(), unexpected.subList(0, Math.min(5, unexpected.size())), unexpected.size() + " unexpected answers");
        }
    }

    /** Wakes whoever waits for the run's progress: a delivery's outcome, a sender's end, the database back. */
    private void progressed() {
        synchronized (progress) {
            progress.notifyAll();
        }
    }

    /**
     * Waits for {@code condition}, an event of the run, checked again at each progress, within a bound far beyond
     * what it takes.
     */
    private void awaitProgress(BooleanSupplier condition, String what) throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.MINUTES.toNanos(2);
        synchronized (progress) {
            while (!condition.getAsBoolean()) {
                long left = deadline - System.nanoTime();
                assertTrue(left > 0, "waited 2 minutes for: " + what);
                TimeUnit.NANOSECONDS.timedWait(progress, left);
            }
        }
    }
}
