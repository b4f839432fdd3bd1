package io.paycollect.sandbox.web;

import io.paycollect.sandbox.notify.NotificationTargets;
import io.paycollect.sandbox.store.Fields;
import io.paycollect.sandbox.store.InvalidField;
import java.util.Map;
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
        request.optionalUrl("webhookUrl").ifPresent(this::check);
        return request;
    }

    /** Refuses, naming {@code webhookUrl}, a URL the sandbox may not call. */
    public void check(String url) {
        Fields.of(Map.of("webhookUrl", url)).optionalUrl("webhookUrl");
        targets.refusal(url).ifPresent(reason -> {
            throw new InvalidField("webhookUrl", reason);
        });
    }
}
