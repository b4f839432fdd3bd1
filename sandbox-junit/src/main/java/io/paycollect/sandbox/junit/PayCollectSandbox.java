package io.paycollect.sandbox.junit;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Inherited;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * Runs the PayCollect sandbox for a test class: started before its first test on a free port of
 * {@code 127.0.0.1}, stopped after its last, and reset before each test so every test starts from an empty
 * sandbox. Test methods, constructors and lifecycle methods get by parameter a {@link RunningSandbox}, its
 * base URL as a {@link java.net.URI}, its {@link SandboxCredentials}, a
 * {@link io.paycollect.client.PayCollectClient} calling it and a {@link SandboxControl}.
 */
@Target(ElementType.TYPE)
@Retention(RetentionPolicy.RUNTIME)
@Documented
@Inherited
@ExtendWith(PayCollectSandboxExtension.class)
public @interface PayCollectSandbox {

    /**
     * One sandbox for the whole JVM ({@link RunningSandbox#shared()}), started by the first class that asks
     * and stopped when the JVM exits, instead of one per class: saves a start-up per class. It runs with the
     * defaults, so {@link #properties()} must then be empty.
     */
    boolean shared() default false;

    /** Whether to reset the sandbox before each test (default): a test sees nothing an earlier one made. */
    boolean resetBeforeEach() default true;

    /**
     * Sandbox settings as {@code name=value}, e.g.
     * {@code "paycollect.sandbox.notifications.first-backoff=100ms"}; they win over the defaults.
     */
    String[] properties() default {};
}
