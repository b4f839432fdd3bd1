package io.paycollect.api;

import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.MessageDigest;
import java.util.HexFormat;
import java.util.Objects;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;

/**
 * Computes and checks the {@code x-signature} of a request: HMAC-SHA512, keyed with the secret token's
 * UTF-8 bytes, over {@code <x-request-timestamp>:<body>}, written as 128 lowercase hex characters.
 * A request without a body (or with an empty one) is signed as if its body were {@code {}}.
 *
 * <p>The one signing implementation of paycollect: the client signs with it and the server-side
 * verifier checks with it. Instances are immutable and thread-safe; build one per secret and share it.
 * The secret never appears in {@link #toString()}.
 */
public final class RequestSigner {

    private static final String ALGORITHM = "HmacSHA512";
    private static final byte[] EMPTY_BODY = {'{', '}'};
    private static final HexFormat HEX = HexFormat.of();
    /** Length of a signature in hex characters. */
    public static final int SIGNATURE_LENGTH = 128;

    private final Mac prototype;
    // Mac is not thread-safe; each thread keeps its own clone and a scratch buffer, so signing
    // allocates nothing but the message it is given and the hex string it returns.
    private final ThreadLocal<State> state;

    private static final class State {
        final Mac mac;
        final byte[] digest = new byte[64];
        final byte[] prefix = new byte[64];

        State(Mac mac) {
            this.mac = mac;
        }
    }

    private RequestSigner(byte[] key) {
        try {
            this.prototype = Mac.getInstance(ALGORITHM);
            this.prototype.init(new SecretKeySpec(key, ALGORITHM));
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("HmacSHA512 is not available in this JVM", e);
        }
        this.state = ThreadLocal.withInitial(() -> new State(clonePrototype()));
    }

    /**
     * A signer keyed with {@code secretToken}.
     *
     * @throws IllegalArgumentException if the token is null or empty
     */
    public static RequestSigner withSecret(String secretToken) {
        if (secretToken == null || secretToken.isEmpty()) {
            throw new IllegalArgumentException("secret token must not be empty");
        }
        return new RequestSigner(secretToken.getBytes(StandardCharsets.UTF_8));
    }

    /**
     * The signature of a request.
     *
     * @param timestamp the {@code x-request-timestamp} value sent with the request
     * @param body the body bytes exactly as sent, or {@code null} (or empty) when there is none
     * @return 128 lowercase hex characters
     */
    public String sign(String timestamp, byte[] body) {
        State s = state.get();
        digest(s, timestamp, body);
        return HEX.formatHex(s.digest);
    }

    /** The signature of a request whose body is the UTF-8 encoding of {@code body} ({@code null} for none). */
    public String sign(String timestamp, String body) {
        return sign(timestamp, body == null ? null : body.getBytes(StandardCharsets.UTF_8));
    }

    /**
     * Whether {@code signature} is the signature of the request, compared in constant time. Accepts
     * upper- or lowercase hex; anything that is not 128 hex characters does not match.
     */
    public boolean matches(String timestamp, byte[] body, String signature) {
        if (signature == null || signature.length() != SIGNATURE_LENGTH) {
            return false;
        }
        byte[] given;
        try {
            given = HEX.parseHex(signature);
        } catch (IllegalArgumentException notHex) {
            return false;
        }
        State s = state.get();
        digest(s, timestamp, body);
        return MessageDigest.isEqual(s.digest, given);
    }

    private static void digest(State s, String timestamp, byte[] body) {
        Objects.requireNonNull(timestamp, "timestamp");
        Mac mac = s.mac;
        int prefixLength = asciiPrefix(s.prefix, timestamp);
        if (prefixLength >= 0) {
            mac.update(s.prefix, 0, prefixLength);
        } else {
            mac.update(timestamp.getBytes(StandardCharsets.UTF_8));
            mac.update((byte) ':');
        }
        mac.update(body == null || body.length == 0 ? EMPTY_BODY : body);
        try {
            mac.doFinal(s.digest, 0);
        } catch (javax.crypto.ShortBufferException e) {
            throw new IllegalStateException(e);
        }
    }

    /**
     * Writes {@code timestamp:} into {@code buffer} without allocating (timestamps are ASCII digits);
     * returns its length, or -1 when the value does not fit or is not ASCII.
     */
    private static int asciiPrefix(byte[] buffer, String timestamp) {
        int n = timestamp.length();
        if (n >= buffer.length) {
            return -1;
        }
        for (int i = 0; i < n; i++) {
            char c = timestamp.charAt(i);
            if (c >= 0x80) {
                return -1;
            }
            buffer[i] = (byte) c;
        }
        buffer[n] = ':';
        return n + 1;
    }

    private Mac clonePrototype() {
        try {
            return (Mac) prototype.clone();
        } catch (CloneNotSupportedException e) {
            // Every JDK provider of HmacSHA512 is cloneable; this is a guard, not a path.
            throw new IllegalStateException("HmacSHA512 provider does not support clone()", e);
        }
    }

    @Override
    public String toString() {
        return "RequestSigner[HmacSHA512, secret=***]";
    }
}
