package io.paycollect.client;

import java.io.IOException;
import java.io.InterruptedIOException;
import okhttp3.Interceptor;
import okhttp3.Response;

/**
 * Tells a failure that provably sent nothing from one that may have reached the service. As the default
 * transport's network interceptor it runs only once OkHttp holds a connection, its TLS handshake done, and
 * before the request's first byte is written; every failure that passes through it is marked. A failure
 * without the mark came before that point: the name did not resolve, the connection was refused or not made
 * in time, the handshake failed.
 *
 * <p>A mark on the failure instead of a tracker carried as the request's tag: OkHttp's request and call tags are
 * keyed by Kotlin classes, and the first such key loads Kotlin's reflection (about 55 classes) into the process.
 */
final class SendTracker implements Interceptor {

    @Override
    public Response intercept(Chain chain) throws IOException {
        try {
            return chain.proceed(chain.request());
        } catch (IOException e) {
            throw new MayHaveBeenSent(e);
        }
    }

    /**
     * The failure of a call: its own exception when it may have reached the service, {@link RequestNotSent}
     * around it when no byte of the request can have left; a time-out at the call's deadline as
     * {@link DeadlinePassed} around it.
     */
    static IOException classify(IOException failure) {
        // OkHttp's call time-out puts its own exception around a marked failure.
        boolean sent = PayCollectTransportException.find(failure, MayHaveBeenSent.class) != null;
        IOException own = failure instanceof MayHaveBeenSent ? (IOException) failure.getCause() : failure;
        if (own instanceof InterruptedIOException timeout) {
            own = CallDeadlines.passedBy(timeout);
        }
        return sent ? own : new RequestNotSent(own);
    }

    /** The mark: the failure happened once the request could be written. */
    private static final class MayHaveBeenSent extends IOException {

        private static final long serialVersionUID = 1L;

        MayHaveBeenSent(IOException cause) {
            super(cause.getMessage(), cause);
        }
    }
}
