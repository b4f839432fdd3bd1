package io.paycollect.sandbox.exposed;

import static org.assertj.core.api.Assertions.assertThat;

import io.paycollect.sandbox.SandboxApplication;
import io.paycollect.sandbox.notify.NotificationTargets;
import java.io.IOException;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;

/**
 * A sandbox is exposed when it binds beyond loopback or answers to a name that is not loopback: here it binds
 * 127.0.0.1 but answers to {@code sandbox.example.com:443}, as behind a reverse proxy. Exposed, it delivers only
 * to global addresses and its control endpoints need the control token, however their path is spelt; a page of
 * another site stays out even when {@code allowed-hosts} is {@code *}.
 */
class ExposedControlAreaTest {

    private static String control(int port, String path, String extraHeaders) throws IOException {
        return RawSocket.exchange(port, "POST " + path + " HTTP/1.1\r\nHost: localhost:" + port + "\r\n" + extraHeaders
                + "Content-Length: 0\r\nConnection: close\r\n\r\n");
    }

    @Nested
    @SpringBootTest(classes = SandboxApplication.class, webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT,
            properties = {"server.address=127.0.0.1", "paycollect.sandbox.network.allowed-hosts=localhost,sandbox.example.com:443"})
    class BehindAProxyWithoutAConfiguredToken {

        @LocalServerPort
        int port;

        @Autowired
        NotificationTargets targets;

        @Test
        void controlCallsWithoutTheTokenAreRefusedHoweverThePathIsSpelt() throws IOException {
            for (String path : new String[] {"/sandbox/notifications/drop-next?count=0", "/sandbox;x/notifications/drop-next?count=0",
                "/%73andbox/notifications/drop-next?count=0", "/sandbox/reset"}) {
                assertThat(control(port, path, "")).as(path).startsWith("HTTP/1.1 403").contains("control token");
                assertThat(control(port, path, "Authorization: Bearer guessed\r\n")).as(path).startsWith("HTTP/1.1 403");
            }
        }

        @Test
        void notificationsGoToGlobalAddressesOnlyAlthoughItBindsLoopback() {
            assertThat(targets.allowsPrivate()).isFalse();
            assertThat(targets.refusal("http://127.0.0.1:9200/")).isPresent();
        }

        @Test
        void thePublicNameIsAnsweredOnItsPortOnly() throws IOException {
            assertThat(RawSocket.exchange(port, "GET /contract.html HTTP/1.1\r\nHost: sandbox.example.com:443\r\n"
                    + "Origin: https://sandbox.example.com\r\nConnection: close\r\n\r\n")).startsWith("HTTP/1.1 200");
            assertThat(RawSocket.exchange(port, "GET /contract.html HTTP/1.1\r\nHost: sandbox.example.com:8443\r\n"
                    + "Connection: close\r\n\r\n")).startsWith("HTTP/1.1 403");
        }
    }

    @Nested
    @SpringBootTest(classes = SandboxApplication.class, webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT,
            properties = {"server.address=127.0.0.1", "paycollect.sandbox.network.allowed-hosts=*",
                "paycollect.sandbox.network.control-token=the-control-token"})
    class AnsweringAnyHostWithAConfiguredToken {

        @LocalServerPort
        int port;

        @Test
        void theConfiguredTokenOpensTheControlArea() throws IOException {
            assertThat(control(port, "/sandbox/notifications/drop-next?count=0", "Authorization: Bearer the-control-token\r\n"))
                    .startsWith("HTTP/1.1 200");
            assertThat(control(port, "/sandbox/notifications/drop-next?count=0", "")).startsWith("HTTP/1.1 403");
        }

        @Test
        void aStarStillKeepsPagesOfOtherSitesOut() throws IOException {
            assertThat(control(port, "/sandbox/notifications/drop-next?count=0",
                    "Authorization: Bearer the-control-token\r\nOrigin: https://attacker.example\r\n"))
                    .startsWith("HTTP/1.1 403").contains("another site");
            assertThat(RawSocket.exchange(port, "GET /contract.html HTTP/1.1\r\nHost: anything.example:" + port
                    + "\r\nOrigin: http://anything.example:" + port + "\r\nConnection: close\r\n\r\n")).startsWith("HTTP/1.1 200");
        }
    }
}
