package io.paycollect.client.autoconfigure;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.micrometer.core.instrument.Timer;
import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
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
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.support.DefaultListableBeanFactory;
import org.springframework.mock.env.MockEnvironment;

/**
 * A PayCollect {@code @FeignClient}'s calls, as Spring Cloud OpenFeign builds it from
 * {@link PayCollectFeignConfiguration}, over real HTTP: observed with the client's name as the client's own calls
 * are, and cut by the client's {@code call-timeout} when the service never answers.
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

    @Test
    void aFeignClientsCallIsObservedAndCutByTheCallDeadline() {
        SimpleMeterRegistry registry = new SimpleMeterRegistry();
        DefaultListableBeanFactory beans = new DefaultListableBeanFactory();
        beans.registerSingleton("observers", (ClientCallObservers) (name, baseUrl) -> new TimingCallObserver(registry, name));
        String url = "http://127.0.0.1:" + silent.getLocalPort();
        MockEnvironment environment = new MockEnvironment()
                .withProperty(PayCollectFeignConfiguration.FEIGN_CLIENT_NAME, "shop-a")
                .withProperty("paycollect.clients.shop-a.base-url", url)
                .withProperty("paycollect.clients.shop-a.client-id", "shop-a-id")
                .withProperty("paycollect.clients.shop-a.secret-token", "shop-a-secret")
                // Far longer than the call's deadline: only the deadline can end the wait.
                .withProperty("paycollect.clients.shop-a.read-timeout", "10m")
                .withProperty("paycollect.clients.shop-a.call-timeout", "2s");
        PayCollectFeignConfiguration configuration = new PayCollectFeignConfiguration();
        configuration.observers(beans.getBeanProvider(CallObserver.class), beans.getBeanProvider(ClientCallObservers.class));
        PayCollectFeignParts parts = configuration.payCollectFeignParts(environment);
        BankApi bank = configuration.payCollectFeignBuilder(parts, environment).target(BankApi.class, url);

        PayCollectTransportException cut = assertThrows(PayCollectTransportException.class, bank::getBanks);

        assertThat(cut.isTimeout()).isTrue();
        assertThat(cut.getMessage()).contains("deadline passed", "callTimeout");
        Timer timer = registry.find(CallTags.NAME).tag(CallTags.CLIENT, "shop-a")
                .tag(CallTags.OPERATION, "bank_getBanks").timer();
        assertThat(timer).as(registry.getMetersAsString()).isNotNull();
        assertThat(timer.count()).isEqualTo(1);
    }
}
