package io.paycollect.client;

import java.util.function.BiConsumer;

/**
 * Watches every call a {@link PayCollectClient} sends: to time it, count its outcomes or trace it.
 * Set one with {@link PayCollectClient.Builder#callObserver}; the Spring Boot starter sets the application's
 * {@code CallObserver} bean (its Micrometer observation is a Feign capability, not an observer). A call refused
 * before sending (an invalid argument) is not observed: nothing was sent.
 *
 * <p>Implementations must be thread-safe and fast; an exception they throw is not caught.
 */
@FunctionalInterface
public interface CallObserver {

    /** Observes nothing. */
    CallObserver NONE = (operationId, headers) -> outcome -> { };

    /**
     * A call is about to be sent.
     *
     * @param operationId the contract's operation id, e.g. {@code bank_generateCustomVietQr}
     * @param headers adds a header to the request, e.g. a trace context; such headers are not signed
     *     (the signature covers the body only)
     * @return what to tell when the call has ended
     */
    Call started(String operationId, BiConsumer<String, String> headers);

    /**
     * A call of {@code route} is about to be sent: what the client calls. By default
     * {@link #started(String, BiConsumer)} with the route's operation id.
     *
     * @param route the operation's id, HTTP method and URI template, from the contract
     * @param headers adds a header to the request, as in {@link #started(String, BiConsumer)}
     * @return what to tell when the call has ended
     */
    default Call started(OperationRoute route, BiConsumer<String, String> headers) {
        return started(route.operationId(), headers);
    }

    /** One observed call. */
    @FunctionalInterface
    interface Call {
        /** The call has ended with {@code outcome}; called exactly once. */
        void finished(CallOutcome outcome);

        /**
         * The call has ended with {@code outcome} and throws {@code failure} to the caller (a refusal or an
         * unknown outcome); called instead of {@link #finished}, exactly once. By default {@link #finished}.
         *
         * @param failure the exception the caller is thrown
         */
        default void failed(CallOutcome outcome, Throwable failure) {
            finished(outcome);
        }
    }
}
