package io.paycollect.client;

import feign.Feign;
import feign.Target;
import feign.codec.Decoder;
import java.util.Objects;

/**
 * <b>Internal</b>: public only for the generated {@code ApiClient}, not part of the client's API. The one
 * assembly of the client's API clients: paycollect's signing, answer decoder, error mapping, validation,
 * observation, call deadline and redacting logger around the client's engine ({@link PayCollectFeignBuilder}),
 * instead of the stock generator's API-key interceptors, feign-form and feign-slf4j. The generated
 * {@code ApiClient} only adds what the contract says: the header of each security scheme marked
 * {@code x-paycollect-signing}.
 *
 * <p>Order on the wire: the application's request interceptors, then signing, so the signature covers the
 * exact body sent. Nothing is ever retried: a request that may have reached the server may move money.
 *
 * @hidden
 */
public final class FeignAssembly {

    private final String basePath;
    private final PayCollectFeignParts parts;
    private final Feign feign;

    /**
     * Assembles the engine; no operation is prepared before its first call.
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
        this.parts = new PayCollectFeignParts(settings, signing, decoder);
        // Feign enriches every piece with the application's capabilities, as it documents, once.
        this.feign = parts.feignBuilder().build();
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
     * A thread-safe client of one API interface.
     *
     * @param <T> the API interface type
     * @param api the API interface, e.g. {@code BankApi.class}
     * @return the client, targeting {@link #basePath()}
     */
    public <T> T target(Class<T> api) {
        return feign.newInstance(new Target.HardCodedTarget<>(api, basePath));
    }
}
