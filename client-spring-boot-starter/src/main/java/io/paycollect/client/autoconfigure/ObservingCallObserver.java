package io.paycollect.client.autoconfigure;

import io.micrometer.observation.Observation;
import io.micrometer.observation.ObservationRegistry;
import io.paycollect.client.CallObserver;
import io.paycollect.client.CallOutcome;
import io.paycollect.client.OperationRoute;
import java.util.Optional;
import java.util.function.BiConsumer;

/**
 * Observes every call of one client as a Micrometer {@link Observation} of a {@link PayCollectCallContext},
 * named and tagged by the application's {@link PayCollectCallObservationConvention} (else a global one of the
 * registry, else {@link DefaultPayCollectCallObservationConvention}): a child of the caller's current
 * observation, so the call joins the caller's trace; a sender context, so a tracing handler writes the trace
 * context into the request's headers; and, through the application's meter handler, a timer whose
 * {@code error} tag names the exception a failed call throws (a refusal or an unknown outcome).
 */
final class ObservingCallObserver implements CallObserver {

    private static final PayCollectCallObservationConvention DEFAULT = new DefaultPayCollectCallObservationConvention();

    private final ObservationRegistry registry;
    private final String clientName;
    private final String baseUrl;
    private final String host;
    private final PayCollectCallObservationConvention convention;

    /**
     * @param convention the application's convention, or {@code null} for the registry's global one or the default
     */
    ObservingCallObserver(ObservationRegistry registry, String clientName, String baseUrl,
                          PayCollectCallObservationConvention convention) {
        this.registry = registry;
        this.clientName = clientName;
        this.baseUrl = baseUrl;
        // Once per client: parsing the base URL on every call would cost each call for the same answer.
        this.host = PayCollectCallContext.hostOf(baseUrl);
        this.convention = convention;
    }

    @Override
    public Call started(String operationId, BiConsumer<String, String> headers) {
        return observe(new PayCollectCallContext(clientName, baseUrl, host, operationId, Optional.empty(), headers));
    }

    @Override
    public Call started(OperationRoute route, BiConsumer<String, String> headers) {
        return observe(new PayCollectCallContext(clientName, baseUrl, host, route.operationId(), Optional.of(route),
                headers));
    }

    private Call observe(PayCollectCallContext context) {
        Observation observation = Observation.createNotStarted(convention, DEFAULT, () -> context, registry).start();
        return new Call() {
            @Override
            public void finished(CallOutcome outcome) {
                context.setResponse(outcome);
                observation.stop();
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
