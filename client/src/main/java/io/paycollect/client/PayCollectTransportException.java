package io.paycollect.client;

import java.io.InterruptedIOException;
import java.net.URI;

/**
 * No complete answer was read: either the request was <b>never sent</b> ({@link #wasNeverSent()}; sending it again
 * is safe), or the <b>outcome is unknown</b>: the request was sent, or may have been, and the connection was cut, a
 * time-out or the call's deadline ended the wait, or the answer was too large ({@link AnswerTooLargeException}), cut
 * or not text. Then find out whether the service acted, for example in the transaction list, before repeating
 * anything that moves money. The client sends nothing again on its own; the message names the request, the host
 * ({@link #host()}) and the failure. {@link #getStatus()} is always {@link #NO_STATUS}: only a complete answer counts
 * as the service's answer.
 */
public class PayCollectTransportException extends PayCollectApiException {

    private static final long serialVersionUID = 1L;

    private final boolean timeout;
    private final boolean neverSent;
    private final String host;

    /** Described and classified by the whole {@code chain}, caused by {@code cause}, a part of it. */
    PayCollectTransportException(String request, String url, Throwable chain, Throwable cause) {
        this(describe(request, hostOf(url), chain), cause, isTimeout(chain), find(chain, RequestNotSent.class) != null,
                hostOf(url));
    }

    /** For subtypes that say themselves what happened; the request was sent. */
    PayCollectTransportException(String message, Throwable cause, boolean timeout, String host) {
        this(message, cause, timeout, false, host);
    }

    private PayCollectTransportException(String message, Throwable cause, boolean timeout, boolean neverSent,
            String host) {
        super(message, NO_STATUS, null, null, null, cause);
        this.timeout = timeout;
        this.neverSent = neverSent;
        this.host = host;
    }

    /**
     * Whether the failure was a time-out: connecting, a read waiting longer than
     * {@code readTimeout}, or the call's deadline ({@code callTimeout}) passing.
     */
    public boolean isTimeout() {
        return timeout;
    }

    /**
     * Whether the request provably never left the client: the host's name did not resolve, the connection was
     * refused or not made in time, or the TLS handshake failed; sending it again is then safe. Always {@code false}
     * for a transport set with {@code client(...)}, which cannot tell.
     */
    public boolean wasNeverSent() {
        return neverSent;
    }

    /** The host called, with its port when the URL names one ({@code uat-open-api.tingee.vn}), or {@code null}. */
    public String host() {
        return host;
    }

    static String hostOf(String url) {
        if (url == null) {
            return null;
        }
        try {
            URI uri = URI.create(url);
            if (uri.getHost() == null) {
                return null;
            }
            return uri.getPort() < 0 ? uri.getHost() : uri.getHost() + ":" + uri.getPort();
        } catch (IllegalArgumentException notAUrl) {
            return null;
        }
    }

    private static String describe(String request, String host, Throwable cause) {
        String target = host == null ? request : request + " to " + host;
        RequestNotSent notSent = find(cause, RequestNotSent.class);
        if (notSent != null) {
            return "not sent: " + target + " failed before the request left the client (" + summary(notSent.getCause())
                    + "); nothing reached the service, so sending it again is safe";
        }
        DeadlinePassed deadline = find(cause, DeadlinePassed.class);
        if (deadline != null) {
            return "deadline passed on " + target + ": the call's " + deadline.timeoutMillis()
                    + " ms (callTimeout) ran out before the answer was read; the outcome is unknown"
                    + " and the request was not retried";
        }
        AnswerNotRead notRead = find(cause, AnswerNotRead.class);
        String what = isTimeout(cause) ? "time-out" : "network failure";
        String detail = notRead != null ? notRead.getMessage() : summary(find(cause, java.io.IOException.class));
        return what + " on " + target + (detail == null ? "" : ": " + detail)
                + " (no complete answer; the outcome is unknown and the request was not retried)";
    }

    /** The failure's type and message, as {@code UnknownHostException: uat-open-api.tingee.vn}. */
    private static String summary(Throwable failure) {
        if (failure == null) {
            return null;
        }
        String message = failure.getMessage();
        return failure.getClass().getSimpleName() + (message == null ? "" : ": " + message);
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
