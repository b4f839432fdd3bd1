package io.paycollect.client.notification;

import java.io.IOException;
import java.io.InputStream;
import java.time.Duration;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * Reads a body within a total time, however its bytes trickle in: at the deadline the stream is closed, which ends
 * a read blocked on a socket. The close runs on a thread of its own, since some servers' streams read what is left
 * of the body when closed.
 */
final class BodyDeadline {

    private static final ScheduledExecutorService TIMER = Executors.newSingleThreadScheduledExecutor(runnable -> {
        Thread thread = new Thread(runnable, "paycollect-notification-body-deadline");
        thread.setDaemon(true);
        return thread;
    });

    private BodyDeadline() {
    }

    /** At most {@code limit} bytes of {@code body}, or null when they were not all in within {@code timeout}. */
    static byte[] read(InputStream body, int limit, Duration timeout) throws IOException {
        AtomicBoolean late = new AtomicBoolean();
        ScheduledFuture<?> cutOff = TIMER.schedule(() -> {
            late.set(true);
            Thread closer = new Thread(() -> {
                try {
                    body.close();
                } catch (IOException | RuntimeException alreadyGone) {
                    // the read ends either way
                }
            }, "paycollect-notification-body-close");
            closer.setDaemon(true);
            closer.start();
        }, timeout.toNanos(), TimeUnit.NANOSECONDS);
        try {
            byte[] bytes = body.readNBytes(limit);
            return late.get() ? null : bytes;
        } catch (IOException failed) {
            if (late.get()) {
                return null;
            }
            throw failed;
        } finally {
            cutOff.cancel(false);
        }
    }
}
