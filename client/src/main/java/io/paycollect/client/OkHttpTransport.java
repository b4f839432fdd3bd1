package io.paycollect.client;

import feign.Client;
import java.io.IOException;
import java.time.Duration;
import java.util.concurrent.TimeUnit;
import okhttp3.ConnectionPool;
import okhttp3.Interceptor;
import okhttp3.Response;

/**
 * The default transport: OkHttp through feign-okhttp, configured so that nothing is sent twice.
 * OkHttp's {@code retryOnConnectionFailure} is off (it may silently re-send a POST on a stale pooled
 * connection), redirects are not followed (a redirected POST would be a second send, with the
 * signature headers, to another address), and a 503 asking for an immediate retry is not retried
 * ({@link ImmediateRetryRefusal}).
 */
final class OkHttpTransport {

    /**
     * Idle connections a client keeps (OkHttp's default is 5): with more concurrent calls than that,
     * every call past the fifth would open a new connection and close one afterwards.
     */
    static final int IDLE_CONNECTIONS = 32;

    private OkHttpTransport() {
    }

    static Client create(Duration connectTimeout, Duration readTimeout) {
        okhttp3.OkHttpClient okHttp = new okhttp3.OkHttpClient.Builder()
                .retryOnConnectionFailure(false)
                .followRedirects(false)
                .followSslRedirects(false)
                .addNetworkInterceptor(new ImmediateRetryRefusal())
                .connectionPool(new ConnectionPool(IDLE_CONNECTIONS, 5, TimeUnit.MINUTES))
                .connectTimeout(connectTimeout)
                .readTimeout(readTimeout)
                .build();
        return new feign.okhttp.OkHttpClient(okHttp);
    }

    /**
     * OkHttp re-sends a request by itself when the answer is 503 with {@code Retry-After: 0}, whatever
     * {@code retryOnConnectionFailure} says (one-shot bodies aside, and bodiless requests are never
     * one-shot). Seen from inside the network layer, this drops that header from such an answer (and
     * an all-digit one too large for OkHttp to read), so OkHttp hands the 503 to the caller.
     */
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
