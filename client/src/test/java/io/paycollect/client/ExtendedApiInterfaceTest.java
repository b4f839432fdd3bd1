package io.paycollect.client;

import static org.junit.jupiter.api.Assertions.assertTrue;

import feign.Logger;
import io.paycollect.client.api.BankApi;
import io.paycollect.client.model.CustomVietQrRequest;
import io.paycollect.client.model.QrBankName;
import java.math.BigDecimal;
import org.junit.jupiter.api.Test;

/**
 * An application's interface that extends a generated one, as a Spring Cloud OpenFeign {@code @FeignClient} does,
 * is read as Feign reads it: its calls are named after the application's interface, not the generated one, though
 * the engine reads a generated interface's methods one at a time.
 */
class ExtendedApiInterfaceTest {

    /** One merchant's bank client of a platform. */
    interface ShopBank extends BankApi {
    }

    @Test
    void aCallThroughAnExtendingInterfaceIsNamedAfterIt() throws Exception {
        try (RecordingServer server = new RecordingServer()) {
            server.answer(200, "{\"code\":\"00\",\"message\":\"Success\",\"data\":{}}");
            SecretRedactionTest.CapturingLogger log = new SecretRedactionTest.CapturingLogger();
            PayCollectClient.Builder builder = TestClients.builder(server).logger(log).logLevel(Logger.Level.BASIC);

            PayCollectFeignParts.of(builder).feignBuilder().target(ShopBank.class, server.baseUrl())
                    .generateCustomVietQr(qr());
            builder.build().bank().generateCustomVietQr(qr());

            assertTrue(log.lines.stream().anyMatch(line -> line.startsWith("[ShopBank#generateCustomVietQr]")),
                    log.lines.toString());
            assertTrue(log.lines.stream().anyMatch(line -> line.startsWith("[BankApi#generateCustomVietQr]")),
                    log.lines.toString());
        }
    }

    private static CustomVietQrRequest qr() {
        return new CustomVietQrRequest().bankName(QrBankName.MBB).accountNumber("0123456789")
                .amount(new BigDecimal("50000")).content("Order 001");
    }
}
