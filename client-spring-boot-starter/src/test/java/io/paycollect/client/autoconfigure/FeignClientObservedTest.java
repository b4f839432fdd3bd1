package io.paycollect.client.autoconfigure;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertThrows;

import feign.Capability;
import feign.Feign;
import feign.micrometer.MicrometerObservationCapability;
import io.micrometer.core.instrument.Timer;
import io.micrometer.core.instrument.observation.DefaultMeterObservationHandler;
import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import io.micrometer.observation.ObservationRegistry;
import io.paycollect.client.CallObserver;
import io.paycollect.client.PayCollectFeignParts;
import io.paycollect.client.PayCollectTransportException;
import io.paycollect.client.api.BankApi;
import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Function;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.support.DefaultListableBeanFactory;
import org.springframework.mock.env.MockEnvironment;

/**
 * A PayCollect {@code @FeignClient}'s calls, as Spring Cloud OpenFeign builds it from
 * {@link PayCollectFeignConfiguration}, over real HTTP: each one {@code http.client.requests} with the client's name,
 * as the client's own calls are, even beside the application's own feign-micrometer observation, and cut by the
 * client's {@code call-timeout} when the service never answers.
 */
class FeignClientObservedTest {

    /** Accepts connections, reads nothing, answers nothing. */
    private final ServerSocket silent = new ServerSocket(0, 50, InetAddress.getLoopbackAddress());
    private final List<Socket> held = new CopyOnWriteArrayList<>();

    FeignClientObservedTest() throws IOException {
        Thread acceptor = new Thread(() -> {
            while (!silent.isClosed()) {
                try {
                    held.add(silent.accept());
                } catch (IOException closed) {
                    return;
                }
            }
        }, "silent-service");
        acceptor.setDaemon(true);
        acceptor.start();
    }

    @AfterEach
    void stop() throws IOException {
        silent.close();
        for (Socket socket : held) {
            socket.close();
        }
    }

    private final SimpleMeterRegistry meters = new SimpleMeterRegistry();
    private final ObservationRegistry registry = ObservationRegistry.create();

    {
        registry.observationConfig().observationHandler(new DefaultMeterObservationHandler(meters));
    }

    /** A {@code @FeignClient} of {@code url} as Spring Cloud OpenFeign builds it, given {@code capabilities} in order. */
    private BankApi feignClient(String url, Function<MicrometerObservationCapability, List<Capability>> capabilities) {
        MockEnvironment environment = new MockEnvironment()
                .withProperty(PayCollectFeignConfiguration.FEIGN_CLIENT_NAME, "shop-a")
                .withProperty("paycollect.clients.shop-a.base-url", url)
                .withProperty("paycollect.clients.shop-a.client-id", "shop-a-id")
                .withProperty("paycollect.clients.shop-a.secret-token", "shop-a-secret")
                // Far longer than the call's deadline: only the deadline can end the wait.
                .withProperty("paycollect.clients.shop-a.read-timeout", "10m")
                .withProperty("paycollect.clients.shop-a.call-timeout", "2s");
        PayCollectFeignConfiguration configuration = new PayCollectFeignConfiguration();
        configuration.observer(new DefaultListableBeanFactory().getBeanProvider(CallObserver.class));
        PayCollectFeignParts parts = configuration.payCollectFeignParts(environment);
        MicrometerObservationCapability own = new FeignClientObservation().payCollectObservationCapability(registry,
                environment);
        Feign.Builder builder = configuration.payCollectFeignBuilder(parts, environment);
        // What Spring Cloud OpenFeign does with the Capability beans of the client's context and of the application.
        capabilities.apply(own).forEach(builder::addCapability);
        return builder.target(BankApi.class, url);
    }

    @Test
    void aFeignClientsCallIsOneObservationCutByTheCallDeadline() {
        String url = "http://127.0.0.1:" + silent.getLocalPort();
        BankApi bank = feignClient(url, List::of);

        PayCollectTransportException cut = assertThrows(PayCollectTransportException.class, bank::getBanks);

        assertThat(cut.isTimeout()).isTrue();
        assertThat(cut.getMessage()).contains("deadline passed", "callTimeout");
        assertThat(meters.get("http.client.requests").timers()).as(meters.getMetersAsString()).hasSize(1);
        Timer timer = meters.get("http.client.requests").tag("client", "shop-a").tag("operation", "bank_getBanks")
                .tag("result", "unknown_outcome").tag("error", "PayCollectTransportException").timer();
        assertThat(timer.count()).isEqualTo(1);
    }

    @Test
    void theApplicationsOwnFeignObservationBesideTheStartersRecordsNothingMore() {
        StubService service = StubService.start();
        try {
            MicrometerObservationCapability applications = new MicrometerObservationCapability(registry);
            feignClient(service.baseUrl(), own -> List.of(own, applications)).getBanks();
            feignClient(service.baseUrl(), own -> List.of(applications, own)).getBanks();

            assertThat(meters.get("http.client.requests").timers()).as(meters.getMetersAsString()).hasSize(1);
            assertThat(meters.get("http.client.requests").tag("client", "shop-a").tag("operation", "bank_getBanks")
                    .tag("code", "00").tag("result", "success").timer().count()).isEqualTo(2);
        } finally {
            service.close();
        }
    }
}
