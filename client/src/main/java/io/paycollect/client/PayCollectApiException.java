package io.paycollect.client;

/**
 * The service answered with an error: a non-2xx HTTP status, or a 2xx envelope whose code is not
 * "00" when {@link ResultEnvelope#requireSuccess()} was asked for. Carries the HTTP status, the
 * envelope's code and message when the body is an envelope, and the raw body.
 *
 * <p>{@link PayCollectTransportException}, a subtype, means no complete answer was read: the outcome
 * is unknown. Any other instance reports an answer the service gave, read whole.
 * Messages never contain the secret token or the request signature.
 */
public class PayCollectApiException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    /** {@link #getStatus()} when no HTTP status applies. */
    public static final int NO_STATUS = 0;

    private final int status;
    private final String code;
    private final String envelopeMessage;
    private final String rawBody;

    /**
     * @param message the exception message
     * @param status the HTTP status, or {@link #NO_STATUS}
     * @param code the envelope's code, or null when the body is not an envelope
     * @param envelopeMessage the envelope's message, or null
     * @param rawBody the body as received (decoded as UTF-8), or null when there was none
     * @param cause the underlying failure, or null
     */
    protected PayCollectApiException(String message, int status, String code, String envelopeMessage,
                                     String rawBody, Throwable cause) {
        super(message, cause);
        this.status = status;
        this.code = code;
        this.envelopeMessage = envelopeMessage;
        this.rawBody = rawBody;
    }

    /** A non-2xx answer; {@code clockOffset}, this host's clock less the service's, when the answer told it. */
    static PayCollectApiException httpError(String request, int status, String code, String envelopeMessage,
                                            String rawBody, java.util.Optional<java.time.Duration> clockOffset) {
        StringBuilder message = new StringBuilder().append(request).append(" answered HTTP ").append(status);
        if (code != null) {
            message.append(", code ").append(code);
            if (envelopeMessage != null) {
                message.append(": ").append(envelopeMessage);
            }
        } else {
            message.append(rawBody == null || rawBody.isEmpty()
                    ? " with an empty body" : " with a body that is not a result envelope");
        }
        RefusalHint.of(code, status, clockOffset).ifPresent(hint -> message.append(" (").append(hint).append(')'));
        return new PayCollectApiException(message.toString(), status, code, envelopeMessage, rawBody, null);
    }

    /** A 2xx answer whose body could not be read as the expected model. */
    static PayCollectApiException unreadable(String request, int status, Throwable cause) {
        return new PayCollectApiException(request + " answered HTTP " + status + " with a body that could not be read",
                status, null, null, null, cause);
    }

    /**
     * An envelope whose code is not "00" (see {@link ResultEnvelope#requireSuccess()}), answered by
     * {@code operation} (null when not known) with HTTP {@code status} ({@link #NO_STATUS} when not known).
     */
    static PayCollectApiException unsuccessful(String operation, int status, String code, String envelopeMessage) {
        StringBuilder message = new StringBuilder(operation == null ? "the service" : operation).append(" answered ")
                .append(status == NO_STATUS ? "" : "HTTP " + status + " with ").append("code ").append(code);
        if (envelopeMessage != null) {
            message.append(": ").append(envelopeMessage);
        }
        RefusalHint.of(code, status, java.util.Optional.empty()).ifPresent(hint -> message.append(" (").append(hint).append(')'));
        return new PayCollectApiException(message.toString(), status, code, envelopeMessage, null, null);
    }

    /** The HTTP status, or {@link #NO_STATUS} when no answer was read. */
    public int getStatus() {
        return status;
    }

    /** The envelope's code, or null when the answer was not an envelope. */
    public String getCode() {
        return code;
    }

    /** The envelope's message, or null when the answer was not an envelope. */
    public String getEnvelopeMessage() {
        return envelopeMessage;
    }

    /** The body as received, decoded as UTF-8, or null when there was none or it is not known. */
    public String getRawBody() {
        return rawBody;
    }
}
