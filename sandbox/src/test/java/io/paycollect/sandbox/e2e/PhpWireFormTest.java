package io.paycollect.sandbox.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.paycollect.sandbox.SignedCalls;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.boot.test.context.SpringBootTest;

/**
 * The official PHP SDK 0.3.0's wire form, which the sandbox answers as the live service is reported to: it signs
 * {@code json_encode} with unescaped slashes and Unicode, and its HTTP library sends the same JSON with {@code \/} and
 * {@code \}{@code uXXXX} escapes. The signature covers the canonical form of the bytes sent, not the bytes
 * (docs/protocol.md, "The canonical form"), which the sandbox accepts by default.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT)
class PhpWireFormTest {

    /** What PHP 0.3.0 signs: its json_encode with JSON_UNESCAPED_UNICODE | JSON_UNESCAPED_SLASHES. */
    static final String SIGNED = "{\"bankName\":\"MBB\",\"accountNumber\":\"0123456789\",\"amount\":50000,"
            + "\"content\":\"Thanh toán đơn hàng 001 https://shop.example/o/1\"}";
    /** What it sends: the same value, json_encode with the default flags. */
    static final String SENT = "{\"bankName\":\"MBB\",\"accountNumber\":\"0123456789\",\"amount\":50000,"
            + "\"content\":\"Thanh to\\u00e1n \\u0111\\u01a1n h\\u00e0ng 001 https:\\/\\/shop.example\\/o\\/1\"}";

    @Value("${local.server.port}")
    int port;

    @Test
    void anEscapedBodySignedUnescapedIsAnswered() throws Exception {
        HttpResponse<String> answer = new SignedCalls(port).send("POST", "/v1/bank/generate-viet-qr",
                SENT.getBytes(StandardCharsets.UTF_8), SIGNED.getBytes(StandardCharsets.UTF_8));

        assertEquals(200, answer.statusCode(), answer.body());
        assertTrue(answer.body().startsWith("{\"code\":\"00\""), answer.body());
        assertTrue(answer.body().contains("Thanh toan don hang 001"), "the text as sent, decoded, in the QR: " + answer.body());
    }

    @Test
    void aSignatureOverOtherContentIsStillRefused() throws Exception {
        HttpResponse<String> answer = new SignedCalls(port).send("POST", "/v1/bank/generate-viet-qr",
                SENT.replace("50000", "5000").getBytes(StandardCharsets.UTF_8), SIGNED.getBytes(StandardCharsets.UTF_8));

        assertEquals(401, answer.statusCode(), answer.body());
    }
}
