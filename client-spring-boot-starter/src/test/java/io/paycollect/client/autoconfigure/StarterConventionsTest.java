package io.paycollect.client.autoconfigure;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertThrows;

import feign.Capability;
import feign.Client;
import feign.RequestInterceptor;
import io.paycollect.client.PayCollectClient;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.springframework.boot.SpringApplication;
import org.springframework.boot.WebApplicationType;
import org.springframework.boot.autoconfigure.AutoConfigurations;
import org.springframework.boot.autoconfigure.EnableAutoConfiguration;
import org.springframework.boot.diagnostics.FailureAnalysis;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;
import org.springframework.boot.test.system.CapturedOutput;
import org.springframework.boot.logging.LoggingSystem;
import org.springframework.boot.test.system.OutputCaptureExtension;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.context.annotation.Configuration;
import org.springframework.core.Ordered;

/**
 * The conventions of Spring Boot's own auto-configurations: an {@code enabled} switch, builder customizers
 * in order, the application's Feign interceptor and capability beans on the client (proven on the wire),
 * and a start-up failure that names the property at fault and its value, never the secret's.
 */
@ExtendWith(OutputCaptureExtension.class)
class StarterConventionsTest {

    private static final String SECRET = "conventions-secret-token";

    private final StubService service = StubService.start();

    private final ApplicationContextRunner runner = new ApplicationContextRunner()
            .withConfiguration(AutoConfigurations.of(PayCollectClientAutoConfiguration.class));

    private final ApplicationContextRunner configured = runner.withPropertyValues(
            "paycollect.client.base-url=" + service.baseUrl(),
            "paycollect.client.client-id=merchant-001",
            "paycollect.client.secret-token=" + SECRET);

    @AfterEach
    void stopService() {
        service.close();
    }

    @Test
    void enabledFalseLeavesTheClientOutEvenWhenConfigured() {
        configured.withPropertyValues("paycollect.client.enabled=false")
                .run(context -> assertThat(context).hasNotFailed().doesNotHaveBean(PayCollectClient.class));
        configured.run(context -> assertThat(context).hasSingleBean(PayCollectClient.class));
    }

    @Test
    void theApplicationsInterceptorAndCapabilityBeansReachTheWire() {
        AtomicInteger sent = new AtomicInteger();
        configured.withBean(RequestInterceptor.class, () -> template -> template.header("x-tenant", "shop-7"))
                .withBean(Capability.class, () -> new CountingCapability(sent))
                .run(context -> {
                    context.getBean(PayCollectClient.class).bank().getBanks();

                    assertThat(service.header("x-tenant")).containsExactly("shop-7");
                    assertThat(service.header("x-signature")).allMatch(s -> s.matches("[0-9a-f]{128}"));
                    assertThat(sent).hasValue(1);
                });
    }

    @Test
    void customizersAreAppliedInTheirOrder() {
        List<String> applied = new CopyOnWriteArrayList<>();
        configured.withBean("late", PayCollectClientBuilderCustomizer.class, () -> new Ordering(applied, "late", 10))
                .withBean("early", PayCollectClientBuilderCustomizer.class, () -> new Ordering(applied, "early", -10))
                .run(context -> {
                    context.getBean(PayCollectClient.class).bank().getBanks();

                    assertThat(applied).containsExactly("early", "late");
                    // The later customizer's interceptor runs last: its value is the one sent.
                    assertThat(service.header("x-customized")).containsExactly("late");
                });
    }

    @Test
    void aMissingSecretIsReportedByItsPropertyName() {
        runner.withPropertyValues("paycollect.client.base-url=" + service.baseUrl(), "paycollect.client.client-id=merchant-001")
                .run(context -> {
                    FailureAnalysis analysis = analyse(context.getStartupFailure());
                    assertThat(analysis.getDescription()).contains("'paycollect.client.secret-token'").contains("missing");
                    assertThat(analysis.getAction()).contains("paycollect.client.secret-token");
                });
    }

    @Test
    void aBlankSecretIsReportedWithoutItsValue() {
        configured.withPropertyValues("paycollect.client.secret-token=   ").run(context -> {
            FailureAnalysis analysis = analyse(context.getStartupFailure());
            assertThat(analysis.getDescription()).contains("'paycollect.client.secret-token'").contains("empty")
                    .doesNotContain("with value");
        });
    }

    @Test
    void aRelativeBaseUrlIsReportedWithItsValue() {
        configured.withPropertyValues("paycollect.client.base-url=localhost:8080/api").run(context -> {
            FailureAnalysis analysis = analyse(context.getStartupFailure());
            assertThat(analysis.getDescription()).contains("'paycollect.client.base-url'")
                    .contains("'localhost:8080/api'").contains("absolute http or https URL")
                    .doesNotContain(SECRET);
        });
    }

    @Test
    void aRealStartupPrintsTheAnalysisAndNeverTheSecret(CapturedOutput output) {
        SpringApplication application = new SpringApplication(Shop.class);
        application.setWebApplicationType(WebApplicationType.NONE);

        assertThrows(RuntimeException.class, () -> application.run(
                "--paycollect.client.base-url=/relative", "--paycollect.client.client-id=merchant-001",
                "--paycollect.client.secret-token=" + SECRET, "--spring.main.banner-mode=off"));

        assertThat(output.getAll()).contains("APPLICATION FAILED TO START")
                .contains("property 'paycollect.client.base-url' with value '/relative'")
                .contains("paycollect.client.enabled=false")
                .doesNotContain(SECRET);
    }

    @Test
    void aLogLevelShowsTheRequestLogWithoutFurtherConfiguration(CapturedOutput output) {
        SpringApplication application = new SpringApplication(Shop.class);
        application.setWebApplicationType(WebApplicationType.NONE);
        try (ConfigurableApplicationContext context = application.run(
                "--paycollect.client.base-url=" + service.baseUrl(), "--paycollect.client.client-id=merchant-001",
                "--paycollect.client.secret-token=" + SECRET, "--paycollect.client.log-level=BASIC",
                "--spring.main.banner-mode=off")) {
            context.getBean(PayCollectClient.class).bank().getBanks();
        } finally {
            LoggingSystem.get(getClass().getClassLoader()).setLogLevel(RequestLogVisibility.LOGGER, null);
        }

        assertThat(output.getAll()).contains("[BankApi#getBanks] ---> GET " + service.baseUrl() + "/v1/bank/get-banks")
                .doesNotContain(SECRET);
    }

    @Test
    void theApplicationsOwnLevelForTheRequestLogWins(CapturedOutput output) {
        SpringApplication application = new SpringApplication(Shop.class);
        application.setWebApplicationType(WebApplicationType.NONE);
        try (ConfigurableApplicationContext context = application.run(
                "--paycollect.client.base-url=" + service.baseUrl(), "--paycollect.client.client-id=merchant-001",
                "--paycollect.client.secret-token=" + SECRET, "--paycollect.client.log-level=BASIC",
                "--logging.level.io.paycollect.client=INFO", "--spring.main.banner-mode=off")) {
            context.getBean(PayCollectClient.class).bank().getBanks();
        } finally {
            LoggingSystem.get(getClass().getClassLoader()).setLogLevel(RequestLogVisibility.LOGGER, null);
        }

        assertThat(service.header("x-signature")).hasSize(1);
        assertThat(output.getAll()).doesNotContain("[BankApi#getBanks] ---> GET");
    }

    private static FailureAnalysis analyse(Throwable failure) {
        assertThat(failure).as("start-up fails").isNotNull();
        FailureAnalysis analysis = new PayCollectClientFailureAnalyzer().analyze(failure);
        assertThat(analysis).as("analysed: " + failure).isNotNull();
        assertThat(analysis.getDescription()).doesNotContain(SECRET);
        return analysis;
    }

    /** An application of its own: auto-configuration without scanning the other tests' configurations. */
    @Configuration(proxyBeanMethods = false)
    @EnableAutoConfiguration
    static class Shop {
    }

    /** Counts the requests the transport sends, as a metrics capability would. */
    public static final class CountingCapability implements Capability {
        private final AtomicInteger sent;

        CountingCapability(AtomicInteger sent) {
            this.sent = sent;
        }

        @Override
        public Client enrich(Client client) {
            return (request, options) -> {
                sent.incrementAndGet();
                return client.execute(request, options);
            };
        }
    }

    /** Records when it is applied and adds an interceptor setting {@code x-customized} to its name. */
    static final class Ordering implements PayCollectClientBuilderCustomizer, Ordered {
        private final List<String> applied;
        private final String name;
        private final int order;

        Ordering(List<String> applied, String name, int order) {
            this.applied = applied;
            this.name = name;
            this.order = order;
        }

        @Override
        public void customize(PayCollectClient.Builder builder) {
            applied.add(name);
            builder.requestInterceptor(template -> {
                template.removeHeader("x-customized");
                template.header("x-customized", name);
            });
        }

        @Override
        public int getOrder() {
            return order;
        }
    }
}
