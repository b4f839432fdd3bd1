package io.paycollect.client;

import feign.FeignException;
import feign.InvocationHandlerFactory;
import feign.RetryableException;
import feign.Target;
import java.lang.reflect.InvocationHandler;
import java.lang.reflect.Method;
import java.util.Map;
import java.util.Objects;

/**
 * Wraps every call of a generated API: validates the arguments before anything is encoded or sent,
 * and turns Feign's exceptions into the client's own. A network failure or time-out (Feign's
 * {@link RetryableException}, which with {@code Retryer.NEVER_RETRY} is never retried) becomes a
 * {@link PayCollectTransportException}; an unreadable 2xx body becomes a {@link PayCollectApiException}.
 */
public final class PayCollectInvocationHandlerFactory implements InvocationHandlerFactory {

    private static final InvocationHandlerFactory FEIGN_DEFAULT = new InvocationHandlerFactory.Default();

    private final RequestValidator validator;

    /** @param validator checks the arguments of every call before it is sent */
    public PayCollectInvocationHandlerFactory(RequestValidator validator) {
        this.validator = Objects.requireNonNull(validator, "validator");
    }

    @Override
    public InvocationHandler create(Target target, Map<Method, MethodHandler> dispatch) {
        InvocationHandler feign = FEIGN_DEFAULT.create(target, dispatch);
        return (proxy, method, args) -> {
            if (method.getDeclaringClass() == Object.class) {
                return feign.invoke(proxy, method, args);
            }
            validator.validate(method, args);
            try {
                return feign.invoke(proxy, method, args);
            } catch (RetryableException e) {
                throw new PayCollectTransportException(describe(e, method), e);
            } catch (PayCollectApiException e) {
                throw e;
            } catch (FeignException e) {
                throw PayCollectApiException.unreadable(describe(e, method), e.status(), e);
            }
        };
    }

    private static String describe(FeignException e, Method method) {
        return e.request() != null ? PayCollectErrorDecoder.describe(e.request())
                : method.getDeclaringClass().getSimpleName() + "." + method.getName();
    }
}
