package io.paycollect.sandbox.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.paycollect.client.PayCollectClient;
import io.paycollect.sandbox.SandboxProperties;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.boot.test.context.SpringBootTest;

/**
 * Every answer of the sandbox, to every operation, reads into the official Java SDK's own types: no field
 * they do not declare, enum values they know, date-times as {@code LocalDateTime} (see {@link JavaSdkDialect}).
 * The second test shows the check refuses what the SDK would refuse.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT)
class JavaSdkDialectTest {

    @Value("${local.server.port}")
    int port;

    private final ContractValidator contract = new ContractValidator(ContractValidator.contractLocation());

    /**
     * Where the Java SDK cannot read what the service answers, by its own fault (docs/client.md, where the shapes
     * come from). None since 0.3.0, whose BankNameEnum has every bank the service lists; kept so that a fault found
     * later is listed here, not hidden.
     */
    private static final Map<String, List<String>> KNOWN_SDK_FAULTS = Map.of();

    @Test
    void everyOperationAnswersWhatTheJavaSdkReads() throws Exception {
        WireRecorder wire = new WireRecorder(new feign.okhttp.OkHttpClient(
                new okhttp3.OkHttpClient.Builder().retryOnConnectionFailure(false).build()));
        PayCollectClient client = PayCollectClient.builder().baseUrl("http://localhost:" + port)
                .clientId(SandboxProperties.DEMO_CLIENT_ID).secretToken(SandboxProperties.DEMO_SECRET_TOKEN)
                .client(wire).build();
        new MerchantJourney(client, "http://localhost:" + port).all();
        new NewestSdkJourney(client, "http://localhost:" + port).all();

        JavaSdkDialect sdk = JavaSdkDialect.load();
        Set<String> checked = new TreeSet<>();
        List<String> problems = new ArrayList<>();
        for (WireRecorder.Exchange exchange : wire.exchanges()) {
            String operationId = contract.validate(exchange);
            String body = new String(exchange.responseBody(), StandardCharsets.UTF_8);
            if (!body.contains("\"code\":\"00\"") && !sdk.readsBare(operationId)) {
                continue;
            }
            sdk.problems(operationId, body).stream()
                    .filter(p -> !KNOWN_SDK_FAULTS.getOrDefault(operationId, List.of()).stream().anyMatch(p::contains))
                    .forEach(p -> problems.add(operationId + " " + p + "\n    in " + body));
            checked.add(operationId);
        }
        assertEquals(List.of(), problems);
        Set<String> missing = new TreeSet<>(contract.allOperationIds());
        missing.removeAll(checked);
        assertEquals(Set.of(), missing, "operations whose success answer was never checked");
    }

    @Test
    void theCheckRefusesWhatTheJavaSdkWouldRefuse() throws Exception {
        JavaSdkDialect sdk = JavaSdkDialect.load();
        assertEquals(List.of(), sdk.problems("bank_deleteVa", "{\"code\":\"00\",\"message\":\"Success\",\"data\":{\"confirmId\":\"CF1\"}}"));
        assertProblem(sdk, "bank_deleteVa",
                "{\"code\":\"00\",\"message\":\"Success\",\"data\":{\"confirmId\":\"CF1\",\"authorizeLink\":\"https://x\"}}",
                "authorizeLink");
        assertProblem(sdk, "bank_deleteVa",
                "{\"code\":\"00\",\"message\":\"Success\",\"data\":{\"confirmId\":\"CF1\"},\"extra\":1}", "envelope");
        assertProblem(sdk, "bank_getVaPaging", "{\"code\":\"00\",\"message\":\"Success\",\"data\":{\"totalCount\":1,"
                + "\"items\":[{\"status\":\"ACTIVE\"}]}}", "StatusMerchantAccountNumberEnum");
        assertProblem(sdk, "bank_getVaPaging", "{\"code\":\"00\",\"message\":\"Success\",\"data\":{\"totalCount\":1,"
                + "\"items\":[{\"creationTime\":\"2026-01-31T09:15:00.123+07:00\"}]}}", "LocalDateTime");
        assertProblem(sdk, "bank_getBanks", "{\"code\":\"00\",\"message\":\"Success\",\"data\":{\"items\":[]}}", "list");
        assertProblem(sdk, "bank_getBanks", "{\"code\":\"00\",\"message\":\"Success\",\"data\":[{\"code\":\"XYZ\"}]}",
                "\"XYZ\" is not a value of BankNameEnum");
        assertProblem(sdk, "device_getPaging", "{\"code\":\"00\",\"message\":\"Success\",\"data\":{\"totalCount\":1,"
                + "\"items\":[{\"shopDtos\":[{\"id\":1,\"name\":\"A\",\"shopName\":\"A\"}]}]}}", "shopName");

        // Node.js-only types (the e-invoices): no Java type to be strict about, so the evidence's fields and
        // values are read, and only those.
        assertEquals(List.of(), sdk.problems("eInvoice_getInvoiceInfo", "{\"code\":\"00\",\"message\":\"Success\","
                + "\"data\":{\"invoiceCode\":\"HD1\",\"trackingCode\":\"T1\",\"url\":\"https://x\"}}"));
        assertProblem(sdk, "eInvoice_getInvoiceInfo", "{\"code\":\"00\",\"message\":\"Success\","
                + "\"data\":{\"invoiceCode\":\"HD1\",\"status\":\"cancelled\"}}", "status");
        assertEquals(List.of(), sdk.problems("eInvoice_getProvider", "{\"code\":\"00\",\"message\":\"Success\","
                + "\"data\":[{\"code\":\"misa\",\"name\":\"MISA\"}]}"));
        assertProblem(sdk, "eInvoice_getProvider", "{\"code\":\"00\",\"message\":\"Success\","
                + "\"data\":[{\"code\":\"viettel\",\"name\":\"V\"}]}", "EInvoiceProviderEnum");
        assertProblem(sdk, "eInvoice_getPagingAccount", "{\"code\":\"00\",\"message\":\"Success\",\"data\":"
                + "{\"totalCount\":1,\"items\":[{\"id\":1,\"creationTime\":\"2026-01-31T09:15:00+07:00\"}]}}", "LocalDateTime");
        // A Java type keeps refusing a field only the Node.js SDK has, beyond the 44 operations too.
        assertProblem(sdk, "bank_createVaAdvanced", "{\"code\":\"00\",\"message\":\"Success\","
                + "\"data\":{\"confirmId\":\"CF1\",\"authorizeLink\":\"https://x\"}}", "authorizeLink");
    }

    private static void assertProblem(JavaSdkDialect sdk, String operationId, String body, String expected) {
        List<String> problems = sdk.problems(operationId, body);
        assertTrue(problems.stream().anyMatch(p -> p.contains(expected)), problems + " should mention " + expected);
    }
}
