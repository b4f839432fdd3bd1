package io.paycollect.client;

/**
 * The answer, 2xx or error, was larger than {@link PayCollectClient.Builder#maxAnswerSize}: by its
 * {@code Content-Length} (nothing of it read) or as it grew past the limit (reading stopped there). Like every
 * {@link PayCollectTransportException}, the outcome of the call is unknown.
 */
public final class AnswerTooLargeException extends PayCollectTransportException {

    private static final long serialVersionUID = 1L;

    private final long limit;

    AnswerTooLargeException(String request, String host, AnswerLimitExceeded cause) {
        super(request + (host == null ? "" : " to " + host) + ": " + cause.getMessage() + "; it was not read to the end, so the outcome is unknown"
                + " and the request was not retried", cause, false, host);
        this.limit = cause.limit();
    }

    /** The limit that was exceeded, in bytes. */
    public long limit() {
        return limit;
    }
}
