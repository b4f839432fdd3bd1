package io.paycollect.sandbox;

import java.util.Map;
import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.context.annotation.PropertySource;

/**
 * The PayCollect sandbox: the whole service in memory, on http://localhost:8080 by default.
 *
 * <p>Its settings are in {@code paycollect-sandbox.properties}, bound to this class rather than named
 * {@code application.properties}: another application on the same class path (a shop's, in its tests) would
 * otherwise take the sandbox's port, address and name for its own. Below every other source, so a test's
 * {@code server.port=0}, a command-line argument or an environment variable still wins.
 */
@SpringBootApplication
@PropertySource("classpath:paycollect-sandbox.properties")
public class SandboxApplication {

    /**
     * System properties: a port on the loopback address where the process that started the sandbox waits, and the
     * token it expects, to be told the sandbox's port once it is ready ({@link ReadyReport}).
     */
    static final String READY_PORT = "paycollect.sandbox.ready-port";
    static final String READY_TOKEN = "paycollect.sandbox.ready-token";
    /** System property: the process id whose end ends the sandbox too (a test JVM that started it). */
    static final String PARENT_PID = "paycollect.sandbox.parent-pid";

    /**
     * Starts the sandbox; {@code --server.port=...} and the other Spring properties apply. Started by
     * {@code paycollect-sandbox-junit} as a child process, it reports its port to {@value #READY_PORT} and exits
     * when {@value #PARENT_PID} does, so that a test JVM killed outright leaves no sandbox behind.
     */
    public static void main(String[] args) {
        SpringApplication application = new SpringApplication(SandboxApplication.class);
        // Early enough for the log lines' application name, which the @PropertySource comes too late for.
        application.setDefaultProperties(Map.of("spring.application.name", "paycollect-sandbox"));
        String readyPort = System.getProperty(READY_PORT);
        if (readyPort != null) {
            application.addListeners(new ReadyReport(Integer.parseInt(readyPort), System.getProperty(READY_TOKEN, "")));
        }
        String parent = System.getProperty(PARENT_PID);
        if (parent != null) {
            ProcessHandle.of(Long.parseLong(parent)).ifPresentOrElse(
                    process -> process.onExit().thenRun(() -> System.exit(0)), () -> System.exit(0));
        }
        application.run(args);
    }
}
