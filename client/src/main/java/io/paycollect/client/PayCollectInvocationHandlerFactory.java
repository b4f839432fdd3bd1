package io.paycollect.client;

import feign.Capability;
import feign.Client;
import feign.Contract;
import feign.FeignException;
import feign.InvocationHandlerFactory;
import feign.Logger;
import feign.MethodMetadata;
import feign.Request;
import feign.RequestInterceptor;
import feign.RequestInterceptors;
import feign.ResponseInterceptor;
import feign.RetryableException;
import feign.Target;
import feign.codec.Decoder;
import feign.codec.Encoder;
import feign.codec.ErrorDecoder;
import feign.jackson.JacksonEncoder;
import io.paycollect.client.model.ApiResponse;
import java.lang.reflect.InvocationHandler;
import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * Runs every call of a generated API interface: validates the arguments before anything is sent, sends
 * the call, and turns what Feign raises into the client's exceptions (a transport failure into
 * {@link PayCollectTransportException}, an unreadable answer into {@link PayCollectApiException}).
 *
 * <p>An operation whose request {@link PreparedOperation} can resolve once, at start-up, from Feign's
 * own reading of the interface (every operation the contract generates today) is sent by
 * {@link PreparedCall}, through the same transport, signing interceptor, decoder, error decoder and
 * logger as Feign's method handler; any other goes through Feign's handler. The difference is cost
 * only: Feign copies and expands the method's request template on every call.
 *
 * <p>The application's request interceptors and capabilities ({@link ClientSettings}) reach the
 * prepared calls as they reach Feign's: each capability enriches the transport, options, encoder,
 * decoder, error decoder, logger, contract and every interceptor here the way Feign's builder enriches
 * its own. A capability that enriches the response interceptors, or the logger into one that does not
 * redact, leaves every call to Feign's handler, where it applies.
 */
public final class PayCollectInvocationHandlerFactory implements InvocationHandlerFactory {

    private static final InvocationHandlerFactory FEIGN_DEFAULT = new InvocationHandlerFactory.Default();

    private final RequestValidator validator;
    private final ClientSettings settings;
    private final PreparedCall preparedCall;
    private final CallObserver observer;
    /** The client's total time per call, in milliseconds; 0 when it has none (validation only). */
    private final long callTimeoutMillis;
    private final Contract contract;

    /**
     * Validates and maps exceptions only; every call goes through Feign's method handler.
     *
     * @param validator checks the arguments before anything is sent
     */
    public PayCollectInvocationHandlerFactory(RequestValidator validator) {
        this.validator = Objects.requireNonNull(validator, "validator");
        this.settings = null;
        this.preparedCall = null;
        this.observer = CallObserver.NONE;
        this.callTimeoutMillis = 0;
        this.contract = new Contract.Default();
    }

    /**
     * Validates, maps exceptions, and sends the operations it can prepare itself with the pieces the
     * Feign client is built from.
     *
     * @param settings transport, options, JSON mapper, validator and logging of the client
     * @param signing the interceptor that signs every request
     * @param decoder the decoder of 2xx answers
     */
    public PayCollectInvocationHandlerFactory(ClientSettings settings, SigningInterceptor signing, Decoder decoder) {
        this.settings = Objects.requireNonNull(settings, "settings");
        this.validator = settings.requestValidator();
        List<Capability> capabilities = settings.capabilities();
        this.contract = enrich(new Contract.Default(), Contract.class, capabilities);
        this.preparedCall = enrich(settings.logger(), Logger.class, capabilities) instanceof RedactingLogger logger
                && !touchesResponses(capabilities)
                ? preparedCall(settings, signing, decoder, logger, capabilities)
                : null;
        this.observer = settings.callObserver();
        this.callTimeoutMillis = Math.max(1, settings.callTimeout().toMillis());
    }

    /**
     * The prepared way with every piece enriched by the capabilities, as Feign's builder enriches its own;
     * the direct way (no request template per call) while the only interceptor is the signing one and the
     * encoder is the client's own.
     */
    private static PreparedCall preparedCall(ClientSettings settings, SigningInterceptor signing, Decoder decoder,
                                             RedactingLogger logger, List<Capability> capabilities) {
        Client transport = enrich(settings.transport(), Client.class, capabilities);
        Request.Options options = enrich(settings.requestOptions(), Request.Options.class, capabilities);
        Decoder enrichedDecoder = enrich(decoder, Decoder.class, capabilities);
        ErrorDecoder errorDecoder = enrich(new PayCollectErrorDecoder(settings.objectMapper()), ErrorDecoder.class,
                capabilities);
        Encoder encoder = new JacksonEncoder(settings.objectMapper());
        Encoder enrichedEncoder = enrich(encoder, Encoder.class, capabilities);
        // The order of the Feign builder: the application's interceptors, then signing.
        List<RequestInterceptor> interceptors = new ArrayList<>();
        for (RequestInterceptor interceptor : settings.requestInterceptors()) {
            interceptors.add(enrich(interceptor, RequestInterceptor.class, capabilities));
        }
        interceptors.add(enrich(signing, RequestInterceptor.class, capabilities));
        interceptors = enrich(new RequestInterceptors(interceptors), RequestInterceptors.class, capabilities)
                .interceptors();
        boolean direct = interceptors.size() == 1 && interceptors.get(0) == signing && enrichedEncoder == encoder;
        return new PreparedCall(transport, options, signing, enrichedDecoder, errorDecoder, logger,
                settings.logLevel(), direct ? null : interceptors, enrichedEncoder);
    }

    /** Whether a capability enriches the response interceptors, which only Feign's handler runs. */
    private static boolean touchesResponses(List<Capability> capabilities) {
        if (capabilities.isEmpty()) {
            return false;
        }
        ResponseInterceptor passThrough = (context, chain) -> chain.next(context);
        return enrich(passThrough, ResponseInterceptor.class, capabilities) != passThrough
                || enrich(ResponseInterceptor.Chain.DEFAULT, ResponseInterceptor.Chain.class, capabilities)
                        != ResponseInterceptor.Chain.DEFAULT;
    }

    @SuppressWarnings("unchecked")
    private static <T> T enrich(T piece, Class<T> type, List<Capability> capabilities) {
        return capabilities.isEmpty() ? piece : (T) Capability.enrich(piece, type, capabilities);
    }

    @Override
    public InvocationHandler create(Target target, Map<Method, MethodHandler> dispatch) {
        InvocationHandler feign = FEIGN_DEFAULT.create(target, dispatch);
        Map<Method, PreparedOperation> prepared = prepare(target);
        return (proxy, method, args) -> {
            if (method.getDeclaringClass() == Object.class) {
                return feign.invoke(proxy, method, args);
            }
            validator.validate(method, args);
            Map<String, String> extraHeaders = observer == CallObserver.NONE ? Map.of() : new LinkedHashMap<>();
            CallObserver.Call call = observer.started(OperationIds.of(method), extraHeaders::put);
            int[] status = {0};
            Object result;
            CallDeadlines.Holder deadline = CallDeadlines.holder();
            long outer = callTimeoutMillis > 0 ? CallDeadlines.enter(deadline, callTimeoutMillis) : 0;
            try {
                PreparedOperation operation = prepared.get(method);
                result = operation != null ? preparedCall.send(operation, args, extraHeaders, s -> status[0] = s)
                        : feign.invoke(proxy, method, args);
            } catch (PayCollectTransportException e) {
                // The error decoder found the error answer too large to read.
                call.failed(new CallOutcome(CallOutcome.Kind.TRANSPORT_FAILURE, null, 0), e);
                throw e;
            } catch (RetryableException e) {
                PayCollectTransportException failure = transportFailure(describe(e, method), e.request(), e);
                call.failed(new CallOutcome(CallOutcome.Kind.TRANSPORT_FAILURE, null, 0), failure);
                throw failure;
            } catch (PayCollectApiException e) {
                call.failed(new CallOutcome(CallOutcome.Kind.HTTP_ERROR, e.getCode(), Math.max(e.getStatus(), 0)), e);
                throw e;
            } catch (FeignException e) {
                if (PayCollectTransportException.find(e, AnswerNotRead.class) != null
                        || PayCollectTransportException.find(e, DeadlinePassed.class) != null) {
                    // The status line came, but not the whole answer: what the service did is unknown.
                    PayCollectTransportException failure = transportFailure(describe(e, method), e.request(), e);
                    call.failed(new CallOutcome(CallOutcome.Kind.TRANSPORT_FAILURE, null, 0), failure);
                    throw failure;
                }
                PayCollectApiException failure = PayCollectApiException.unreadable(describe(e, method), e.status(), e);
                call.failed(new CallOutcome(CallOutcome.Kind.HTTP_ERROR, null, Math.max(e.status(), 0)), failure);
                throw failure;
            } catch (RuntimeException | Error e) {
                call.failed(new CallOutcome(CallOutcome.Kind.TRANSPORT_FAILURE, null, status[0]), e);
                throw e;
            } finally {
                if (callTimeoutMillis > 0) {
                    CallDeadlines.exit(deadline, outer);
                }
            }
            call.finished(outcomeOf(result, status[0]));
            return result;
        };
    }

    /**
     * No complete answer: never sent, or an unknown outcome ({@link AnswerTooLargeException} when the
     * answer was too large), naming the host of {@code sent}'s URL.
     */
    static PayCollectTransportException transportFailure(String request, Request sent, Throwable cause) {
        String url = sent == null ? null : sent.url();
        AnswerLimitExceeded tooLarge = PayCollectTransportException.find(cause, AnswerLimitExceeded.class);
        if (tooLarge != null) {
            return new AnswerTooLargeException(request, PayCollectTransportException.hostOf(url), tooLarge);
        }
        // The I/O failure itself is the cause a caller inspects, not Feign's RetryableException around it
        // (whose name suggests a retry that never happens).
        java.io.IOException io = PayCollectTransportException.find(cause, java.io.IOException.class);
        if (io instanceof RequestNotSent notSent) {
            io = (java.io.IOException) notSent.getCause();
        }
        return new PayCollectTransportException(request, url, cause, io != null ? io : cause);
    }

    private static CallOutcome outcomeOf(Object result, int status) {
        Object envelope = result instanceof ApiResponse<?> withHttpInfo ? withHttpInfo.getData() : result;
        String code = envelope instanceof ResultEnvelope<?> e ? e.getCode() : null;
        return new CallOutcome(ResultEnvelope.SUCCESS.equals(code) ? CallOutcome.Kind.SUCCESS
                : CallOutcome.Kind.SERVICE_CODE, code, status);
    }

    private Map<Method, PreparedOperation> prepare(Target<?> target) {
        Map<Method, PreparedOperation> prepared = new HashMap<>();
        if (preparedCall == null) {
            return prepared;
        }
        for (MethodMetadata metadata : contract.parseAndValidateMetadata(target.type())) {
            PreparedOperation.of(metadata, target, settings.objectMapper())
                    .ifPresent(operation -> prepared.put(metadata.method(), operation));
        }
        return Map.copyOf(prepared);
    }

    private static String describe(FeignException e, Method method) {
        return e.request() != null ? PayCollectErrorDecoder.describe(e.request())
                : method.getDeclaringClass().getSimpleName() + "." + method.getName();
    }
}
