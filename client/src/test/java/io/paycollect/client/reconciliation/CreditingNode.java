package io.paycollect.client.reconciliation;

import com.sun.net.httpserver.HttpServer;
import com.zaxxer.hikari.HikariConfig;
import com.zaxxer.hikari.HikariDataSource;
import io.paycollect.client.notification.JdbcProcessedNotifications;
import io.paycollect.client.notification.NotificationAnswer;
import io.paycollect.client.notification.NotificationHandler;
import io.paycollect.client.notification.NotificationReceiver;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.sql.PreparedStatement;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

/**
 * A merchant's node, in a JVM of its own so that a test can kill it outright: a {@link NotificationReceiver} over HTTP
 * on a free loopback port, processing each payment once with {@link JdbcProcessedNotifications} on a HikariCP pool,
 * its handler {@link #CREDIT} crediting the payment in the store's own transaction. The database comes from the
 * environment ({@code NODE_JDBC_URL}, {@code NODE_JDBC_USER}); the node prints {@code listening <port>} once it
 * receives and {@code crediting <code>} as each credit begins, and ends when its standard input does (so it never
 * outlives the test that started it).
 */
public final class CreditingNode {

    /** The merchant's secret token, which signs the notifications. */
    static final String SECRET = "merchant-secret-token";

    /** The merchant's table of credits: one row per credit, no key, so that a payment credited twice shows twice. */
    static final String CREDIT_TABLE = "CREATE TABLE credit (transaction_code VARCHAR(128) NOT NULL, amount BIGINT NOT NULL)";

    /** Credits the payment in the transaction that records it as processed: both commit, or neither. */
    static final NotificationHandler CREDIT = (notification, transaction) -> {
        try (PreparedStatement insert = transaction.connection()
                .prepareStatement("INSERT INTO credit (transaction_code, amount) VALUES (?, ?)")) {
            insert.setString(1, notification.getTransactionCode());
            insert.setLong(2, notification.getAmount().longValueExact());
            insert.executeUpdate();
        }
    };

    /** The node's threads receiving deliveries over HTTP. */
    private static final int RECEIVING_THREADS = 8;

    private CreditingNode() {
    }

    public static void main(String[] args) throws Exception {
        HikariConfig config = new HikariConfig();
        config.setJdbcUrl(System.getenv("NODE_JDBC_URL"));
        config.setUsername(System.getenv("NODE_JDBC_USER"));
        // One connection per thread receiving deliveries: on a running database a delivery never queues for a
        // connection, so the short wait below bounds only a database that is down, not a slow machine (with 4
        // connections for 8 threads, a loaded machine's slow commits once made a running database's delivery wait
        // past it and answer 500).
        config.setMaximumPoolSize(RECEIVING_THREADS);
        // While the database is down a delivery waits this long for a connection, then gets 500 and is delivered again.
        config.setConnectionTimeout(1000);
        try (HikariDataSource pool = new HikariDataSource(config)) {
            // Each credit is announced as it begins, inside the store's transaction: the moment a test kills it at.
            NotificationReceiver receiver = NotificationReceiver.builder(SECRET, (notification, transaction) -> {
                System.out.println("crediting " + notification.getTransactionCode());
                CREDIT.handle(notification, transaction);
            })
                    .processed(new JdbcProcessedNotifications(pool))
                    .build();
            HttpServer server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
            ExecutorService threads = Executors.newFixedThreadPool(RECEIVING_THREADS);
            server.setExecutor(threads);
            server.createContext("/notifications", exchange -> {
                NotificationAnswer answer = receiver.receive(exchange.getRequestHeaders().getFirst("x-request-timestamp"),
                        exchange.getRequestHeaders().getFirst("x-signature"), exchange.getRequestBody());
                byte[] body = answer.bodyBytes();
                exchange.getResponseHeaders().add("Content-Type", "application/json");
                exchange.sendResponseHeaders(answer.status(), body.length);
                exchange.getResponseBody().write(body);
                exchange.close();
            });
            server.start();
            System.out.println("listening " + server.getAddress().getPort());
            System.out.flush();
            BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
            while (in.readLine() != null) {
                // Nothing is asked of the node: it runs until its parent closes the stream, or ends.
            }
            server.stop(0);
            threads.shutdownNow();
        }
    }
}
