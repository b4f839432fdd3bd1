package io.paycollect.client;

import feign.FeignException;
import feign.RetryableException;
import io.paycollect.client.model.ApiResponse;
import java.lang.reflect.Method;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * What surrounds every call, whoever sends it: the arguments validated before anything is sent, the call
 * observed, its deadline ({@code callTimeout}) started and ended on the calling thread, and what the sending
 * raised turned into the client's exceptions (a transport failure into {@link PayCollectTransportException}, an
 * unreadable answer into {@link PayCollectApiException}). Nothing here sends twice.
 */
final class CallGuard {

    private final RequestValidator validator;
    private final CallObserver observer;
    /** The total time per call, in milliseconds; 0 for none (a Feign client assembled by the application). */
    private final long callTimeoutMillis;

    CallGuard(RequestValidator validator, CallObserver observer, long callTimeoutMillis) {
        this.validator = validator;
        this.observer = observer;
        this.callTimeoutMillis = callTimeoutMillis;
    }

    /** Sends one call, given the headers to add before signing and told the answer's HTTP status. */
    @FunctionalInterface
    interface Send {
        Object send(Map<String, String> extraHeaders, int[] status) throws Throwable;
    }

    Object call(OperationRoute route, Method method, Object[] args, Send send) throws Throwable {
        validator.validate(method, args);
        Map<String, String> extraHeaders = observer == CallObserver.NONE ? Map.of() : new LinkedHashMap<>();
        CallObserver.Call call = observer.started(route, extraHeaders::put);
        int[] status = {0};
        Object result;
        CallDeadlines.Holder deadline = CallDeadlines.holder();
        long outer = callTimeoutMillis > 0 ? CallDeadlines.enter(deadline, callTimeoutMillis) : 0;
        try {
            result = send.send(extraHeaders, status);
        } catch (PayCollectTransportException e) {
            // The error decoder found the error answer too large to read.
            call.failed(new CallOutcome(CallOutcome.Kind.TRANSPORT_FAILURE, null, 0), e);
            throw e;
        } catch (RetryableException e) {
            PayCollectTransportException failure = CallFailures.transport(describe(e, method), e.request(), e);
            call.failed(new CallOutcome(CallOutcome.Kind.TRANSPORT_FAILURE, null, 0), failure);
            throw failure;
        } catch (PayCollectApiException e) {
            call.failed(new CallOutcome(CallOutcome.Kind.HTTP_ERROR, e.getCode(), Math.max(e.getStatus(), 0)), e);
            throw e;
        } catch (FeignException e) {
            if (PayCollectTransportException.find(e, AnswerNotRead.class) != null
                    || PayCollectTransportException.find(e, DeadlinePassed.class) != null) {
                // The status line came, but not the whole answer: what the service did is unknown.
                PayCollectTransportException failure = CallFailures.transport(describe(e, method), e.request(), e);
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
        if (observer != CallObserver.NONE) {
            // Unobserved (the default), a call builds no outcome for nobody to read.
            call.finished(outcomeOf(result, status[0]));
        }
        return result;
    }

    private static CallOutcome outcomeOf(Object result, int status) {
        Object envelope = result instanceof ApiResponse<?> withHttpInfo ? withHttpInfo.getData() : result;
        String code = envelope instanceof ResultEnvelope<?> e ? e.getCode() : null;
        return new CallOutcome(ResultEnvelope.SUCCESS.equals(code) ? CallOutcome.Kind.SUCCESS
                : CallOutcome.Kind.SERVICE_CODE, code, status);
    }

    private static String describe(FeignException e, Method method) {
        return e.request() != null ? CallFailures.describe(e.request())
                : method.getDeclaringClass().getSimpleName() + "." + method.getName();
    }
}
