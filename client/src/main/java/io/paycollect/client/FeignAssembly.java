package io.paycollect.client;

import feign.Feign;
import feign.Retryer;
import feign.codec.Decoder;
import java.util.Objects;

/**
 * The Feign builder every generated API interface is built with, from the client's
 * {@link PayCollectFeignParts}: paycollect's signing interceptor, answer decoder, error mapping,
 * validation and redacting logger, instead of the stock generator's
 * API-key interceptors, feign-form and feign-slf4j. The generated {@code ApiClient} only adds what
 * the contract says: the header of each security scheme marked {@code x-paycollect-signing}.
 *
 * <p>Order on the wire: the application's request interceptors, then signing, so the signature covers
 * the exact body sent. Nothing is ever retried ({@link Retryer#NEVER_RETRY}): a request that may have
 * reached the server may move money.
 */
public final class FeignAssembly {

    private final String basePath;
    private final PayCollectFeignParts parts;
    private final Feign.Builder feign;

    /**
     * Assembles the builder.
     *
     * @param settings base URL, credentials, transport, time-outs, JSON mapper, logging, and the
     *     application's interceptors and capabilities
     * @param decoder the decoder of 2xx answers (the generated one, which knows the contract's wrapper types)
     * @param signingHeaders the header of each signed value, from the contract's security schemes; the
     *     credentials and clock are added here from {@code settings}
     */
    public FeignAssembly(ClientSettings settings, Decoder decoder, SigningInterceptor.Builder signingHeaders) {
        Objects.requireNonNull(decoder, "decoder");
        this.basePath = settings.baseUrl();
        SigningInterceptor signing = signingHeaders
                .clientId(settings.clientId())
                .signer(settings.signer())
                .clock(settings.clock())
                .build();
        PayCollectFeignParts parts = new PayCollectFeignParts(settings, signing, decoder);
        this.parts = parts;
        Feign.Builder builder = Feign.builder()
                .client(parts.transport())
                .options(parts.options())
                .encoder(parts.encoder())
                .decoder(decoder)
                .errorDecoder(parts.errorDecoder())
                .retryer(parts.retryer())
                .logger(parts.logger())
                .logLevel(parts.logLevel())
                .requestInterceptors(settings.requestInterceptors())
                .requestInterceptor(signing)
                // Validates every call, then sends it with the interceptors and decoder above.
                .invocationHandlerFactory(new PayCollectInvocationHandlerFactory(settings, signing, decoder));
        // Feign enriches every piece above with the application's capabilities, as it documents.
        settings.capabilities().forEach(builder::addCapability);
        this.feign = builder;
    }

    /** The pieces the builder was assembled from, with the contract's signing headers. */
    PayCollectFeignParts parts() {
        return parts;
    }

    /** The base URL that every request path is appended to. */
    public String basePath() {
        return basePath;
    }

    /**
     * A thread-safe Feign client of one generated API interface.
     *
     * @param <T> the API interface type
     * @param api the API interface, e.g. {@code BankApi.class}
     * @return the client, targeting {@link #basePath()}
     */
    public <T> T target(Class<T> api) {
        return feign.target(api, basePath);
    }
}
