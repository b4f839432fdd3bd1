package io.paycollect.sandbox.junit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import io.paycollect.client.PayCollectClient;
import io.paycollect.client.model.CustomVietQrRequest;
import io.paycollect.client.model.QrBankName;
import java.math.BigDecimal;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.autoconfigure.EnableAutoConfiguration;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;

/**
 * A shop's Spring Boot test with the client starter: the JVM's shared sandbox's address and credentials go
 * into {@code paycollect.client.*}, and the client the starter makes calls it.
 */
@SpringBootTest(classes = SpringBootRecipeTest.ShopApplication.class)
// README:begin
@PayCollectSandbox(shared = true)
class SpringBootRecipeTest {

    @DynamicPropertySource
    static void paycollect(DynamicPropertyRegistry registry) {
        RunningSandbox sandbox = RunningSandbox.shared();
        registry.add("paycollect.client.base-url", () -> sandbox.baseUrl().toString());
        registry.add("paycollect.client.client-id", () -> sandbox.credentials().clientId());
        registry.add("paycollect.client.secret-token", () -> sandbox.credentials().secretToken());
    }

    @Autowired
    PayCollectClient client;

    @Test
    void theShopsClientCallsTheSandbox(RunningSandbox sandbox) {
        assertSame(RunningSandbox.shared(), sandbox);
        assertEquals("00", client.bank().generateCustomVietQr(new CustomVietQrRequest().bankName(QrBankName.MBB)
                .accountNumber("0123456789").amount(new BigDecimal("50000")).content("Don hang 1")).getCode());
    }
    // README:end

    /** The shop: nothing of its own but the client starter's auto-configuration. */
    @EnableAutoConfiguration
    static class ShopApplication {
    }
}
