package io.paycollect.client;

/**
 * The answer was larger than the client's {@code maxAnswerSize}
 * ({@link PayCollectClient.Builder#maxAnswerSize}), counted after any decompression: its
 * {@code Content-Length} said so (nothing of it was read), or it grew past the limit while being
 * read (reading stopped there). The same for a 2xx answer and an error answer. Like every
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
