package io.paycollect.client;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import feign.Capability;
import feign.Headers;
import feign.Param;
import feign.RequestInterceptor;
import feign.RequestLine;
import feign.micrometer.MicrometerCapability;
import io.github.resilience4j.circuitbreaker.CallNotPermittedException;
import io.github.resilience4j.circuitbreaker.CircuitBreaker;
import io.github.resilience4j.circuitbreaker.CircuitBreakerConfig;
import io.github.resilience4j.feign.FeignDecorators;
import io.micrometer.core.instrument.Timer;
import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import io.paycollect.api.GoldenSignatures;
import io.paycollect.api.SignatureHeaders;
import io.paycollect.api.SignedRequestVerifier;
import io.paycollect.client.api.BankApi;
import io.paycollect.client.invoker.ApiClient;
import io.paycollect.client.model.CustomVietQrRequest;
import io.paycollect.client.model.QrBankName;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Feign's own extension points reach every call, over real HTTP: the application's request interceptors
 * (run before signing, so the signature covers the exact bytes sent) and capabilities (feign-micrometer's
 * timers, a resilience4j circuit breaker), on operations with and without path variables.
 * Nothing they add can make the client retry.
 */
class FeignExtensionPointsTest extends AgainstRecordingServer {

    private static final RequestInterceptor TENANT = template -> template.header("x-tenant", "shop-7");

    /** Checks a request as the service does: signature over the body bytes exactly as received. */
    private static final SignedRequestVerifier VERIFIER = SignedRequestVerifier.forSecret(GoldenSignatures.SECRET)
            .clock(TestClients.GOLDEN_CLOCK).build();

    @Test
    void aUserInterceptorsHeaderIsOnTheWireOfAPreparedCallThatStillVerifies() {
        PayCollectClient intercepted = TestClients.builder(server).requestInterceptor(TENANT).build();

        intercepted.bank().getBanks();

        RecordingServer.Received received = server.received().get(0);
        assertEquals("shop-7", received.header("x-tenant"));
        assertAuthentic(received);
    }

    @Test
    void aUserInterceptorsHeaderIsOnTheWireOfACallWithAPathVariable() {
        PayCollectClient intercepted = TestClients.builder(server).requestInterceptor(TENANT).build();
        ShopById shops = intercepted.target(ShopById.class);

        shops.get("S1");

        RecordingServer.Received received = server.received().get(0);
        assertEquals("/v1/shop/S1", received.path());
        assertEquals("shop-7", received.header("x-tenant"));
        assertAuthentic(received);
    }

    @Test
    void anInterceptorThatRewritesTheBodyIsSignedOverTheBytesItLeaves() {
        byte[] rewritten = "{\"bankName\":\"MBB\",\"accountNumber\":\"999\",\"note\":\"added\"}"
                .getBytes(StandardCharsets.UTF_8);
        PayCollectClient intercepted = TestClients.builder(server)
                .requestInterceptor(template -> template.body(rewritten, StandardCharsets.UTF_8))
                .build();

        intercepted.bank().generateCustomVietQr(qrRequest());

        RecordingServer.Received received = server.received().get(0);
        assertArrayEquals(rewritten, received.body());
        assertAuthentic(received);
    }

    @Test
    void anInterceptorCannotReplaceTheSigningHeaders() {
        PayCollectClient intercepted = TestClients.builder(server)
                .requestInterceptor(template -> template.header(SignatureHeaders.SIGNATURE, "forged"))
                .build();

        intercepted.bank().getBanks();

        RecordingServer.Received received = server.received().get(0);
        assertEquals(1, received.headerValues(SignatureHeaders.SIGNATURE).size());
        assertAuthentic(received);
    }

    @Test
    void micrometerCapabilityTimesPreparedCalls() {
        SimpleMeterRegistry registry = new SimpleMeterRegistry();
        PayCollectClient metered = TestClients.builder(server).addCapability(new MicrometerCapability(registry)).build();

        metered.bank().getBanks();
        metered.bank().generateCustomVietQr(qrRequest());

        Timer transport = registry.find("feign.Client").tag("method", "getBanks").timer();
        assertNotNull(transport, "feign-micrometer's client timer: " + registry.getMetersAsString());
        assertEquals(1, transport.count());
        assertNotNull(registry.find("feign.Client").tag("method", "generateCustomVietQr").timer());
        assertNotNull(registry.find("feign.Feign").tag("method", "getBanks").timer(),
                "feign-micrometer's invocation timer: " + registry.getMetersAsString());
        assertEquals(2, server.received().size());
        assertAuthentic(server.received().get(1));
    }

    @Test
    void aCircuitThatOpensAfterFailuresStopsCallsBeforeTheNetwork() {
        server.answer(500, "{\"code\":\"99\",\"message\":\"down\",\"data\":null}");
        CircuitBreaker breaker = CircuitBreaker.of("paycollect", CircuitBreakerConfig.custom()
                .slidingWindowSize(2).minimumNumberOfCalls(2).failureRateThreshold(50)
                // Long relative to the test: the circuit stays open while it runs.
                .waitDurationInOpenState(Duration.ofMinutes(10))
                .build());
        PayCollectClient guarded = TestClients.builder(server)
                .addCapability(new TestCapabilities.Resilience4j(FeignDecorators.builder().withCircuitBreaker(breaker).build()))
                .build();

        assertThrows(PayCollectApiException.class, () -> guarded.bank().getBanks());
        assertThrows(PayCollectApiException.class, () -> guarded.bank().generateCustomVietQr(qrRequest()));
        assertThrows(CallNotPermittedException.class, () -> guarded.bank().getBanks());

        assertEquals(CircuitBreaker.State.OPEN, breaker.getState());
        assertEquals(2, server.received().size(), "the call refused by the open circuit never reached the network");
    }

    @Test
    void aCapabilityThatTouchesResponsesSendsEveryCallThroughFeignWithTheInterceptors() {
        Capability responses = new TestCapabilities.WrappingResponses();
        PayCollectClient client = TestClients.builder(server).requestInterceptor(TENANT).addCapability(responses).build();

        client.bank().generateCustomVietQr(qrRequest());

        RecordingServer.Received received = server.received().get(0);
        assertEquals("shop-7", received.header("x-tenant"));
        assertAuthentic(received);
    }

    @Test
    void aCapabilityThatReplacesTheRetryerIsRefused() {
        Capability retrying = new TestCapabilities.Retrying();

        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> TestClients.builder(server).addCapability(retrying).build());

        assertTrue(e.getMessage().contains("retryer"), e.getMessage());
    }

    private static void assertAuthentic(RecordingServer.Received received) {
        assertEquals(java.util.Optional.empty(), VERIFIER.verify(received.header(SignatureHeaders.CLIENT_ID),
                received.header(SignatureHeaders.REQUEST_TIMESTAMP), received.header(SignatureHeaders.SIGNATURE),
                received.body()));
    }

    private static CustomVietQrRequest qrRequest() {
        return new CustomVietQrRequest().bankName(QrBankName.MBB).accountNumber("0123456789")
                .amount(new BigDecimal("50000")).content("Thanh toán đơn hàng 001");
    }

    /** An operation with a path variable, which the contract has none of. */
    interface ShopById extends ApiClient.Api {
        @RequestLine("GET /v1/shop/{id}")
        @Headers("Accept: application/json")
        io.paycollect.client.model.BankGetBanksResponse get(@Param("id") String id);
    }
}
