package io.paycollect.api;

import static io.paycollect.api.GoldenSignatures.*;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.time.ZoneOffset;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/** The canonical form of docs/protocol.md, and the verifier that accepts a signature over it. */
class CanonicalBodyTest {

    private static final Clock AT_GOLDEN_TIME = Clock.fixed(RequestTimestamp.parse(TIMESTAMP), ZoneOffset.UTC);

    private static String canonical(String body) {
        return CanonicalBody.of(body.getBytes(StandardCharsets.UTF_8)).map(b -> new String(b, StandardCharsets.UTF_8)).orElse(null);
    }

    @Test
    void theGoldenBodiesHaveTheGoldenCanonicalForms() {
        assertEquals(ESCAPED_CANONICAL, canonical(ESCAPED_BODY));
        assertEquals(FORMATTED_CANONICAL, canonical(FORMATTED_BODY));
    }

    @Test
    void theGoldenSignaturesAreOverTheGoldenForms() {
        RequestSigner signer = RequestSigner.withSecret(SECRET);
        assertEquals(ESCAPED_EXACT_SIGNATURE, signer.sign(TIMESTAMP, ESCAPED_BODY));
        assertEquals(ESCAPED_CANONICAL_SIGNATURE, signer.sign(TIMESTAMP, ESCAPED_CANONICAL));
        assertEquals(FORMATTED_EXACT_SIGNATURE, signer.sign(TIMESTAMP, FORMATTED_BODY));
        assertEquals(FORMATTED_CANONICAL_SIGNATURE, signer.sign(TIMESTAMP, FORMATTED_CANONICAL));
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "{\"a\":1.0}|{\"a\":1.0}",
        "{\"a\":1e3,\"b\":-0,\"c\":1E+3}|{\"a\":1e3,\"b\":-0,\"c\":1E+3}",
        "[ ]|[]",
        "{ }|{}",
        "\"x\\/y\"|\"x/y\"",
        "{\"a\":{\"b\":[{},[]]},\"c\":\"\\u2028\"}|{\"a\":{\"b\":[{},[]]},\"c\":\"\u2028\"}",
        "{\"z\":1,\"a\":2}|{\"z\":1,\"a\":2}",
        "\"\\ud83d\\ude00\"|\"\ud83d\ude00\"",
        "\"\\u007f\\b\\f\\r\\n\"|\"\u007f\\b\\f\\r\\n\"",
        " 7 |7",
    })
    void rewritesOnlyWhatTheFormSays(String body, String expected) {
        assertEquals(expected, canonical(body));
    }

    @ParameterizedTest
    @ValueSource(strings = {"{\"a\":1,\"a\":2}", "{\"a\":{\"b\":1,\"b\":1}}", "\"\\ud800\"", "{\"\\udc00\":1}", "{} {}",
        "{\"a\":1", "[1,]", "01", "NaN", "{'a':1}"})
    void aBodyWithADuplicateKeyALoneSurrogateOrNoSingleJsonValueHasNoCanonicalForm(String body) {
        assertEquals(Optional.empty(), CanonicalBody.of(body.getBytes(StandardCharsets.UTF_8)));
    }

    @Test
    void anEmptyBodyIsTheEmptyObject() {
        assertEquals("{}", new String(CanonicalBody.of(new byte[0]).orElseThrow(), StandardCharsets.UTF_8));
    }

    private static SignedRequestVerifier verifier(boolean canonical) {
        return SignedRequestVerifier.forSecret(SECRET).clock(AT_GOLDEN_TIME).acceptCanonicalForm(canonical).build();
    }

    @Test
    void theVerifierAcceptsTheCanonicalFormOnlyWhenTold() {
        byte[] escaped = ESCAPED_BODY.getBytes(StandardCharsets.UTF_8);
        assertTrue(verifier(true).verify(null, TIMESTAMP, ESCAPED_CANONICAL_SIGNATURE, escaped).isEmpty());
        assertTrue(verifier(true).verify(null, TIMESTAMP, ESCAPED_EXACT_SIGNATURE, escaped).isEmpty());
        assertEquals(Optional.of(Refusal.SIGNATURE_MISMATCH), verifier(false).verify(null, TIMESTAMP, ESCAPED_CANONICAL_SIGNATURE, escaped));
        assertTrue(verifier(false).verify(null, TIMESTAMP, ESCAPED_EXACT_SIGNATURE, escaped).isEmpty());
        byte[] formatted = FORMATTED_BODY.getBytes(StandardCharsets.UTF_8);
        assertTrue(verifier(true).verify(null, TIMESTAMP, FORMATTED_CANONICAL_SIGNATURE, formatted).isEmpty());
    }

    @Test
    void aCanonicalSignatureCoversNoOtherContent() {
        // The same text with another amount: the signature over the canonical form of the original does not verify it.
        byte[] changed = ESCAPED_BODY.replace("50000.0", "50000.00").getBytes(StandardCharsets.UTF_8);
        assertFalse(verifier(true).verify(null, TIMESTAMP, ESCAPED_CANONICAL_SIGNATURE, changed).isEmpty());
        byte[] duplicated = "{\"amount\":1,\"amount\":1}".getBytes(StandardCharsets.UTF_8);
        String overDeduplicated = RequestSigner.withSecret(SECRET).sign(TIMESTAMP, "{\"amount\":1}");
        assertFalse(verifier(true).verify(null, TIMESTAMP, overDeduplicated, duplicated).isEmpty());
    }

    @Test
    void theVerifierSaysItAcceptsTheCanonicalForm() {
        assertTrue(verifier(true).toString().contains("canonical form accepted"));
        assertFalse(verifier(false).toString().contains("canonical"));
    }
}
