package io.paycollect.client;

import feign.InvocationHandlerFactory;
import feign.Target;
import java.lang.reflect.InvocationHandler;
import java.lang.reflect.Method;
import java.util.Map;
import java.util.Objects;

/**
 * For a Feign client that the application assembles with Feign's own builder from {@link PayCollectFeignParts}:
 * every call validated before anything is sent, and what Feign raises turned into the client's exceptions, around
 * Feign's own method handler. The client and the Spring Boot starter do not use it: their calls go through the
 * client's engine ({@link PayCollectFeignBuilder}), where the same guard surrounds them.
 */
final class PayCollectInvocationHandlerFactory implements InvocationHandlerFactory {

    private static final InvocationHandlerFactory FEIGN_DEFAULT = new InvocationHandlerFactory.Default();

    private final CallGuard guard;

    /**
     * Validates and maps exceptions; no call time-out, no observer.
     *
     * @param validator checks the arguments before anything is sent
     */
    public PayCollectInvocationHandlerFactory(RequestValidator validator) {
        this.guard = new CallGuard(Objects.requireNonNull(validator, "validator"), CallObserver.NONE, 0);
    }

    @Override
    public InvocationHandler create(Target target, Map<Method, MethodHandler> dispatch) {
        InvocationHandler feign = FEIGN_DEFAULT.create(target, dispatch);
        return (proxy, method, args) -> method.getDeclaringClass() == Object.class ? feign.invoke(proxy, method, args)
                : guard.call(method, args, (headers, status) -> dispatch.get(method).invoke(args));
    }
}
