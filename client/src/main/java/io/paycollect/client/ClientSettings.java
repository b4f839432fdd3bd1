package io.paycollect.client;

import com.fasterxml.jackson.databind.ObjectMapper;
import feign.Capability;
import feign.Client;
import feign.Logger;
import feign.Request;
import feign.RequestInterceptor;
import feign.jackson.JacksonEncoder;
import java.time.Duration;
import java.util.List;

/**
 * What a {@link PayCollectClient} is built with, checked by its builder. Its {@link #toString()} never shows
 * the secret.
 *
 * @param baseUrl the base URL, without a trailing slash
 * @param signing signs with the client id, the secret and the clock
 * @param transport the HTTP transport, its answers bounded by {@code maxAnswerSize}
 * @param requestOptions connect and read time-outs; redirects are not followed
 * @param objectMapper the JSON mapper of the wire form ({@link PayCollectJson})
 * @param wireEncoder writes request bodies with {@code objectMapper}; the engine skips Feign's template while no
 *     capability replaced it
 * @param guard validates, observes, bounds by {@code callTimeout} and maps the exceptions of every call
 * @param callTimeout the total time a call may take, from connecting to the last byte of the answer
 * @param requestInterceptors the application's, in order, run before the request is signed
 * @param capabilities the application's Feign capabilities, applied in this order to every piece
 */
record ClientSettings(String baseUrl, SigningInterceptor signing, Client transport, Request.Options requestOptions,
                      ObjectMapper objectMapper, JacksonEncoder wireEncoder, CallGuard guard, Logger logger,
                      Logger.Level logLevel, Duration callTimeout, long maxAnswerSize,
                      List<RequestInterceptor> requestInterceptors, List<Capability> capabilities) {

    ClientSettings {
        requestInterceptors = List.copyOf(requestInterceptors);
        capabilities = List.copyOf(capabilities);
    }

    static String requireClientId(String clientId) {
        if (clientId == null || clientId.isBlank()) {
            throw new IllegalArgumentException("clientId must not be blank");
        }
        // A header value: no control characters, so nothing can be injected into the request.
        if (clientId.chars().anyMatch(c -> c < 0x20 || c == 0x7f)) {
            throw new IllegalArgumentException("clientId must not contain control characters");
        }
        return clientId;
    }

    @Override
    public String toString() {
        return "ClientSettings[baseUrl=" + baseUrl + ", " + signing
                + ", connectTimeout=" + requestOptions.connectTimeoutMillis() + "ms"
                + ", readTimeout=" + requestOptions.readTimeoutMillis() + "ms"
                + ", callTimeout=" + callTimeout.toMillis() + "ms, maxAnswerSize=" + maxAnswerSize
                + ", transport=" + transport.getClass().getName() + ", logLevel=" + logLevel
                + ", requestInterceptors=" + requestInterceptors.size() + ", capabilities=" + capabilities.size() + "]";
    }
}
