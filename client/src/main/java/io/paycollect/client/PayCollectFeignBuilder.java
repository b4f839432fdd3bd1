package io.paycollect.client;

import feign.Client;
import feign.Feign;
import feign.ResponseHandler;
import feign.Retryer;

/**
 * <b>Internal</b>: public only for the Spring Boot starter, not part of the client's API. The Feign builder of
 * every PayCollect API client, the client's own and a Spring Cloud OpenFeign {@code @FeignClient}'s alike: it
 * starts from the client's pieces (what {@code PayCollectFeignParts} hands out), lets Feign's capabilities enrich every piece,
 * then builds the client's engine ({@code CallEngine}) instead of Feign's method handler.
 *
 * @hidden
 */
public class PayCollectFeignBuilder extends Feign.Builder {

    // No static field: Feign's BaseBuilder.enrich() sets every field of the builder's class, static ones too.
    /** What the engine needs besides Feign's pieces; a type no capability enriches. */
    private final ClientSettings settings;
    /** Feign's builder keeps its transport private; this copy is enriched by the capabilities as that one is. */
    private Client transport;

    /**
     * A builder with every piece of {@code settings}: transport, time-outs, wire encoder, decoder, error decoder,
     * logger, no retry, and the application's interceptors and capabilities the client was built with.
     */
    PayCollectFeignBuilder(ClientSettings settings) {
        this.settings = settings;
        client(settings.transport());
        options(settings.requestOptions());
        encoder(settings.wireEncoder());
        decoder(new JsonBodyDecoder(settings.objectMapper()));
        errorDecoder(new PayCollectErrorDecoder(settings.objectMapper()));
        super.retryer(Retryer.NEVER_RETRY);
        logger(settings.logger());
        logLevel(settings.logLevel());
        requestInterceptors(settings.requestInterceptors());
        settings.capabilities().forEach(this::addCapability);
    }

    /**
     * A builder with the pieces {@code pieces} started from, for a subclass of another framework's; {@code pieces}
     * is what {@code PayCollectFeignParts.feignBuilder()} gave, not yet changed.
     *
     * @throws IllegalArgumentException when {@code pieces} is another builder
     */
    protected PayCollectFeignBuilder(Feign.Builder pieces) {
        this(settingsOf(pieces));
    }

    private static ClientSettings settingsOf(Feign.Builder pieces) {
        if (!(pieces instanceof PayCollectFeignBuilder own)) {
            throw new IllegalArgumentException("not the builder of PayCollectFeignParts.feignBuilder(): " + pieces);
        }
        return own.settings;
    }

    /**
     * Refuses any retryer but {@link Retryer#NEVER_RETRY}: the engine never sends a call twice (a call that may have
     * reached the service may move money), so another one would be ignored without a word.
     *
     * @throws IllegalArgumentException for any other retryer
     */
    @Override
    public Feign.Builder retryer(Retryer retryer) {
        if (retryer != Retryer.NEVER_RETRY) {
            throw retryerRefused("a retryer was set");
        }
        return super.retryer(retryer);
    }

    /** Why a retryer is refused, after what replaced Feign's {@code NEVER_RETRY}. */
    static IllegalArgumentException retryerRefused(String what) {
        return new IllegalArgumentException(what + ": this client never sends a call twice (it may move money), so "
                + "it takes no retryer and no capability may enrich Retryer");
    }

    @Override
    public Feign.Builder client(Client client) {
        this.transport = client;
        return super.client(client);
    }

    /**
     * Builds the engine from the pieces as the capabilities enriched them.
     *
     * @throws IllegalArgumentException when a capability replaced the retryer
     */
    @Override
    public Feign internalBuild() {
        if (retryer != Retryer.NEVER_RETRY) {
            throw retryerRefused("a capability replaces the retryer");
        }
        ResponseHandler answers = new ResponseHandler(logLevel, logger, decoder, errorDecoder, dismiss404,
                closeAfterDecode, decodeVoid, responseInterceptorChain());
        return new CallEngine(settings, contract, invocationHandlerFactory, transport, options, encoder, requestInterceptors,
                methodInterceptors, logger, logLevel, answers);
    }
}
