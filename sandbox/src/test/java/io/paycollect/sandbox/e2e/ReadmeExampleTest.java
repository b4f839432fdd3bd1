package io.paycollect.sandbox.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.paycollect.client.PayCollectClient;
import io.paycollect.client.model.CustomVietQrData;
import io.paycollect.client.model.CustomVietQrRequest;
import io.paycollect.client.model.QrBankName;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
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
        String payload = printed.toString(StandardCharsets.UTF_8).strip();
        assertTrue(payload.startsWith("00020101021238540010A000000727"), payload);
        assertTrue(payload.contains("0208QRIBFTTA") && payload.contains("62270823Thanh toan don hang 001"), payload);
    }

    @Test
    void theReadmeShowsThisExample() throws IOException {
        String readme = Files.readString(Path.of(System.getProperty("paycollect.readme", "../README.md")));
        Matcher block = Pattern.compile("## Use the client.*?```java\\n(.*?)```", Pattern.DOTALL).matcher(readme);
        assertTrue(block.find(), "README has a java block under \"## Use the client\"");
        assertEquals(exampleSource(), block.group(1).strip().lines().toList());
    }

    private static List<String> exampleSource() throws IOException {
        String source = Files.readString(Path.of("src/test/java/io/paycollect/sandbox/e2e/ReadmeExampleTest.java"));
        // lastIndexOf: the markers also appear in this method's own string literals, before the real ones.
        String example = source.substring(source.lastIndexOf("// README:begin") + "// README:begin".length(),
                source.lastIndexOf("        // README:end"));
        // Un-indent the method body by one level (8 spaces) and put the README's address back.
        return example.strip().lines()
                .map(line -> line.startsWith("        ") ? line.substring(8) : line)
                .map(line -> line.replace(".baseUrl(sandbox)", ".baseUrl(\"http://localhost:" + README_PORT + "\")"))
                .toList();
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
