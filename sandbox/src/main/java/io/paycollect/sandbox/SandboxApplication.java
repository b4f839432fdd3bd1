package io.paycollect.sandbox;

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

    /** Starts the sandbox; {@code --server.port=...} and the other Spring properties apply. */
    public static void main(String[] args) {
        SpringApplication.run(SandboxApplication.class, args);
    }
}
