package io.paycollect.client;

import java.io.IOException;
import java.io.InterruptedIOException;
import okhttp3.Interceptor;
import okhttp3.Response;

/**
 * Tells a failure that provably sent nothing from one that may have reached the service. As the default
 * transport's network interceptor it runs only once OkHttp holds a connection, its TLS handshake done, just before
 * the request's first byte is written, and notes that the call got there. A call that fails without getting there
 * failed before any byte could leave: the name did not resolve, the connection was refused or not made in time,
 * the handshake failed.
 *
 * <p>Noted per calling thread: {@code Call.execute()} runs the call's interceptors on the thread that executes it,
 * one call at a time, so one mutable flag per thread serves every call and a call allocates nothing for it. Not a
 * tracker carried as the request's tag, since OkHttp's request and call tags are keyed by Kotlin classes and the
 * first such key loads Kotlin's reflection (about 55 classes) into the process; not a mark on the exception, since
 * OkHttp's call time-out may cancel a call after its answer's head arrived and then throws an exception of its own
 * that never passed through the interceptors.
 */
final class SendTracker implements Interceptor {

    private static final ThreadLocal<Progress> CURRENT = ThreadLocal.withInitial(Progress::new);

    /** How far the call running on a thread got. */
    static final class Progress {
        private boolean reachedTheNetwork;
    }

    /** Starts tracking a call about to be executed on this thread. */
    static Progress start() {
        Progress progress = CURRENT.get();
        progress.reachedTheNetwork = false;
        return progress;
    }

    @Override
    public Response intercept(Chain chain) throws IOException {
        CURRENT.get().reachedTheNetwork = true;
        return chain.proceed(chain.request());
    }

    /**
     * The failure of a call: its own exception when it may have reached the service, {@link RequestNotSent}
     * around it when no byte of the request can have left; a time-out at the call's deadline as
     * {@link DeadlinePassed} around it.
     */
    static IOException classify(Progress progress, IOException failure) {
        IOException own = failure instanceof InterruptedIOException timeout ? CallDeadlines.passedBy(timeout) : failure;
        return progress.reachedTheNetwork ? own : new RequestNotSent(own);
    }
}
