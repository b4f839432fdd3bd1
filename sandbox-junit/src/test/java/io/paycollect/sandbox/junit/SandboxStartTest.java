package io.paycollect.sandbox.junit;

import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/**
 * A sandbox's start is known from its own report that it is ready, whatever it logs: one that logs nothing is still
 * seen to listen, and one that exits first ends the wait at once, with what it wrote.
 */
class SandboxStartTest {

    @Test
    void aSandboxThatLogsNothingIsStillSeenToListen() {
        try (RunningSandbox sandbox = RunningSandbox.start("logging.level.root=OFF")) {
            sandbox.reset();

            assertTrue(sandbox.control().deliveries().isEmpty());
        }
    }

    @Test
    void aSandboxThatExitsBeforeItListensEndsTheWaitWithItsConsole() {
        IllegalStateException failed = assertThrows(IllegalStateException.class,
                () -> RunningSandbox.start("server.port=70000"));

        assertTrue(failed.getMessage().startsWith("the sandbox exited ("), failed.getMessage());
        assertTrue(failed.getMessage().contains("before it listened:"), failed.getMessage());
        assertTrue(failed.getMessage().contains("70000"), failed.getMessage());
    }
}
