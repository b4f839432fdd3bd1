package io.paycollect.sandbox.junit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectClass;

import java.io.IOException;
import java.net.Socket;
import java.net.URI;
import org.junit.jupiter.api.Test;
import org.junit.platform.launcher.core.LauncherDiscoveryRequestBuilder;
import org.junit.platform.launcher.core.LauncherFactory;
import org.junit.platform.launcher.listeners.SummaryGeneratingListener;

/**
 * A class's sandbox is a process of its own, so JUnit must stop it after the class: run a class through
 * JUnit's own launcher, then find its sandbox's port closed.
 */
class ClassSandboxLifecycleTest {

    static volatile URI seen;

    /** Run by the test below only (Surefire leaves nested classes alone). */
    @PayCollectSandbox
    static class AClassWithASandbox {
        @Test
        void seesItsSandbox(URI baseUrl) {
            seen = baseUrl;
        }
    }

    @Test
    void theSandboxOfAClassIsStoppedAfterTheClass() {
        SummaryGeneratingListener listener = new SummaryGeneratingListener();
        LauncherFactory.create().execute(LauncherDiscoveryRequestBuilder.request()
                .selectors(selectClass(AClassWithASandbox.class)).build(), listener);

        assertEquals(1, listener.getSummary().getTestsSucceededCount(), listener.getSummary().getFailures().toString());
        assertThrows(IOException.class, () -> new Socket(seen.getHost(), seen.getPort()).close(),
                "nothing listens at " + seen + " any more");
    }
}
