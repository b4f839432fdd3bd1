package io.paycollect.api;

import static org.assertj.core.api.Assertions.assertThat;

import com.code_intelligence.jazzer.api.FuzzedDataProvider;
import com.code_intelligence.jazzer.junit.FuzzTest;
import java.time.Clock;
import java.time.ZoneOffset;
import java.util.Map;
import java.util.Optional;

/**
 * The code that reads a request's untrusted headers and body answers every input with its documented
 * outcome, never another exception. Each build replays the saved inputs under
 * {@code src/test/resources/io/paycollect/api/UntrustedInputFuzzTestInputs/}; fuzz for longer with
 * {@code JAZZER_FUZZ=1 ./mvnw -pl api test -Dtest='UntrustedInputFuzzTest#<target>'} (one target per run, as {@code .ci/fuzz} lists them) (see docs/reliability.md).
 */
class UntrustedInputFuzzTest {

    private static final SignedRequestVerifier VERIFIER = SignedRequestVerifier
            .forClients(ClientSecretLookup.of(Map.of("golden-client", GoldenSignatures.SECRET)))
            .clock(Clock.fixed(RequestTimestamp.parse(GoldenSignatures.TIMESTAMP), ZoneOffset.UTC))
            .build();

    @FuzzTest(maxDuration = "10s")
    void theVerifierAnswersEveryRequestWithARefusalOrAPass(FuzzedDataProvider data) {
        String clientId = data.consumeBoolean() ? "golden-client" : data.consumeString(40);
        String timestamp = data.consumeBoolean() ? GoldenSignatures.TIMESTAMP : data.consumeString(40);
        String signature = data.consumeString(200);
        byte[] body = data.consumeRemainingAsBytes();

        Optional<Refusal> refusal = VERIFIER.verify(clientId, timestamp, signature, body);

        if (refusal.isEmpty()) {
            assertThat(RequestSigner.withSecret(GoldenSignatures.SECRET).matches(timestamp, body, signature)).isTrue();
        }
    }

    @FuzzTest(maxDuration = "10s")
    void aTimestampIsReadOrRefusedAsNotOneNeverOtherwise(String text) {
        try {
            RequestTimestamp.parse(text);
            assertThat(RequestTimestamp.isSeventeenDigits(text)).isTrue();
        } catch (IllegalArgumentException documented) {
            // the documented refusal of a text that is not a 17-digit Vietnam-time timestamp
        }
    }
}
