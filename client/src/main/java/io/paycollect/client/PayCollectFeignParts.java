package io.paycollect.client;

import feign.Client;
import feign.Contract;
import feign.Feign;
import feign.Logger;
import feign.Request;
import feign.Retryer;
import feign.codec.Decoder;
import feign.codec.Encoder;
import feign.codec.ErrorDecoder;
import java.util.Objects;

/**
 * The pieces a {@link PayCollectClient} assembles its API clients from, for a framework that assembles API clients
 * of its own, such as Spring Cloud OpenFeign's {@code @FeignClient} of a generated API interface. Calls through
 * {@link #feignBuilder()} are validated, signed, observed, bounded by the call time-out and never retried, as the
 * client's own are; the other pieces are what that builder starts from, for a framework that sets them one by one.
 */
public final class PayCollectFeignParts {

    private final ClientSettings settings;
    private final Decoder decoder;

    PayCollectFeignParts(ClientSettings settings) {
        this.settings = settings;
        this.decoder = new JsonBodyDecoder(settings.objectMapper());
    }

    /**
     * The pieces of the client {@code builder} would build, without building it.
     *
     * @throws IllegalStateException naming a missing setting, as {@link PayCollectClient.Builder#build()} does
     */
    public static PayCollectFeignParts of(PayCollectClient.Builder builder) {
        return new PayCollectFeignParts(Objects.requireNonNull(builder, "builder").settings());
    }

    /** A builder of the client's engine with these pieces; each {@code target} is an API client calling as the client does. */
    public Feign.Builder feignBuilder() {
        return new PayCollectFeignBuilder(settings);
    }

    /** The contract of the generated interfaces: Feign's own annotations ({@code @RequestLine}). */
    public Contract contract() {
        return new Contract.Default();
    }

    /** Writes request bodies in the wire form the signature covers (compact JSON). */
    public Encoder encoder() {
        return settings.wireEncoder();
    }

    /** Reads 2xx answers: envelopes, and {@code ApiResponse} for the {@code WithHttpInfo} methods. */
    public Decoder decoder() {
        return decoder;
    }

    /** Turns a non-2xx answer into {@link PayCollectApiException}. */
    public ErrorDecoder errorDecoder() {
        return new PayCollectErrorDecoder(settings.objectMapper());
    }

    /** Never: a call that may have reached the service may move money. */
    public Retryer retryer() {
        return Retryer.NEVER_RETRY;
    }

    /** The client's transport: no re-send, no redirects, answers bounded by {@code maxAnswerSize}. */
    public Client transport() {
        return settings.transport();
    }

    /** Connect and read time-outs; redirects not followed. */
    public Request.Options options() {
        return settings.requestOptions();
    }

    /** The request log, with {@code x-signature} redacted. */
    public Logger logger() {
        return settings.logger();
    }

    /** How much the request log shows. */
    public Logger.Level logLevel() {
        return settings.logLevel();
    }

    @Override
    public String toString() {
        return "PayCollectFeignParts[" + settings + "]";
    }
}
