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

    /**
     * A body as the official PHP SDK 0.3.0 sends it (its HTTP library escapes {@code /} and every non-ASCII letter),
     * with the signature over its exact bytes ({@link #ESCAPED_EXACT_SIGNATURE}) and the one over its canonical form
     * ({@link #ESCAPED_CANONICAL}, {@link #ESCAPED_CANONICAL_SIGNATURE}), which is what that SDK signs.
     */
    public static final String ESCAPED_BODY = "{\"content\":\"Thanh to\\u00e1n \\u0111\\u01a1n h\\u00e0ng 001\","
            + "\"returnUrl\":\"https:\\/\\/merchant.example\\/paid\",\"amount\":50000.0}";
    public static final String ESCAPED_EXACT_SIGNATURE =
            "2daa5eb670d7b82f06ecbbeb7cdb11b148df70d7fd3b1d2286ea59bc9a793746"
                    + "5bf12e59d548acdd23aad1a5f598493e57712dbd98e7f8432e9eb91ccae3879b";
    public static final String ESCAPED_CANONICAL =
            "{\"content\":\"Thanh toán đơn hàng 001\",\"returnUrl\":\"https://merchant.example/paid\",\"amount\":50000.0}";
    public static final String ESCAPED_CANONICAL_SIGNATURE =
            "0fc21fdb8ee9e0d0f827c08f0d9931e0787ac79f17caf56e0da8eab3b3ac1bc8"
                    + "854236bd0d8db03229dd495e15135a936540d790d56fbb2b5637a71c3826e764";

    /**
     * A formatted body with every rule of the canonical form at work: spaces dropped, {@code 1e3} kept as written, a
     * tab escaped as {@code \t}, another control character as lowercase {@code \u001f}, a quote and a backslash.
     */
    public static final String FORMATTED_BODY =
            "{ \"limit\" : 1e3, \"tab\":\"a\\u0009b\", \"ctl\":\"\\u001F\", \"quote\":\"\\\"\\\\\", \"list\":[ 1 , true, null ] }";
    public static final String FORMATTED_EXACT_SIGNATURE =
            "0ae0fd884d8484216f1e3d22e7cf3641f67de2fa67b51472749f4a46d0c085ee"
                    + "5f3f7ee54649e3653459534bd16d01e3320b2054011af11b4214561e8cf7f5df";
    public static final String FORMATTED_CANONICAL =
            "{\"limit\":1e3,\"tab\":\"a\\tb\",\"ctl\":\"\\u001f\",\"quote\":\"\\\"\\\\\",\"list\":[1,true,null]}";
    public static final String FORMATTED_CANONICAL_SIGNATURE =
            "7449df224e09be43338116b8fac4bffa81cda1cb9d8e2101c21ddabda1e7e886"
                    + "d56ad6b4e7e4083f8a47ba135ab163ab80d350e2639f2018229d2834e4ec149e";

    private GoldenSignatures() {
    }
}
