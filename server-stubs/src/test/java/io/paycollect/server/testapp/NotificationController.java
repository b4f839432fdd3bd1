package io.paycollect.server.testapp;

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

    @PostMapping("/paycollect/notifications")
    public Map<String, String> receive(@RequestBody Map<String, Object> notification) {
        recorder.record(notification, null);
        return Map.of("code", "00", "message", "OK");
    }

    @GetMapping("/public/hello")
    public String hello() {
        return "hello";
    }
}
