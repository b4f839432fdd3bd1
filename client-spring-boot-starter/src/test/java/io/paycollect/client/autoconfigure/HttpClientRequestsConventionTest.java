package io.paycollect.client.autoconfigure;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.Timer;
import io.micrometer.core.instrument.observation.DefaultMeterObservationHandler;
import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import io.micrometer.observation.Observation;
import io.micrometer.observation.ObservationHandler;
import io.micrometer.observation.ObservationRegistry;
import io.paycollect.client.PayCollectApiException;
import io.paycollect.client.PayCollectClient;
import io.paycollect.client.model.CustomVietQrRequest;
import io.paycollect.client.model.QrBankName;
import java.math.BigDecimal;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Qualifier;
import org.springframework.boot.autoconfigure.AutoConfigurations;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;

/**
 * With {@link HttpClientRequestsObservationConvention} as a bean, every client's calls are
 * {@code http.client.requests} observations with the keys of Spring's HTTP clients (the URI template, never a
 * concrete URI) and PayCollect's operation and client name, so the dashboards of Spring's HTTP clients show
 * them; without it they stay {@code paycollect.client.calls}.
 */
class HttpClientRequestsConventionTest {

    private final VerifyingService service = VerifyingService.start(Map.of("shop-a-id", "shop-a-secret"));
    private final SimpleMeterRegistry meters = new SimpleMeterRegistry();
    private final List<Observation.Context> stopped = new CopyOnWriteArrayList<>();
    private final ObservationRegistry observations = ObservationRegistry.create();

    private final ApplicationContextRunner runner = new ApplicationContextRunner()
            .withConfiguration(AutoConfigurations.of(PayCollectClientAutoConfiguration.class,
                    PayCollectNamedClientsAutoConfiguration.class))
            .withPropertyValues("paycollect.clients.shop-a.base-url=" + service.baseUrl(),
                    "paycollect.clients.shop-a.client-id=shop-a-id",
                    "paycollect.clients.shop-a.secret-token=shop-a-secret",
                    "paycollect.client.base-url=" + service.baseUrl(),
                    "paycollect.client.client-id=unknown-id",
                    "paycollect.client.secret-token=unknown-secret")
            .withBean(MeterRegistry.class, () -> meters)
            .withBean(ObservationRegistry.class, () -> observations);

    HttpClientRequestsConventionTest() {
        observations.observationConfig().observationHandler(new DefaultMeterObservationHandler(meters));
        observations.observationConfig().observationHandler(new Recording());
    }

    @AfterEach
    void stopService() {
        service.close();
    }

    @Test
    void aCallIsAnHttpClientRequestWithItsUriTemplateAndOperation() {
        runner.withBean(PayCollectCallObservationConvention.class, HttpClientRequestsObservationConvention::new)
                .withBean(Clients.class).run(context -> {
                    PayCollectClient shopA = context.getBean(Clients.class).shopA;
                    shopA.bank().generateCustomVietQr(new CustomVietQrRequest().bankName(QrBankName.MBB)
                            .accountNumber("0123456789").amount(new BigDecimal("50000")).content("Order 001"));

                    assertThat(service.seen()).singleElement().matches(VerifyingService.Seen::authentic);
                    Timer timer = meters.get("http.client.requests").tag("method", "POST")
                            .tag("uri", "/v1/generate-viet-qr").tag("status", "200").tag("outcome", "SUCCESS")
                            .tag("client.name", "127.0.0.1").tag("exception", "none")
                            .tag("operation", "bank_generateCustomVietQr").tag("client", "shop-a").timer();
                    assertThat(timer.count()).isEqualTo(1);
                    assertThat(meters.find(CallTags.NAME).timer()).isNull();
                    Observation.Context call = stopped.get(0);
                    assertThat(call.getContextualName()).isEqualTo("http post");
                    assertThat(call.getHighCardinalityKeyValue("http.url").getValue())
                            .isEqualTo(service.baseUrl() + "/v1/generate-viet-qr");
                });
    }

    @Test
    void aRefusedCallIsAClientErrorNamingItsException() {
        runner.withBean(PayCollectCallObservationConvention.class, HttpClientRequestsObservationConvention::new)
                .run(context -> {
                    PayCollectClient single = context.getBean(PayCollectClient.class);
                    assertThrows(PayCollectApiException.class, () -> single.bank().getBanks());

                    assertThat(meters.get("http.client.requests").tag("method", "GET").tag("uri", "/v1/bank/get-banks")
                            .tag("status", "401").tag("outcome", "CLIENT_ERROR").tag("exception", "PayCollectApiException")
                            .tag("error", "PayCollectApiException").tag("client", "default").timer().count()).isEqualTo(1);
                });
    }

    @Test
    void withoutItTheCallsArePayCollectCallsTaggedWithTheClientsName() {
        runner.withBean(Clients.class).run(context -> {
            context.getBean(Clients.class).shopA.bank().getBanks();

            assertThat(meters.get(CallTags.NAME).tag("client", "shop-a").tag("operation", "bank_getBanks")
                    .tag("outcome", "success").tag("code", "00").tag("status", "200").timer().count()).isEqualTo(1);
            assertThat(meters.find("http.client.requests").timer()).isNull();
        });
    }

    /** Injects the named client. */
    static final class Clients {
        final PayCollectClient shopA;

        Clients(@Qualifier("shop-a") PayCollectClient shopA) {
            this.shopA = shopA;
        }
    }

    /** Keeps every observation stopped. */
    private final class Recording implements ObservationHandler<Observation.Context> {
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
