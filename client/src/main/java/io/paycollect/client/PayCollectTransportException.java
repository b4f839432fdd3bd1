package io.paycollect.client;

import java.io.InterruptedIOException;

/**
 * The outcome of the call is unknown: no complete answer was read. The connection failed or was
 * cut, a time-out or the call's deadline ({@code callTimeout}) ended the wait, the answer was larger
 * than {@code maxAnswerSize} ({@link AnswerTooLargeException}), or its body stopped short or was not
 * text. Whether the service received and acted on the request is unknown, and the client does not
 * send it again: find out before repeating anything that moves money, for example in the
 * transaction list ({@code client.transaction().getPaging(...)}).
 *
 * <p>{@link #status()} is always {@link #NO_STATUS}, even when a status line had arrived before the
 * body failed: only a complete answer counts as the service's answer.
 */
public class PayCollectTransportException extends PayCollectApiException {

    private static final long serialVersionUID = 1L;

    private final boolean timeout;

    PayCollectTransportException(String request, Throwable cause) {
        this(request, cause, cause);
    }

    /** Described and classified by the whole {@code chain}, caused by {@code cause}, a part of it. */
    PayCollectTransportException(String request, Throwable chain, Throwable cause) {
        this(describe(request, chain), cause, isTimeout(chain));
    }

    /** For subtypes that say themselves what happened. */
    PayCollectTransportException(String message, Throwable cause, boolean timeout) {
        super(message, NO_STATUS, null, null, null, cause);
        this.timeout = timeout;
    }

    /**
     * Whether the failure was a time-out: connecting, a read waiting longer than
     * {@code readTimeout}, or the call's deadline ({@code callTimeout}) passing.
     */
    public boolean isTimeout() {
        return timeout;
    }

    private static String describe(String request, Throwable cause) {
        DeadlinePassed deadline = find(cause, DeadlinePassed.class);
        if (deadline != null) {
            return "deadline passed on " + request + ": the call's " + deadline.timeoutMillis()
                    + " ms (callTimeout) ran out before the answer was read; the outcome is unknown"
                    + " and the request was not retried";
        }
        AnswerNotRead notRead = find(cause, AnswerNotRead.class);
        String what = isTimeout(cause) ? "time-out" : "network failure";
        if (notRead != null) {
            return what + " on " + request + ": " + notRead.getMessage()
                    + " (no complete answer; the outcome is unknown and the request was not retried)";
        }
        return what + " on " + request + " (no complete answer; the outcome is unknown and the request was not retried)";
    }

    static boolean isTimeout(Throwable cause) {
        // SocketTimeoutException, the deadline and OkHttp's own time-outs are all InterruptedIOExceptions.
        return find(cause, InterruptedIOException.class) != null;
    }

    static <T extends Throwable> T find(Throwable cause, Class<T> type) {
        int depth = 0;
        for (Throwable t = cause; t != null && depth < 32; t = t.getCause(), depth++) {
            if (type.isInstance(t)) {
                return type.cast(t);
            }
        }
        return null;
    }
}
