package io.paycollect.benchmarks;

import io.paycollect.api.RequestSigner;
import io.paycollect.api.RequestTimestamp;
import io.paycollect.api.SignatureHeaders;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.util.LinkedHashMap;
import java.util.Map;

/** The one request and response every call benchmark exchanges, and the credentials it is signed with. */
final class Fixture {

    static final String CLIENT_ID = "bench-client";
    static final String SECRET = "bench-secret-token-0123456789";
    static final String PATH = "/v1/generate-viet-qr";

    /** The body the client sends for {@link #BANK_NAME} etc.: compact JSON, keys in contract order. */
    static final byte[] REQUEST_JSON = ("{\"bankName\":\"MBB\",\"accountNumber\":\"0123456789\",\"amount\":50000,"
            + "\"content\":\"Thanh toan don hang 123\"}").getBytes(StandardCharsets.UTF_8);
    static final String BANK_NAME = "MBB";
    static final String ACCOUNT_NUMBER = "0123456789";
    static final long AMOUNT = 50000;
    static final String CONTENT = "Thanh toan don hang 123";

    /** A success envelope of realistic size: a VietQR payload and a short image reference. */
    static final byte[] RESPONSE_JSON = ("{\"code\":\"00\",\"message\":\"Success\",\"data\":{"
            + "\"qrCode\":\"00020101021238540010A00000072701240006970422011001234567890208QRIBFTTA53037045405"
            + "500005802VN62270823Thanh toan don hang 1236304ABCD\","
            + "\"qrCodeImage\":\"https://img.example.invalid/qr/0123456789-50000.png\","
            + "\"qrAccount\":\"0123456789\",\"referenceLabelCode\":\"REF0001234567\"}}")
            .getBytes(StandardCharsets.UTF_8);

    private Fixture() {
    }

    /**
     * The headers of a signed request for {@link #REQUEST_JSON}, computed once (what the floors send
     * on every call); the timestamp is now, so a verifying server accepts them for about ten minutes.
     */
    static Map<String, String> presignedHeaders() {
        String timestamp = RequestTimestamp.now(Clock.systemUTC());
        Map<String, String> headers = new LinkedHashMap<>();
        headers.put(SignatureHeaders.CLIENT_ID, CLIENT_ID);
        headers.put(SignatureHeaders.REQUEST_TIMESTAMP, timestamp);
        headers.put(SignatureHeaders.SIGNATURE, RequestSigner.withSecret(SECRET).sign(timestamp, REQUEST_JSON));
        headers.put("content-type", "application/json");
        headers.put("accept", "application/json");
        return headers;
    }
}
