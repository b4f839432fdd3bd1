package io.paycollect.benchmarks;

import feign.http2client.Http2Client;
import io.paycollect.api.RequestSigner;
import io.paycollect.api.SignatureHeaders;
import io.paycollect.client.PayCollectClient;
import io.paycollect.client.model.CustomVietQrRequest;
import io.paycollect.client.model.CustomVietQrResponse;
import io.paycollect.client.model.QrBankName;
import java.io.IOException;
import java.math.BigDecimal;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
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
// After the one-thread pre-warm of each state (Prewarm), 8 s of warm-up reach the plateau.
@Warmup(iterations = 8, time = 1)
@Measurement(iterations = 3, time = 1)
public abstract class ClientCallBenchmark {

    /** Connections a pool keeps: more than the threads, so no measured call opens a connection. */
    static final int POOLED_CONNECTIONS = 16;

    /** One-thread calls per state before the warm-up iterations ({@link Prewarm}); time-bounded for slow transports. */
    static final int PREWARM_CALLS = 50_000;
    static final long PREWARM_NANOS = TimeUnit.SECONDS.toNanos(6);

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
            // Printed in the JMH log under each fork: shows connection churn, which throughput alone hides.
            System.out.println("server: " + running.traffic());
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
            Prewarm.call(() -> send(this), PREWARM_CALLS, PREWARM_NANOS);
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
                    .POST(HttpRequest.BodyPublishers.ofByteArray(Fixture.REQUEST_JSON));
            loopback.headers.forEach(builder::header);
            request = builder.build();
            checkAnswer(send(this));
            Prewarm.call(() -> send(this), PREWARM_CALLS, PREWARM_NANOS);
        }
    }

    /**
     * The paycollect client over one of the Feign transports it can be given. Built once per fork and
     * shared by all threads, as an application would share it.
     */
    @State(Scope.Benchmark)
    public static class PayCollect {
        /**
         * {@code default}: what {@code PayCollectClient.builder()} picks (the client's own OkHttp
         * transport, 32 idle connections kept). {@code okhttp-pool16} (not in the default run; {@code -p}):
         * feign-okhttp with the same settings and a pool of 16, to see whether the pool size matters at 8 threads. {@code jdk}: feign-java11 over the JDK {@code HttpClient}
         * (HTTP/1.1, as the server speaks). {@code urlconnection}: Feign's built-in
         * {@code HttpURLConnection} client.
         */
        @Param({"default", "jdk", "urlconnection"})
        public String transport;

        PayCollectClient client;
        CustomVietQrRequest request;

        @Setup(Level.Trial)
        public void setUp(Loopback loopback) {
            PayCollectClient.Builder builder = PayCollectClient.builder()
                    .baseUrl(loopback.running.baseUrl())
                    .clientId(Fixture.CLIENT_ID)
                    .secretToken(Fixture.SECRET);
            switch (transport) {
                case "default" -> { }
                // The builder's timeouts, or feign-okhttp sees Options that differ from its OkHttpClient
                // and builds a new OkHttpClient for every request.
                case "okhttp-pool16" -> builder.client(new feign.okhttp.OkHttpClient(new OkHttpClient.Builder()
                        .connectTimeout(PayCollectClient.Builder.DEFAULT_CONNECT_TIMEOUT)
                        .readTimeout(PayCollectClient.Builder.DEFAULT_READ_TIMEOUT)
                        .retryOnConnectionFailure(false)
                        .followRedirects(false)
                        .followSslRedirects(false)
                        .connectionPool(new ConnectionPool(POOLED_CONNECTIONS, 5, TimeUnit.MINUTES))
                        .build()));
                case "jdk" -> builder.client(new Http2Client(HttpClient.newBuilder()
                        .version(HttpClient.Version.HTTP_1_1)
                        .followRedirects(HttpClient.Redirect.NEVER)
                        .connectTimeout(PayCollectClient.Builder.DEFAULT_CONNECT_TIMEOUT)
                        .build()));
                case "urlconnection" -> builder.client(new feign.Client.Default(null, null));
                default -> throw new IllegalArgumentException("unknown transport " + transport);
            }
            client = builder.build();
            request = new CustomVietQrRequest()
                    .bankName(QrBankName.fromValue(Fixture.BANK_NAME))
                    .accountNumber(Fixture.ACCOUNT_NUMBER)
                    .amount(BigDecimal.valueOf(Fixture.AMOUNT))
                    .content(Fixture.CONTENT);
            checkTheClientSendsTheFloorsBytes(loopback.running);
            Prewarm.call(() -> client.bank().generateCustomVietQr(request), PREWARM_CALLS, PREWARM_NANOS);
        }

        /**
         * The comparison with the floors holds only if the client sends what they send: the same body
         * bytes, signed correctly, and decodes the answer.
         */
        private void checkTheClientSendsTheFloorsBytes(EnvelopeServer server) {
            server.recordNext();
            CustomVietQrResponse response = client.bank().generateCustomVietQr(request);
            EnvelopeServer.RecordedRequest sent = server.recorded();
            if (sent == null) {
                throw new IllegalStateException("the loopback server recorded no request");
            }
            if (!Arrays.equals(sent.body(), Fixture.REQUEST_JSON)) {
                throw new IllegalStateException("the client sent " + new String(sent.body(), StandardCharsets.UTF_8)
                        + ", the floors send " + new String(Fixture.REQUEST_JSON, StandardCharsets.UTF_8));
            }
            String timestamp = sent.headers().get(SignatureHeaders.REQUEST_TIMESTAMP);
            if (timestamp == null || !RequestSigner.withSecret(Fixture.SECRET)
                    .matches(timestamp, sent.body(), sent.headers().get(SignatureHeaders.SIGNATURE))) {
                throw new IllegalStateException("the client's request is not correctly signed: " + sent.headers().keySet());
            }
            if (!"00".equals(response.getCode()) || !Fixture.ACCOUNT_NUMBER.equals(response.getData().getQrAccount())) {
                throw new IllegalStateException("the client did not decode the envelope: " + response);
            }
            if (sent.headers().containsKey("upgrade")) {
                throw new IllegalStateException("transport " + transport + " asks for a protocol upgrade; "
                        + "the floors speak plain HTTP/1.1");
            }
        }
    }

    /** The client a user would write by hand: OkHttp and Jackson, the same request and answer ({@link HandWrittenClient}). */
    @State(Scope.Benchmark)
    public static class HandWritten {
        OkHttpClient okHttp;
        HandWrittenClient client;
        HandWrittenClient.QrRequest request;

        @Setup(Level.Trial)
        public void setUp(Loopback loopback) throws IOException {
            okHttp = new OkHttpClient.Builder()
                    .connectionPool(new ConnectionPool(POOLED_CONNECTIONS, 5, TimeUnit.MINUTES))
                    .build();
            client = new HandWrittenClient(okHttp, loopback.running.baseUrl(), Fixture.CLIENT_ID, Fixture.SECRET);
            request = new HandWrittenClient.QrRequest(Fixture.BANK_NAME, Fixture.ACCOUNT_NUMBER, Fixture.AMOUNT, Fixture.CONTENT);
            loopback.running.recordNext();
            HandWrittenClient.QrResponse answer = client.generateQr(request);
            EnvelopeServer.RecordedRequest sent = loopback.running.recorded();
            if (!Arrays.equals(sent.body(), Fixture.REQUEST_JSON) || !"00".equals(answer.code())
                    || !Fixture.ACCOUNT_NUMBER.equals(answer.data().qrAccount())) {
                throw new IllegalStateException("the hand-written client does not send the floors' bytes or read the answer");
            }
            Prewarm.call(() -> client.generateQr(request), PREWARM_CALLS, PREWARM_NANOS);
        }

        @TearDown(Level.Trial)
        public void tearDown() {
            okHttp.dispatcher().executorService().shutdown();
            okHttp.connectionPool().evictAll();
        }
    }

    /** The client a user would otherwise write: serialise, sign, send and read by hand with OkHttp and Jackson. */
    @Benchmark
    public HandWrittenClient.QrResponse handWritten(HandWritten handWritten) throws IOException {
        return handWritten.client.generateQr(handWritten.request);
    }

    /** The paycollect client: build, validate, serialise, sign, send, decode. */
    @Benchmark
    public CustomVietQrResponse client(PayCollect payCollect) {
        return payCollect.client.bank().generateCustomVietQr(payCollect.request);
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
