package io.paycollect.sandbox.junit;

import io.paycollect.client.PayCollectClient;
import java.net.URI;
import java.util.Optional;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.BeforeEachCallback;
import org.junit.jupiter.api.extension.ExtensionConfigurationException;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.jupiter.api.extension.ParameterContext;
import org.junit.jupiter.api.extension.ParameterResolver;
import org.junit.platform.commons.support.AnnotationSupport;

/**
 * The extension behind {@link PayCollectSandbox}: starts the class's sandbox (kept in the class's store,
 * so JUnit closes it after the class and a {@code @Nested} class uses its outer class's), resets it before
 * each test, and resolves the parameters the annotation lists.
 */
public final class PayCollectSandboxExtension implements BeforeAllCallback, BeforeEachCallback, ParameterResolver {

    private static final ExtensionContext.Namespace NAMESPACE = ExtensionContext.Namespace.create(PayCollectSandboxExtension.class);

    @Override
    public void beforeAll(ExtensionContext context) {
        sandbox(context);
    }

    @Override
    public void beforeEach(ExtensionContext context) {
        if (settings(context).resetBeforeEach()) {
            sandbox(context).reset();
        }
    }

    @Override
    public boolean supportsParameter(ParameterContext parameter, ExtensionContext context) {
        Class<?> type = parameter.getParameter().getType();
        return type == RunningSandbox.class || type == URI.class || type == SandboxCredentials.class
                || type == PayCollectClient.class || type == SandboxControl.class;
    }

    @Override
    public Object resolveParameter(ParameterContext parameter, ExtensionContext context) {
        RunningSandbox sandbox = sandbox(context);
        Class<?> type = parameter.getParameter().getType();
        if (type == URI.class) {
            return sandbox.baseUrl();
        } else if (type == SandboxCredentials.class) {
            return sandbox.credentials();
        } else if (type == PayCollectClient.class) {
            return sandbox.client();
        } else if (type == SandboxControl.class) {
            return sandbox.control();
        }
        return sandbox;
    }

    private static RunningSandbox sandbox(ExtensionContext context) {
        PayCollectSandbox settings = settings(context);
        if (settings.shared()) {
            if (settings.properties().length > 0) {
                throw new ExtensionConfigurationException(
                        "@PayCollectSandbox(shared = true) runs with the defaults: leave out properties, or drop shared");
            }
            return RunningSandbox.shared();
        }
        ExtensionContext owner = classContext(context);
        // The API of JUnit 5.10, which JUnit 6 keeps: the extension runs in either (docs/testing.md).
        return owner.getStore(NAMESPACE).getOrComputeIfAbsent(ClassSandbox.class,
                key -> new ClassSandbox(RunningSandbox.start(settings.properties())), ClassSandbox.class).sandbox();
    }

    /** The class's sandbox, which JUnit closes with the class (JUnit 5 closes only a {@code CloseableResource}). */
    @SuppressWarnings("deprecation")
    private record ClassSandbox(RunningSandbox sandbox) implements ExtensionContext.Store.CloseableResource {
        @Override
        public void close() {
            sandbox.close();
        }
    }

    /** The context of the outermost class annotated, whose store holds the sandbox. */
    private static ExtensionContext classContext(ExtensionContext context) {
        ExtensionContext owner = null;
        for (Optional<ExtensionContext> c = Optional.of(context); c.isPresent(); c = c.get().getParent()) {
            Optional<Class<?>> type = c.get().getTestClass();
            if (c.get().getTestMethod().isEmpty() && type.isPresent()
                    && AnnotationSupport.isAnnotated(type.get(), PayCollectSandbox.class)) {
                owner = c.get();
            }
        }
        if (owner == null) {
            throw new ExtensionConfigurationException("no @PayCollectSandbox class around " + context.getDisplayName());
        }
        return owner;
    }

    private static PayCollectSandbox settings(ExtensionContext context) {
        for (Optional<ExtensionContext> c = Optional.of(context); c.isPresent(); c = c.get().getParent()) {
            Optional<PayCollectSandbox> found = c.get().getTestClass()
                    .flatMap(type -> AnnotationSupport.findAnnotation(type, PayCollectSandbox.class));
            if (found.isPresent()) {
                return found.get();
            }
        }
        throw new ExtensionConfigurationException("no @PayCollectSandbox class around " + context.getDisplayName());
    }
}
