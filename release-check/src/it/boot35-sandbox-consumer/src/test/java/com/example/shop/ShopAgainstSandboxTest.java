package com.example.shop;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.paycollect.client.PayCollectClient;
import io.paycollect.client.model.CustomVietQrRequest;
import io.paycollect.client.model.QrBankName;
import io.paycollect.sandbox.junit.PayCollectSandbox;
import io.paycollect.sandbox.junit.RunningSandbox;
import java.math.BigDecimal;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.core.env.Environment;
import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;

/**
 * The shop's own context starts beside the sandbox (JUnit 5) and keeps its own name, port and address:
 * nothing of the sandbox's settings or Spring Boot reaches it; its client calls the sandbox.
 */
@PayCollectSandbox(shared = true)
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT)
class ShopAgainstSandboxTest {

    @DynamicPropertySource
    static void paycollect(DynamicPropertyRegistry registry) {
        RunningSandbox sandbox = RunningSandbox.shared();
        registry.add("paycollect.client.base-url", () -> sandbox.baseUrl().toString());
        registry.add("paycollect.client.client-id", () -> sandbox.credentials().clientId());
        registry.add("paycollect.client.secret-token", () -> sandbox.credentials().secretToken());
    }

    @Autowired
    Environment environment;

    @Autowired
    PayCollectClient client;

    @Test
    void theShopsContextIsItsOwnAndItsClientCallsTheSandbox(RunningSandbox sandbox) {
        assertEquals("boot35-shop", environment.getProperty("spring.application.name"));
        assertNull(environment.getProperty("server.address"), "the sandbox's loopback address is not the shop's");
        int shopPort = environment.getProperty("local.server.port", Integer.class);
        assertNotEquals(sandbox.baseUrl().getPort(), shopPort);
        assertNotEquals(8080, shopPort, "the sandbox's default port is not the shop's");
        assertNull(environment.getProperty("paycollect.sandbox.client-id"));
        assertThrows(ClassNotFoundException.class, () -> Class.forName("io.paycollect.sandbox.SandboxApplication"));

        assertEquals("00", client.bank().generateCustomVietQr(new CustomVietQrRequest().bankName(QrBankName.MBB)
                .accountNumber("0123456789").amount(new BigDecimal("50000")).content("Don hang 1")).getCode());
    }
}
