package io.paycollect.sandbox.junit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * A sandbox whose control endpoints need a token (an exposed one, or one given a token): the control client sends
 * the token it was given with every call, and without it, or with another, each call is refused 403 naming the
 * endpoint. {@link RunningSandbox} hands its control client the token it started the sandbox with.
 */
class ControlTokenTest {

    private static final String TOKEN = "a-control-token-for-this-test";

    private static RunningSandbox sandbox;

    @BeforeAll
    static void start() {
        sandbox = RunningSandbox.start("paycollect.sandbox.network.control-token=" + TOKEN);
    }

    @AfterAll
    static void stop() {
        if (sandbox != null) {
            sandbox.close();
        }
    }

    @Test
    void theControlClientGivenTheTokenIsServed() {
        SandboxControl control = SandboxControl.of(sandbox.baseUrl(), TOKEN);

        control.reset();
        assertEquals(List.of(), control.deliveries());
        assertEquals(List.of(), sandbox.control().deliveries());
    }

    @Test
    void withoutTheTokenOrWithAnotherEveryCallIsRefused() {
        SandboxControlException without = assertThrows(SandboxControlException.class,
                () -> SandboxControl.of(sandbox.baseUrl()).deliveries());
        SandboxControlException another = assertThrows(SandboxControlException.class,
                () -> SandboxControl.of(sandbox.baseUrl(), "another-token").reset());

        assertEquals(403, without.httpStatus());
        assertEquals("GET /sandbox/notifications/deliveries", without.endpoint());
        assertEquals(403, another.httpStatus());
    }

    @Test
    void aTokenThatCannotBeAHeaderValueIsRefusedBeforeAnythingIsSent() {
        assertThrows(IllegalArgumentException.class, () -> SandboxControl.of(sandbox.baseUrl(), "two words"));
        assertThrows(IllegalArgumentException.class, () -> SandboxControl.of(sandbox.baseUrl(), " "));
    }
}
