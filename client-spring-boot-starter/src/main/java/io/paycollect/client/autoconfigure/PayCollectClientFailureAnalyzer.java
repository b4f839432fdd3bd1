package io.paycollect.client.autoconfigure;

import org.springframework.boot.diagnostics.AbstractFailureAnalyzer;
import org.springframework.boot.diagnostics.FailureAnalysis;

/**
 * Turns a {@link PayCollectClientConfigurationException} into Spring Boot's "APPLICATION FAILED TO START"
 * report: which property (of {@code paycollect.client} or of a named client under
 * {@code paycollect.clients.<name>}), its value (never the secret token's) and what to set instead.
 */
public class PayCollectClientFailureAnalyzer extends AbstractFailureAnalyzer<PayCollectClientConfigurationException> {

    @Override
    protected FailureAnalysis analyze(Throwable rootFailure, PayCollectClientConfigurationException cause) {
        String property = cause.property();
        int dot = property.lastIndexOf('.');
        String prefix = dot < 0 ? PayCollectClientFactory.SINGLE_PREFIX : property.substring(0, dot);
        String key = property.substring(dot + 1);
        String description = "The PayCollect client could not be created: property '" + property + "'"
                + (cause.value() == null ? "" : " with value '" + cause.value() + "'") + ": " + cause.problem() + ".";
        String action = cause.action() != null ? cause.action() : "Set '" + property + "' correctly (" + hint(prefix, key)
                + "), or set '" + prefix + ".enabled=false' to go without the client.";
        return new FailureAnalysis(description, action, cause);
    }

    private static String hint(String prefix, String key) {
        return switch (key) {
            case "base-url" -> "an absolute http or https URL such as http://localhost:8080, or '" + prefix
                    + ".environment' production or uat instead";
            case "secret-token" -> "the secret token from the developer section of the merchant web application, "
                    + "best from an environment variable";
            case "client-id" -> "the client id from the developer section of the merchant web application";
            default -> "see the documented properties of " + prefix;
        };
    }
}
