package io.paycollect.client;

import feign.Client;
import feign.Contract;
import feign.Feign;
import feign.InvocationHandlerFactory;
import feign.Logger;
import feign.Request;
import feign.RequestInterceptor;
import feign.Retryer;
import feign.codec.Decoder;
import feign.codec.Encoder;
import feign.codec.ErrorDecoder;
import feign.jackson.JacksonEncoder;
import io.paycollect.client.invoker.ApiClient;
import java.util.Objects;

/**
 * The pieces a {@link PayCollectClient} assembles its API clients from, for one assembled elsewhere, such as
 * Spring Cloud OpenFeign's {@code @FeignClient} of a generated API interface: the contract of the generated
 * interfaces, the wire-form JSON encoder, the decoder, the error decoder, no retry, the client's transport (no
 * re-send, answers bounded) and time-outs, the signing, the redacting logger, and {@link #feignBuilder()}, the
 * builder of the client's own engine, which uses them all.
 *
 * <p>Calls through {@link #feignBuilder()} are validated, signed, observed, bounded by the call time-out and
 * never retried as the client's own are. The other pieces serve an application that assembles Feign's own
 * builder itself: its calls then go through Feign's method handler, validated by
 * {@link #invocationHandlerFactory()} and signed by {@link #signingTransport()}, without call time-out or observer.
 */
public final class PayCollectFeignParts {

    private final PayCollectFeignBuilder.Pieces pieces;
    private final Decoder decoder;

    PayCollectFeignParts(ClientSettings settings, SigningInterceptor signing, Decoder decoder) {
        this.pieces = new PayCollectFeignBuilder.Pieces(settings, signing, new JacksonEncoder(settings.objectMapper()),
                CallGuard.of(settings));
        this.decoder = decoder;
    }

    /**
     * The pieces of {@code client}: its credentials, transport, time-outs, JSON mapper and logging, and the signing
     * headers the contract names, the very pieces its own API clients are built from.
     */
    public static PayCollectFeignParts of(PayCollectClient client) {
        return Objects.requireNonNull(client, "client").feignParts();
    }

    /**
     * The pieces of the client {@code builder} would build, without building it: for a framework that assembles
     * API clients of its own ({@link #feignBuilder()}).
     *
     * @throws IllegalStateException naming a missing setting, as {@link PayCollectClient.Builder#build()} does
     */
    public static PayCollectFeignParts of(PayCollectClient.Builder builder) {
        return new ApiClient(Objects.requireNonNull(builder, "builder").settings()).assembly().parts();
    }

    PayCollectFeignBuilder.Pieces pieces() {
        return pieces;
    }

    /** A builder of the client's engine with these pieces; each {@code target} is an API client calling as the client does. */
    public Feign.Builder feignBuilder() {
        return new PayCollectFeignBuilder(this);
    }

    /** The contract of the generated interfaces: Feign's own annotations ({@code @RequestLine}). */
    public Contract contract() {
        return new Contract.Default();
    }

    /** Writes request bodies in the wire form the signature covers (compact JSON). */
    public Encoder encoder() {
        return pieces.wireEncoder();
    }

    /** Reads 2xx answers: envelopes, and {@code ApiResponse} for the {@code WithHttpInfo} methods. */
    public Decoder decoder() {
        return decoder;
    }

    /** Turns a non-2xx answer into {@link PayCollectApiException}. */
    public ErrorDecoder errorDecoder() {
        return new PayCollectErrorDecoder(pieces.settings().objectMapper());
    }

    /** Never: a call that may have reached the service may move money. */
    public Retryer retryer() {
        return Retryer.NEVER_RETRY;
    }

    /** The client's transport: no re-send, no redirects, answers bounded by {@code maxAnswerSize}. */
    public Client transport() {
        return pieces.settings().transport();
    }

    /**
     * The client's transport, signing each request as it is sent: after every request interceptor, whatever
     * their order, over the exact body sent. For an assembler that orders the interceptors itself; with it,
     * leave {@link #signingInterceptor()} out.
     */
    public Client signingTransport() {
        Client transport = pieces.settings().transport();
        return (request, options) -> transport.execute(pieces.signing().signed(request), options);
    }

    /** Connect and read time-outs; redirects not followed. */
    public Request.Options options() {
        return pieces.settings().requestOptions();
    }

    /** Signs every request; run it after every other interceptor (or use {@link #signingTransport()}). */
    public RequestInterceptor signingInterceptor() {
        return pieces.signing();
    }

    /** The request log, with {@code x-signature} redacted. */
    public Logger logger() {
        return pieces.settings().logger();
    }

    /** How much the request log shows. */
    public Logger.Level logLevel() {
        return pieces.settings().logLevel();
    }

    /**
     * Validates every call's arguments before anything is sent, and maps a transport failure to
     * {@link PayCollectTransportException} and an unreadable answer to {@link PayCollectApiException}.
     */
    public InvocationHandlerFactory invocationHandlerFactory() {
        return new PayCollectInvocationHandlerFactory(pieces.settings().requestValidator());
    }

    @Override
    public String toString() {
        return "PayCollectFeignParts[" + pieces.settings() + "]";
    }
}
