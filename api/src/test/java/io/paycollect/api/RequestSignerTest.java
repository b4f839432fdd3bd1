package io.paycollect.api;

import static io.paycollect.api.GoldenSignatures.*;
import static org.junit.jupiter.api.Assertions.*;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;

class RequestSignerTest {

    private final RequestSigner signer = RequestSigner.withSecret(SECRET);

    @Test
    void signsVietnameseTextAsRawUtf8() {
        assertEquals(VIETNAMESE_SIGNATURE, signer.sign(TIMESTAMP, VIETNAMESE_BODY));
        assertEquals(VIETNAMESE_SIGNATURE, signer.sign(TIMESTAMP, VIETNAMESE_BODY.getBytes(StandardCharsets.UTF_8)));
    }

    @Test
    void signsWholeAmount() {
        assertEquals(AMOUNT_SIGNATURE, signer.sign(TIMESTAMP, AMOUNT_BODY));
    }

    @Test
    void signsABodilessRequestAsAnEmptyObject() {
        assertEquals(BODILESS_SIGNATURE, signer.sign(TIMESTAMP, (byte[]) null));
        assertEquals(BODILESS_SIGNATURE, signer.sign(TIMESTAMP, new byte[0]));
        assertEquals(BODILESS_SIGNATURE, signer.sign(TIMESTAMP, "{}"));
    }

    @Test
    void signatureIs128LowercaseHexCharacters() {
        String signature = signer.sign(TIMESTAMP, AMOUNT_BODY);
        assertEquals(RequestSigner.SIGNATURE_LENGTH, signature.length());
        assertTrue(signature.matches("[0-9a-f]{128}"), signature);
    }

    @Test
    void anyChangeOfBodyTimestampOrSecretChangesTheSignature() {
        assertNotEquals(AMOUNT_SIGNATURE, signer.sign(TIMESTAMP, AMOUNT_BODY.replace("50000", "50001")));
        assertNotEquals(AMOUNT_SIGNATURE, signer.sign("20261122154500124", AMOUNT_BODY));
        assertNotEquals(AMOUNT_SIGNATURE, RequestSigner.withSecret(SECRET + "x").sign(TIMESTAMP, AMOUNT_BODY));
        // Whitespace is part of the bytes signed: a pretty-printed body is a different message.
        assertNotEquals(AMOUNT_SIGNATURE, signer.sign(TIMESTAMP, AMOUNT_BODY.replace(",", ", ")));
    }

    @Test
    void matchesAcceptsTheGoldenSignatureInEitherCase() {
        byte[] body = AMOUNT_BODY.getBytes(StandardCharsets.UTF_8);
        assertTrue(signer.matches(TIMESTAMP, body, AMOUNT_SIGNATURE));
        assertTrue(signer.matches(TIMESTAMP, body, AMOUNT_SIGNATURE.toUpperCase()));
        assertTrue(signer.matches(TIMESTAMP, null, BODILESS_SIGNATURE));
    }

    @Test
    void matchesRefusesWrongMalformedOrMissingSignatures() {
        byte[] body = AMOUNT_BODY.getBytes(StandardCharsets.UTF_8);
        assertFalse(signer.matches(TIMESTAMP, body, VIETNAMESE_SIGNATURE));
        assertFalse(signer.matches(TIMESTAMP, body, null));
        assertFalse(signer.matches(TIMESTAMP, body, ""));
        assertFalse(signer.matches(TIMESTAMP, body, AMOUNT_SIGNATURE.substring(2)));
        assertFalse(signer.matches(TIMESTAMP, body, "zz" + AMOUNT_SIGNATURE.substring(2)));
    }

    @Test
    void aNonAsciiTimestampIsSignedAsUtf8() throws Exception {
        // Not a valid timestamp, but the signer must still sign exactly "<value>:<body>".
        javax.crypto.Mac mac = javax.crypto.Mac.getInstance("HmacSHA512");
        mac.init(new javax.crypto.spec.SecretKeySpec(SECRET.getBytes(StandardCharsets.UTF_8), "HmacSHA512"));
        String expected = java.util.HexFormat.of().formatHex(mac.doFinal("é:{}".getBytes(StandardCharsets.UTF_8)));
        assertEquals(expected, signer.sign("é", (byte[]) null));
    }

    @Test
    void isSafeToShareBetweenThreads() throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(8);
        try {
            List<Future<Boolean>> results = new ArrayList<>();
            for (int i = 0; i < 64; i++) {
                boolean vietnamese = i % 2 == 0;
                results.add(pool.submit(() -> {
                    for (int n = 0; n < 200; n++) {
                        String expected = vietnamese ? VIETNAMESE_SIGNATURE : AMOUNT_SIGNATURE;
                        String actual = signer.sign(TIMESTAMP, vietnamese ? VIETNAMESE_BODY : AMOUNT_BODY);
                        if (!expected.equals(actual)) {
                            return false;
                        }
                    }
                    return true;
                }));
            }
            for (Future<Boolean> result : results) {
                assertTrue(result.get());
            }
        } finally {
            pool.shutdownNow();
        }
    }

    @Test
    void neverShowsTheSecret() {
        assertFalse(signer.toString().contains(SECRET));
    }

    @Test
    void refusesAnEmptySecret() {
        assertThrows(IllegalArgumentException.class, () -> RequestSigner.withSecret(""));
        assertThrows(IllegalArgumentException.class, () -> RequestSigner.withSecret(null));
    }
}
