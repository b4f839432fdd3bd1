package io.paycollect.client;

import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.databind.JsonNode;
import java.util.Optional;

/**
 * The {@code {code, message, data}} envelope of every answer of the service. Every generated response
 * model marked {@code x-envelope} in the contract extends it.
 *
 * <p>A 2xx answer whose code is not {@value #SUCCESS} is returned as it is (the service reports
 * business failures that way); call {@link #requireSuccess()} to turn it into an exception.
 *
 * <p>A 2xx answer whose {@code data} has another shape than the contract declares (a list where an
 * object was documented, say) is still returned, since the service did the work: its code and
 * message are read, {@code getData()} is {@code null} and {@link #getUndecodedData()} holds the
 * {@code data} as received.
 *
 * @param <T> the response model itself, so that {@code requireSuccess()} returns it
 */
public abstract class ResultEnvelope<T extends ResultEnvelope<T>> {

    /** The code of a successful answer. */
    public static final String SUCCESS = "00";

    private JsonNode undecodedData;
    /** The operation ({@code feign.MethodMetadata}, named only when asked) or its description. */
    private Object answeredBy;
    private int status = PayCollectApiException.NO_STATUS;

    /** For the generated models. */
    protected ResultEnvelope() {
    }

    /** The result code; {@value #SUCCESS} means success. */
    public abstract String getCode();

    /** The result message; "Success" on success. */
    public abstract String getMessage();

    /** Whether the code is {@value #SUCCESS}. */
    @JsonIgnore
    public boolean isSuccess() {
        return SUCCESS.equals(getCode());
    }

    /**
     * This envelope, if it reports success.
     *
     * @return this envelope, for chaining ({@code client.bank().getBanks().requireSuccess().getData()})
     * @throws PayCollectApiException carrying the code and message when the code is not {@value #SUCCESS}
     */
    @SuppressWarnings("unchecked")
    public T requireSuccess() {
        if (!isSuccess()) {
            String operation = answeredBy instanceof feign.MethodMetadata metadata ? OperationRoute.operationIdOf(metadata)
                    : (String) answeredBy;
            throw PayCollectApiException.unsuccessful(operation, status, getCode(), getMessage());
        }
        return (T) this;
    }

    /**
     * The {@code data} as received, when it did not fit the type the contract declares for it
     * ({@code getData()} is then {@code null}); empty when it was read into {@code getData()}.
     */
    @JsonIgnore
    public Optional<JsonNode> getUndecodedData() {
        return Optional.ofNullable(undecodedData);
    }

    /**
     * Stamped by the decoder: the operation that answered this envelope ({@code feign.MethodMetadata}, or a
     * description when there is none), and the HTTP status.
     */
    void answeredBy(Object operation, int status) {
        this.answeredBy = operation;
        this.status = status;
    }

    /** Kept by the decoder when {@code data} did not fit its declared type. */
    void keepUndecodedData(JsonNode data) {
        this.undecodedData = data;
    }
}
