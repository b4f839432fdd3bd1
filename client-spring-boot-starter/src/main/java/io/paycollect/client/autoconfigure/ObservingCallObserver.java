package io.paycollect.client.autoconfigure;

import io.micrometer.observation.Observation;
import io.micrometer.observation.ObservationRegistry;
import io.micrometer.observation.transport.RequestReplySenderContext;
import io.paycollect.client.CallObserver;
import io.paycollect.client.CallOutcome;
import java.util.function.BiConsumer;

/**
 * Observes every call as a Micrometer {@link Observation} named {@value CallTags#NAME}: a child of the
 * caller's current observation, so the call joins the caller's trace; a sender context, so a tracing
 * handler writes the trace context into the request's headers; and, through the application's meter
 * handler, a timer tagged by {@link CallTags}, whose {@code error} tag names the exception a failed call
 * throws (a refusal or an unknown outcome).
 */
final class ObservingCallObserver implements CallObserver {

    private final ObservationRegistry registry;

    ObservingCallObserver(ObservationRegistry registry) {
        this.registry = registry;
    }

    @Override
    public Call started(String operationId, BiConsumer<String, String> headers) {
        RequestReplySenderContext<BiConsumer<String, String>, CallOutcome> context =
                new RequestReplySenderContext<>((carrier, name, value) -> carrier.accept(name, value));
        context.setCarrier(headers);
        context.setRemoteServiceName("paycollect");
        Observation observation = Observation.createNotStarted(CallTags.NAME, () -> context, registry)
                .contextualName(operationId)
                .lowCardinalityKeyValue(CallTags.OPERATION, operationId)
                .start();
        return new Call() {
            @Override
            public void finished(CallOutcome outcome) {
                context.setResponse(outcome);
                observation.lowCardinalityKeyValue(CallTags.OUTCOME, CallTags.outcome(outcome))
                        .lowCardinalityKeyValue(CallTags.CODE, CallTags.code(outcome))
                        .lowCardinalityKeyValue(CallTags.STATUS, CallTags.status(outcome))
                        .stop();
            }

            @Override
            public void failed(CallOutcome outcome, Throwable failure) {
                // What the caller is thrown: the meter handler's "error" tag, a tracer's error on the span.
                observation.error(failure);
                finished(outcome);
            }
        };
    }
}
