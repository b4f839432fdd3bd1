package io.paycollect.client;

import java.net.SocketTimeoutException;

/**
 * The call's total time ({@code callTimeout}) is up. A {@link SocketTimeoutException}, so that
 * OkHttp treats it as any time-out of a socket (the connection is dropped) and the client reports
 * it as a time-out ({@link PayCollectTransportException#isTimeout()}).
 */
final class DeadlinePassed extends SocketTimeoutException {

    private static final long serialVersionUID = 1L;

    private final long timeoutMillis;

    DeadlinePassed(long timeoutMillis) {
        super("the call's deadline of " + timeoutMillis + " ms (callTimeout) passed");
        this.timeoutMillis = timeoutMillis;
    }

    /** The call's total time allowed. */
    long timeoutMillis() {
        return timeoutMillis;
    }
}
