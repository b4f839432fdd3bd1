package io.paycollect.client.autoconfigure;

import org.springframework.boot.logging.LogLevel;
import org.springframework.boot.logging.LoggerConfiguration;
import org.springframework.boot.logging.LoggingSystem;
import org.springframework.core.env.Environment;

/**
 * Makes the request log that {@code paycollect.client.log-level} asks for visible: the client writes it at
 * DEBUG to the logger {@value #LOGGER}, which an application's default INFO level would hide. Unless the
 * application sets {@code logging.level.io.paycollect.client} itself, that logger is put at DEBUG.
 */
final class RequestLogVisibility {

    /** The logger the client's request log goes to. */
    static final String LOGGER = "io.paycollect.client";

    private RequestLogVisibility() {
    }

    static void show(Environment environment, ClassLoader classLoader) {
        if (environment.containsProperty("logging.level." + LOGGER)) {
            return;
        }
        try {
            LoggingSystem logging = LoggingSystem.get(classLoader);
            LoggerConfiguration current = logging.getLoggerConfiguration(LOGGER);
            LogLevel effective = current == null ? null : current.getEffectiveLevel();
            if (effective == null || effective.compareTo(LogLevel.DEBUG) > 0) {
                logging.setLogLevel(LOGGER, LogLevel.DEBUG);
            }
        } catch (UnsupportedOperationException | IllegalStateException e) {
            // A logging system whose levels cannot be read or set here: the application sets the level itself.
        }
    }
}
