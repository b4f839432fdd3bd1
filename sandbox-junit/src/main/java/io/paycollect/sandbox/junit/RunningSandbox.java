package io.paycollect.sandbox.junit;

import io.paycollect.client.PayCollectClient;
import io.paycollect.sandbox.SandboxApplication;
import io.paycollect.sandbox.SandboxProperties;
import io.paycollect.sandbox.SandboxReset;
import java.net.URI;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.springframework.boot.Banner;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.context.ConfigurableApplicationContext;

/**
 * A sandbox running inside this JVM, on a free port of {@code 127.0.0.1}: its address, credentials, a client
 * calling it, a client of its control endpoints, and {@link #reset()}. Plain Java: a test without JUnit's
 * extension, or a tool, starts one with {@link #start(String...)} and closes it when done.
 *
 * <p>It reads no {@code application.properties} of the class path (the test's own would otherwise be taken
 * for the sandbox's): its settings are the sandbox's defaults and the properties given to {@link #start}.
 */
public final class RunningSandbox implements AutoCloseable {

    /** The name under which the sandbox looks for configuration files: none exist, so it reads none. */
    private static final String NO_CONFIG_FILES = "paycollect-sandbox-in-tests";

    private final ConfigurableApplicationContext context;
    private final URI baseUrl;
    private final SandboxCredentials credentials;
    private final SandboxControl control;
    private volatile PayCollectClient client;

    private RunningSandbox(ConfigurableApplicationContext context) {
        this.context = context;
        Integer port = context.getEnvironment().getProperty("local.server.port", Integer.class);
        if (port == null) {
            context.close();
            throw new IllegalStateException("the sandbox started without a web server");
        }
        this.baseUrl = URI.create("http://127.0.0.1:" + port);
        SandboxProperties settings = context.getBean(SandboxProperties.class);
        this.credentials = new SandboxCredentials(settings.clientId(), settings.effectiveSecretToken());
        this.control = SandboxControl.of(baseUrl);
    }

    /**
     * Starts a sandbox on a free loopback port with the demo credentials, or with what {@code properties}
     * ({@code name=value}, e.g. {@code paycollect.sandbox.secret-token=merchant-secret}) set instead.
     *
     * @throws IllegalArgumentException if a property is not {@code name=value}, before anything starts
     */
    public static RunningSandbox start(String... properties) {
        Map<String, String> settings = new LinkedHashMap<>();
        settings.put("server.port", "0");
        settings.put("server.address", "127.0.0.1");
        settings.put("spring.config.name", NO_CONFIG_FILES);
        settings.put("spring.application.name", "paycollect-sandbox");
        settings.put("spring.main.banner-mode", "off");
        // Blank means the demo client: named here so that no variable of the environment can choose another.
        settings.put("paycollect.sandbox.client-id", "");
        settings.put("paycollect.sandbox.secret-token", "");
        for (String property : properties) {
            int eq = property == null ? -1 : property.indexOf('=');
            if (eq < 1) {
                throw new IllegalArgumentException("a sandbox property must be name=value: " + property);
            }
            settings.put(property.substring(0, eq).strip(), property.substring(eq + 1).strip());
        }
        // Command-line arguments outrank the environment, so a PAYCOLLECT_SANDBOX_* variable of the developer's
        // shell cannot change a test's sandbox; one argument per name, since repeated ones would be joined.
        List<String> args = settings.entrySet().stream().map(e -> "--" + e.getKey() + "=" + e.getValue()).toList();
        ConfigurableApplicationContext context = new SpringApplicationBuilder(SandboxApplication.class).main(SandboxApplication.class)
                .bannerMode(Banner.Mode.OFF)
                .registerShutdownHook(false)
                .run(args.toArray(String[]::new));
        return new RunningSandbox(context);
    }

    /**
     * The JVM's shared sandbox, with the defaults: started on first use, stopped when the JVM exits. What
     * {@code @PayCollectSandbox(shared = true)} uses, and what a Spring test's {@code @DynamicPropertySource}
     * can name before any extension has run.
     */
    public static RunningSandbox shared() {
        return Shared.INSTANCE;
    }

    /** The holder idiom: the shared sandbox starts once, when first asked for, thread-safely. */
    private static final class Shared {
        static final RunningSandbox INSTANCE = start();

        static {
            Runtime.getRuntime().addShutdownHook(new Thread(INSTANCE::close, "paycollect-sandbox-shutdown"));
        }
    }

    /** The base URL, e.g. {@code http://127.0.0.1:41234}: the client's {@code baseUrl}. */
    public URI baseUrl() {
        return baseUrl;
    }

    /** The client it accepts and the secret token it signs notifications with. */
    public SandboxCredentials credentials() {
        return credentials;
    }

    /** A client calling this sandbox with its credentials (made once, on first use). */
    public PayCollectClient client() {
        PayCollectClient made = client;
        if (made == null) {
            synchronized (this) {
                if (client == null) {
                    client = PayCollectClient.builder().baseUrl(baseUrl.toString())
                            .clientId(credentials.clientId()).secretToken(credentials.secretToken()).build();
                }
                made = client;
            }
        }
        return made;
    }

    /** The typed client of its control endpoints: pay, transfer, deliveries, devices... */
    public SandboxControl control() {
        return control;
    }

    /**
     * Forgets every record and delivery, as {@code POST /sandbox/reset} does, directly in this JVM: the next
     * test starts from an empty sandbox without a restart. Ids keep counting.
     */
    public void reset() {
        context.getBean(SandboxReset.class).reset();
    }

    /** Stops the sandbox; deliveries still pending are abandoned. */
    @Override
    public void close() {
        context.close();
    }

    @Override
    public String toString() {
        return "RunningSandbox[" + baseUrl + "]";
    }
}
