package io.paycollect.server;

import static io.paycollect.api.GoldenSignatures.SECRET;
import static io.paycollect.api.GoldenSignatures.TIMESTAMP;
import static org.assertj.core.api.Assertions.assertThat;

import io.paycollect.api.RequestSigner;
import io.paycollect.api.RequestTimestamp;
import io.paycollect.server.testapp.TestApplication;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.springframework.boot.test.system.CapturedOutput;
import org.springframework.boot.test.system.OutputCaptureExtension;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;

/**
 * The opt-in replay guard over real HTTP: on, a signed request sent again inside the window is refused
 * with 401 and a reason that says replay, whatever the case of its hex or how many copies race; off
 * (the default), it is served again, as the protocol alone allows.
 */
class ReplayGuardOverHttpTest {

    static final String CLIENT = "golden-client";
    static final String MERCHANT_SECRET = "merchant-secret-token";
    static final String FLOODER_SECRET = "flooder-secret-token";
    static final String REPLAYED = "{\"code\":\"97\",\"message\":\"x-signature was already accepted: a replayed request is refused\",\"data\":null}";

    static Wire.Reply send(Wire wire, String path, String body, String secret, boolean client, boolean upperCase) {
        byte[] bytes = body.getBytes(StandardCharsets.UTF_8);
        String signature = RequestSigner.withSecret(secret).sign(TIMESTAMP, bytes);
        List<String> headers = new ArrayList<>(List.of("content-type", "application/json", "accept", "application/json",
                "x-request-timestamp", TIMESTAMP, "x-signature", upperCase ? signature.toUpperCase(Locale.ROOT) : signature));
        if (client) {
            headers.addAll(List.of("x-client-id", CLIENT));
        }
        return wire.send("POST", path, Wire.headers(headers.toArray(String[]::new)), bytes);
    }

    static String qr(int amount) {
        return "{\"bankName\":\"MBB\",\"accountNumber\":\"0123456789\",\"amount\":" + amount + ",\"content\":\"Thanh toán\"}";
    }

    @Nested
    @SpringBootTest(classes = TestApplication.class, webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT, properties = {
            "paycollect.server.clients.golden-client.secret-token=" + SECRET,
            "paycollect.server.notifications.paths=/paycollect/notifications",
            "paycollect.server.notifications.secret-token=" + MERCHANT_SECRET,
            "paycollect.server.replay-guard.enabled=true"})
    class On extends AgainstTestApplication {

        @Test
        void aRequestSentAgainIsRefusedAsAReplay() {
            Wire.Reply first = send(wire, "/v1/generate-viet-qr", qr(1001), SECRET, true, false);
            Wire.Reply again = send(wire, "/v1/generate-viet-qr", qr(1001), SECRET, true, false);

            assertThat(first.status()).isEqualTo(200);
            assertThat(again.status()).isEqualTo(401);
            assertThat(again.body()).isEqualTo(REPLAYED);
            assertThat(recorder.calls.get()).isEqualTo(1);
        }

        @Test
        void anotherRequestOfTheSameClientIsServed() {
            assertThat(send(wire, "/v1/generate-viet-qr", qr(1002), SECRET, true, false).status()).isEqualTo(200);
            assertThat(send(wire, "/v1/generate-viet-qr", qr(1003), SECRET, true, false).status()).isEqualTo(200);
        }

        @Test
        void theSameSignatureInUpperCaseHexIsStillAReplay() {
            send(wire, "/v1/generate-viet-qr", qr(1004), SECRET, true, false);

            assertThat(send(wire, "/v1/generate-viet-qr", qr(1004), SECRET, true, true).body()).isEqualTo(REPLAYED);
        }

        @Test
        void ofIdenticalRequestsRacingExactlyOneIsServed() throws Exception {
            int copies = 8;
            CountDownLatch start = new CountDownLatch(1);
            ExecutorService pool = Executors.newFixedThreadPool(copies);
            List<Future<Integer>> statuses = new ArrayList<>();
            try {
                for (int i = 0; i < copies; i++) {
                    statuses.add(pool.submit(() -> {
                        start.await();
                        return send(new Wire(port), "/v1/generate-viet-qr", qr(1005), SECRET, true, false).status();
                    }));
                }
                start.countDown();
                List<Integer> got = new ArrayList<>();
                for (Future<Integer> status : statuses) {
                    got.add(status.get(30, TimeUnit.SECONDS));
                }
                assertThat(got).containsOnly(200, 401).filteredOn(s -> s == 200).hasSize(1);
            } finally {
                pool.shutdownNow();
            }
            assertThat(recorder.calls.get()).isEqualTo(1);
        }

        @Test
        void aNotificationSentAgainIsRefusedToo() {
            String body = "{\"transactionCode\":\"FT1\",\"amount\":50000}";

            assertThat(send(wire, "/paycollect/notifications", body, MERCHANT_SECRET, false, false).status()).isEqualTo(200);
            assertThat(send(wire, "/paycollect/notifications", body, MERCHANT_SECRET, false, false).body()).isEqualTo(REPLAYED);
        }
    }

    /**
     * The lockout attack, with a capacity of 5 instead of 200,000: one client (its secret stolen, or
     * misbehaving) sends distinct signed requests with timestamps ahead of the clock until the guard
     * holds as many as it may. That client is then refused with 503; another client, and the service's
     * notifications, are still served, because each has a share of its own.
     */
    @Nested
    @SpringBootTest(classes = TestApplication.class, webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT, properties = {
            "paycollect.server.clients.golden-client.secret-token=" + SECRET,
            "paycollect.server.clients.flooder.secret-token=" + FLOODER_SECRET,
            "paycollect.server.clients.second-flooder.secret-token=" + FLOODER_SECRET,
            "paycollect.server.notifications.paths=/paycollect/notifications",
            "paycollect.server.notifications.secret-token=" + MERCHANT_SECRET,
            "paycollect.server.replay-guard.enabled=true",
            "paycollect.server.replay-guard.capacity=5"})
    class OneClientFillingTheGuard extends AgainstTestApplication {

        @Test
        void isRefusedAloneWhileOtherClientsAndNotificationsAreServed() {
            Instant clock = RequestTimestamp.parse(TIMESTAMP);
            int accepted = 0;
            Wire.Reply refused = null;
            for (int i = 1; i <= 20 && refused == null; i++) {
                // Distinct timestamps ahead of the clock, inside the window: each is a new signature.
                String timestamp = RequestTimestamp.format(clock.plus(Duration.ofSeconds(i)));
                Wire.Reply reply = sendAs(wire, "flooder", FLOODER_SECRET, timestamp, qr(3000));
                if (reply.status() == 200) {
                    accepted++;
                } else {
                    refused = reply;
                }
            }

            assertThat(accepted).as("the flooder fills its share").isEqualTo(5);
            assertThat(refused).isNotNull();
            assertThat(refused.status()).isEqualTo(503);
            assertThat(sendAs(wire, "flooder", FLOODER_SECRET, RequestTimestamp.format(clock.minusSeconds(1)), qr(3000)).status())
                    .as("still refused: its share is full until its signatures expire").isEqualTo(503);
            for (int i = 0; i < 5; i++) {
                // up to its own share of five
                assertThat(send(wire, "/v1/generate-viet-qr", qr(3100 + i), SECRET, true, false).status())
                        .as("another client's request %d", i).isEqualTo(200);
            }
            assertThat(send(wire, "/paycollect/notifications", "{\"transactionCode\":\"FT9\",\"amount\":50000}",
                    MERCHANT_SECRET, false, false).status()).as("a notification").isEqualTo(200);
        }

        @Test
        @ExtendWith(OutputCaptureExtension.class)
        void aFloodOfRefusalsLogsAFewLinesNotOneEach(CapturedOutput output) {
            Instant clock = RequestTimestamp.parse(TIMESTAMP);
            int refused = 0;
            for (int i = 100; i < 140; i++) {
                String timestamp = RequestTimestamp.format(clock.plus(Duration.ofSeconds(i)));
                if (sendAs(wire, "second-flooder", FLOODER_SECRET, timestamp, qr(3000)).status() == 503) {
                    refused++;
                }
            }

            assertThat(refused).as("refused once its share of 5 is full").isGreaterThanOrEqualTo(35);
            assertThat(output.getOut().lines().filter(line -> line.contains("against replays")).count())
                    .as("ERROR lines for %d refusals", refused).isLessThanOrEqualTo(2);
        }

        private static Wire.Reply sendAs(Wire wire, String client, String secret, String timestamp, String body) {
            byte[] bytes = body.getBytes(StandardCharsets.UTF_8);
            return wire.send("POST", "/v1/generate-viet-qr", Wire.headers("content-type", "application/json",
                    "x-client-id", client, "x-request-timestamp", timestamp,
                    "x-signature", RequestSigner.withSecret(secret).sign(timestamp, bytes)), bytes);
        }
    }

    @Nested
    @SpringBootTest(classes = TestApplication.class, webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT, properties = {
            "paycollect.server.clients.golden-client.secret-token=" + SECRET})
    class OffByDefault {

        @LocalServerPort
        int port;

        @Test
        void aRequestSentAgainIsServedAgain() {
            Wire wire = new Wire(port);

            assertThat(send(wire, "/v1/generate-viet-qr", qr(2001), SECRET, true, false).status()).isEqualTo(200);
            assertThat(send(wire, "/v1/generate-viet-qr", qr(2001), SECRET, true, false).status()).isEqualTo(200);
        }
    }
}
