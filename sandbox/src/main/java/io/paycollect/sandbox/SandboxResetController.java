package io.paycollect.sandbox;

import io.paycollect.sandbox.store.Values;
import java.util.Map;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RestController;

/**
 * The control endpoint that resets the sandbox ({@link SandboxReset}): a test suite sharing one sandbox
 * calls it before each test instead of restarting. Unsigned like the other control endpoints.
 */
@RestController
public class SandboxResetController {

    private final SandboxReset reset;

    SandboxResetController(SandboxReset reset) {
        this.reset = reset;
    }

    /** Forgets every record and delivery; answers {@code {reset: true}}. */
    @PostMapping("/sandbox/reset")
    public Map<String, Object> reset() {
        reset.reset();
        return Values.of("code", "00", "message", "Success", "data", Values.of("reset", true));
    }
}
