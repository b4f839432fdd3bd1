package io.paycollect.client;

/**
 * The answer is larger than the client's {@code maxAnswerSize}: declared so by its
 * {@code Content-Length} (nothing of the body is read), or grown past it while being read (counted
 * after any decompression). Becomes {@link AnswerTooLargeException}.
 */
final class AnswerLimitExceeded extends AnswerNotRead {

    private static final long serialVersionUID = 1L;

    private final long limit;

    AnswerLimitExceeded(long limit, int status, String detail) {
        super("the HTTP " + status + " answer " + detail + " the client's limit of " + limit
                + " bytes (maxAnswerSize)", null);
        this.limit = limit;
    }

    long limit() {
        return limit;
    }
}
