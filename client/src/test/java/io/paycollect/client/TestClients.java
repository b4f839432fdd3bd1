package io.paycollect.client;

import com.fasterxml.jackson.databind.ObjectMapper;
import feign.Feign;
import feign.Request;
import feign.RequestInterceptor;
import feign.Retryer;
import feign.jackson.JacksonEncoder;
import io.paycollect.api.GoldenSignatures;
import io.paycollect.api.RequestSigner;
import io.paycollect.api.RequestTimestamp;
import io.paycollect.api.SignatureHeaders;
import io.paycollect.client.invoker.ApiResponseDecoder;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.util.concurrent.TimeUnit;

/** Clients for the tests: golden secret, a clock stopped at the golden timestamp. */
final class TestClients {

    static final String CLIENT_ID = "demo-client-001";
    /** The golden timestamp 20261122154500123 (Vietnam time) as an instant. */
    static final Instant GOLDEN_INSTANT = RequestTimestamp.parse(GoldenSignatures.TIMESTAMP);
    /** A clock in a zone far from Vietnam, stopped at the golden instant. */
    static final Clock GOLDEN_CLOCK = Clock.fixed(GOLDEN_INSTANT, ZoneId.of("America/Los_Angeles"));

    private TestClients() {
    }

    static PayCollectClient.Builder builder(RecordingServer server) {
        return PayCollectClient.builder()
                .baseUrl(server.baseUrl())
                .clientId(CLIENT_ID)
                .secretToken(GoldenSignatures.SECRET)
                .clock(GOLDEN_CLOCK)
                .connectTimeout(Duration.ofSeconds(5))
                .readTimeout(Duration.ofSeconds(20));
    }

    static PayCollectClient client(RecordingServer server) {
        return builder(server).build();
    }

    /**
     * The signing interceptor the generated client wires, for the golden client at the golden clock: for tests
     * that build Feign's own path as the oracle of the wire form.
     */
    static SigningInterceptor goldenSigning() {
        return SigningInterceptor.builder()
                .clientId(CLIENT_ID)
                .signer(RequestSigner.withSecret(GoldenSignatures.SECRET))
                .clock(GOLDEN_CLOCK)
                .header("client-id", SignatureHeaders.CLIENT_ID)
                .header("timestamp", SignatureHeaders.REQUEST_TIMESTAMP)
                .header("signature", SignatureHeaders.SIGNATURE)
                .build();
    }

    /**
     * Feign's unmodified path with the project's decoders, validation and golden signing, {@code before} running
     * ahead of the signing: the oracle a test compares the client's wire form with.
     */
    static Feign.Builder feignOnly(RequestInterceptor... before) {
        ObjectMapper mapper = PayCollectJson.newObjectMapper();
        Feign.Builder builder = Feign.builder()
                .client(new feign.okhttp.OkHttpClient())
                .options(new Request.Options(5, TimeUnit.SECONDS, 20, TimeUnit.SECONDS, false))
                .encoder(new JacksonEncoder(mapper))
                .decoder(new ApiResponseDecoder(mapper))
                .errorDecoder(new PayCollectErrorDecoder(mapper))
                .retryer(Retryer.NEVER_RETRY)
                .invocationHandlerFactory(new PayCollectInvocationHandlerFactory(RequestValidator.create()));
        for (RequestInterceptor interceptor : before) {
            builder.requestInterceptor(interceptor);
        }
        return builder.requestInterceptor(goldenSigning());
    }
}
