package io.paycollect.client.autoconfigure;

import org.springframework.boot.diagnostics.AbstractFailureAnalyzer;
import org.springframework.boot.diagnostics.FailureAnalysis;

/**
 * Turns a {@link PayCollectClientConfigurationException} into Spring Boot's "APPLICATION FAILED TO START"
 * report: which property, its value (never the secret token's) and what to set instead.
 */
public class PayCollectClientFailureAnalyzer extends AbstractFailureAnalyzer<PayCollectClientConfigurationException> {

    @Override
    protected FailureAnalysis analyze(Throwable rootFailure, PayCollectClientConfigurationException cause) {
        String description = "The PayCollect client could not be created: property '" + cause.property() + "'"
                + (cause.value() == null ? "" : " with value '" + cause.value() + "'") + ": " + cause.problem() + ".";
        String action = "Set '" + cause.property() + "' correctly (" + hint(cause.property())
                + "), or set 'paycollect.client.enabled=false' to go without the client.";
        return new FailureAnalysis(description, action, cause);
    }

    private static String hint(String property) {
        return switch (property) {
            case PayCollectClientAutoConfiguration.BASE_URL ->
                    "an absolute http or https URL such as http://localhost:8080, or 'paycollect.client.environment' "
                            + "production or uat instead";
            case PayCollectClientAutoConfiguration.SECRET_TOKEN ->
                    "the secret token from the developer section of the merchant web application, "
                            + "best from an environment variable";
            case PayCollectClientAutoConfiguration.CLIENT_ID ->
                    "the client id from the developer section of the merchant web application";
            default -> "see the documented properties of paycollect.client";
        };
    }
}
