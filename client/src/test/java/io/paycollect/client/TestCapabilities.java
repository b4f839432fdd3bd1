package io.paycollect.client;

import feign.Capability;
import feign.InvocationHandlerFactory;
import feign.ResponseInterceptor;
import feign.Retryer;
import io.github.resilience4j.feign.FeignDecorators;
import java.lang.reflect.InvocationHandler;

/**
 * Capabilities of the tests. Public, as Feign requires: it calls a capability's {@code enrich} methods
 * reflectively, so a capability class the {@code feign} package cannot reach is refused with
 * "Unable to enrich".
 */
public final class TestCapabilities {

    private TestCapabilities() {
    }

    /** Wraps the response chain: only Feign's own method handler runs it. */
    public static final class WrappingResponses implements Capability {
        @Override
        public ResponseInterceptor.Chain enrich(ResponseInterceptor.Chain chain) {
            return chain::next;
        }
    }

    /** Notes each request the transport is handed and each answer the decoder reads, in the order they come. */
    public static final class Watching implements Capability {
        private final java.util.List<String> seen;

        public Watching(java.util.List<String> seen) {
            this.seen = seen;
        }

        @Override
        public feign.Client enrich(feign.Client client) {
            return (request, options) -> {
                seen.add("client " + request.httpMethod());
                return client.execute(request, options);
            };
        }

        @Override
        public feign.codec.Decoder enrich(feign.codec.Decoder decoder) {
            return (response, type) -> {
                seen.add("decoder " + response.status());
                return decoder.decode(response, type);
            };
        }
    }

    /** Replaces Feign's retryer with one that retries. */
    public static final class Retrying implements Capability {
        @Override
        public Retryer enrich(Retryer retryer) {
            return new Retryer.Default();
        }
    }

    /**
     * resilience4j's Feign decorators as a capability: the generated clients are built by the client, not
     * through {@code Resilience4jFeign.builder}, so the decorators wrap the invocation handler Feign enriches.
     */
    public static final class Resilience4j implements Capability {
        private final FeignDecorators decorators;

        public Resilience4j(FeignDecorators decorators) {
            this.decorators = decorators;
        }

        @Override
        public InvocationHandlerFactory enrich(InvocationHandlerFactory factory) {
            return (target, dispatch) -> {
                InvocationHandler inner = factory.create(target, dispatch);
                return (proxy, method, args) -> {
                    if (method.getDeclaringClass() == Object.class) {
                        return inner.invoke(proxy, method, args);
                    }
                    return decorators.decorate(arguments -> {
                        try {
                            return inner.invoke(proxy, method, arguments);
                        } catch (Exception | Error e) {
                            throw e;
                        } catch (Throwable t) {
                            throw new IllegalStateException(t);
                        }
                    }, method, dispatch.get(method), target).apply(args);
                };
            };
        }
    }
}
