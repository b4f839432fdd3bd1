package io.paycollect.server.testapp;

import io.paycollect.client.notification.InMemoryProcessedNotifications;
import io.paycollect.client.notification.ProcessedNotifications;
import io.paycollect.server.SignatureVerificationFilter;
import org.springframework.web.bind.annotation.RequestAttribute;
import java.util.Map;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;

/**
 * A merchant's receiver of balance-change notifications, as the README shows it: an open payload, the
 * answer of the official example receiver. Plus an unprotected page the verifier must leave alone.
 */
@RestController
public class NotificationController {

    private final Recorder recorder;

    public NotificationController(Recorder recorder) {
        this.recorder = recorder;
    }

    /** Link results once per requestId, as docs/notifications.md shows: the store a merchant keeps payments in. */
    private final ProcessedNotifications processed = new InMemoryProcessedNotifications();

    @PostMapping("/paycollect/notifications")
    public Map<String, String> receive(@RequestBody Map<String, Object> notification,
            @RequestAttribute(name = SignatureVerificationFilter.NOTIFICATION_KIND_ATTRIBUTE) String kind,
            @RequestAttribute(name = SignatureVerificationFilter.CLIENT_ID_ATTRIBUTE, required = false) String clientId)
            throws Exception {
        if (SignatureVerificationFilter.LINK_RESULT.equals(kind)) {
            recorder.lastClientId.set(clientId);
            processed.processOnce("va-link-request:" + notification.get("requestId"), transaction -> recorder.linkResults.add(notification));
        } else {
            recorder.record(notification, null);
        }
        return Map.of("code", "00", "message", "OK");
    }

    @GetMapping("/public/hello")
    public String hello() {
        return "hello";
    }
}
