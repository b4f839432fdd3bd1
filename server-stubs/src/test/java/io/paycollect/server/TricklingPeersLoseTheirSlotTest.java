package io.paycollect.server;

import static io.paycollect.api.GoldenSignatures.SECRET;
import static io.paycollect.api.GoldenSignatures.TIMESTAMP;
import static org.assertj.core.api.Assertions.assertThat;

import io.paycollect.api.RequestTimestamp;
import io.paycollect.server.testapp.TestApplication;
import java.io.IOException;
import java.io.OutputStream;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.context.TestConfiguration;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Primary;

/**
 * A peer trickling its body a byte per second of the server's clock (the clock steps a second per byte sent: no
 * sleep) falls below {@code paycollect.server.min-body-read-rate} (500 bytes per second after a 2 s grace) and gets
 * 408 with the connection closed, long before the total {@code body-read-timeout} (5 minutes here); its slot, the
 * only one of its address, is free again for an honest call. {@link Timeout} only stops a hang.
 */
@SpringBootTest(classes = {TestApplication.class, TricklingPeersLoseTheirSlotTest.SteppingClockConfiguration.class},
        webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT, properties = {
        "paycollect.server.clients.golden-client.secret-token=" + SECRET,
        "paycollect.server.body-read-timeout=5m",
        // The clock steps up to a million seconds while the trickler's headers are checked: its timestamp stays current.
        "paycollect.server.timestamp-window=30d",
        "paycollect.server.max-concurrent-body-reads-per-address=1"})
class TricklingPeersLoseTheirSlotTest {

    private static final Instant START = RequestTimestamp.parse(TIMESTAMP);

    @LocalServerPort
    int port;

    @Autowired
    SteppingClock clock;

    @Test
    @Timeout(120)
    void aPeerTricklingABytePerSecondGetsA408AndItsSlotIsFreedForAnHonestCall() throws Exception {
        String answer;
        try (Socket socket = new Socket("localhost", port)) {
            socket.setTcpNoDelay(true);
            OutputStream out = socket.getOutputStream();
            // As long as the largest body: without the rate, the answer would come at the end of the body, a 401.
            out.write(RawHttp.headerPassingHead(1024 * 1024).getBytes(StandardCharsets.US_ASCII));
            out.flush();
            CompletableFuture<String> answered = new CompletableFuture<>();
            Thread reader = new Thread(() -> {
                try {
                    answered.complete(RawHttp.firstBytes(socket.getInputStream()));
                } catch (IOException e) {
                    answered.completeExceptionally(e);
                }
            });
            reader.setDaemon(true);
            reader.start();
            try {
                for (int sent = 0; sent < 1024 * 1024 && !answered.isDone(); sent++) {
                    out.write('x');
                    out.flush();
                    clock.step(Duration.ofSeconds(1));
                }
            } catch (IOException closedByTheServer) {
                // the server answered and closed the connection while a byte was on its way
            }
            answer = answered.get();
        }
        clock.set(START);

        assertThat(answer).startsWith("HTTP/1.1 408").contains("slower than 500 bytes per second")
                .containsIgnoringCase("connection: close");
        assertThat(RawHttp.exchange(port, RawHttp.goldenSignedPost("", ""), Duration.ofSeconds(30)))
                .as("an honest call from the same address, whose only slot the trickler held").startsWith("HTTP/1.1 200");
    }

    /** A clock the test moves on; it starts at the golden vectors' time, so that their signatures are current. */
    static final class SteppingClock extends Clock {

        private final AtomicLong millis = new AtomicLong(START.toEpochMilli());

        void step(Duration by) {
            millis.addAndGet(by.toMillis());
        }

        void set(Instant to) {
            millis.set(to.toEpochMilli());
        }

        @Override
        public ZoneId getZone() {
            return ZoneOffset.UTC;
        }

        @Override
        public Clock withZone(ZoneId zone) {
            throw new UnsupportedOperationException("the server's clock is UTC");
        }

        @Override
        public Instant instant() {
            return Instant.ofEpochMilli(millis.get());
        }
    }

    @TestConfiguration(proxyBeanMethods = false)
    static class SteppingClockConfiguration {

        @Bean
        @Primary
        SteppingClock steppingClock() {
            return new SteppingClock();
        }
    }
}
