package io.paycollect.sandbox.notify;

import java.time.Duration;
import java.util.Objects;

/**
 * How the sandbox delivers a notification: each attempt waits at most {@code timeout} for the
 * acknowledgement; a failed attempt is retried after {@code firstBackoff}, doubling up to
 * {@code maxBackoff}, until {@code maxAttempts} attempts have failed, then the delivery is given up.
 *
 * @param maxAttempts attempts of one delivery, the first included (at least 1)
 * @param firstBackoff wait before the second attempt
 * @param maxBackoff longest wait between two attempts
 * @param timeout longest wait for one attempt: connecting, sending and the whole acknowledgement
 * @param maxRedeliveries most redeliveries of one delivery on demand
 */
public record DeliveryPolicy(int maxAttempts, Duration firstBackoff, Duration maxBackoff, Duration timeout,
        int maxRedeliveries) {

    /** Redeliveries of one delivery allowed by default. */
    public static final int DEFAULT_MAX_REDELIVERIES = 10;

    /** As the canonical constructor, with {@value #DEFAULT_MAX_REDELIVERIES} redeliveries allowed. */
    public DeliveryPolicy(int maxAttempts, Duration firstBackoff, Duration maxBackoff, Duration timeout) {
        this(maxAttempts, firstBackoff, maxBackoff, timeout, DEFAULT_MAX_REDELIVERIES);
    }

    /** Checks the settings, naming the property that is wrong. */
    public DeliveryPolicy {
        Objects.requireNonNull(firstBackoff, "first-backoff");
        Objects.requireNonNull(maxBackoff, "max-backoff");
        Objects.requireNonNull(timeout, "timeout");
        if (maxAttempts < 1) {
            throw new IllegalArgumentException("paycollect.sandbox.notifications.max-attempts must be at least 1");
        }
        if (firstBackoff.isNegative() || maxBackoff.compareTo(firstBackoff) < 0) {
            throw new IllegalArgumentException(
                    "paycollect.sandbox.notifications.first-backoff must be >= 0 and at most max-backoff");
        }
        if (maxRedeliveries < 0) {
            throw new IllegalArgumentException("paycollect.sandbox.notifications.max-redeliveries must be 0 or more");
        }
        if (timeout.isNegative() || timeout.isZero()) {
            throw new IllegalArgumentException("paycollect.sandbox.notifications.timeout must be positive");
        }
    }

    /** The wait after the failed attempt {@code failed} (1 for the first) before the next one. */
    public Duration backoffAfter(int failed) {
        Duration wait = firstBackoff;
        for (int i = 1; i < failed && wait.compareTo(maxBackoff) < 0; i++) {
            wait = wait.multipliedBy(2);
        }
        return wait.compareTo(maxBackoff) > 0 ? maxBackoff : wait;
    }
}
