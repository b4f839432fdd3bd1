package io.paycollect.client;

import feign.InvocationHandlerFactory.MethodHandler;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.reflect.Method;

/**
 * A default method of an API interface (an application's interface extending a generated one may add some): run as
 * written, on the proxy, so the calls it makes go through the proxy as any other; what Feign's method handler does
 * for one.
 */
final class DefaultMethod implements MethodHandler {

    private final MethodHandle unbound;
    /** Bound to the proxy once it exists; set once, before the proxy is handed out. */
    private MethodHandle bound;

    DefaultMethod(Method method) {
        Class<?> declaring = method.getDeclaringClass();
        try {
            this.unbound = MethodHandles.privateLookupIn(declaring, MethodHandles.lookup()).unreflectSpecial(method, declaring);
        } catch (IllegalAccessException e) {
            throw new IllegalStateException("cannot call the default method " + method, e);
        }
    }

    void bindTo(Object proxy) {
        bound = unbound.bindTo(proxy);
    }

    @Override
    public Object invoke(Object[] args) throws Throwable {
        return bound.invokeWithArguments(args);
    }
}
