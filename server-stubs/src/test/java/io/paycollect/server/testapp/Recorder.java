package io.paycollect.server.testapp;

import java.util.concurrent.atomic.AtomicReference;

/** What the test application's controllers last received, so tests can see what got through. */
public final class Recorder {

    /** The last argument a controller received (request body model, query parameters or notification payload). */
    public final AtomicReference<Object> lastInput = new AtomicReference<>();
    /** The verified client id the controller saw. */
    public final AtomicReference<Object> lastClientId = new AtomicReference<>();
    /** Number of controller invocations. */
    public final java.util.concurrent.atomic.AtomicInteger calls = new java.util.concurrent.atomic.AtomicInteger();

    /** The link results the notification controller processed (once each). */
    public final java.util.List<Object> linkResults = new java.util.concurrent.CopyOnWriteArrayList<>();

    public void record(Object input, Object clientId) {
        calls.incrementAndGet();
        lastInput.set(input);
        lastClientId.set(clientId);
    }

    public void reset() {
        calls.set(0);
        lastInput.set(null);
        lastClientId.set(null);
        linkResults.clear();
    }
}
