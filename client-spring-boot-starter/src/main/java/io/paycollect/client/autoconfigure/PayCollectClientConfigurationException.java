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

    /**
     * @param property the full property name, e.g. {@code paycollect.client.base-url} or
     *     {@code paycollect.clients.shop-a.base-url}
     * @param value the value as set, {@code null} when it is missing or must not be shown
     * @param problem what is wrong with it
     * @param cause the client builder's refusal, or {@code null}
     */
    PayCollectClientConfigurationException(String property, String value, String problem, Throwable cause) {
        super(property + (value == null ? "" : " ('" + value + "')") + ": " + problem, cause);
        this.property = property;
        this.value = value;
        this.problem = problem;
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
}
