package io.paycollect.client;

import feign.Client;
import java.time.Duration;

/**
 * The default transport: OkHttp through feign-okhttp, configured so that nothing is sent twice.
 * OkHttp's {@code retryOnConnectionFailure} is off (it may silently re-send a POST on a stale pooled
 * connection) and redirects are not followed (a redirected POST would be a second send, with the
 * signature headers, to another address).
 */
final class OkHttpTransport {

    private OkHttpTransport() {
    }

    static Client create(Duration connectTimeout, Duration readTimeout) {
        okhttp3.OkHttpClient okHttp = new okhttp3.OkHttpClient.Builder()
                .retryOnConnectionFailure(false)
                .followRedirects(false)
                .followSslRedirects(false)
                .connectTimeout(connectTimeout)
                .readTimeout(readTimeout)
                .build();
        return new feign.okhttp.OkHttpClient(okHttp);
    }
}
