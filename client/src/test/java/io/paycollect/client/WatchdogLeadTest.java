package io.paycollect.client;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * The lead the default transport keeps ahead of its calls' time-outs in Okio's watchdog queue stays there while
 * calls come and leaves once they stop, so a client that stopped calling keeps no watchdog busy. That a call's own
 * time-out still ends it, behind the lead, is {@link CallDeadlineTest}'s (its deadlines are longer than the lead).
 */
@Timeout(value = 60, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
class WatchdogLeadTest {

    private static final long GENEROUS_MILLIS = 20_000;

    @Test
    void stayingWhileCallsComeAndLeavingOnceTheyStop() throws InterruptedException {
        WatchdogLead lead = WatchdogLead.INSTANCE;
        long callsUntil = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(2_500);
        while (System.nanoTime() - callsUntil < 0) {
            lead.beforeCall();
            assertTrue(lead.inQueue(), "in the queue while calls come, past its own second");
            Thread.sleep(50);
        }

        long until = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(GENEROUS_MILLIS);
        while (lead.inQueue() && System.nanoTime() - until < 0) {
            Thread.sleep(50);
        }
        assertFalse(lead.inQueue(), "left the queue once calls stopped");

        lead.beforeCall();
        assertTrue(lead.inQueue(), "back for the next call");
    }
}
