package io.paycollect.benchmarks;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.Arrays;
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
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Threads;
import org.openjdk.jmh.annotations.Warmup;

/**
 * One {@code POST /v1/generate-viet-qr} round trip over loopback to {@link LoopbackServer}, which
 * answers a fixed success envelope. The floors send the same pre-built body with pre-computed headers
 * through a bare HTTP client and only read the response bytes; the paycollect client additionally
 * serialises the request, signs it, maps it through Feign and deserialises the envelope. The
 * subclasses {@link OneThread} and {@link EightThreads} run the same methods at 1 and 8 threads.
 */
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Fork(value = 5, jvmArgsAppend = {"-Xms512m", "-Xmx512m", "-Dsun.net.httpserver.nodelay=true"})
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
public abstract class ClientCallBenchmark {

    /** Connections a pool keeps: more than the threads, so no measured call opens a connection. */
    static final int POOLED_CONNECTIONS = 16;

    /** The server, started once per fork and shared by every thread. */
    @State(Scope.Benchmark)
    public static class Loopback {
        /**
         * {@code loopback}: {@link LoopbackServer}. {@code jdk}: the JDK's built-in
         * {@code com.sun.net.httpserver} server (with {@code sun.net.httpserver.nodelay=true}), there
         * only to check that the loopback server is not the bottleneck: run with {@code -p server=jdk}
         * and compare the floors.
         */
        @Param({"loopback"})
        public String server;

        EnvelopeServer running;
        Map<String, String> headers;

        @Setup(Level.Trial)
        public void start() throws IOException {
            running = switch (server) {
                case "loopback" -> LoopbackServer.answering(Fixture.RESPONSE_JSON);
                case "jdk" -> JdkEnvelopeServer.answering(Fixture.RESPONSE_JSON);
                default -> throw new IllegalArgumentException("server must be loopback or jdk, not " + server);
            };
            headers = Fixture.presignedHeaders();
        }

        @TearDown(Level.Trial)
        public void stop() throws IOException {
            running.close();
        }

        String url() {
            return running.baseUrl() + Fixture.PATH;
        }
    }

    /** A bare OkHttp client and the pre-built request; OkHttp's {@code Request} is immutable and reusable. */
    @State(Scope.Benchmark)
    public static class BareOkHttp {
        OkHttpClient client;
        Request request;

        @Setup(Level.Trial)
        public void setUp(Loopback loopback) throws IOException {
            client = new OkHttpClient.Builder()
                    .connectionPool(new ConnectionPool(POOLED_CONNECTIONS, 5, TimeUnit.MINUTES))
                    .build();
            Request.Builder builder = new Request.Builder()
                    .url(loopback.url())
                    .post(RequestBody.create(Fixture.REQUEST_JSON, MediaType.get("application/json")));
            loopback.headers.forEach(builder::header);
            request = builder.build();
            checkAnswer(send(this));
        }

        @TearDown(Level.Trial)
        public void tearDown() {
            client.dispatcher().executorService().shutdown();
            client.connectionPool().evictAll();
        }
    }

    /** A bare JDK {@code HttpClient} (HTTP/1.1, as the server speaks) and the pre-built request. */
    @State(Scope.Benchmark)
    public static class BareJdkHttpClient {
        HttpClient client;
        HttpRequest request;

        @Setup(Level.Trial)
        public void setUp(Loopback loopback) throws IOException, InterruptedException {
            client = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build();
            HttpRequest.Builder builder = HttpRequest.newBuilder(URI.create(loopback.url()))
                    .timeout(Duration.ofSeconds(10))
                    .POST(HttpRequest.BodyPublishers.ofByteArray(Fixture.REQUEST_JSON));
            loopback.headers.forEach(builder::header);
            request = builder.build();
            checkAnswer(send(this));
        }
    }

    /** Floor 1: the same bytes and headers through a bare OkHttp call. */
    @Benchmark
    public byte[] okHttpFloor(BareOkHttp okHttp) throws IOException {
        return send(okHttp);
    }

    /** Floor 2: the same bytes and headers through a bare JDK {@code HttpClient} call. */
    @Benchmark
    public byte[] jdkHttpClientFloor(BareJdkHttpClient jdk) throws IOException, InterruptedException {
        return send(jdk);
    }

    private static byte[] send(BareOkHttp okHttp) throws IOException {
        try (Response response = okHttp.client.newCall(okHttp.request).execute()) {
            return response.body().bytes();
        }
    }

    private static byte[] send(BareJdkHttpClient jdk) throws IOException, InterruptedException {
        return jdk.client.send(jdk.request, HttpResponse.BodyHandlers.ofByteArray()).body();
    }

    static void checkAnswer(byte[] body) {
        if (!Arrays.equals(body, Fixture.RESPONSE_JSON)) {
            throw new IllegalStateException("the loopback server answered something else; nothing to measure");
        }
    }

    /** The call benchmarks at one thread: latency-bound, what a single checkout sees. */
    @Threads(1)
    public static class OneThread extends ClientCallBenchmark {
    }

    /** The call benchmarks at eight threads on a two-core machine: CPU-bound, what a busy shop sees. */
    @Threads(8)
    public static class EightThreads extends ClientCallBenchmark {
    }
}
