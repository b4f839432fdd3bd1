package io.paycollect.client;

import java.io.IOException;
import java.io.InterruptedIOException;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import okhttp3.Call;
import okhttp3.EventListener;

/**
 * Tells a failure that provably sent nothing from one that may have reached the service, from OkHttp's own events
 * of the call: OkHttp starts writing a request's headers ({@code requestHeadersStart}) only once it holds a
 * connection, its TLS handshake done. A call that fails before that event failed before any byte could leave: the
 * name did not resolve, the connection was refused or not made in time, the handshake failed.
 *
 * <p>One per call, made by OkHttp through the {@link Factory} when the transport creates the call; the transport
 * takes it back at once ({@link Factory#take}), so the factory holds none past the creation of its call.
 */
final class SendProgress extends EventListener {

    private volatile boolean headersStarted;

    @Override
    public void requestHeadersStart(Call call) {
        headersStarted = true;
    }

    /**
     * The failure of this call: its own exception when it may have reached the service, {@link RequestNotSent} around
     * it when no byte of the request can have left; a time-out at the call's deadline as {@link DeadlinePassed}
     * around it.
     */
    IOException classify(IOException failure) {
        IOException own = failure instanceof InterruptedIOException timeout ? CallDeadlines.passedBy(timeout) : failure;
        return headersStarted ? own : new RequestNotSent(own);
    }

    /** Makes each call's progress, for the transport that created the call to take. */
    static final class Factory implements EventListener.Factory {
        /** Calls created and not yet taken by their transport: only for the length of {@code newCall}. */
        private final Map<Call, SendProgress> created = new ConcurrentHashMap<>();

        @Override
        public EventListener create(Call call) {
            SendProgress progress = new SendProgress();
            created.put(call, progress);
            return progress;
        }

        /** The progress of {@code call}, just created by {@code OkHttpClient.newCall}. */
        SendProgress take(Call call) {
            SendProgress progress = created.remove(call);
            if (progress == null) {
                throw new IllegalStateException("no progress for a call this factory did not see created");
            }
            return progress;
        }
    }
}
