package io.paycollect.client.autoconfigure;

import static org.assertj.core.api.Assertions.assertThat;

import static org.junit.jupiter.api.Assertions.assertThrows;

import io.micrometer.core.instrument.observation.DefaultMeterObservationHandler;
import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import io.micrometer.observation.Observation;
import io.micrometer.observation.ObservationHandler;
import io.micrometer.observation.ObservationRegistry;
import io.micrometer.observation.transport.SenderContext;
import io.paycollect.client.PayCollectClient;
import io.paycollect.client.PayCollectTransportException;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * A call observed through an {@link ObservationRegistry} is a child of the caller's current
 * observation, carries the outcome as key values, and lets a tracer's propagating handler write the
 * trace context into the request sent.
 */
class ObservingCallObserverTest {

    private final List<Observation.Context> stopped = new CopyOnWriteArrayList<>();
    private StubService service;
    private ObservationRegistry registry;
    private PayCollectClient client;

    @BeforeEach
    void startServiceAndClient() {
        service = StubService.start();
        registry = ObservationRegistry.create();
        registry.observationConfig().observationHandler(new PropagatingHandler());
        client = PayCollectClient.builder().baseUrl(service.baseUrl())
                .clientId("shop-001").secretToken("shop-secret")
                .callObserver(new ObservingCallObserver(registry, "default", service.baseUrl(), null)).build();
    }

    @AfterEach
    void stopService() {
        service.close();
    }

    @Test
    void theCallIsAChildOfTheCallersObservationAndCarriesItsTraceContext() {
        Observation checkout = Observation.start("checkout", registry);
        try (Observation.Scope scope = checkout.openScope()) {
            client.bank().getBanks();
        } finally {
            checkout.stop();
        }

        Observation.Context call = stopped.stream().filter(c -> c.getName().equals(CallTags.NAME)).findFirst().orElseThrow();
        assertThat(call.getParentObservation()).isSameAs(checkout);
        assertThat(call.getContextualName()).isEqualTo("bank_getBanks");
        assertThat(call.getLowCardinalityKeyValue("outcome").getValue()).isEqualTo("success");
        assertThat(call.getLowCardinalityKeyValue("code").getValue()).isEqualTo("00");
        assertThat(call.getLowCardinalityKeyValue("status").getValue()).isEqualTo("200");
        assertThat(service.header("traceparent")).containsExactly("trace-of-checkout");
    }

    @Test
    void aCallThatFailsIsTimedWithTheExceptionAsItsErrorTag() {
        SimpleMeterRegistry meters = new SimpleMeterRegistry();
        registry.observationConfig().observationHandler(new DefaultMeterObservationHandler(meters));
        String unreachable = service.baseUrl();
        service.close();
        PayCollectClient failing = PayCollectClient.builder().baseUrl(unreachable).clientId("shop-001")
                .secretToken("shop-secret").callObserver(new ObservingCallObserver(registry, "default", unreachable, null)).build();

        assertThrows(PayCollectTransportException.class, () -> failing.bank().getBanks());

        assertThat(meters.find(CallTags.NAME).tag("outcome", "transport_failure")
                .tag("error", "PayCollectTransportException").timer())
                .as(meters.getMetersAsString()).isNotNull();
        Observation.Context call = stopped.stream().filter(c -> c.getName().equals(CallTags.NAME)).findFirst().orElseThrow();
        assertThat(call.getError()).isInstanceOf(PayCollectTransportException.class);
    }

    @Test
    void theHostOfTheBaseUrlIsFoundOncePerClientNotOnEveryCall() {
        client.bank().getBanks();
        client.bank().getBanks();

        List<String> hosts = stopped.stream().filter(PayCollectCallContext.class::isInstance)
                .map(c -> ((PayCollectCallContext) c).getHost()).toList();
        assertThat(hosts).containsExactly("127.0.0.1", "127.0.0.1");
        // The same string: parsed when the client was made, not again for the second call.
        assertThat(hosts.get(1)).isSameAs(hosts.get(0));
    }

    /** What a tracer's propagating sender handler does: writes the parent's trace context into the carrier. */
    private final class PropagatingHandler implements ObservationHandler<Observation.Context> {
        @Override
        @SuppressWarnings({"unchecked", "rawtypes"})
        public void onStart(Observation.Context context) {
            if (context instanceof SenderContext sender && context.getParentObservation() != null) {
                sender.getSetter().set(sender.getCarrier(), "traceparent",
                        "trace-of-" + context.getParentObservation().getContextView().getName());
            }
        }

        @Override
        public void onStop(Observation.Context context) {
            stopped.add(context);
        }

        @Override
        public boolean supportsContext(Observation.Context context) {
            return true;
        }
    }
}
