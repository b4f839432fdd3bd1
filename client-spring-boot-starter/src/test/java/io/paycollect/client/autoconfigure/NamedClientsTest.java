package io.paycollect.client.autoconfigure;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.observation.DefaultMeterObservationHandler;
import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import io.micrometer.observation.ObservationRegistry;
import io.paycollect.client.PayCollectClient;
import io.paycollect.client.PayCollectTransportException;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Qualifier;
import org.springframework.boot.autoconfigure.AutoConfigurations;
import org.springframework.boot.diagnostics.FailureAnalysis;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;

/**
 * Several clients, each with a client id and secret token of its own (a platform calling for several
 * merchants): every {@code paycollect.clients.<name>} is a client bean injected by its name, signing with its
 * own secret, its calls tagged with its name; beside the single {@code paycollect.client}, which keeps working
 * as before.
 */
class NamedClientsTest {

    private static final String SECRET_A = "shop-a-secret-token";
    private static final String SECRET_B = "shop-b-secret-token";
    private static final String SECRET_SINGLE = "platform-secret-token";

    private final VerifyingService service = VerifyingService.start(
            Map.of("shop-a-id", SECRET_A, "shop-b-id", SECRET_B, "platform-id", SECRET_SINGLE));

    private final ApplicationContextRunner runner = new ApplicationContextRunner()
            .withConfiguration(AutoConfigurations.of(PayCollectClientAutoConfiguration.class,
                    PayCollectReconciliationAutoConfiguration.class, PayCollectNamedClientsAutoConfiguration.class));

    private final ApplicationContextRunner twoShops = runner.withPropertyValues(
            "paycollect.clients.shop-a.base-url=" + service.baseUrl(),
            "paycollect.clients.shop-a.client-id=shop-a-id",
            "paycollect.clients.shop-a.secret-token=" + SECRET_A,
            "paycollect.clients.shop-b.base-url=" + service.baseUrl(),
            "paycollect.clients.shop-b.client-id=shop-b-id",
            "paycollect.clients.shop-b.secret-token=" + SECRET_B);

    @AfterEach
    void stopService() {
        service.close();
    }

    @Test
    void eachNamedClientSignsWithItsOwnSecretAndIsInjectedByItsName() {
        twoShops.withBean(Checkout.class).run(context -> {
            Checkout checkout = context.getBean(Checkout.class);
            checkout.shopA.bank().getBanks();
            checkout.shopB.bank().getBanks();
            checkout.shopB.bank().getBanks();

            assertThat(service.seen()).containsExactly(
                    new VerifyingService.Seen("shop-a-id", "/v1/bank/get-banks", true),
                    new VerifyingService.Seen("shop-b-id", "/v1/bank/get-banks", true),
                    new VerifyingService.Seen("shop-b-id", "/v1/bank/get-banks", true));
            assertThat(context.getBean("paycollect.clients.shop-a")).isSameAs(checkout.shopA);
            assertThat(context).doesNotHaveBean("payCollectClient");
        });
    }

    @Test
    void theSingleClientKeepsItsPropertiesAndEveryPlainInjectionPoint() {
        twoShops.withPropertyValues("paycollect.client.base-url=" + service.baseUrl(),
                "paycollect.client.client-id=platform-id", "paycollect.client.secret-token=" + SECRET_SINGLE)
                .withBean(Checkout.class).withBean(Platform.class).run(context -> {
                    context.getBean(Platform.class).client.bank().getBanks();
                    context.getBean(Checkout.class).shopA.bank().getBanks();

                    assertThat(service.seen()).extracting(VerifyingService.Seen::clientId, VerifyingService.Seen::authentic)
                            .containsExactly(org.assertj.core.groups.Tuple.tuple("platform-id", true),
                                    org.assertj.core.groups.Tuple.tuple("shop-a-id", true));
                    assertThat(context.getBean(Platform.class).client).isSameAs(context.getBean("payCollectClient"));
                });
    }

    @Test
    void aClientSigningWithAnotherClientsSecretIsRefused() {
        runner.withPropertyValues("paycollect.clients.shop-a.base-url=" + service.baseUrl(),
                "paycollect.clients.shop-a.client-id=shop-a-id", "paycollect.clients.shop-a.secret-token=" + SECRET_B)
                .run(context -> {
                    PayCollectClient shopA = (PayCollectClient) context.getBean("paycollect.clients.shop-a");
                    assertThrows(RuntimeException.class, () -> shopA.bank().getBanks());
                    assertThat(service.seen()).containsExactly(
                            new VerifyingService.Seen("shop-a-id", "/v1/bank/get-banks", false));
                });
    }

    @Test
    void eachNamedClientsCallsAreTaggedWithItsNameAndFailuresAsErrors() {
        SimpleMeterRegistry meters = new SimpleMeterRegistry();
        ObservationRegistry observations = ObservationRegistry.create();
        observations.observationConfig().observationHandler(new DefaultMeterObservationHandler(meters));
        twoShops.withPropertyValues("paycollect.clients.closed.base-url=http://127.0.0.1:1",
                "paycollect.clients.closed.client-id=closed-id", "paycollect.clients.closed.secret-token=closed-secret")
                .withBean(MeterRegistry.class, () -> meters).withBean(ObservationRegistry.class, () -> observations)
                .withBean(Checkout.class).run(context -> {
                    Checkout checkout = context.getBean(Checkout.class);
                    checkout.shopA.bank().getBanks();
                    checkout.shopB.bank().getBanks();
                    assertThrows(PayCollectTransportException.class, () -> checkout.closed.bank().getBanks());

                    assertThat(meters.get("http.client.requests").tag("client", "shop-a").tag("operation", "bank_getBanks")
                            .tag("result", "success").tag("code", "00").tag("error", "none").timer().count()).isEqualTo(1);
                    assertThat(meters.get("http.client.requests").tag("client", "shop-b").timer().count()).isEqualTo(1);
                    assertThat(meters.get("http.client.requests").tag("client", "closed").tag("result", "never_sent")
                            .tag("error", "PayCollectTransportException").timer().count()).isEqualTo(1);
                });
    }

    @Test
    void withATimerOnlyTheNamedClientsAreTaggedWithTheirNamesToo() {
        SimpleMeterRegistry meters = new SimpleMeterRegistry();
        twoShops.withBean(MeterRegistry.class, () -> meters).withBean(Checkout.class).run(context -> {
            context.getBean(Checkout.class).shopB.bank().getBanks();

            assertThat(meters.get("http.client.requests").tag("client", "shop-b").tag("result", "success").timer()
                    .count()).isEqualTo(1);
        });
    }

    @Test
    void aPlatformPicksAMerchantsClientByName() {
        twoShops.withPropertyValues("paycollect.clients.shop-c.enabled=false").run(context -> {
            PayCollectClients clients = context.getBean(PayCollectClients.class);
            clients.get("shop-b").bank().getBanks();

            assertThat(clients.names()).containsExactlyInAnyOrder("shop-a", "shop-b");
            assertThat(clients.get("shop-a")).isSameAs(context.getBean("paycollect.clients.shop-a"));
            assertThat(service.seen()).containsExactly(new VerifyingService.Seen("shop-b-id", "/v1/bank/get-banks", true));
            assertThat(assertThrows(IllegalArgumentException.class, () -> clients.get("shop-c")))
                    .hasMessage("no PayCollect client named 'shop-c': paycollect.clients has [shop-a, shop-b]");
        });
    }

    @Test
    void aNamedClientCanBeSwitchedOff() {
        twoShops.withPropertyValues("paycollect.clients.shop-b.enabled=false").run(context -> {
            assertThat(context).hasNotFailed().hasBean("paycollect.clients.shop-a")
                    .doesNotHaveBean("paycollect.clients.shop-b");
        });
        runner.run(context -> assertThat(context).hasNotFailed().doesNotHaveBean(PayCollectClient.class)
                .doesNotHaveBean(PayCollectClientsProperties.class));
    }

    @Test
    void aMissingSecretOfANamedClientIsReportedByItsPropertyName() {
        runner.withPropertyValues("paycollect.clients.shop-b.base-url=" + service.baseUrl(),
                "paycollect.clients.shop-b.client-id=shop-b-id").run(context -> {
                    FailureAnalysis analysis = analyse(context.getStartupFailure());
                    assertThat(analysis.getDescription()).contains("'paycollect.clients.shop-b.secret-token'")
                            .contains("missing");
                    assertThat(analysis.getAction()).contains("paycollect.clients.shop-b.secret-token")
                            .contains("paycollect.clients.shop-b.enabled=false");
                });
    }

    @Test
    void aRefusedPropertyOfANamedClientIsReportedWithItsValueAndNeverTheSecret() {
        twoShops.withPropertyValues("paycollect.clients.shop-a.base-url=/relative").run(context -> {
            FailureAnalysis analysis = analyse(context.getStartupFailure());
            assertThat(analysis.getDescription()).contains("'paycollect.clients.shop-a.base-url' with value '/relative'")
                    .doesNotContain(SECRET_A).doesNotContain(SECRET_B);
            assertThat(analysis.getAction()).contains("'paycollect.clients.shop-a.environment'");
        });
    }

    @Test
    void theNameDefaultIsRefusedForItIsTheSingleClientsInMetrics() {
        twoShops.withPropertyValues("paycollect.clients.default.base-url=" + service.baseUrl(),
                "paycollect.clients.default.client-id=other-id",
                "paycollect.clients.default.secret-token=other-secret").run(context -> {
                    FailureAnalysis analysis = analyse(context.getStartupFailure());
                    assertThat(analysis.getDescription()).contains("'paycollect.clients.default'")
                            .contains("single client").doesNotContain("other-secret");
                    assertThat(analysis.getAction()).contains("Rename the named client 'default'");
                });
    }

    @Test
    void theNamedClientsPropertiesNeverShowTheirSecrets() {
        twoShops.run(context -> assertThat(context.getBean(PayCollectClientsProperties.class).toString())
                .contains("shop-a-id").doesNotContain(SECRET_A).doesNotContain(SECRET_B));
    }

    private static FailureAnalysis analyse(Throwable failure) {
        assertThat(failure).as("start-up fails").isNotNull();
        FailureAnalysis analysis = new PayCollectClientFailureAnalyzer().analyze(failure);
        assertThat(analysis).as("analysed: " + failure).isNotNull();
        return analysis;
    }

    /** An application's bean that calls for two merchants. */
    static final class Checkout {
        final PayCollectClient shopA;
        final PayCollectClient shopB;
        final PayCollectClient closed;

        Checkout(@Qualifier("shop-a") PayCollectClient shopA, @Qualifier("shop-b") PayCollectClient shopB,
                 @Qualifier("closed") org.springframework.beans.factory.ObjectProvider<PayCollectClient> closed) {
            this.shopA = shopA;
            this.shopB = shopB;
            this.closed = closed.getIfAvailable();
        }
    }

    /** An application's bean that injects the client as before named clients existed. */
    static final class Platform {
        final PayCollectClient client;

        Platform(PayCollectClient client) {
            this.client = client;
        }
    }
}
