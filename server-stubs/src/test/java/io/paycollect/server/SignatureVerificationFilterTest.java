package io.paycollect.server;

import static io.paycollect.api.GoldenSignatures.TIMESTAMP;
import static io.paycollect.api.GoldenSignatures.VIETNAMESE_BODY;
import static io.paycollect.api.GoldenSignatures.VIETNAMESE_SIGNATURE;
import static org.assertj.core.api.Assertions.assertThat;

import io.paycollect.api.ClientSecretLookup;
import io.paycollect.api.RequestTimestamp;
import io.paycollect.api.SignatureHeaders;
import io.paycollect.api.SignedRequestVerifier;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.time.ZoneOffset;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.Test;
import jakarta.servlet.ServletInputStream;
import org.springframework.mock.web.DelegatingServletInputStream;
import org.springframework.mock.web.MockFilterChain;
import org.springframework.mock.web.MockHttpServletRequest;
import org.springframework.mock.web.MockHttpServletResponse;

/**
 * The filter's answers to faults that are not a wrong signature: the wire does not matter here, so
 * servlet mocks stand in for HTTP (the refusals themselves are specified over HTTP in
 * {@link SignedRequestsOverHttpTest}).
 */
class SignatureVerificationFilterTest {

    private static final Clock AT_GOLDEN_TIME = Clock.fixed(RequestTimestamp.parse(TIMESTAMP), ZoneOffset.UTC);

    private static final ProtectedPaths V1 = ProtectedPaths.of(java.util.List.of("/v1/**"));

    private static MockHttpServletRequest signedPost(byte[] body) {
        MockHttpServletRequest request = new MockHttpServletRequest("POST", "/v1/generate-viet-qr");
        request.setContent(body);
        request.addHeader(SignatureHeaders.CLIENT_ID, "shop-1");
        request.addHeader(SignatureHeaders.REQUEST_TIMESTAMP, TIMESTAMP);
        request.addHeader(SignatureHeaders.SIGNATURE, VIETNAMESE_SIGNATURE);
        return request;
    }

    @Test
    void a_failing_secret_lookup_gets_the_503_envelope_and_no_detail_of_the_failure() throws Exception {
        ClientSecretLookup broken = clientId -> {
            throw new IllegalStateException("connection to secrets-db refused, password=hunter2");
        };
        SignatureVerificationFilter filter = SignatureVerificationFilter.builder()
                .protect(V1, SignedRequestVerifier.forClients(broken)
                        .clock(AT_GOLDEN_TIME).build())
                .build();
        MockHttpServletResponse response = new MockHttpServletResponse();
        MockFilterChain chain = new MockFilterChain();

        filter.doFilter(signedPost(VIETNAMESE_BODY.getBytes(StandardCharsets.UTF_8)), response, chain);

        assertThat(chain.getRequest()).as("the controller is not reached").isNull();
        assertThat(response.getStatus()).isEqualTo(503);
        assertThat(response.getContentAsString(StandardCharsets.UTF_8)).isEqualTo(
                "{\"code\":\"503\",\"message\":\"the signature could not be verified now; try again later\",\"data\":null}");
    }

    @Test
    void a_body_shorter_than_its_content_length_gets_the_400_envelope() throws Exception {
        byte[] body = VIETNAMESE_BODY.getBytes(StandardCharsets.UTF_8);
        MockHttpServletRequest truncated = new MockHttpServletRequest("POST", "/v1/generate-viet-qr") {
            @Override
            public long getContentLengthLong() {
                return body.length + 10L; // the client promised more than it sent
            }
        };
        truncated.setContent(body);
        truncated.addHeader(SignatureHeaders.CLIENT_ID, "shop-1");
        truncated.addHeader(SignatureHeaders.REQUEST_TIMESTAMP, TIMESTAMP);
        truncated.addHeader(SignatureHeaders.SIGNATURE, VIETNAMESE_SIGNATURE);
        MockHttpServletResponse response = new MockHttpServletResponse();
        MockFilterChain chain = new MockFilterChain();

        shop1().build().doFilter(truncated, response, chain);

        assertThat(response.getStatus()).isEqualTo(400);
        assertThat(response.getContentAsString(StandardCharsets.UTF_8)).isEqualTo(
                "{\"code\":\"400\",\"message\":\"request body could not be read\",\"data\":null}");
        assertThat(chain.getRequest()).as("the controller is not reached").isNull();
    }

    @Test
    void a_request_that_cannot_be_authentic_is_refused_before_its_body_is_read() throws Exception {
        AtomicBoolean read = new AtomicBoolean();
        MockHttpServletRequest unsigned = new MockHttpServletRequest("POST", "/v1/generate-viet-qr") {
            @Override
            public ServletInputStream getInputStream() {
                read.set(true);
                throw new AssertionError("the body must not be read");
            }
        };
        unsigned.addHeader(SignatureHeaders.CLIENT_ID, "shop-1");
        unsigned.addHeader(SignatureHeaders.REQUEST_TIMESTAMP, TIMESTAMP);
        MockHttpServletResponse response = new MockHttpServletResponse();

        shop1().build().doFilter(unsigned, response, new MockFilterChain());

        assertThat(response.getStatus()).isEqualTo(401);
        assertThat(response.getContentAsString(StandardCharsets.UTF_8)).contains("x-signature");
        assertThat(response.getHeader("Connection")).as("the unread body is not drained").isEqualTo("close");
        assertThat(read).isFalse();
    }

    @Test
    void a_body_still_arriving_when_the_read_time_is_over_gets_the_408_envelope() throws Exception {
        byte[] body = VIETNAMESE_BODY.getBytes(StandardCharsets.UTF_8);
        MockHttpServletRequest trickled = signedPost(body);
        MockHttpServletRequest slow = new MockHttpServletRequest("POST", "/v1/generate-viet-qr") {
            @Override
            public ServletInputStream getInputStream() {
                return new DelegatingServletInputStream(new java.io.InputStream() {
                    private int sent;

                    @Override
                    public int read() {
                        throw new UnsupportedOperationException();
                    }

                    @Override
                    public int read(byte[] b, int off, int len) {
                        // One byte a read, each once the monotonic clock has moved past the 1 ns read time:
                        // never stalls, never done in time.
                        long at = System.nanoTime();
                        while (System.nanoTime() - at < 2) {
                            Thread.onSpinWait();
                        }
                        b[off] = body[sent++];
                        return 1;
                    }
                });
            }
        };
        slow.setContentType("application/json");
        trickled.getHeaderNames().asIterator().forEachRemaining(name -> slow.addHeader(name, trickled.getHeader(name)));
        slow.addHeader("Content-Length", body.length);
        MockHttpServletResponse response = new MockHttpServletResponse();
        MockFilterChain chain = new MockFilterChain();

        shop1().bodyReadTimeout(java.time.Duration.ofNanos(1)).build().doFilter(slow, response, chain);

        assertThat(response.getStatus()).isEqualTo(408);
        assertThat(response.getContentAsString(StandardCharsets.UTF_8)).startsWith("{\"code\":\"408\",\"message\":\"request body was not received within");
        assertThat(chain.getRequest()).isNull();
    }

    private static SignatureVerificationFilter.Builder shop1() {
        return SignatureVerificationFilter.builder()
                .protect(V1, SignedRequestVerifier.forClients(ClientSecretLookup.of(java.util.Map.of("shop-1", "paycollect-golden-secret")))
                        .clock(AT_GOLDEN_TIME).build());
    }
}
