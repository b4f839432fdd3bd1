package com.example.platform;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertThrows;

import feign.RequestInterceptor;
import io.paycollect.client.InvalidRequestException;
import io.paycollect.client.PayCollectApiException;
import io.paycollect.client.model.CustomVietQrRequest;
import io.paycollect.client.model.QrBankName;
import java.math.BigDecimal;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.cloud.openfeign.EnableFeignClients;
import org.springframework.context.annotation.Bean;
import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;

/**
 * With Spring Cloud OpenFeign, the generated BankApi as @FeignClients configured by the starter's
 * PayCollectFeignConfiguration: each merchant's client signs with its own secret (the service verifies each
 * client id's request with that client's secret), over the body sent after the application's interceptor;
 * a request the contract refuses is refused before sending; an error answer is the client's exception.
 */
@SpringBootTest
class OpenFeignPlatformTest {

    private static final VerifyingService SERVICE = new VerifyingService(Map.of(
            "shop-a-id", "shop-a-secret", "shop-b-id", "shop-b-secret", "platform-id", "platform-secret"));

    @SpringBootApplication
    @EnableFeignClients(clients = {ShopABank.class, ShopBBank.class, PlatformBank.class})
    static class PlatformApplication {

        /** The application's own interceptor: Spring Cloud OpenFeign adds it to every Feign client. */
        @Bean
        RequestInterceptor tenantHeader() {
            return template -> template.header("x-tenant", "platform-7");
        }
    }

    @DynamicPropertySource
    static void paycollect(DynamicPropertyRegistry registry) {
        registry.add("paycollect.clients.shop-a.base-url", SERVICE::baseUrl);
        registry.add("paycollect.clients.shop-a.client-id", () -> "shop-a-id");
        registry.add("paycollect.clients.shop-a.secret-token", () -> "shop-a-secret");
        registry.add("paycollect.clients.shop-b.base-url", SERVICE::baseUrl);
        registry.add("paycollect.clients.shop-b.client-id", () -> "shop-b-id");
        registry.add("paycollect.clients.shop-b.secret-token", () -> "shop-b-secret");
        registry.add("paycollect.client.base-url", SERVICE::baseUrl);
        registry.add("paycollect.client.client-id", () -> "platform-id");
        // Not the platform's secret: the service refuses its requests.
        registry.add("paycollect.client.secret-token", () -> "not-the-platform-secret");
    }

    @Autowired
    ShopABank shopA;

    @Autowired
    ShopBBank shopB;

    @Autowired
    PlatformBank platform;

    private int before;

    @BeforeEach
    void countSeen() {
        before = SERVICE.seen().size();
    }

    @AfterAll
    static void stopService() {
        SERVICE.stop();
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
    void anErrorAnswerIsTheClientsExceptionAndNothingIsRetried() {
        PayCollectApiException refused = assertThrows(PayCollectApiException.class, platform::getBanks);

        assertThat(refused.getStatus()).isEqualTo(401);
        assertThat(SERVICE.seen().subList(before, SERVICE.seen().size())).containsExactly(
                new VerifyingService.Seen("platform-id", "GET", "/v1/bank/get-banks", "platform-7", false));
    }
}
