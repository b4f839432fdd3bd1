package io.paycollect.client;

/**
 * The {@code {code, message, data}} envelope of every answer of the service. Every generated response
 * model marked {@code x-envelope} in the contract implements it.
 *
 * <p>A 2xx answer whose code is not {@value #SUCCESS} is returned as it is (the service reports
 * business failures that way); call {@link #requireSuccess()} to turn it into an exception.
 *
 * @param <T> the response model itself, so that {@code requireSuccess()} returns it
 */
public interface ResultEnvelope<T extends ResultEnvelope<T>> {

    /** The code of a successful answer. */
    String SUCCESS = "00";

    /** The result code; {@value #SUCCESS} means success. */
    String getCode();

    /** The result message; "Success" on success. */
    String getMessage();

    /** Whether the code is {@value #SUCCESS}. */
    default boolean isSuccess() {
        return SUCCESS.equals(getCode());
    }

    /**
     * This envelope, if it reports success.
     *
     * @return this envelope, for chaining ({@code client.bank().getBanks().requireSuccess().getData()})
     * @throws PayCollectApiException carrying the code and message when the code is not {@value #SUCCESS}
     */
    @SuppressWarnings("unchecked")
    default T requireSuccess() {
        if (!isSuccess()) {
            throw PayCollectApiException.unsuccessful(getCode(), getMessage());
        }
        return (T) this;
    }
}
