package io.paycollect.server;

import static io.paycollect.api.GoldenSignatures.TIMESTAMP;
import static org.assertj.core.api.Assertions.assertThat;

import io.paycollect.api.ClientSecretLookup;
import io.paycollect.api.RequestSigner;
import io.paycollect.server.autoconfigure.PayCollectServerAutoConfiguration;
import io.paycollect.server.testapp.TestApplication;
import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/**
 * One peer cannot lock everyone out of the body reads. 100 peers from 127.0.0.1 send headers that pass every check
 * needing no body (half as a client call with the public client id and the time, half as a notification of several
 * merchants with the time), one byte of body, and nothing more: 10 of them (the address's share) are being read,
 * the other 90 get 503 at once; a signed call and a notification from another address (127.0.0.2) are then
 * answered 200. A notification whose timestamp is outside the window is refused (401) before it takes a slot.
 */
@SpringBootTest(classes = {TestApplication.class, OnePeerCannotTakeEveryBodyReadTest.Merchants.class},
        webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT, properties = {
        "paycollect.server.clients.golden-client.secret-token=" + io.paycollect.api.GoldenSignatures.SECRET,
        "paycollect.server.notifications.paths=/paycollect/notifications",
        "paycollect.server.body-read-timeout=60s"})
class OnePeerCannotTakeEveryBodyReadTest {

    static final int PEERS = 100;
    static final int SHARE = SignatureVerificationFilter.DEFAULT_MAX_CONCURRENT_BODY_READS_PER_ADDRESS;

    @Configuration(proxyBeanMethods = false)
    static class Merchants {

        @Bean(name = PayCollectServerAutoConfiguration.NOTIFICATION_SECRETS, defaultCandidate = false)
        ClientSecretLookup merchantSecrets() {
            return ClientSecretLookup.of(Map.of("shop-a", "secret-a"));
        }
    }

    @LocalServerPort
    int port;

    private Socket open(String from, String request) throws IOException {
        Socket socket = new Socket();
        socket.bind(new InetSocketAddress(InetAddress.getByName(from), 0));
        socket.connect(new InetSocketAddress(InetAddress.getByName("127.0.0.1"), port), 10_000);
        socket.setSoTimeout(90_000);
        socket.getOutputStream().write(request.getBytes(StandardCharsets.UTF_8));
        socket.getOutputStream().flush();
        return socket;
    }

    private static String notification(String timestamp, String body, String extra) {
        String signature = RequestSigner.withSecret("secret-a").sign(timestamp, body.getBytes(StandardCharsets.UTF_8));
        return "POST /paycollect/notifications HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n"
                + "x-request-timestamp: " + timestamp + "\r\nx-signature: " + signature + "\r\n" + extra
                + "Content-Length: " + (extra.isEmpty() ? 1000 : body.getBytes(StandardCharsets.UTF_8).length)
                + "\r\n\r\n" + (extra.isEmpty() ? "{" : body);
    }

    private static final String NOTIFICATION = "{\"clientId\":\"shop-a\",\"transactionCode\":\"FT1\",\"amount\":50000}";

    @Test
    @Timeout(180)
    void dribblersFromOneAddressLeaveHonestCallsAndNotificationsAnswered() throws Exception {
        String clientHead = RawHttp.headerPassingHead(1000) + "{";
        List<Socket> dribblers = new ArrayList<>();
        ExecutorService readers = Executors.newFixedThreadPool(PEERS, reader -> {
            Thread thread = new Thread(reader);
            thread.setDaemon(true); // a read still blocked at the end must not keep the JVM
            return thread;
        });
        CountDownLatch refused = new CountDownLatch(PEERS - SHARE);
        try {
            for (int i = 0; i < PEERS; i++) {
                Socket socket = open("127.0.0.1", i % 2 == 0 ? clientHead : notification(TIMESTAMP, NOTIFICATION, ""));
                dribblers.add(socket);
                readers.execute(() -> {
                    try {
                        if (RawHttp.firstBytes(socket.getInputStream()).startsWith("HTTP/1.1 503")) {
                            refused.countDown();
                        }
                    } catch (IOException closed) {
                        // the test is over
                    }
                });
            }
            assertThat(refused.await(60, TimeUnit.SECONDS)).as("all but the address's share answered 503 at once").isTrue();

            try (Socket call = open("127.0.0.2", RawHttp.goldenSignedPost("Connection: close\r\n", ""))) {
                assertThat(RawHttp.firstBytes(call.getInputStream())).as("a signed call").startsWith("HTTP/1.1 200");
            }
            try (Socket delivery = open("127.0.0.2", notification(TIMESTAMP, NOTIFICATION, "Connection: close\r\n"))) {
                assertThat(RawHttp.firstBytes(delivery.getInputStream())).as("a notification").startsWith("HTTP/1.1 200");
            }
        } finally {
            readers.shutdownNow();
            for (Socket socket : dribblers) {
                socket.close();
            }
        }
    }

    @Test
    @Timeout(60)
    void aNotificationOutsideTheWindowIsRefusedBeforeItTakesASlot() throws IOException {
        for (int i = 0; i < 2 * SHARE; i++) {
            try (Socket stale = open("127.0.0.1", notification("20000101000000000", NOTIFICATION, ""))) {
                assertThat(RawHttp.firstBytes(stale.getInputStream())).as("stale notification %d", i)
                        .startsWith("HTTP/1.1 401");
            }
        }
    }
}
