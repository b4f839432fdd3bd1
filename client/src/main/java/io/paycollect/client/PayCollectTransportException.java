package io.paycollect.client;

import java.io.InterruptedIOException;

/**
 * No answer was received: the connection failed, was cut, or timed out (connect or read time-out).
 * Whether the service received and acted on the request is unknown, and the client does not send it
 * again: check the outcome (for example with a status query) before repeating anything that moves
 * money.
 */
public class PayCollectTransportException extends PayCollectApiException {

    private static final long serialVersionUID = 1L;

    private final boolean timeout;

    PayCollectTransportException(String request, Throwable cause) {
        super(describe(request, cause), NO_STATUS, null, null, null, cause);
        this.timeout = isTimeout(cause);
    }

    /** Whether the failure was a connect or read time-out. */
    public boolean isTimeout() {
        return timeout;
    }

    private static String describe(String request, Throwable cause) {
        return (isTimeout(cause) ? "time-out" : "network failure") + " on " + request
                + " (no answer received; the request was not retried)";
    }

    private static boolean isTimeout(Throwable cause) {
        for (Throwable t = cause; t != null; t = t.getCause()) {
            // SocketTimeoutException and OkHttp's call time-outs are both InterruptedIOExceptions.
            if (t instanceof InterruptedIOException) {
                return true;
            }
        }
        return false;
    }
}
