package io.paycollect.sandbox.web;

import io.paycollect.sandbox.notify.NotificationTargets;
import io.paycollect.sandbox.store.Given;
import io.paycollect.sandbox.store.Refusal;
import java.util.Optional;
import org.springframework.stereotype.Component;

/**
 * Refuses a request that registers a notification URL the sandbox may not call ({@link NotificationTargets}),
 * with {@link Refusal#INVALID_VALUE} naming {@code webhookUrl} and why, before anything is stored: the contract
 * admits any text there, so the refusal is a business answer, not a 400.
 */
@Component
public class WebhookUrls {

    private final NotificationTargets targets;
    // A request from beyond loopback (RemoteRequests) registers public targets only, whatever the sandbox binds.
    private final NotificationTargets remoteTargets = NotificationTargets.publicOnly();

    WebhookUrls(NotificationTargets targets) {
        this.targets = targets;
    }

    /** The URL {@code webhookUrl} (an open field of the request) holds, if any, once it is one the sandbox may call. */
    public Optional<String> allowed(Object webhookUrl) {
        Optional<String> url = Given.optionalUrl("webhookUrl", webhookUrl);
        url.flatMap(RemoteRequests.current() ? remoteTargets::refusal : targets::refusal).ifPresent(reason -> {
            throw Refusal.invalidValue("webhookUrl", reason);
        });
        return url;
    }
}
