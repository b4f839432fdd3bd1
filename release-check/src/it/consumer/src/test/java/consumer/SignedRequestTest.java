package consumer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.sun.net.httpserver.HttpServer;
import io.paycollect.client.PayCollectClient;
import io.paycollect.client.model.CustomVietQrRequest;
import io.paycollect.client.model.CustomVietQrResponse;
import io.paycollect.client.model.QrBankName;
import java.io.OutputStream;
import java.math.BigDecimal;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.util.HexFormat;
import java.util.concurrent.atomic.AtomicReference;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * A user of the published jar: builds a client from the paycollect-client coordinates alone and
 * sends a signed request to a loopback server. The signature is checked here with the JDK's own
 * HMAC-SHA512, independently of the paycollect signer.
 */
class SignedRequestTest {

    private static final String SECRET = "consumer-secret-token";

    /** What the server saw of one request. */
    private record Seen(String method, String path, String clientId, String timestamp, String signature, byte[] body) {
    }

    private HttpServer server;
    private final AtomicReference<Seen> seen = new AtomicReference<>();

    @BeforeEach
    void startServer() throws Exception {
        server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        server.createContext("/", exchange -> {
            byte[] body = exchange.getRequestBody().readAllBytes();
            seen.set(new Seen(exchange.getRequestMethod(), exchange.getRequestURI().getPath(),
                    exchange.getRequestHeaders().getFirst("x-client-id"),
                    exchange.getRequestHeaders().getFirst("x-request-timestamp"),
                    exchange.getRequestHeaders().getFirst("x-signature"), body));
            byte[] answer = "{\"code\":\"00\",\"message\":\"Success\",\"data\":{\"qrCode\":\"000201\"}}"
                    .getBytes(StandardCharsets.UTF_8);
            exchange.getResponseHeaders().add("content-type", "application/json");
            exchange.sendResponseHeaders(200, answer.length);
            try (OutputStream out = exchange.getResponseBody()) {
                out.write(answer);
            }
        });
        server.start();
    }

    @AfterEach
    void stopServer() {
        server.stop(0);
    }

    @Test
    void sendsASignedRequestThatTheServerCanVerify() throws Exception {
        PayCollectClient client = PayCollectClient.builder()
                .baseUrl("http://127.0.0.1:" + server.getAddress().getPort())
                .clientId("consumer-client")
                .secretToken(SECRET)
                .build();

        CustomVietQrResponse response = client.bank().generateCustomVietQr(new CustomVietQrRequest()
                .bankName(QrBankName.MBB)
                .accountNumber("0123456789")
                .amount(new BigDecimal(50000)));

        Seen request = seen.get();
        assertEquals("POST", request.method());
        assertEquals("/v1/generate-viet-qr", request.path());
        assertEquals("consumer-client", request.clientId());
        assertTrue(request.timestamp().matches("\\d{17}"), request.timestamp());
        String body = new String(request.body(), StandardCharsets.UTF_8);
        assertEquals("{\"bankName\":\"MBB\",\"accountNumber\":\"0123456789\",\"amount\":50000}", body);
        assertEquals(hmacSha512Hex(request.timestamp() + ":" + body), request.signature());
        assertEquals("00", response.getCode());
        assertEquals("000201", response.getData().getQrCode());
    }

    private static String hmacSha512Hex(String text) throws Exception {
        Mac mac = Mac.getInstance("HmacSHA512");
        mac.init(new SecretKeySpec(SECRET.getBytes(StandardCharsets.UTF_8), "HmacSHA512"));
        return HexFormat.of().formatHex(mac.doFinal(text.getBytes(StandardCharsets.UTF_8)));
    }
}
