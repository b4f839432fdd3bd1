package io.paycollect.sandbox;

import io.paycollect.sandbox.notify.DeliveryPolicy;
import java.time.Duration;
import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;

/**
 * How the sandbox delivers notifications, under {@code paycollect.sandbox.notifications}.
 *
 * @param maxAttempts attempts of one delivery, the first included, before it is given up
 * @param firstBackoff wait before the second attempt; each further wait doubles
 * @param maxBackoff longest wait between two attempts
 * @param timeout longest wait for one attempt as a whole: connecting, sending and the acknowledgement
 * @param maxRedeliveries most redeliveries of one delivery asked through the control endpoint
 */
@ConfigurationProperties("paycollect.sandbox.notifications")
public record SandboxNotificationProperties(@DefaultValue("5") int maxAttempts, @DefaultValue("1s") Duration firstBackoff,
        @DefaultValue("30s") Duration maxBackoff, @DefaultValue("5s") Duration timeout,
        @DefaultValue("10") int maxRedeliveries) {

    /** The delivery policy these settings describe; refuses settings that make none. */
    public DeliveryPolicy policy() {
        return new DeliveryPolicy(maxAttempts, firstBackoff, maxBackoff, timeout, maxRedeliveries);
    }
}
