package io.paycollect.client.autoconfigure;

import feign.Capability;
import feign.Client;
import feign.InvocationHandlerFactory;
import feign.Response;
import feign.micrometer.DefaultFeignObservationConvention;
import feign.micrometer.FeignContext;
import feign.micrometer.FeignObservationDocumentation;
import feign.micrometer.MicrometerObservationCapability;
import io.micrometer.observation.Observation;
import io.micrometer.observation.ObservationRegistry;
import io.paycollect.client.PayCollectApiException;
import io.paycollect.client.PayCollectTransportException;
import io.paycollect.client.ResultEnvelope;
import io.paycollect.client.model.ApiResponse;
import java.io.IOException;
import java.lang.reflect.InvocationHandler;
import java.util.List;

/**
 * feign-micrometer's {@code http.client.requests} observation of every call of a PayCollect client or
 * {@code @FeignClient}: started where feign-micrometer starts it, as the request is handed to the transport (a child
 * of the caller's current observation, whose trace context a tracer writes into the request's headers), but ended
 * when the call ends, after the answer is decoded, so that its {@link PayCollectFeignObservationConvention} can tag
 * the service's own code and how the call ended, and marked with the exception the caller is thrown. feign-micrometer's
 * own capability ends it when the answer's head arrives, before the body holding the code is read, and (13.6) leaves
 * it unstopped when the transport throws an {@code IOException}: a call that failed was never recorded.
 *
 * <p>A call refused before anything is sent (an invalid argument) is not observed: no request reached the
 * transport. Where the call hops threads between Feign's invocation handler and the transport, the observation
 * ends at the transport, as feign-micrometer's does, without the code.
 */
public class PayCollectObservationCapability extends MicrometerObservationCapability {

    private final ObservationRegistry registry;
    private final PayCollectFeignObservationConvention convention;
    /** The call in progress on this thread, between Feign's invocation handler and the transport. */
    private final ThreadLocal<ObservedCall> current = new ThreadLocal<>();

    /**
     * @param registry where the observations are made
     * @param clientName {@code default}, or the client's key under {@code paycollect.clients}
     */
    public PayCollectObservationCapability(ObservationRegistry registry, String clientName) {
        this(registry, new PayCollectFeignObservationConvention(clientName));
    }

    /**
     * @param registry where the observations are made
     * @param convention names and tags them
     */
    public PayCollectObservationCapability(ObservationRegistry registry, PayCollectFeignObservationConvention convention) {
        super(registry, convention);
        this.registry = registry;
        this.convention = convention;
    }

    /** Starts the call's observation as the request is handed to the transport. */
    @Override
    public Client enrich(Client client) {
        return (request, options) -> {
            FeignContext context = new FeignContext(request);
            Observation observation = FeignObservationDocumentation.DEFAULT.observation(convention,
                    DefaultFeignObservationConvention.INSTANCE, () -> context, registry).start();
            ObservedCall call = current.get();
            if (call != null) {
                call.hold(context, observation);
            }
            try {
                Response response = client.execute(request, options);
                context.setResponse(response);
                if (call == null) {
                    observation.stop();
                }
                return response;
            } catch (IOException | RuntimeException | Error e) {
                if (call == null) {
                    observation.error(e);
                    observation.stop();
                }
                throw e;
            }
        };
    }

    /** Ends the observation of each call when the call ends, with what it returned or threw. */
    @Override
    public InvocationHandlerFactory enrich(InvocationHandlerFactory factory) {
        return (target, dispatch) -> {
            InvocationHandler handler = factory.create(target, dispatch);
            return (proxy, method, args) -> {
                ObservedCall outer = current.get();
                ObservedCall call = new ObservedCall();
                current.set(call);
                try {
                    Object result = handler.invoke(proxy, method, args);
                    call.end(result, null);
                    return result;
                } catch (Throwable failure) {
                    call.end(null, failure);
                    throw failure;
                } finally {
                    // A default method's call of another operation is a call of its own, inside this one.
                    if (outer == null) {
                        current.remove();
                    } else {
                        current.set(outer);
                    }
                }
            };
        };
    }

    /**
     * Whether {@code added} would observe the calls of a builder with {@code capabilities} a second time: a
     * {@link MicrometerObservationCapability} (an application's, or Spring Cloud OpenFeign's) where a PayCollect one
     * is, or a second PayCollect one. A PayCollect one added after others removes them from {@code capabilities}.
     */
    static boolean observesTwice(List<Capability> capabilities, Capability added) {
        if (!(added instanceof MicrometerObservationCapability)) {
            return false;
        }
        if (capabilities.stream().anyMatch(PayCollectObservationCapability.class::isInstance)) {
            return true;
        }
        if (added instanceof PayCollectObservationCapability) {
            capabilities.removeIf(MicrometerObservationCapability.class::isInstance);
        }
        return false;
    }

    /** Whether {@code capability} is an observation of feign-micrometer's, which a PayCollect one replaces. */
    static boolean isObservation(Capability capability) {
        return capability instanceof MicrometerObservationCapability;
    }

    /** One call's observation, held from the transport to the call's end. */
    private static final class ObservedCall {
        private FeignContext context;
        private Observation observation;

        void hold(FeignContext context, Observation observation) {
            if (this.observation != null) {
                // Sent again within one call (a method interceptor calling on twice): each send is one observation.
                this.observation.stop();
            }
            this.context = context;
            this.observation = observation;
        }

        void end(Object result, Throwable failure) {
            if (observation == null) {
                return;
            }
            context.put(PayCollectFeignObservationConvention.CallEnd.class, endOf(result, failure));
            if (failure != null) {
                observation.error(failure);
            }
            observation.stop();
        }

        private static PayCollectFeignObservationConvention.CallEnd endOf(Object result, Throwable failure) {
            if (failure instanceof PayCollectTransportException transport) {
                // Before PayCollectApiException, which it extends.
                return new PayCollectFeignObservationConvention.CallEnd(transport.wasNeverSent()
                        ? PayCollectFeignObservationConvention.NEVER_SENT
                        : PayCollectFeignObservationConvention.UNKNOWN_OUTCOME, null);
            }
            if (failure instanceof PayCollectApiException refused) {
                return new PayCollectFeignObservationConvention.CallEnd(
                        PayCollectFeignObservationConvention.HTTP_ERROR, refused.getCode());
            }
            if (failure != null) {
                return new PayCollectFeignObservationConvention.CallEnd(
                        PayCollectFeignObservationConvention.UNKNOWN_OUTCOME, null);
            }
            Object envelope = result instanceof ApiResponse<?> withHttpInfo ? withHttpInfo.getData() : result;
            String code = envelope instanceof ResultEnvelope<?> answer ? answer.getCode() : null;
            return new PayCollectFeignObservationConvention.CallEnd(ResultEnvelope.SUCCESS.equals(code)
                    ? PayCollectFeignObservationConvention.SUCCESS : PayCollectFeignObservationConvention.SERVICE_CODE, code);
        }
    }
}
