package io.paycollect.sandbox.exposed;

import static org.assertj.core.api.Assertions.assertThat;

import io.paycollect.api.RequestSigner;
import io.paycollect.api.RequestTimestamp;
import io.paycollect.sandbox.SandboxApplication;
import io.paycollect.sandbox.SandboxProperties;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import org.junit.jupiter.api.Test;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;

/**
 * A sandbox on loopback behind a reverse proxy that rewrites {@code Host} to the sandbox's own address (nginx's and
 * Apache's default) and says whom it forwards for: the requests below are the bytes such a proxy sends. The proxy's
 * headers make the request remote: a control call needs the control token (this sandbox has none, so it is refused)
 * and a private delivery target is refused, while the same requests straight from loopback are served.
 */
@SpringBootTest(classes = SandboxApplication.class, webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT)
class ProxiedRequestsTest {

    @LocalServerPort
    int port;

    private String controlCall(String proxyHeaders) throws IOException {
        return RawSocket.exchange(port, "POST /sandbox/notifications/drop-next?count=0 HTTP/1.1\r\nHost: 127.0.0.1:" + port
                + "\r\n" + proxyHeaders + "Content-Length: 0\r\nConnection: close\r\n\r\n");
    }

    private String createVa(String proxyHeaders, String webhookUrl) throws IOException {
        String body = "{\"accountType\":\"personal-account\",\"appType\":\"tingee-web\",\"bankName\":\"MBB\","
                + "\"accountName\":\"NGUYEN VAN A\",\"accountNumber\":\"0123456789\",\"identity\":\"001099012345\","
                + "\"mobile\":\"0912345678\",\"webhookUrl\":\"" + webhookUrl + "\"}";
        byte[] bytes = body.getBytes(StandardCharsets.UTF_8);
        String timestamp = RequestTimestamp.now(Clock.systemUTC());
        return RawSocket.exchange(port, "POST /v1/bank/create-va HTTP/1.1\r\nHost: 127.0.0.1:" + port + "\r\n"
                + proxyHeaders + "Content-Type: application/json\r\nx-client-id: " + SandboxProperties.DEMO_CLIENT_ID
                + "\r\nx-request-timestamp: " + timestamp + "\r\nx-signature: "
                + RequestSigner.withSecret(SandboxProperties.DEMO_SECRET_TOKEN).sign(timestamp, bytes)
                + "\r\nContent-Length: " + bytes.length + "\r\nConnection: close\r\n\r\n" + body);
    }

    @Test
    void aControlCallThroughAProxyNeedsTheControlToken() throws IOException {
        assertThat(controlCall("")).as("from loopback").startsWith("HTTP/1.1 200");
        for (String header : new String[] {"X-Forwarded-For: 198.51.100.7\r\n", "Forwarded: for=198.51.100.7\r\n",
            "X-Forwarded-Host: sandbox.example.com\r\n", "X-Real-IP: 198.51.100.7\r\n", "Via: 1.1 proxy\r\n"}) {
            assertThat(controlCall(header)).as(header).startsWith("HTTP/1.1 403").contains("control token");
        }
    }

    @Test
    void aCallThroughAProxyCannotRegisterAPrivateTarget() throws IOException {
        assertThat(createVa("X-Forwarded-For: 198.51.100.7\r\n", "http://127.0.0.1:9/hook"))
                .startsWith("HTTP/1.1 200").contains("\"code\":\"1008\"").contains("webhookUrl");
        assertThat(createVa("", "http://127.0.0.1:9/hook")).as("from loopback").startsWith("HTTP/1.1 200")
                .contains("\"code\":\"00\"");
    }
}
