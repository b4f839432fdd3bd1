package io.paycollect.client;

import com.fasterxml.jackson.databind.ObjectMapper;
import feign.Capability;
import feign.Client;
import feign.Logger;
import feign.Request;
import feign.RequestInterceptor;
import io.paycollect.api.RequestSigner;
import java.time.Clock;
import java.time.Duration;
import java.util.List;

/**
 * <b>Internal</b>: public only for the generated {@code ApiClient}, not part of the client's API.
 *
 * Everything the generated {@code ApiClient} needs to assemble a Feign client: base URL, credentials,
 * clock, transport, time-outs, JSON mapper, validator, logging, and the application's Feign request
 * interceptors and capabilities. Immutable; built by
 * {@link PayCollectClient.Builder}. Its {@link #toString()} never shows the secret.
 *
 * @hidden
 */
public final class ClientSettings {

    private final String baseUrl;
    private final String clientId;
    private final RequestSigner signer;
    private final Clock clock;
    private final Client transport;
    private final Request.Options requestOptions;
    private final ObjectMapper objectMapper;
    private final RequestValidator requestValidator;
    private final Logger logger;
    private final Logger.Level logLevel;
    private final CallObserver callObserver;
    private final Duration callTimeout;
    private final long maxAnswerSize;
    private final List<RequestInterceptor> requestInterceptors;
    private final List<Capability> capabilities;

    ClientSettings(String baseUrl, String clientId, RequestSigner signer, Clock clock, Client transport,
                   Request.Options requestOptions, ObjectMapper objectMapper, RequestValidator requestValidator,
                   Logger logger, Logger.Level logLevel, CallObserver callObserver, Duration callTimeout,
                   long maxAnswerSize, List<RequestInterceptor> requestInterceptors, List<Capability> capabilities) {
        this.baseUrl = baseUrl;
        this.clientId = clientId;
        this.signer = signer;
        this.clock = clock;
        this.transport = transport;
        this.requestOptions = requestOptions;
        this.objectMapper = objectMapper;
        this.requestValidator = requestValidator;
        this.logger = logger;
        this.logLevel = logLevel;
        this.callObserver = callObserver;
        this.callTimeout = callTimeout;
        this.maxAnswerSize = maxAnswerSize;
        this.requestInterceptors = List.copyOf(requestInterceptors);
        this.capabilities = List.copyOf(capabilities);
    }

    /**
     * The application's request interceptors, in the order they run: before the signing interceptor,
     * so the signature is computed over the body they leave and the signing headers they set are replaced.
     */
    List<RequestInterceptor> requestInterceptors() {
        return requestInterceptors;
    }

    /** The application's Feign capabilities, applied in this order to every piece of every call. */
    List<Capability> capabilities() {
        return capabilities;
    }

    /** The total time a call may take, from connecting to the last byte of the answer. */
    Duration callTimeout() {
        return callTimeout;
    }

    /** The largest answer body read, in bytes, counted after decompression. */
    long maxAnswerSize() {
        return maxAnswerSize;
    }

    /** The base URL, without a trailing slash. */
    String baseUrl() {
        return baseUrl;
    }

    /** The client id sent with every request. */
    String clientId() {
        return clientId;
    }

    /** The signer keyed with the secret token. */
    RequestSigner signer() {
        return signer;
    }

    /** The clock of the request timestamps. */
    Clock clock() {
        return clock;
    }

    /** The HTTP transport, wrapped so that no answer is read past {@link #maxAnswerSize()}. */
    Client transport() {
        return transport;
    }

    /** Connect and read time-outs; redirects are not followed. */
    Request.Options requestOptions() {
        return requestOptions;
    }

    /** The JSON mapper of the wire form ({@link PayCollectJson}). */
    public ObjectMapper objectMapper() {
        return objectMapper;
    }

    /** Checks requests before they are sent. */
    RequestValidator requestValidator() {
        return requestValidator;
    }

    /** The redacting request log. */
    Logger logger() {
        return logger;
    }

    /** How much is logged. */
    Logger.Level logLevel() {
        return logLevel;
    }

    /** What watches every call ({@link CallObserver#NONE} unless set). */
    CallObserver callObserver() {
        return callObserver;
    }

    static String requireClientId(String clientId) {
        if (clientId == null || clientId.isBlank()) {
            throw new IllegalArgumentException("clientId must not be blank");
        }
        for (int i = 0; i < clientId.length(); i++) {
            char c = clientId.charAt(i);
            // A header value: no control characters, so nothing can be injected into the request.
            if (c < 0x20 || c == 0x7f) {
                throw new IllegalArgumentException("clientId must not contain control characters");
            }
        }
        return clientId;
    }

    @Override
    public String toString() {
        return "ClientSettings[baseUrl=" + baseUrl + ", clientId=" + clientId + ", secretToken=***"
                + ", connectTimeout=" + requestOptions.connectTimeoutMillis() + "ms"
                + ", readTimeout=" + requestOptions.readTimeoutMillis() + "ms"
                + ", callTimeout=" + callTimeout.toMillis() + "ms, maxAnswerSize=" + maxAnswerSize
                + ", transport=" + (transport instanceof BoundedAnswers bounded ? bounded.transport() : transport)
                        .getClass().getName() + ", logLevel=" + logLevel
                + ", requestInterceptors=" + requestInterceptors.size() + ", capabilities=" + capabilities.size() + "]";
    }
}
