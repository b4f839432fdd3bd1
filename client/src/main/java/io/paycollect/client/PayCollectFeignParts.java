package io.paycollect.client;

import feign.Client;
import feign.Contract;
import feign.InvocationHandlerFactory;
import feign.Logger;
import feign.Request;
import feign.RequestInterceptor;
import feign.Retryer;
import feign.codec.Decoder;
import feign.codec.Encoder;
import feign.codec.ErrorDecoder;
import feign.jackson.JacksonEncoder;
import java.util.Objects;

/**
 * The pieces a {@link PayCollectClient} assembles its Feign clients from, for a Feign client assembled
 * elsewhere, such as Spring Cloud OpenFeign's {@code @FeignClient} of a generated API interface: the
 * contract of the generated interfaces, the wire-form JSON encoder, the decoder, the error decoder, no
 * retry, the client's transport (no re-send, answers bounded) and time-outs, the signing (an interceptor
 * that must run last, or a transport that signs each request as it is sent, after every interceptor),
 * the redacting logger and a handler that validates every call before sending and maps Feign's
 * exceptions to the client's.
 *
 * <p>Calls through such a Feign client are validated, signed and never retried as the client's own are;
 * they do not report to the client's {@link CallObserver} and have no total time per call
 * ({@code callTimeout}): the assembler's own metrics and time-outs apply.
 */
public final class PayCollectFeignParts {

    private final ClientSettings settings;
    private final SigningInterceptor signing;
    private final Decoder decoder;

    PayCollectFeignParts(ClientSettings settings, SigningInterceptor signing, Decoder decoder) {
        this.settings = settings;
        this.signing = signing;
        this.decoder = decoder;
    }

    /**
     * The pieces of {@code client}: its credentials, transport, time-outs, JSON mapper and logging, and the signing
     * headers the contract names, the very pieces its own Feign clients are built from.
     */
    public static PayCollectFeignParts of(PayCollectClient client) {
        return Objects.requireNonNull(client, "client").feignParts();
    }

    /** The contract of the generated interfaces: Feign's own annotations ({@code @RequestLine}). */
    public Contract contract() {
        return new Contract.Default();
    }

    /** Writes request bodies in the wire form the signature covers (compact JSON). */
    public Encoder encoder() {
        return new JacksonEncoder(settings.objectMapper());
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

    /**
     * The client's transport, signing each request as it is sent: after every request interceptor, whatever
     * their order, over the exact body sent. For an assembler that orders the interceptors itself; with it,
     * leave {@link #signingInterceptor()} out.
     */
    public Client signingTransport() {
        return new SigningTransport(signing, settings.transport());
    }

    /** Connect and read time-outs; redirects not followed. */
    public Request.Options options() {
        return settings.requestOptions();
    }

    /** Signs every request; run it after every other interceptor (or use {@link #signingTransport()}). */
    public RequestInterceptor signingInterceptor() {
        return signing;
    }

    /** The request log, with {@code x-signature} redacted. */
    public Logger logger() {
        return settings.logger();
    }

    /** How much the request log shows. */
    public Logger.Level logLevel() {
        return settings.logLevel();
    }

    /**
     * Validates every call's arguments before anything is sent, and maps a transport failure to
     * {@link PayCollectTransportException} and an unreadable answer to {@link PayCollectApiException}.
     */
    public InvocationHandlerFactory invocationHandlerFactory() {
        return new PayCollectInvocationHandlerFactory(settings.requestValidator());
    }

    @Override
    public String toString() {
        return "PayCollectFeignParts[" + settings + "]";
    }
}
