package io.paycollect.server;

import static org.assertj.core.api.Assertions.assertThat;

import com.code_intelligence.jazzer.api.FuzzedDataProvider;
import com.code_intelligence.jazzer.junit.FuzzTest;
import io.paycollect.api.ClientSecretLookup;
import io.paycollect.api.GoldenSignatures;
import io.paycollect.api.RequestSigner;
import io.paycollect.api.RequestTimestamp;
import io.paycollect.api.SignedRequestVerifier;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.time.ZoneOffset;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.springframework.mock.web.MockFilterChain;
import org.springframework.mock.web.MockHttpServletRequest;
import org.springframework.mock.web.MockHttpServletResponse;

/**
 * The filter reads untrusted bytes (declared length, body, signature headers) before anything else: for
 * any of them it either passes the request on with exactly the body received, or answers a 400, 401 or
 * 413 envelope; never another status, never an exception. Each build replays the saved inputs under
 * {@code src/test/resources/io/paycollect/server/RequestBodyFuzzTestInputs/}; fuzz for longer with
 * {@code JAZZER_FUZZ=1 ./mvnw -pl server-stubs test -Dtest='RequestBodyFuzzTest#<target>'} (one target per run, as {@code .ci/fuzz} lists them) (docs/reliability.md).
 */
class RequestBodyFuzzTest {

    private static final int MAX_BODY = 512;
    private static final SignatureVerificationFilter FILTER = SignatureVerificationFilter.builder()
            .protect(ProtectedPaths.of(List.of("/v1/**")), SignedRequestVerifier
                    .forClients(ClientSecretLookup.of(Map.of("golden-client", GoldenSignatures.SECRET)))
                    .clock(Clock.fixed(RequestTimestamp.parse(GoldenSignatures.TIMESTAMP), ZoneOffset.UTC)).build())
            .maxBodySize(MAX_BODY)
            .build();

    @FuzzTest(maxDuration = "10s")
    void anyRequestIsPassedWithItsBodyOrRefusedWithAnEnvelope(FuzzedDataProvider data) throws Exception {
        boolean honest = data.consumeBoolean();
        int lengthSkew = data.consumeInt(-3, 3);
        String clientId = data.consumeBoolean() ? "golden-client" : data.consumeString(20);
        String timestamp = data.consumeBoolean() ? GoldenSignatures.TIMESTAMP : data.consumeString(20);
        String forged = data.consumeString(140);
        byte[] body = data.consumeRemainingAsBytes();
        String signature = honest ? RequestSigner.withSecret(GoldenSignatures.SECRET).sign(timestamp, body) : forged;
        long declared = lengthSkew == -3 ? -1 : Math.max(0, body.length + lengthSkew);
        MockHttpServletRequest request = new MockHttpServletRequest("POST", "/v1/generate-viet-qr") {
            @Override
            public long getContentLengthLong() {
                return declared;
            }
        };
        // What a container hands on: never more than the declared length (the rest would be the next request).
        byte[] received = declared >= 0 && declared < body.length ? Arrays.copyOf(body, (int) declared) : body;
        request.setContent(received);
        request.addHeader("x-client-id", clientId);
        request.addHeader("x-request-timestamp", timestamp);
        request.addHeader("x-signature", signature);
        MockHttpServletResponse response = new MockHttpServletResponse();
        MockFilterChain chain = new MockFilterChain();

        FILTER.doFilter(request, response, chain);

        if (chain.getRequest() != null) {
            assertThat(chain.getRequest().getInputStream().readAllBytes()).isEqualTo(received);
            assertThat(received.length).isLessThanOrEqualTo(MAX_BODY);
        } else {
            assertThat(response.getStatus()).isIn(400, 401, 413);
            assertThat(response.getContentAsString(StandardCharsets.UTF_8))
                    .startsWith("{\"code\":\"").endsWith(",\"data\":null}");
        }
    }
}
