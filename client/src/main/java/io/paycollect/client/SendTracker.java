package io.paycollect.client;

import java.io.IOException;
import okhttp3.Call;
import okhttp3.EventListener;

/**
 * Notes whether OkHttp began to write a call's request. OkHttp announces it
 * ({@code requestHeadersStart}) only once a connection, and its TLS handshake, succeeded, so a failure
 * before that point provably sent nothing; any later one may have reached the service. Carried as the
 * request's tag, one per call.
 */
final class SendTracker extends EventListener {

    /** Hands OkHttp the tracker the transport tagged the call's request with. */
    static final EventListener.Factory FACTORY = call -> {
        SendTracker tracker = call.request().tag(SendTracker.class);
        return tracker != null ? tracker : EventListener.NONE;
    };

    private volatile boolean writing;

    @Override
    public void requestHeadersStart(Call call) {
        writing = true;
    }

    /** The failure, marked as {@link RequestNotSent} when no byte of the request can have left. */
    IOException classify(IOException failure) {
        return writing ? failure : new RequestNotSent(failure);
    }
}
