package io.paycollect.client.autoconfigure;

import static org.assertj.core.api.Assertions.assertThat;

import feign.micrometer.MicrometerObservationCapability;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.observation.DefaultMeterObservationHandler;
import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import io.micrometer.observation.ObservationRegistry;
import io.paycollect.client.CallObserver;
import io.paycollect.client.PayCollectClient;
import org.junit.jupiter.api.Test;
import org.springframework.boot.diagnostics.FailureAnalysis;
import org.springframework.boot.autoconfigure.AutoConfigurations;
import org.springframework.boot.test.context.FilteredClassLoader;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;

/** What three properties give an application, and how it replaces or goes without it. */
class ClientAutoConfigurationTest {

    private final ApplicationContextRunner runner = new ApplicationContextRunner()
            .withConfiguration(AutoConfigurations.of(PayCollectClientAutoConfiguration.class));

    private final ApplicationContextRunner configured = runner.withPropertyValues(
            "paycollect.client.base-url=http://localhost:8080/",
            "paycollect.client.client-id=sandbox-client",
            "paycollect.client.secret-token=sandbox-secret-token");

    @Test
    void threePropertiesGiveAClient() {
        configured.run(context -> {
            assertThat(context).hasSingleBean(PayCollectClient.class);
            assertThat(context.getBean(PayCollectClient.class).baseUrl()).isEqualTo("http://localhost:8080");
        });
    }

    @Test
    void theTimeOutsAndLogLevelAreBound() {
        configured.withPropertyValues("paycollect.client.connect-timeout=2s", "paycollect.client.read-timeout=5s",
                "paycollect.client.log-level=basic").run(context -> {
                    PayCollectClientProperties properties = context.getBean(PayCollectClientProperties.class);
                    assertThat(properties.connectTimeout()).hasSeconds(2);
                    assertThat(properties.readTimeout()).hasSeconds(5);
                    assertThat(properties.logLevel()).isEqualTo(feign.Logger.Level.BASIC);
                    assertThat(context.getBean(PayCollectClient.class).toString()).contains("connectTimeout=2000ms");
                });
    }

    @Test
    void theCallTimeOutAndAnswerLimitAreBoundWithTheirDefaults() {
        configured.run(context -> assertThat(context.getBean(PayCollectClient.class).toString())
                .contains("callTimeout=60000ms, maxAnswerSize=4194304"));
        configured.withPropertyValues("paycollect.client.call-timeout=7s", "paycollect.client.max-answer-size=512KB")
                .run(context -> assertThat(context.getBean(PayCollectClient.class).toString())
                        .contains("callTimeout=7000ms, maxAnswerSize=524288"));
    }

    @Test
    void anEnvironmentByNameIsWhereTheClientCalls() {
        runner.withPropertyValues("paycollect.client.environment=uat", "paycollect.client.client-id=shop",
                "paycollect.client.secret-token=shop-secret")
                .run(context -> assertThat(context.getBean(PayCollectClient.class).baseUrl())
                        .isEqualTo("https://uat-open-api.tingee.vn"));
    }

    @Test
    void anEnvironmentBesideABaseUrlFailsTheStartupNamingBoth() {
        runner.withPropertyValues("paycollect.client.environment=uat", "paycollect.client.base-url=http://localhost:8080",
                "paycollect.client.client-id=shop", "paycollect.client.secret-token=shop-secret")
                .run(context -> {
                    assertThat(context).hasFailed();
                    FailureAnalysis analysis = new PayCollectClientFailureAnalyzer().analyze(context.getStartupFailure());
                    assertThat(analysis.getDescription())
                            .contains("'paycollect.client.environment' with value 'uat'")
                            .contains("beside paycollect.client.base-url ('http://localhost:8080')")
                            .doesNotContain("shop-secret");
                    assertThat(analysis.getAction()).isEqualTo("Remove 'paycollect.client.base-url' to call the uat"
                            + " environment, or 'paycollect.client.environment' to call http://localhost:8080.");
                });
    }

    @Test
    void withoutAnyOfItsPropertiesThereIsNoClient() {
        runner.run(context -> assertThat(context).hasNotFailed().doesNotHaveBean(PayCollectClient.class));
        runner.withPropertyValues("paycollect.client.reconciliation.enabled=true")
                .run(context -> assertThat(context).hasNotFailed().doesNotHaveBean(PayCollectClient.class));
    }

    @Test
    void anyMissingPropertyFailsTheStartupNamingIt() {
        runner.withPropertyValues("paycollect.client.base-url=http://localhost:8080",
                "paycollect.client.client-id=sandbox-client")
                .run(context -> assertThat(context.getStartupFailure()).rootCause()
                        .isInstanceOf(PayCollectClientConfigurationException.class)
                        .hasMessageContaining("paycollect.client.secret-token"));
        runner.withPropertyValues("paycollect.client.client-id=sandbox-client", "paycollect.client.secret-token=secret")
                .run(context -> assertThat(context.getStartupFailure()).as("neither environment nor base-url").rootCause()
                        .hasMessageContaining("paycollect.client.base-url").hasMessageNotContaining("secret"));
        runner.withPropertyValues("paycollect.client.environment=uat", "paycollect.client.secret-token=secret")
                .run(context -> assertThat(context.getStartupFailure()).rootCause()
                        .hasMessageContaining("paycollect.client.client-id"));
    }

    @Test
    void theApplicationsOwnClientWins() {
        PayCollectClient own = PayCollectClient.builder().baseUrl("http://own.example").clientId("own")
                .secretToken("own-secret").build();
        configured.withBean(PayCollectClient.class, () -> own)
                .run(context -> assertThat(context.getBean(PayCollectClient.class)).isSameAs(own));
    }

    @Test
    void aBadPropertyFailsTheStartupNamingIt() {
        configured.withPropertyValues("paycollect.client.base-url=ftp://nowhere").run(context -> {
            assertThat(context).hasFailed();
            assertThat(context.getStartupFailure()).rootCause().hasMessageContaining("baseUrl must be an absolute http");
        });
    }

    @Test
    void theSecretIsNeverInTheClientsOrThePropertiesText() {
        configured.run(context -> {
            assertThat(context.getBean(PayCollectClient.class).toString()).doesNotContain("sandbox-secret-token");
            assertThat(context.getBean(PayCollectClientProperties.class).toString()).doesNotContain("sandbox-secret-token");
        });
    }

    @Test
    void withoutMicrometerNothingOfItIsLoaded() {
        configured.withClassLoader(new FilteredClassLoader(MeterRegistry.class, ObservationRegistry.class))
                .run(context -> {
                    assertThat(context).hasSingleBean(PayCollectClient.class);
                    assertThat(context).doesNotHaveBean(CallObserver.class);
                    assertThat(context).doesNotHaveBean(ClientObservations.class);
                    assertThat(context).doesNotHaveBean(ClientObservationConfiguration.class);
                });
    }

    @Test
    void withoutFeignMicrometerNothingOfItIsLoaded() {
        configured.withClassLoader(new FilteredClassLoader(MicrometerObservationCapability.class))
                .withBean(MeterRegistry.class, SimpleMeterRegistry::new)
                .run(context -> {
                    assertThat(context).hasSingleBean(PayCollectClient.class);
                    assertThat(context).doesNotHaveBean(ClientObservations.class);
                });
    }

    @Test
    void withAMeterRegistryOnlyEachCallIsTimedAsTheObservationWouldBe() {
        StubService service = StubService.start();
        SimpleMeterRegistry meters = new SimpleMeterRegistry();
        try {
            configured.withPropertyValues("paycollect.client.base-url=" + service.baseUrl())
                    .withBean(MeterRegistry.class, () -> meters).run(context -> {
                        context.getBean(PayCollectClient.class).bank().getBanks();

                        assertThat(meters.get("http.client.requests").tag("operation", "bank_getBanks")
                                .tag("result", "success").timer().count()).isEqualTo(1);
                    });
        } finally {
            service.close();
        }
    }

    @Test
    void withAnObservationRegistryEachCallIsOneObservationEvenBesideTheApplicationsFeignObservation() {
        StubService service = StubService.start();
        SimpleMeterRegistry meters = new SimpleMeterRegistry();
        ObservationRegistry observations = ObservationRegistry.create();
        observations.observationConfig().observationHandler(new DefaultMeterObservationHandler(meters));
        try {
            configured.withPropertyValues("paycollect.client.base-url=" + service.baseUrl())
                    .withBean(ObservationRegistry.class, () -> observations)
                    // What Spring Cloud OpenFeign's applications often register for all their Feign clients.
                    .withBean(MicrometerObservationCapability.class, () -> new MicrometerObservationCapability(observations))
                    .run(context -> {
                        context.getBean(PayCollectClient.class).bank().getBanks();

                        assertThat(meters.get("http.client.requests").timers()).as(meters.getMetersAsString())
                                .hasSize(1).allMatch(timer -> timer.count() == 1);
                        assertThat(meters.get("http.client.requests").tag("operation", "bank_getBanks")
                                .tag("code", "00").timer().count()).isEqualTo(1);
                    });
        } finally {
            service.close();
        }
    }

    @Test
    void theApplicationsOwnObserverWins() {
        CallObserver own = (operationId, headers) -> outcome -> { };
        configured.withBean(CallObserver.class, () -> own)
                .run(context -> assertThat(context.getBean(CallObserver.class)).isSameAs(own));
    }
}
