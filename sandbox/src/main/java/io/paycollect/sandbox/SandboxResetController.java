package io.paycollect.sandbox;

import io.paycollect.sandbox.web.SuccessEnvelope;
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
    public SuccessEnvelope reset() {
        reset.reset();
        return SuccessEnvelope.of(new Done(true));
    }

    /**
     * What a reset answers.
     *
     * @param reset {@code true}
     */
    record Done(boolean reset) {
    }
}
