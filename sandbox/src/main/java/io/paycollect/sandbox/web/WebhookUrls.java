package io.paycollect.sandbox.web;

import io.paycollect.sandbox.notify.NotificationTargets;
import io.paycollect.sandbox.store.Fields;
import io.paycollect.sandbox.store.InvalidField;
import org.springframework.stereotype.Component;

/**
 * Refuses a request that registers a notification URL the sandbox may not call ({@link NotificationTargets}),
 * with a 400 naming {@code webhookUrl} and why, before anything is stored.
 */
@Component
public class WebhookUrls {

    private final NotificationTargets targets;

    WebhookUrls(NotificationTargets targets) {
        this.targets = targets;
    }

    /** {@code request}, once its {@code webhookUrl}, if any, is one the sandbox may call. */
    public Fields allowed(Fields request) {
        request.optionalUrl("webhookUrl").flatMap(targets::refusal).ifPresent(reason -> {
            throw new InvalidField("webhookUrl", reason);
        });
        return request;
    }
}
