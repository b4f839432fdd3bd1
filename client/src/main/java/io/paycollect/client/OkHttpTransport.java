package io.paycollect.client;

import feign.Client;
import java.io.IOException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import okhttp3.Call;
import okhttp3.ConnectionPool;
import okhttp3.ConnectionSpec;
import okhttp3.Headers;
import okhttp3.HttpUrl;
import okhttp3.MediaType;
import okhttp3.OkHttpClient;
import okhttp3.Protocol;
import okhttp3.Request;
import okhttp3.RequestBody;
import okhttp3.Response;
import okhttp3.ResponseBody;

/**
 * The default transport: OkHttp, configured so that nothing is sent twice: no {@code retryOnConnectionFailure}
 * (it may silently re-send a POST on a stale pooled connection), no redirects (a second send, signed, to another
 * address), no immediate retry of a 503 ({@link ImmediateRetryRefusal}).
 *
 * <p>The bounds are OkHttp's own: the call's deadline ({@link CallDeadlines}) is OkHttp's call time-out, set per
 * call; idle connections leave through OkHttp's connection pool after the reuse window, before a server with a
 * short keep-alive closes them; reads and writes have OkHttp's read and write time-outs. Those time-outs, entered
 * on every read and write, are Okio's, as for any OkHttp client.
 *
 * <p>Every answer is bounded by {@link AnswerLimitInterceptor}, an OkHttp interceptor counting the body after OkHttp
 * inflated it. OkHttp's events of each call ({@link SendProgress}) tell whether it reached the point where the
 * request's first byte is written, so that a failure before it is reported as never sent ({@link RequestNotSent}).
 *
 * <p>It converts Feign's request and OkHttp's answer itself, as feign-okhttp does, but parses each operation's URL
 * once instead of on every call, copies the answer's headers once instead of three times, and keeps one client per
 * set of time-outs where feign-okhttp builds a new one on every call whose {@code Request.Options} differ from its
 * client's; feign-okhttp's one client could not choose the route's client either.
 */
final class OkHttpTransport implements Client {

    /**
     * Idle connections a client keeps (OkHttp's default is 5): with more concurrent calls than that,
     * every call past the fifth would open a new connection and close one afterwards.
     */
    static final int IDLE_CONNECTIONS = 32;

    /** URLs parsed so far; those of query operations vary per call and are not kept past this many. */
    private static final int PARSED_URLS = 256;

    private static final String JSON_TEXT = "application/json";
    private static final MediaType JSON = MediaType.get(JSON_TEXT);

    /** The clients of the transport's own time-outs, which the client's calls always pass. */
    private final Clients defaults;
    /** Clients for other time-outs a caller's {@code Request.Options} ask for, built once each. */
    private final Map<Timeouts, Clients> others = new ConcurrentHashMap<>();
    /** Operations' URLs, parsed once. */
    private final Map<String, HttpUrl> urls = new ConcurrentHashMap<>();

    /** The clients' event listeners: whether each call began to send. */
    private final SendProgress.Factory progress;

    private OkHttpTransport(SendProgress.Factory progress, OkHttpClient cleartext) {
        this.progress = progress;
        this.defaults = new Clients(cleartext);
    }

    /**
     * @param reuseWindow how long a pooled connection may sit idle and still be reused: below the
     *     shortest idle time-out of a server it calls, so that no request goes out on a connection
     *     the server is closing: the connection pool evicts idle connections after that long
     * @param answerLimit the largest answer body read ({@link AnswerLimitInterceptor})
     */
    static Client create(Duration connectTimeout, Duration readTimeout, Duration reuseWindow, long answerLimit) {
        SendProgress.Factory progress = new SendProgress.Factory();
        return new OkHttpTransport(progress, new OkHttpClient.Builder()
                .retryOnConnectionFailure(false)
                .followRedirects(false)
                .followSslRedirects(false)
                .eventListenerFactory(progress)
                .addInterceptor(new AnswerLimitInterceptor(answerLimit))
                .addNetworkInterceptor(new ImmediateRetryRefusal())
                // TLS is set up on the first https call (Clients.tls): a client that only calls http never pays it.
                .connectionSpecs(List.of(ConnectionSpec.CLEARTEXT))
                // OkHttp's default (HTTP/2, then HTTP/1.1) allocated about 200 B more per call, over http too
                // (13,760 against 13,560 B, one thread, separate processes, 2026-11-28).
                .protocols(List.of(Protocol.HTTP_1_1))
                .connectionPool(new ConnectionPool(IDLE_CONNECTIONS, reuseWindow.toNanos(), TimeUnit.NANOSECONDS))
                .connectTimeout(connectTimeout)
                .readTimeout(readTimeout)
                .writeTimeout(readTimeout)
                .build());
    }

    /**
     * The client of one set of time-outs, built for cleartext routes; its twin with TLS, sharing its connection
     * pool, is built on the first https call. Setting up TLS
     * (the platform's trust store, its certificates and an SSL context) was the largest part of a fresh process's
     * first call to an http server, such as the sandbox in a test. No client follows a redirect across schemes
     * ({@code followSslRedirects(false)}), so an http call never needs it.
     */
    private static final class Clients {
        private final Timeouts timeouts;
        private final OkHttpClient cleartext;
        private volatile OkHttpClient tls;

        Clients(OkHttpClient cleartext) {
            this.timeouts = Timeouts.of(cleartext);
            this.cleartext = cleartext;
        }

        OkHttpClient forUrl(HttpUrl url) {
            return url.isHttps() ? tls() : cleartext;
        }

        private OkHttpClient tls() {
            OkHttpClient built = tls;
            if (built == null) {
                synchronized (this) {
                    if (tls == null) {
                        // OkHttp's default specs.
                        tls = cleartext.newBuilder()
                                .connectionSpecs(List.of(ConnectionSpec.MODERN_TLS, ConnectionSpec.CLEARTEXT)).build();
                    }
                    built = tls;
                }
            }
            return built;
        }
    }

    /** What of Feign's {@code Request.Options} the clients are built from. */
    private record Timeouts(int connectMillis, int readMillis, boolean followRedirects) {
        static Timeouts of(feign.Request.Options options) {
            return new Timeouts(options.connectTimeoutMillis(), options.readTimeoutMillis(), options.isFollowRedirects());
        }

        static Timeouts of(OkHttpClient client) {
            return new Timeouts(client.connectTimeoutMillis(), client.readTimeoutMillis(), client.followRedirects());
        }

        boolean matches(feign.Request.Options options) {
            return connectMillis == options.connectTimeoutMillis() && readMillis == options.readTimeoutMillis()
                    && followRedirects == options.isFollowRedirects();
        }
    }

    @Override
    public feign.Response execute(feign.Request request, feign.Request.Options options) throws IOException {
        HttpUrl url = url(request.url());
        Call call = clientFor(options).forUrl(url).newCall(toOkHttp(request, url));
        long deadline = CallDeadlines.currentNanos();
        if (deadline != CallDeadlines.NONE) {
            // The call's deadline is OkHttp's call time-out: connecting, writing, the headers and the body.
            call.timeout().timeout(Math.max(1, deadline - System.nanoTime()), TimeUnit.NANOSECONDS);
        }
        SendProgress sending = progress.take(call);
        Response response;
        try {
            response = call.execute();
        } catch (IOException e) {
            throw sending.classify(e);
        }
        Map<String, Collection<String>> headers = new HashMap<>();
        Headers received = response.headers();
        for (int i = 0; i < received.size(); i++) {
            headers.computeIfAbsent(received.name(i), name -> new ArrayList<>(1)).add(received.value(i));
        }
        ResponseBody body = response.body();
        long length = body.contentLength();
        return feign.Response.builder()
                .protocolVersion(response.protocol() == Protocol.HTTP_2 ? feign.Request.ProtocolVersion.HTTP_2
                        : feign.Request.ProtocolVersion.HTTP_1_1)
                .status(response.code())
                .reason(response.message())
                .request(request)
                .headers(headers)
                // Already bounded (AnswerLimitInterceptor).
                .body(body.byteStream(), length >= 0 && length <= Integer.MAX_VALUE ? (int) length : null)
                .build();
    }

    private Request toOkHttp(feign.Request request, HttpUrl url) {
        Request.Builder builder = new Request.Builder().url(url);
        MediaType contentType = null;
        boolean accept = false;
        for (Map.Entry<String, Collection<String>> header : request.headers().entrySet()) {
            String name = header.getKey();
            accept |= name.equalsIgnoreCase("Accept");
            boolean isContentType = name.equalsIgnoreCase("Content-Type");
            for (String value : header.getValue()) {
                if (isContentType) {
                    contentType = JSON_TEXT.equals(value) ? JSON : MediaType.parse(value);
                } else {
                    builder.addHeader(name, value);
                }
            }
        }
        if (!accept) {
            builder.addHeader("Accept", "*/*");
        }
        byte[] body = request.body();
        // A POST or PUT without a body is sent with an empty one, as OkHttp requires.
        RequestBody requestBody = body != null || request.httpMethod().isWithBody()
                ? RequestBody.create(body != null ? body : new byte[0], contentType) : null;
        if (requestBody == null && contentType != null) {
            // A bodiless GET or DELETE still declares its content type, as the service's own SDKs send it.
            builder.addHeader("Content-Type", contentType.toString());
        }
        return builder.method(request.httpMethod().name(), requestBody).build();
    }

    private HttpUrl url(String url) {
        HttpUrl parsed = urls.get(url);
        if (parsed == null) {
            parsed = HttpUrl.get(url);
            if (urls.size() < PARSED_URLS) {
                urls.put(url, parsed);
            }
        }
        return parsed;
    }

    private Clients clientFor(feign.Request.Options options) {
        if (defaults.timeouts.matches(options)) {
            return defaults;
        }
        return others.computeIfAbsent(Timeouts.of(options), timeouts -> new Clients(defaults.cleartext.newBuilder()
                .connectTimeout(timeouts.connectMillis(), TimeUnit.MILLISECONDS)
                .readTimeout(timeouts.readMillis(), TimeUnit.MILLISECONDS)
                .writeTimeout(timeouts.readMillis(), TimeUnit.MILLISECONDS)
                .followRedirects(timeouts.followRedirects())
                .build()));
    }

    @Override
    public String toString() {
        return "OkHttpTransport[idleConnections=" + IDLE_CONNECTIONS + ", readTimeout="
                + defaults.cleartext.readTimeoutMillis() + "ms]";
    }
}
