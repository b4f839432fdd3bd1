package io.paycollect.sandbox.junit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.paycollect.client.PayCollectApiException;
import io.paycollect.client.api.BankApi;
import io.paycollect.client.autoconfigure.PayCollectFeignConfiguration;
import io.paycollect.client.model.CustomVietQrRequest;
import io.paycollect.client.model.CustomVietQrResponse;
import io.paycollect.client.model.QrBankName;
import java.math.BigDecimal;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.autoconfigure.EnableAutoConfiguration;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.cloud.openfeign.EnableFeignClients;
import org.springframework.cloud.openfeign.FeignClient;
import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;

/**
 * A platform with Spring Cloud OpenFeign: the generated {@code BankApi} as a {@code @FeignClient} with the
 * starter's configuration calls the sandbox, which verifies every signature; a client signing with another
 * secret is refused by it.
 */
@SpringBootTest(classes = OpenFeignAgainstTheSandboxTest.PlatformApplication.class)
@PayCollectSandbox(shared = true)
class OpenFeignAgainstTheSandboxTest {

    @DynamicPropertySource
    static void paycollect(DynamicPropertyRegistry registry) {
        RunningSandbox sandbox = RunningSandbox.shared();
        for (String name : new String[] {"merchant", "forger"}) {
            registry.add("paycollect.clients." + name + ".base-url", () -> sandbox.baseUrl().toString());
            registry.add("paycollect.clients." + name + ".client-id", () -> sandbox.credentials().clientId());
        }
        registry.add("paycollect.clients.merchant.secret-token", () -> sandbox.credentials().secretToken());
        registry.add("paycollect.clients.forger.secret-token", () -> "not-the-" + sandbox.credentials().secretToken());
    }

    @FeignClient(name = "merchant", url = "${paycollect.clients.merchant.base-url}",
            configuration = PayCollectFeignConfiguration.class)
    interface MerchantBank extends BankApi {
    }

    @FeignClient(name = "forger", url = "${paycollect.clients.forger.base-url}",
            configuration = PayCollectFeignConfiguration.class)
    interface ForgerBank extends BankApi {
    }

    @Autowired
    MerchantBank merchant;

    @Autowired
    ForgerBank forger;

    private static CustomVietQrRequest qr() {
        return new CustomVietQrRequest().bankName(QrBankName.MBB).accountNumber("0123456789")
                .amount(new BigDecimal("50000")).content("Don hang 1");
    }

    @Test
    void theGeneratedInterfaceAsAFeignClientCallsTheSandboxSigned() {
        CustomVietQrResponse answer = merchant.generateCustomVietQr(qr());

        assertEquals("00", answer.getCode(), answer.toString());
        assertTrue(answer.getData().getQrCode().startsWith("000201"), answer.getData().getQrCode());
    }

    @Test
    void aCallSignedWithAnotherSecretIsRefusedByTheSandbox() {
        PayCollectApiException refused = assertThrows(PayCollectApiException.class, () -> forger.generateCustomVietQr(qr()));

        assertEquals(401, refused.getStatus(), refused.getMessage());
    }

    /** The platform: the client starter's auto-configuration and its two Feign clients. */
    @EnableAutoConfiguration
    @EnableFeignClients(clients = {MerchantBank.class, ForgerBank.class})
    static class PlatformApplication {
    }
}
