package io.paycollect.client;

import feign.Client;
import java.io.IOException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import okhttp3.ConnectionPool;
import okhttp3.Headers;
import okhttp3.HttpUrl;
import okhttp3.Interceptor;
import okhttp3.MediaType;
import okhttp3.OkHttpClient;
import okhttp3.Protocol;
import okhttp3.Request;
import okhttp3.RequestBody;
import okhttp3.Response;
import okhttp3.ResponseBody;

/**
 * The default transport: OkHttp, configured so that nothing is sent twice. OkHttp's
 * {@code retryOnConnectionFailure} is off (it may silently re-send a POST on a stale pooled
 * connection), redirects are not followed (a redirected POST would be a second send, with the
 * signature headers, to another address), and a 503 asking for an immediate retry is not retried
 * ({@link ImmediateRetryRefusal}).
 *
 * <p>It converts Feign's request and OkHttp's answer itself, as feign-okhttp does, but parses each
 * operation's URL once instead of on every call, and copies the answer's headers once instead of
 * three times.
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

    private final OkHttpClient okHttp;
    private final Map<String, HttpUrl> parsedUrls = new ConcurrentHashMap<>();

    private OkHttpTransport(OkHttpClient okHttp) {
        this.okHttp = okHttp;
    }

    static Client create(Duration connectTimeout, Duration readTimeout) {
        return new OkHttpTransport(new OkHttpClient.Builder()
                .retryOnConnectionFailure(false)
                .followRedirects(false)
                .followSslRedirects(false)
                .addNetworkInterceptor(new ImmediateRetryRefusal())
                .connectionPool(new ConnectionPool(IDLE_CONNECTIONS, 5, TimeUnit.MINUTES))
                .connectTimeout(connectTimeout)
                .readTimeout(readTimeout)
                .build());
    }

    @Override
    public feign.Response execute(feign.Request request, feign.Request.Options options) throws IOException {
        Response response = clientFor(options).newCall(toOkHttp(request)).execute();
        Map<String, Collection<String>> headers = new HashMap<>();
        Headers received = response.headers();
        for (int i = 0; i < received.size(); i++) {
            headers.computeIfAbsent(received.name(i), name -> new ArrayList<>(1)).add(received.value(i));
        }
        ResponseBody body = response.body();
        return feign.Response.builder()
                .protocolVersion(response.protocol() == Protocol.HTTP_2 ? feign.Request.ProtocolVersion.HTTP_2
                        : feign.Request.ProtocolVersion.HTTP_1_1)
                .status(response.code())
                .reason(response.message())
                .request(request)
                .headers(headers)
                .body(body.byteStream(), body.contentLength() >= 0 && body.contentLength() <= Integer.MAX_VALUE
                        ? (int) body.contentLength() : null)
                .build();
    }

    private Request toOkHttp(feign.Request request) {
        Request.Builder builder = new Request.Builder().url(parse(request.url()));
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

    private HttpUrl parse(String url) {
        HttpUrl parsed = parsedUrls.get(url);
        if (parsed == null) {
            parsed = HttpUrl.get(url);
            if (parsedUrls.size() < PARSED_URLS) {
                parsedUrls.put(url, parsed);
            }
        }
        return parsed;
    }

    private OkHttpClient clientFor(feign.Request.Options options) {
        if (okHttp.connectTimeoutMillis() == options.connectTimeoutMillis()
                && okHttp.readTimeoutMillis() == options.readTimeoutMillis()
                && okHttp.followRedirects() == options.isFollowRedirects()) {
            return okHttp;
        }
        return okHttp.newBuilder()
                .connectTimeout(options.connectTimeoutMillis(), TimeUnit.MILLISECONDS)
                .readTimeout(options.readTimeoutMillis(), TimeUnit.MILLISECONDS)
                .followRedirects(options.isFollowRedirects())
                .build();
    }

    @Override
    public String toString() {
        return "OkHttpTransport[idleConnections=" + IDLE_CONNECTIONS + "]";
    }

    static final class ImmediateRetryRefusal implements Interceptor {
        @Override
        public Response intercept(Chain chain) throws IOException {
            Response response = chain.proceed(chain.request());
            if (response.code() == 503 && triggersOkHttp(response.header("Retry-After"))) {
                return response.newBuilder().removeHeader("Retry-After").build();
            }
            return response;
        }

        /**
         * OkHttp reads an all-digit value as seconds with {@code Integer.valueOf}: "0" and "000" mean
         * "re-send now", and a value past {@code Integer.MAX_VALUE} throws out of the call instead of
         * reaching the caller as a 503.
         */
        private static boolean triggersOkHttp(String retryAfter) {
            if (retryAfter == null || retryAfter.isEmpty() || !retryAfter.chars().allMatch(c -> c >= '0' && c <= '9')) {
                return false;
            }
            try {
                return Integer.parseInt(retryAfter) == 0;
            } catch (NumberFormatException tooLarge) {
                return true;
            }
        }
    }
}
