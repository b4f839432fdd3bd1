package io.paycollect.client.autoconfigure;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertThrows;

import feign.Capability;
import feign.InvocationHandlerFactory;
import feign.interceptor.MethodInterceptor;
import feign.micrometer.FeignContext;
import feign.micrometer.MicrometerObservationCapability;
import io.micrometer.core.instrument.Timer;
import io.micrometer.core.instrument.observation.DefaultMeterObservationHandler;
import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import io.micrometer.observation.Observation;
import io.micrometer.observation.ObservationHandler;
import io.micrometer.observation.ObservationRegistry;
import io.micrometer.observation.transport.SenderContext;
import io.paycollect.client.InvalidRequestException;
import io.paycollect.client.PayCollectApiException;
import io.paycollect.client.PayCollectClient;
import io.paycollect.client.PayCollectFeignParts;
import io.paycollect.client.PayCollectTransportException;
import io.paycollect.client.api.BankApi;
import io.paycollect.client.model.CustomVietQrRequest;
import java.lang.reflect.InvocationHandler;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * Each call of a client with {@link PayCollectObservationCapability} is one {@code http.client.requests}
 * observation, over real HTTP: a child of the caller's, carrying its trace context, ended when the call ends and
 * tagged with the operation, the service's code and how the call ended, whatever the call's path and ending.
 */
class PayCollectObservationCapabilityTest {

    private final List<Observation.Context> stopped = new CopyOnWriteArrayList<>();
    private final StubService service = StubService.start();
    private final SimpleMeterRegistry meters = new SimpleMeterRegistry();
    private final ObservationRegistry registry = ObservationRegistry.create();

    PayCollectObservationCapabilityTest() {
        registry.observationConfig().observationHandler(new PropagatingHandler())
                .observationHandler(new DefaultMeterObservationHandler(meters));
    }

    @AfterEach
    void stopService() {
        service.close();
    }

    private PayCollectClient.Builder client(String baseUrl) {
        return PayCollectClient.builder().baseUrl(baseUrl).clientId("shop-001").secretToken("shop-secret")
                .addCapability(new PayCollectObservationCapability(registry, "default"));
    }

    @Test
    void theCallIsAChildOfTheCallersObservationAndCarriesItsTraceContext() {
        PayCollectClient client = client(service.baseUrl()).build();
        Observation checkout = Observation.start("checkout", registry);
        try (Observation.Scope scope = checkout.openScope()) {
            client.bank().getBanks();
        } finally {
            checkout.stop();
        }

        Observation.Context call = theOneCall();
        assertThat(call.getParentObservation()).isSameAs(checkout);
        assertThat(call.getLowCardinalityKeyValue("operation").getValue()).isEqualTo("bank_getBanks");
        assertThat(call.getLowCardinalityKeyValue("http.url").getValue()).isEqualTo("/v1/bank/get-banks");
        assertThat(call.getLowCardinalityKeyValue("http.status_code").getValue()).isEqualTo("200");
        assertThat(call.getLowCardinalityKeyValue("code").getValue()).isEqualTo("00");
        assertThat(call.getLowCardinalityKeyValue("result").getValue()).isEqualTo("success");
        assertThat(service.header("traceparent")).containsExactly("trace-of-checkout");
    }

    @Test
    void throughARequestInterceptorTheCallIsObservedAndCarriesTheTraceContextToo() {
        PayCollectClient client = client(service.baseUrl()).requestInterceptor(t -> t.header("x-tenant", "a")).build();
        Observation checkout = Observation.start("checkout", registry);
        try (Observation.Scope scope = checkout.openScope()) {
            client.bank().getBanks();
        } finally {
            checkout.stop();
        }

        assertThat(theOneCall().getLowCardinalityKeyValue("result").getValue()).isEqualTo("success");
        assertThat(service.header("traceparent")).containsExactly("trace-of-checkout");
    }

    @Test
    void aTwoHundredWhoseCodeRefusesTheWorkIsTaggedWithThatCode() {
        service.answerWith(200, "{\"code\":\"21\",\"message\":\"Refused\",\"data\":null}");

        client(service.baseUrl()).build().bank().getBanks();

        Observation.Context call = theOneCall();
        assertThat(call.getLowCardinalityKeyValue("code").getValue()).isEqualTo("21");
        assertThat(call.getLowCardinalityKeyValue("result").getValue()).isEqualTo("service_code");
        assertThat(call.getLowCardinalityKeyValue("outcome").getValue()).isEqualTo("SUCCESS");
    }

    @Test
    void anErrorAnswerIsTaggedWithItsCodeAndTheExceptionThrown() {
        service.answerWith(400, "{\"code\":\"02\",\"message\":\"Invalid\"}");

        assertThrows(PayCollectApiException.class, () -> client(service.baseUrl()).build().bank().getBanks());

        Observation.Context call = theOneCall();
        assertThat(call.getLowCardinalityKeyValue("code").getValue()).isEqualTo("02");
        assertThat(call.getLowCardinalityKeyValue("result").getValue()).isEqualTo("http_error");
        assertThat(call.getError()).isInstanceOf(PayCollectApiException.class);
        assertThat(timer("result", "http_error", "error", "PayCollectApiException").count()).isEqualTo(1);
    }

    @Test
    void aCallThatNeverReachedTheServiceIsTimedAsNeverSentWithTheExceptionAsItsErrorTag() {
        String unreachable = service.baseUrl();
        service.close();

        assertThrows(PayCollectTransportException.class, () -> client(unreachable).build().bank().getBanks());

        Observation.Context call = theOneCall();
        assertThat(call.getLowCardinalityKeyValue("result").getValue()).isEqualTo("never_sent");
        assertThat(call.getLowCardinalityKeyValue("outcome").getValue()).isEqualTo("UNKNOWN");
        assertThat(call.getError()).isInstanceOf(PayCollectTransportException.class);
        assertThat(timer("result", "never_sent", "error", "PayCollectTransportException").count()).isEqualTo(1);
    }

    @Test
    void aCallRefusedBeforeSendingIsNotObserved() {
        PayCollectClient client = client(service.baseUrl()).build();

        assertThrows(InvalidRequestException.class, () -> client.bank().generateCustomVietQr(new CustomVietQrRequest()));

        assertThat(stopped).isEmpty();
        assertThat(service.header("x-client-id")).isEmpty();
    }

    @Test
    void aCallMadeWhileAnotherIsBeingPreparedIsACallOfItsOwnAndTheOtherKeepsItsEnd() {
        AtomicReference<PayCollectClient> self = new AtomicReference<>();
        AtomicBoolean first = new AtomicBoolean(true);
        // An interceptor that fetches something through the same client before the first request goes out.
        PayCollectClient client = client(service.baseUrl()).requestInterceptor(template -> {
            if (first.getAndSet(false)) {
                self.get().bank().getBanks();
            }
        }).build();
        self.set(client);

        client.bank().getBanks();

        List<Observation.Context> calls = stopped.stream().filter(FeignContext.class::isInstance).toList();
        assertThat(calls).hasSize(2).allSatisfy(call ->
                assertThat(call.getLowCardinalityKeyValue("result").getValue()).isEqualTo("success"));
    }

    @Test
    void aCallHandedToAnotherThreadBeforeTheEngineIsObservedAtTheTransportAsFeignMicrometerDoes() throws Exception {
        ExecutorService elsewhere = Executors.newSingleThreadExecutor();
        try {
            PayCollectClient client = PayCollectClient.builder().baseUrl(service.baseUrl()).clientId("shop-001")
                    .secretToken("shop-secret").addCapability(new OnAnotherThread(elsewhere))
                    .addCapability(new PayCollectObservationCapability(registry, "default")).build();

            client.bank().getBanks();

            Observation.Context call = theOneCall();
            assertThat(call.getLowCardinalityKeyValue("http.status_code").getValue()).isEqualTo("200");
            assertThat(call.getLowCardinalityKeyValue("result").getValue()).isEqualTo("none");
        } finally {
            elsewhere.shutdownNow();
        }
    }

    @Test
    void aMethodInterceptorSendingTwiceGivesTwoObservations() {
        MethodInterceptor twice = (invocation, chain) -> {
            chain.next(invocation);
            return chain.next(invocation);
        };
        BankApi bank = PayCollectFeignParts.of(client(service.baseUrl())).feignBuilder().methodInterceptor(twice)
                .target(BankApi.class, service.baseUrl());

        bank.getBanks();

        assertThat(stopped.stream().filter(FeignContext.class::isInstance)).hasSize(2);
        assertThat(meters.get("http.client.requests").tag("operation", "bank_getBanks").timers().stream()
                .mapToLong(Timer::count).sum()).isEqualTo(2);
        assertThat(timer("result", "success").count()).isEqualTo(1);
    }

    @Test
    void feignMicrometersOwnCapabilityBesideItIsDroppedByTheBuildersThatMeetBoth() {
        List<Capability> capabilities = new java.util.ArrayList<>();
        MicrometerObservationCapability plain = new MicrometerObservationCapability(registry);
        PayCollectObservationCapability own = new PayCollectObservationCapability(registry, "default");

        assertThat(PayCollectObservationCapability.observesTwice(capabilities, plain)).isFalse();
        capabilities.add(plain);
        assertThat(PayCollectObservationCapability.observesTwice(capabilities, own)).isFalse();
        assertThat(capabilities).isEmpty();
        capabilities.add(own);
        assertThat(PayCollectObservationCapability.observesTwice(capabilities, plain)).isTrue();
        assertThat(PayCollectObservationCapability.observesTwice(capabilities, new Capability() { })).isFalse();
    }

    private Observation.Context theOneCall() {
        List<Observation.Context> calls = stopped.stream().filter(FeignContext.class::isInstance).toList();
        assertThat(calls).as("one http.client.requests per call").hasSize(1);
        assertThat(calls.get(0).getName()).isEqualTo("http.client.requests");
        return calls.get(0);
    }

    private Timer timer(String... tags) {
        Timer timer = meters.find("http.client.requests").tags(tags).timer();
        assertThat(timer).as(meters.getMetersAsString()).isNotNull();
        return timer;
    }

    /** Runs each call of the proxy on another thread, as an asynchronous decorator would. */
    public static final class OnAnotherThread implements Capability {
        private final ExecutorService executor;

        OnAnotherThread(ExecutorService executor) {
            this.executor = executor;
        }

        @Override
        public InvocationHandlerFactory enrich(InvocationHandlerFactory factory) {
            return (target, dispatch) -> {
                InvocationHandler handler = factory.create(target, dispatch);
                return (proxy, method, args) -> {
                    try {
                        return executor.submit(() -> {
                            try {
                                return handler.invoke(proxy, method, args);
                            } catch (Throwable e) {
                                throw new ExecutionException(e);
                            }
                        }).get();
                    } catch (ExecutionException e) {
                        throw e.getCause();
                    }
                };
            };
        }
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
