package io.paycollect.client.autoconfigure;

import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.Timer;
import io.paycollect.client.CallObserver;
import java.util.function.BiConsumer;

/**
 * Times every call of one client with a Micrometer {@link Timer} named {@value CallTags#NAME}, tagged by
 * {@link CallTags}: what an application without an {@code ObservationRegistry} gets.
 */
final class TimingCallObserver implements CallObserver {

    private final MeterRegistry registry;
    private final String clientName;

    TimingCallObserver(MeterRegistry registry, String clientName) {
        this.registry = registry;
        this.clientName = clientName;
    }

    @Override
    public Call started(String operationId, BiConsumer<String, String> headers) {
        Timer.Sample sample = Timer.start(registry);
        return outcome -> sample.stop(Timer.builder(CallTags.NAME)
                .description("Calls of the PayCollect service by the client")
                .tag(CallTags.CLIENT, clientName)
                .tag(CallTags.OPERATION, operationId)
                .tag(CallTags.OUTCOME, CallTags.outcome(outcome))
                .tag(CallTags.CODE, CallTags.code(outcome))
                .tag(CallTags.STATUS, CallTags.status(outcome))
                .register(registry));
    }
}
