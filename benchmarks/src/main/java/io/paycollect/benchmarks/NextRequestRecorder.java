package io.paycollect.benchmarks;

import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Supplier;

/**
 * The one request an {@link EnvelopeServer} keeps when asked: armed by {@link #arm()}, it keeps the next request
 * offered and no other, so that a server under load builds a record only for the request a check looks at.
 */
final class NextRequestRecorder {

    private final AtomicBoolean armed = new AtomicBoolean();
    private final AtomicReference<EnvelopeServer.RecordedRequest> recorded = new AtomicReference<>();

    /** Forgets the last record and keeps the next request offered. */
    void arm() {
        recorded.set(null);
        armed.set(true);
    }

    /** Keeps the request {@code record} builds, if this is the one to keep; else builds nothing. */
    void offer(Supplier<EnvelopeServer.RecordedRequest> record) {
        if (armed.get() && armed.compareAndSet(true, false)) {
            recorded.set(record.get());
        }
    }

    /** The request kept since {@link #arm()}, or null if none came yet. */
    EnvelopeServer.RecordedRequest recorded() {
        return recorded.get();
    }
}
