package io.paycollect.api;

/**
 * Golden signing vectors, computed independently of paycollect with OpenSSL:
 *
 * <pre>
 * printf '%s' "20261122154500123:&lt;body&gt;" | openssl dgst -sha512 -hmac paycollect-golden-secret
 * </pre>
 *
 * Shared with the client and server tests through this module's test jar, so every side is held to
 * the same bytes.
 */
public final class GoldenSignatures {

    public static final String SECRET = "paycollect-golden-secret";
    public static final String TIMESTAMP = "20261122154500123";

    /** Compact JSON with Vietnamese text as raw UTF-8. */
    public static final String VIETNAMESE_BODY =
            "{\"bankName\":\"MBB\",\"accountNumber\":\"0123456789\",\"content\":\"Thanh toán đơn hàng 001\"}";
    public static final String VIETNAMESE_SIGNATURE =
            "28141c0cc7fe95207fa84305ce08e2459923f75667d97ba56b068d37893c6546"
                    + "afc1668510b7d80401f7b542c0cd4367fc82fe1a864f9563bf35e84714b7a442";

    /** A whole amount, written without a decimal part. */
    public static final String AMOUNT_BODY = "{\"bankName\":\"MBB\",\"accountNumber\":\"0123456789\",\"amount\":50000}";
    public static final String AMOUNT_SIGNATURE =
            "d22a7f1fe4977c9f1a83a8b401f0ac5fb5444a306be973f1f22264ad3bbcffca"
                    + "0b939be9c39ef0ad30a2232d8ff4bac0921a0402a59a29a6943cd3346081e3f3";

    /** A request without a body is signed as {@code <timestamp>:{}}. */
    public static final String BODILESS_SIGNATURE =
            "0fa45530c7959194fb8017f8ebe6868be6f9dab8c30cd42d444d57d3ed4ccff0"
                    + "48cec7846308d40bf5990aa4016e4e6bd1629b19fb86fc72f4a4a53ad7456d36";

    private GoldenSignatures() {
    }
}
