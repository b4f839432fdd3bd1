package io.paycollect.sandbox;

import java.util.Map;
import org.springframework.boot.EnvironmentPostProcessor;
import org.springframework.boot.SpringApplication;
import org.springframework.core.env.ConfigurableEnvironment;
import org.springframework.core.env.MapPropertySource;

/**
 * The network settings every sandbox runs with, however it is started (the executable jar, sandbox-junit, an
 * application of one's own around {@link SandboxApplication}), as defaults that any property set elsewhere
 * overrides: a refused body is not read to its end (by default Tomcat drains up to 2 MB of it at the sender's
 * pace), a stalled connection is given up after 20 s, and neither Spring nor Tomcat parses a form body (only the
 * signed paths take a body, bounded by the verification filter). One byte, not 0: Spring Boot leaves Tomcat's
 * 2 MB default in place for a 0. docs/security.md states each bound. Applied to a
 * {@link SandboxApplication} only, never to another application that has the sandbox on its class path.
 */
public final class SandboxNetworkDefaults implements EnvironmentPostProcessor {

    /** The defaults, by property name. */
    static final Map<String, Object> DEFAULTS = Map.of(
            "server.tomcat.max-swallow-size", "1B",
            "server.tomcat.connection-timeout", "20s",
            "spring.mvc.formcontent.filter.enabled", "false",
            "server.tomcat.max-http-form-post-size", "1B");

    @Override
    public void postProcessEnvironment(ConfigurableEnvironment environment, SpringApplication application) {
        if (application.getAllSources().contains(SandboxApplication.class)) {
            environment.getPropertySources().addLast(new MapPropertySource("paycollectSandboxNetworkDefaults", DEFAULTS));
        }
    }
}
