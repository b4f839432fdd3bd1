package io.paycollect.benchmarks;

import io.paycollect.api.RequestSigner;
import io.paycollect.api.RequestTimestamp;
import io.paycollect.api.SignatureHeaders;
import io.paycollect.benchmarks.provider.ProviderApplication;
import java.io.IOException;
import java.time.Clock;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import okhttp3.ConnectionPool;
import okhttp3.MediaType;
import okhttp3.OkHttpClient;
import okhttp3.Request;
import okhttp3.RequestBody;
import okhttp3.Response;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Threads;
import org.openjdk.jmh.annotations.Warmup;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.context.ConfigurableApplicationContext;

/**
 * The same signed {@code POST /v1/generate-viet-qr} sent by a bare OkHttp client to a server-stubs
 * Spring Boot application ({@link ProviderApplication}, Tomcat, in the same JVM) with the verifier of
 * signed requests and without it ({@code paycollect.server.enabled=false}). The difference is what
 * verification costs a provider: buffering the body, looking up the client, checking the timestamp
 * window and the HMAC. The request is re-signed before every iteration, outside the measurement, so
 * its timestamp stays inside the verifier's window however long the run.
 */
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Fork(value = 5, jvmArgsAppend = {"-Xms512m", "-Xmx512m"})
// Spring MVC and Tomcat needed about 18 s of 8-thread warm-up to reach their plateau; after the
// one-thread pre-warm in the set-up (Prewarm), 8 s do.
@Warmup(iterations = 8, time = 1)
@Measurement(iterations = 3, time = 1)
public abstract class VerificationBenchmark {

    /** A running provider application and a client holding keep-alive connections to it. */
    public abstract static class Provider {
        private static final MediaType JSON = MediaType.get("application/json");

        ConfigurableApplicationContext context;
        OkHttpClient client;
        String url;
        volatile Request signed;

        abstract boolean verifierEnabled();

        @Setup(Level.Trial)
        public void start() throws IOException {
            context = new SpringApplicationBuilder(ProviderApplication.class)
                    .properties(Map.of(
                            "server.address", "127.0.0.1",
                            "server.port", "0",
                            "paycollect.server.enabled", Boolean.toString(verifierEnabled()),
                            "paycollect.server.clients." + Fixture.CLIENT_ID + ".secret-token", Fixture.SECRET,
                            "spring.main.banner-mode", "off",
                            "spring.main.log-startup-info", "false",
                            "logging.level.root", "WARN"))
                    .run();
            url = "http://127.0.0.1:" + context.getEnvironment().getRequiredProperty("local.server.port") + Fixture.PATH;
            client = new OkHttpClient.Builder()
                    .connectionPool(new ConnectionPool(ClientCallBenchmark.POOLED_CONNECTIONS, 5, TimeUnit.MINUTES))
                    .build();
            sign();
            checkTheVerifierIs(verifierEnabled());
            // Tomcat and Spring MVC are far more code than a client: a longer one-thread pre-warm.
            Prewarm.call(() -> call(this), Integer.MAX_VALUE, TimeUnit.SECONDS.toNanos(20));
        }

        /** A fresh timestamp and signature, so the verifier's ten-minute window never closes on a run. */
        @Setup(Level.Iteration)
        public void sign() {
            String timestamp = RequestTimestamp.now(Clock.systemUTC());
            signed = request(timestamp, RequestSigner.withSecret(Fixture.SECRET).sign(timestamp, Fixture.REQUEST_JSON));
        }

        @TearDown(Level.Trial)
        public void stop() {
            client.dispatcher().executorService().shutdown();
            client.connectionPool().evictAll();
            context.close();
        }

        private Request request(String timestamp, String signature) {
            return new Request.Builder()
                    .url(url)
                    .post(RequestBody.create(Fixture.REQUEST_JSON, JSON))
                    .header(SignatureHeaders.CLIENT_ID, Fixture.CLIENT_ID)
                    .header(SignatureHeaders.REQUEST_TIMESTAMP, timestamp)
                    .header(SignatureHeaders.SIGNATURE, signature)
                    .header("accept", "application/json")
                    .build();
        }

        /**
         * Proves the set-up measures what it claims: the signed request succeeds, and a request with a
         * wrong signature is refused exactly when the verifier is on.
         */
        private void checkTheVerifierIs(boolean on) throws IOException {
            try (Response ok = client.newCall(signed).execute()) {
                String body = ok.body().string();
                if (ok.code() != 200 || !body.contains("\"code\":\"00\"")) {
                    throw new IllegalStateException("signed request not answered with success: " + ok.code() + " " + body);
                }
            }
            String timestamp = signed.header(SignatureHeaders.REQUEST_TIMESTAMP);
            try (Response forged = client.newCall(request(timestamp, "0".repeat(RequestSigner.SIGNATURE_LENGTH))).execute()) {
                int expected = on ? 401 : 200;
                if (forged.code() != expected) {
                    throw new IllegalStateException("verifier " + (on ? "on" : "off") + " but a wrong signature got "
                            + forged.code() + " instead of " + expected);
                }
            }
        }
    }

    /** The provider with the verifier auto-configured, as server-stubs ships it. */
    @State(Scope.Benchmark)
    public static class Verified extends Provider {
        @Override
        boolean verifierEnabled() {
            return true;
        }
    }

    /** The same provider with {@code paycollect.server.enabled=false}. */
    @State(Scope.Benchmark)
    public static class Unverified extends Provider {
        @Override
        boolean verifierEnabled() {
            return false;
        }
    }

    @Benchmark
    public byte[] withVerifier(Verified provider) throws IOException {
        return call(provider);
    }

    @Benchmark
    public byte[] withoutVerifier(Unverified provider) throws IOException {
        return call(provider);
    }

    private static byte[] call(Provider provider) throws IOException {
        try (Response response = provider.client.newCall(provider.signed).execute()) {
            if (response.code() != 200) {
                // A refused call is cheaper than a served one; measuring refusals would flatter the verifier.
                throw new IllegalStateException("provider answered " + response.code());
            }
            return response.body().bytes();
        }
    }

    /** One client thread: latency-bound, what one request sees. */
    @Threads(1)
    public static class OneThread extends VerificationBenchmark {
    }

    /** Eight client threads on two cores: CPU-bound, where verification costs throughput. */
    @Threads(8)
    public static class EightThreads extends VerificationBenchmark {
    }
}
