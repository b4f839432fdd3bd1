package io.paycollect.client.autoconfigure;

/**
 * A {@code paycollect.client.*} or {@code paycollect.clients.<name>.*} property is missing or has a value the
 * client refuses. It names the property and its value, except the secret token's, which it never carries;
 * start-up fails with it and
 * {@link PayCollectClientFailureAnalyzer} says what to change.
 */
public class PayCollectClientConfigurationException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    private final String property;
    private final transient String value;
    private final String problem;
    private final String action;

    /**
     * @param property the full property name, e.g. {@code paycollect.client.base-url} or
     *     {@code paycollect.clients.shop-a.base-url}
     * @param value the value as set, {@code null} when it is missing or must not be shown
     * @param problem what is wrong with it
     * @param cause the client builder's refusal, or {@code null}
     */
    PayCollectClientConfigurationException(String property, String value, String problem, Throwable cause) {
        this(property, value, problem, null, cause);
    }

    /**
     * @param action what to change, when setting the property correctly is not the way out; {@code null} for
     *     the failure analyzer's own advice
     */
    PayCollectClientConfigurationException(String property, String value, String problem, String action,
                                           Throwable cause) {
        super(property + (value == null ? "" : " ('" + value + "')") + ": " + problem, cause);
        this.property = property;
        this.value = value;
        this.problem = problem;
        this.action = action;
    }

    /** The full property name, e.g. {@code paycollect.client.base-url}. */
    public String property() {
        return property;
    }

    /** The value as set; {@code null} when missing or secret. */
    public String value() {
        return value;
    }

    /** What is wrong with it. */
    public String problem() {
        return problem;
    }

    /** What to change, when it is more than setting the property correctly; {@code null} otherwise. */
    public String action() {
        return action;
    }
}
