package io.paycollect.api;

import static io.paycollect.api.GoldenSignatures.BODILESS_SIGNATURE;
import static io.paycollect.api.GoldenSignatures.SECRET;
import static io.paycollect.api.GoldenSignatures.TIMESTAMP;
import static io.paycollect.api.GoldenSignatures.VIETNAMESE_BODY;
import static io.paycollect.api.GoldenSignatures.VIETNAMESE_SIGNATURE;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.time.Duration;
import java.time.ZoneOffset;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;

/** The verifier on its own, without Spring, against the golden vectors. */
class SignedRequestVerifierTest {

    static final Clock AT_GOLDEN_TIME = Clock.fixed(RequestTimestamp.parse(TIMESTAMP), ZoneOffset.UTC);
    static final byte[] BODY = VIETNAMESE_BODY.getBytes(StandardCharsets.UTF_8);

    SignedRequestVerifier clients(ClientSecretLookup lookup) {
        return SignedRequestVerifier.forClients(lookup).clock(AT_GOLDEN_TIME).build();
    }

    @Test
    void acceptsTheGoldenVectors() {
        SignedRequestVerifier verifier = clients(ClientSecretLookup.of(Map.of("c", SECRET)));

        assertThat(verifier.verify("c", TIMESTAMP, VIETNAMESE_SIGNATURE, BODY)).isEmpty();
        assertThat(verifier.verify("c", TIMESTAMP, BODILESS_SIGNATURE, null)).isEmpty();
        assertThat(verifier.verify("c", TIMESTAMP, BODILESS_SIGNATURE, new byte[0])).isEmpty();
    }

    @Test
    void missingHeadersAreReportedBeforeAnythingIsLookedUp() {
        SignedRequestVerifier verifier = clients(id -> {
            throw new AssertionError("lookup must not run");
        });

        assertThat(verifier.verify(null, TIMESTAMP, VIETNAMESE_SIGNATURE, BODY)).contains(Refusal.CLIENT_ID_MISSING);
        assertThat(verifier.verify(" ", TIMESTAMP, VIETNAMESE_SIGNATURE, BODY)).contains(Refusal.CLIENT_ID_MISSING);
        assertThat(verifier.verify("c", null, VIETNAMESE_SIGNATURE, BODY)).contains(Refusal.TIMESTAMP_MISSING);
        assertThat(verifier.verify("c", TIMESTAMP, "", BODY)).contains(Refusal.SIGNATURE_MISSING);
    }

    @Test
    void theHeaderChecksAnswerWhatVerifyWouldWhateverTheBody() {
        SignedRequestVerifier verifier = clients(ClientSecretLookup.of(Map.of("c", SECRET)));

        assertThat(verifier.checkHeaders("c", TIMESTAMP, VIETNAMESE_SIGNATURE)).as("only the body is left to check").isEmpty();
        assertThat(verifier.checkHeaders("c", TIMESTAMP, "not-even-hex")).as("the signature is checked with the body").isEmpty();
        assertThat(verifier.checkHeaders(null, TIMESTAMP, VIETNAMESE_SIGNATURE)).contains(Refusal.CLIENT_ID_MISSING);
        assertThat(verifier.checkHeaders("c", TIMESTAMP, null)).contains(Refusal.SIGNATURE_MISSING);
        assertThat(verifier.checkHeaders("stranger", TIMESTAMP, VIETNAMESE_SIGNATURE)).contains(Refusal.CLIENT_ID_UNKNOWN);
        assertThat(verifier.checkHeaders("c", "20261122150000000", VIETNAMESE_SIGNATURE)).contains(Refusal.TIMESTAMP_OUTSIDE_WINDOW);
        assertThat(verifier.checkHeaders("c", "2026-11-22", VIETNAMESE_SIGNATURE)).contains(Refusal.TIMESTAMP_MALFORMED);
    }

    @Test
    void aLookupAnsweringAnEmptySecretMeansAnUnknownClient() {
        assertThat(clients(id -> Optional.of("")).verify("c", TIMESTAMP, VIETNAMESE_SIGNATURE, BODY)).contains(Refusal.CLIENT_ID_UNKNOWN);
        assertThat(clients(id -> Optional.empty()).verify("c", TIMESTAMP, VIETNAMESE_SIGNATURE, BODY)).contains(Refusal.CLIENT_ID_UNKNOWN);
    }

    @Test
    void aRotatedSecretTakesEffectOnTheNextRequest() {
        AtomicReference<String> secret = new AtomicReference<>(SECRET);
        SignedRequestVerifier verifier = clients(id -> Optional.of(secret.get()));
        assertThat(verifier.verify("c", TIMESTAMP, VIETNAMESE_SIGNATURE, BODY)).isEmpty();

        secret.set("rotated-secret");

        assertThat(verifier.verify("c", TIMESTAMP, VIETNAMESE_SIGNATURE, BODY)).contains(Refusal.SIGNATURE_MISMATCH);
        assertThat(verifier.verify("c", TIMESTAMP, RequestSigner.withSecret("rotated-secret").sign(TIMESTAMP, BODY), BODY)).isEmpty();
    }

    @Test
    void windowIsConfigurableAndInclusive() {
        SignedRequestVerifier verifier = SignedRequestVerifier.forSecret(SECRET).window(Duration.ofSeconds(30)).clock(AT_GOLDEN_TIME).build();
        String at30s = RequestTimestamp.format(RequestTimestamp.parse(TIMESTAMP).plusSeconds(30));
        String at31s = RequestTimestamp.format(RequestTimestamp.parse(TIMESTAMP).plusSeconds(31));
        RequestSigner signer = RequestSigner.withSecret(SECRET);

        assertThat(verifier.verify(null, at30s, signer.sign(at30s, BODY), BODY)).isEmpty();
        assertThat(verifier.verify(null, at31s, signer.sign(at31s, BODY), BODY)).contains(Refusal.TIMESTAMP_OUTSIDE_WINDOW);
    }

    @Test
    void aSingleSecretVerifierNeedsNoClientIdAndIgnoresOne() {
        SignedRequestVerifier verifier = SignedRequestVerifier.forSecret(SECRET).clock(AT_GOLDEN_TIME).build();

        assertThat(verifier.verify(null, TIMESTAMP, VIETNAMESE_SIGNATURE, BODY)).isEmpty();
        assertThat(verifier.verify("anyone", TIMESTAMP, VIETNAMESE_SIGNATURE, BODY)).isEmpty();
    }

    @Test
    void refusalMessagesNeverContainWhatWasExpected() {
        SignedRequestVerifier verifier = clients(ClientSecretLookup.of(Map.of("c", SECRET)));
        Refusal refusal = verifier.verify("c", TIMESTAMP, "0".repeat(128), BODY).orElseThrow();

        assertThat(refusal.message()).doesNotContain(VIETNAMESE_SIGNATURE).doesNotContain(SECRET).doesNotContain(TIMESTAMP);
        for (Refusal r : Refusal.values()) {
            assertThat(r.code()).isNotEqualTo("00");
            assertThat(r.message()).containsAnyOf("x-client-id", "x-request-timestamp", "x-signature");
        }
    }

    @Test
    void badSettingsFailAtConstruction() {
        assertThatThrownBy(() -> SignedRequestVerifier.forSecret("")).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> SignedRequestVerifier.forSecret(SECRET).window(Duration.ZERO)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> ClientSecretLookup.of(Map.of("c", ""))).hasMessageContaining("'c'");
    }

    @Test
    void aLookupWithAFallbackAsksTheFallbackOnlyForClientsItDoesNotKnow() {
        ClientSecretLookup lookup = ClientSecretLookup.of(Map.of("a", "first-secret", "b", "first-b"))
                .orElse(ClientSecretLookup.of(Map.of("b", "fallback-b", "c", "fallback-secret")));

        assertThat(lookup.secretFor("a")).contains("first-secret");
        assertThat(lookup.secretFor("b")).contains("first-b");
        assertThat(lookup.secretFor("c")).contains("fallback-secret");
        assertThat(lookup.secretFor("d")).isEmpty();
        assertThat(lookup.toString()).doesNotContain("secret", "first-b", "fallback-b").contains("a", "c");
    }

    @Test
    void noSecretInToString() {
        assertThat(ClientSecretLookup.of(Map.of("c", SECRET)).toString()).contains("c").doesNotContain(SECRET);
        assertThat(SignedRequestVerifier.forSecret(SECRET).build().toString()).doesNotContain(SECRET);
    }
}
