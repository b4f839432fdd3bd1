package com.example.platform;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertThrows;

import feign.RequestInterceptor;
import feign.micrometer.MicrometerObservationCapability;
import io.micrometer.core.instrument.Timer;
import io.micrometer.core.instrument.observation.DefaultMeterObservationHandler;
import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import io.micrometer.observation.ObservationRegistry;
import io.paycollect.client.InvalidRequestException;
import io.paycollect.client.PayCollectApiException;
import io.paycollect.client.PayCollectTransportException;
import io.paycollect.client.autoconfigure.PayCollectClientConfigurationException;
import io.paycollect.client.autoconfigure.PayCollectClients;
import io.paycollect.client.model.CustomVietQrRequest;
import io.paycollect.client.model.QrBankName;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.WebApplicationType;
import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.cloud.openfeign.EnableFeignClients;
import org.springframework.context.ApplicationContextInitializer;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.context.support.GenericApplicationContext;
import org.springframework.context.annotation.Bean;
import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;

/**
 * With Spring Cloud OpenFeign, the generated BankApi as @FeignClients configured by the starter's
 * PayCollectFeignConfiguration: each merchant's client signs with its own secret (the service verifies each
 * client id's request with that client's secret), over the body sent after the application's interceptor;
 * a request the contract refuses is refused before sending; an error answer is the client's exception; a POST
 * whose answer never comes is sent once, and Spring Cloud OpenFeign cannot be told to retry it; a call is timed
 * as the client's are, and cut by the client's call-timeout; with feign-micrometer, a @FeignClient's call and the
 * client bean's are each one http.client.requests, tagged with the operation.
 */
@SpringBootTest
class OpenFeignPlatformTest {

    private static final VerifyingService SERVICE = new VerifyingService(Map.of(
            "shop-a-id", "shop-a-secret", "shop-b-id", "shop-b-secret", "platform-id", "platform-secret"));
    private static final HangingUpService HANGING_UP = new HangingUpService();
    private static final SilentService SILENT = new SilentService();

    @SpringBootApplication
    @EnableFeignClients(clients = {ShopABank.class, ShopBBank.class, ShopCBank.class, ShopDBank.class, PlatformBank.class})
    static class PlatformApplication {

        /** The application's own interceptor: Spring Cloud OpenFeign adds it to every Feign client. */
        @Bean
        RequestInterceptor tenantHeader() {
            return template -> template.header("x-tenant", "platform-7");
        }

        /** Where the starter's timers go. */
        @Bean
        SimpleMeterRegistry meterRegistry() {
            return new SimpleMeterRegistry();
        }

        /** The application observes: each observation is a timer in {@link #meterRegistry()}. */
        @Bean
        ObservationRegistry observationRegistry(SimpleMeterRegistry meters) {
            ObservationRegistry registry = ObservationRegistry.create();
            registry.observationConfig().observationHandler(new DefaultMeterObservationHandler(meters));
            return registry;
        }
    }

    /** The properties of the merchants' and the platform's clients. */
    private static Map<String, String> paycollectProperties() {
        Map<String, String> properties = new LinkedHashMap<>();
        properties.put("paycollect.clients.shop-a.base-url", SERVICE.baseUrl());
        properties.put("paycollect.clients.shop-a.client-id", "shop-a-id");
        properties.put("paycollect.clients.shop-a.secret-token", "shop-a-secret");
        properties.put("paycollect.clients.shop-b.base-url", SERVICE.baseUrl());
        properties.put("paycollect.clients.shop-b.client-id", "shop-b-id");
        properties.put("paycollect.clients.shop-b.secret-token", "shop-b-secret");
        properties.put("paycollect.clients.shop-c.base-url", HANGING_UP.baseUrl());
        properties.put("paycollect.clients.shop-c.client-id", "shop-c-id");
        properties.put("paycollect.clients.shop-c.secret-token", "shop-c-secret");
        properties.put("paycollect.clients.shop-d.base-url", SILENT.baseUrl());
        properties.put("paycollect.clients.shop-d.client-id", "shop-d-id");
        properties.put("paycollect.clients.shop-d.secret-token", "shop-d-secret");
        // Far longer than the call's deadline: only the deadline can end the wait.
        properties.put("paycollect.clients.shop-d.read-timeout", "10m");
        properties.put("paycollect.clients.shop-d.call-timeout", "2s");
        properties.put("paycollect.clients.platform.base-url", SERVICE.baseUrl());
        properties.put("paycollect.clients.platform.client-id", "platform-id");
        // Not the platform's secret: the service refuses its requests.
        properties.put("paycollect.clients.platform.secret-token", "not-the-platform-secret");
        return properties;
    }

    @DynamicPropertySource
    static void paycollect(DynamicPropertyRegistry registry) {
        paycollectProperties().forEach((name, value) -> registry.add(name, () -> value));
    }

    @Autowired
    ShopABank shopA;

    @Autowired
    ShopBBank shopB;

    @Autowired
    ShopCBank shopC;

    @Autowired
    ShopDBank shopD;

    @Autowired
    PlatformBank platform;

    @Autowired
    SimpleMeterRegistry meters;

    private int before;

    @BeforeEach
    void countSeen() {
        before = SERVICE.seen().size();
    }

    @AfterAll
    static void stopService() {
        SERVICE.stop();
        HANGING_UP.stop();
        SILENT.stop();
    }

    @Test
    void eachMerchantsFeignClientSignsWithItsOwnSecret() {
        assertThat(shopA.getBanks().isSuccess()).isTrue();
        assertThat(shopB.getBanks().isSuccess()).isTrue();
        shopB.generateCustomVietQr(new CustomVietQrRequest().bankName(QrBankName.MBB).accountNumber("0123456789")
                .amount(new BigDecimal("50000")).content("Order 001"));

        assertThat(SERVICE.seen().subList(before, SERVICE.seen().size())).containsExactly(
                new VerifyingService.Seen("shop-a-id", "GET", "/v1/bank/get-banks", "platform-7", true),
                new VerifyingService.Seen("shop-b-id", "GET", "/v1/bank/get-banks", "platform-7", true),
                new VerifyingService.Seen("shop-b-id", "POST", "/v1/generate-viet-qr", "platform-7", true));
    }

    @Test
    void aRequestTheContractRefusesIsNeverSent() {
        assertThrows(InvalidRequestException.class, () -> shopA.generateCustomVietQr(new CustomVietQrRequest()));

        assertThat(SERVICE.seen()).hasSize(before);
    }

    @Test
    void anErrorAnswerIsTheClientsException() {
        PayCollectApiException refused = assertThrows(PayCollectApiException.class, platform::getBanks);

        assertThat(refused.getStatus()).isEqualTo(401);
        assertThat(SERVICE.seen().subList(before, SERVICE.seen().size())).containsExactly(
                new VerifyingService.Seen("platform-id", "GET", "/v1/bank/get-banks", "platform-7", false));
    }

    @Test
    void aPostWhoseAnswerNeverComesIsSentOnce() {
        int arrived = HANGING_UP.requests();

        assertThrows(PayCollectTransportException.class, () -> shopC.generateCustomVietQr(new CustomVietQrRequest()
                .bankName(QrBankName.MBB).accountNumber("0123456789").amount(new BigDecimal("50000")).content("Order 002")));

        assertThat(HANGING_UP.requests() - arrived).isEqualTo(1);
    }

    @Test
    void aCallIsObservedAndCutByTheCallDeadline() {
        PayCollectTransportException cut = assertThrows(PayCollectTransportException.class, shopD::getBanks);

        assertThat(cut.isTimeout()).isTrue();
        assertThat(cut.getMessage()).contains("deadline passed", "callTimeout");
        Timer timer = meters.find("http.client.requests").tag("client", "shop-d").tag("operation", "bank_getBanks")
                .tag("result", "unknown_outcome").timer();
        assertThat(timer).as(meters.getMetersAsString()).isNotNull();
        assertThat(timer.count()).isEqualTo(1);
    }

    @Test
    void aFeignClientsCallAndTheClientBeansAreEachOneHttpClientRequestTaggedWithTheOperation() {
        try (ConfigurableApplicationContext context = start()) {
            // Spring Cloud OpenFeign's own observation beside the starter's would make three, without the operation.
            assertEachCallOfBothPathsIsOneObservation(context, "http.status_code", "200");
        }
    }

    @Test
    void besideTheApplicationsOwnFeignObservationEachCallIsStillOneHttpClientRequest() {
        // What an application may register for all its Feign clients; Spring Cloud OpenFeign hands it to every one.
        ApplicationContextInitializer<GenericApplicationContext> ownObservation = context -> context.registerBean(
                "applicationsFeignObservation", MicrometerObservationCapability.class,
                () -> new MicrometerObservationCapability(context.getBean(ObservationRegistry.class)));
        try (ConfigurableApplicationContext context = start(ownObservation)) {
            assertEachCallOfBothPathsIsOneObservation(context, "code", "00");
        }
    }

    /**
     * One call through the {@code @FeignClient} of shop-a and one through the client bean of shop-b each make one
     * {@code http.client.requests}, tagged with the client, the operation and {@code tag}={@code value}.
     */
    private static void assertEachCallOfBothPathsIsOneObservation(ConfigurableApplicationContext context, String tag,
            String value) {
        context.getBean(ShopABank.class).getBanks();
        context.getBean(PayCollectClients.class).get("shop-b").bank().getBanks();

        SimpleMeterRegistry fresh = context.getBean(SimpleMeterRegistry.class);
        assertThat(fresh.find("http.client.requests").timers()).as(fresh.getMetersAsString())
                .extracting(Timer::count).containsExactly(1L, 1L);
        for (String client : List.of("shop-a", "shop-b")) {
            assertThat(fresh.find("http.client.requests").tag("client", client).tag("operation", "bank_getBanks")
                    .tag(tag, value).timer()).as(client + ": " + fresh.getMetersAsString()).isNotNull();
        }
    }

    @Test
    void aRetryerSetThroughSpringCloudOpenFeignsPropertiesFailsStartUpNamingIt() {
        Throwable failure = assertThrows(Throwable.class,
                () -> startWith(ShopABank.class, "spring.cloud.openfeign.client.config.default.retryer=feign.Retryer.Default"));

        PayCollectClientConfigurationException refused = payCollectCause(failure);
        assertThat(refused.property()).isEqualTo("spring.cloud.openfeign.client.config.default.retryer");
        assertThat(refused.problem()).contains("may move money");
    }

    @Test
    void aCapabilityThatMakesFeignRetryFailsStartUpNamingIt() {
        Throwable failure = assertThrows(Throwable.class, () -> startWith(ShopBBank.class,
                "spring.cloud.openfeign.client.config.shop-b.capabilities[0]=" + RetryingCapability.class.getName()));

        PayCollectClientConfigurationException refused = payCollectCause(failure);
        assertThat(refused.property()).isEqualTo("spring.cloud.openfeign.client.config.shop-b.capabilities");
        assertThat(refused.value()).contains(RetryingCapability.class.getName());
    }

    /**
     * Starts the application again with {@code extra} properties and gets its {@code feignClient}, as the
     * application's bean that injects it does (Spring Cloud OpenFeign builds a @FeignClient when first injected).
     */
    private static void startWith(Class<?> feignClient, String... extra) {
        try (ConfigurableApplicationContext context = start(extra)) {
            context.getBean(feignClient);
        }
    }

    /** The application started again, with {@code extra} properties: meters of its own. */
    private static ConfigurableApplicationContext start(String... extra) {
        return start(context -> { }, extra);
    }

    /** The application started again with {@code beans} of its own and {@code extra} properties. */
    private static ConfigurableApplicationContext start(ApplicationContextInitializer<GenericApplicationContext> beans,
                                                        String... extra) {
        List<String> properties = new ArrayList<>();
        paycollectProperties().forEach((name, value) -> properties.add(name + "=" + value));
        properties.addAll(List.of(extra));
        return new SpringApplicationBuilder(PlatformApplication.class).web(WebApplicationType.NONE)
                .initializers(beans).properties(properties.toArray(String[]::new)).run();
    }

    private static PayCollectClientConfigurationException payCollectCause(Throwable failure) {
        for (Throwable cause = failure; cause != null; cause = cause.getCause()) {
            if (cause instanceof PayCollectClientConfigurationException refused) {
                return refused;
            }
        }
        throw new AssertionError("start-up failed without naming the refused setting", failure);
    }
}
