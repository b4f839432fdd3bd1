package io.paycollect.sandbox.junit;

import io.paycollect.client.PayCollectClient;
import java.net.URI;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A sandbox running for this JVM, on a free port of {@code 127.0.0.1}: its address, credentials, a client
 * calling it, a client of its control endpoints, and {@link #reset()}. Plain Java: a test without JUnit's
 * extension, or a tool, starts one with {@link #start(String...)} and closes it when done.
 *
 * <p>It is the sandbox's executable jar in a JVM of its own (docs/testing.md): nothing of it reaches the test's
 * class path (its Spring Boot, its configuration), and nothing of the test's reaches it (the test's
 * {@code application.properties}, its auto-configurations, {@code SPRING_*} and {@code PAYCOLLECT_*} variables).
 * It runs with the jar's own network settings, as {@code java -jar} runs it, on a free port.
 */
public final class RunningSandbox implements AutoCloseable {

    private final SandboxProcess process;
    private final URI baseUrl;
    private final SandboxCredentials credentials;
    private final SandboxControl control;
    private volatile PayCollectClient client;

    private RunningSandbox(SandboxProcess process, SandboxCredentials credentials, String controlToken) {
        this.process = process;
        this.baseUrl = URI.create("http://127.0.0.1:" + process.port());
        this.credentials = credentials;
        this.control = SandboxControl.of(baseUrl, controlToken);
    }

    /**
     * Starts a sandbox on a free loopback port with the demo credentials, or with what {@code properties}
     * ({@code name=value}, e.g. {@code paycollect.sandbox.secret-token=merchant-secret}) set instead. A
     * {@code paycollect.sandbox.network.control-token} set here is sent by {@link #control()} with every call.
     *
     * @throws IllegalArgumentException if a property is not {@code name=value}, before anything starts
     */
    public static RunningSandbox start(String... properties) {
        Map<String, String> settings = new LinkedHashMap<>();
        settings.put("server.port", "0");
        settings.put("server.address", "127.0.0.1");
        settings.put("spring.main.banner-mode", "off");
        // Blank means the demo client: named here so that nothing else can choose another.
        settings.put("paycollect.sandbox.client-id", "");
        settings.put("paycollect.sandbox.secret-token", "");
        for (String property : properties) {
            int eq = property == null ? -1 : property.indexOf('=');
            if (eq < 1) {
                throw new IllegalArgumentException("a sandbox property must be name=value: " + property);
            }
            settings.put(property.substring(0, eq).strip(), property.substring(eq + 1).strip());
        }
        String clientId = settings.get("paycollect.sandbox.client-id");
        String secretToken = settings.get("paycollect.sandbox.secret-token");
        // The sandbox's own rule (SandboxProperties): blank is the demo value.
        SandboxCredentials credentials = new SandboxCredentials(
                clientId.isBlank() ? SandboxCredentials.DEMO.clientId() : clientId,
                secretToken.isBlank() ? SandboxCredentials.DEMO.secretToken() : secretToken);
        // Command-line arguments outrank every other source of the sandbox's; one per name.
        List<String> args = settings.entrySet().stream().map(e -> "--" + e.getKey() + "=" + e.getValue()).toList();
        String controlToken = settings.getOrDefault("paycollect.sandbox.network.control-token", "");
        return new RunningSandbox(SandboxProcess.start(args), credentials, controlToken.isBlank() ? null : controlToken);
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
     * Forgets every record and delivery ({@code POST /sandbox/reset}): the next test starts from an empty
     * sandbox without a restart. Ids keep counting.
     */
    public void reset() {
        control.reset();
    }

    /** Stops the sandbox; deliveries still pending are abandoned. */
    @Override
    public void close() {
        process.stop();
    }

    @Override
    public String toString() {
        return "RunningSandbox[" + baseUrl + "]";
    }
}
