package io.paycollect.sandbox.e2e;

import static org.junit.jupiter.api.Assertions.assertTrue;

import io.paycollect.api.ReadmeExample;
import io.paycollect.client.PayCollectClient;
import io.paycollect.client.model.CustomVietQrData;
import io.paycollect.client.model.CustomVietQrRequest;
import io.paycollect.client.model.QrBankName;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.boot.test.context.SpringBootTest;

/**
 * The README's "Use the client" example, run as written against the sandbox with its demo
 * credentials. The only difference is the port: the README's sandbox listens on 8080, this one on a
 * random port. The README must show exactly the code between the markers below.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT)
class ReadmeExampleTest {

    private static final String README_PORT = "8080";

    @Value("${local.server.port}")
    int port;

    @Test
    void theExampleRunsAndPrintsTheVietQrPayload() {
        ByteArrayOutputStream printed = new ByteArrayOutputStream();
        PrintStream stdout = System.out;
        System.setOut(new PrintStream(printed, true, StandardCharsets.UTF_8));
        try {
            example("http://localhost:" + port);
        } finally {
            System.setOut(stdout);
        }
        // The sandbox's own log may reach the captured stdout too (its first request starts the servlet).
        String payload = printed.toString(StandardCharsets.UTF_8).lines().filter(line -> line.startsWith("000201"))
                .reduce((first, last) -> last).orElse(printed.toString(StandardCharsets.UTF_8));
        assertTrue(payload.startsWith("00020101021238540010A000000727"), payload);
        assertTrue(payload.contains("0208QRIBFTTA") && payload.contains("62270823Thanh toan don hang 001"), payload);
    }

    @Test
    void theReadmeShowsThisExample() throws IOException {
        ReadmeExample.assertReadmeShows("## Use the client", "src/test/java/io/paycollect/sandbox/e2e/ReadmeExampleTest.java",
                line -> line.replace(".baseUrl(sandbox)", ".baseUrl(\"http://localhost:" + README_PORT + "\")"));
    }

    private static void example(String sandbox) {
        // README:begin
        PayCollectClient client = PayCollectClient.builder()
                .baseUrl(sandbox)
                .clientId("sandbox-client")
                .secretToken("sandbox-secret-token")
                .build();

        CustomVietQrData qr = client.bank()
                .generateCustomVietQr(new CustomVietQrRequest()
                        .bankName(QrBankName.MBB)
                        .accountNumber("0123456789")
                        .amount(new BigDecimal("50000"))
                        .content("Thanh toán đơn hàng 001"))
                .requireSuccess()
                .getData();
        System.out.println(qr.getQrCode());
        // README:end
    }
}
