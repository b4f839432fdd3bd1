package io.paycollect.sandbox.contract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.atlassian.oai.validator.OpenApiInteractionValidator;
import com.atlassian.oai.validator.model.Request;
import com.atlassian.oai.validator.model.SimpleRequest;
import com.atlassian.oai.validator.report.ValidationReport;
import com.fasterxml.jackson.core.JsonPointer;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.paycollect.sandbox.SignedCalls;
import io.swagger.v3.oas.models.OpenAPI;
import io.swagger.v3.oas.models.Operation;
import io.swagger.v3.oas.models.PathItem;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.boot.test.context.SpringBootTest;

/**
 * A whole number written with a fraction part, and null inside a nested object, read alike by an independent
 * validator (Atlassian's, from the contract alone) and by the sandbox (the server stubs' reading): {@code 1.0} is 1
 * and accepted by both, {@code 1.5} is refused by both (the sandbox naming the field), a nested optional field sent
 * as null is accepted by both. The cases are the official Java SDK's wire form (every {@code Double} as
 * {@code 1.0}, every unset field as {@code null}). An empty query value is read alike too: no number (refused by
 * both, the sandbox naming the parameter), and the text a string parameter without {@code minLength} allows.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT)
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class ValidatorAndSandboxAgreeTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    @Value("${local.server.port}")
    int port;

    private OpenAPI api;
    private OpenApiInteractionValidator validator;

    @BeforeAll
    void readTheContract() {
        String location = System.getProperty("paycollect.contract");
        api = NegativeCases.contract(location);
        validator = NegativeCases.unsignedValidator(location);
    }

    @ParameterizedTest(name = "{0} {1} = {2}: accepted {3}")
    @CsvSource(delimiter = '|', textBlock = """
            bank_createDebit                | /minAmount                   | 10000.0    | true
            bank_createDebit                | /maxAmount                   | 5000000.0  | true
            bank_createDebit                | /minAmount                   | 10000.5    | false
            bank_createBatchVaOnOff         | /shopId                      | 1.0        | true
            bank_createBatchVaOnOff         | /amount                      | 20000.0    | true
            bank_createBatchVaOnOff         | /amount                      | 20000.5    | false
            paymentGateway_createLink       | /amount                      | 120000.0   | true
            paymentGateway_createLink       | /expireInMinute              | 30.0       | true
            paymentGateway_createLink       | /expireInMinute              | 30.5       | false
            device_addDeviceToShop          | /shopIds                     | [1.0]      | true
            device_addDeviceToShop          | /shopIds                     | [1.5]      | false
            merchant_deleteConfig           | /id                          | 1.0        | true
            merchant_deleteConfig           | /id                          | 1.5        | false
            bank_generateDynamicQr          | /merchantId                  | 1.0        | true
            bank_generateDynamicQr          | /amount                      | 50000.0    | true
            bank_generateDynamicQr          | /amount                      | 1e4        | true
            bank_generateDynamicQr          | /amount                      | 50000.01   | false
            transaction_getPaging           | /maxResultCount              | 10.0       | true
            eInvoice_create                 | /items/0/unitName            | null       | true
            eInvoice_create                 | /items/0/discount            | null       | true
            device_printReceipt             | /items/0/unitPrice           | 1000.0     | true
            device_printReceipt             | /items/0/unitPrice           | 1000.5     | false
            shop_createOrUpdate             | /sendNotifyPlatformDto/telegramDtos | null | true
            eInvoice_invoiceTemplates       | /invoiceNoToCheck            | null       | true
            eInvoice_invoiceTemplates       | /provider                    | null       | true
            """)
    void theValidatorAndTheSandboxReadTheValueAlike(String operationId, String pointer, String value, boolean accepted)
            throws Exception {
        Map.Entry<String, PathItem.HttpMethod> at = NegativeCases.operation(api, operationId);
        Operation operation = api.getPaths().get(at.getKey()).readOperationsMap().get(at.getValue());
        ObjectNode body = (ObjectNode) JSON.readTree(NegativeCases.exampleBody(operation));
        NegativeCases.set(body, JsonPointer.compile(pointer), JSON.readTree(value));

        ValidationReport contractSays = validator.validateRequest(new SimpleRequest.Builder(
                Request.Method.valueOf(at.getValue().name()), at.getKey()).withHeader("content-type", "application/json")
                .withBody(body.toString()).build());
        HttpResponse<String> sandboxSays = new SignedCalls(port).send(at.getValue().name(), at.getKey(),
                body.toString().getBytes(StandardCharsets.UTF_8));

        assertEquals(accepted, !contractSays.hasErrors(), () -> "the validator on " + body + ": " + contractSays);
        assertEquals(accepted, sandboxSays.statusCode() != 400, () -> "the sandbox on " + body + ": " + sandboxSays.body());
        if (!accepted) {
            String field = pointer.replaceAll("/\\d+$", "").replaceAll(".*/", "");
            JsonNode refusal = JSON.readTree(sandboxSays.body());
            assertTrue(refusal.path("message").asText().contains(field), () -> "names " + field + ": " + refusal);
        }
    }

    @ParameterizedTest(name = "{0} {1}?{2}: accepted {3}")
    @CsvSource(delimiter = '|', textBlock = """
            POST   | /v1/bank/delete-va                       | vaAccountNumber=0123456789&merchantId=        | false | merchantId
            POST   | /v1/bank/delete-va                       | vaAccountNumber=0123456789&merchantId=%20     | false | merchantId
            DELETE | /v1/merchant/delete                      | merchantId=                                   | false | merchantId
            GET    | /v1/direct-debit/get-paging-transactions | subscriptionId=S&tokenRef=T&skipCount=        | false | skipCount
            GET    | /v1/direct-debit/get-paging-transactions | subscriptionId=S&tokenRef=T&maxResultCount=   | false | maxResultCount
            POST   | /v1/bank/delete-va                       | vaAccountNumber=0123456789&bankBin=           | true  |
            POST   | /v1/bank/delete-va                       | vaAccountNumber=0123456789&bankName=          | true  |
            GET    | /v1/direct-debit/get-subscription-status | subscriptionId=S&tokenRef=T&requestId=        | true  |
            GET    | /v1/direct-debit/get-paging-transactions | subscriptionId=S&tokenRef=T&startTime=        | true  |
            """)
    void anEmptyQueryValueIsReadAlike(String method, String path, String query, boolean accepted, String named) throws Exception {
        SimpleRequest.Builder request = new SimpleRequest.Builder(Request.Method.valueOf(method), path);
        for (String pair : query.split("&")) {
            String[] nameAndValue = pair.split("=", 2);
            request.withQueryParam(nameAndValue[0], nameAndValue[1].replace("%20", " "));
        }
        ValidationReport contractSays = validator.validateRequest(request.build());
        HttpResponse<String> sandboxSays = new SignedCalls(port).sendBodiless(method, path + "?" + query);

        assertEquals(accepted, !contractSays.hasErrors(), () -> "the validator on " + query + ": " + contractSays);
        assertEquals(accepted, sandboxSays.statusCode() != 400, () -> "the sandbox on " + query + ": " + sandboxSays.body());
        if (!accepted) {
            assertTrue(sandboxSays.body().contains("query parameter '" + named + "' is empty"), sandboxSays.body());
        }
    }

    @ParameterizedTest(name = "merchantId={0}: accepted {1}")
    @CsvSource({"2, true", "2.0, true", "2.5, false"})
    void aWholeQueryValueIsReadAlike(String merchantId, boolean accepted) throws Exception {
        ValidationReport contractSays = validator.validateRequest(SimpleRequest.Builder.delete("/v1/merchant/delete")
                .withQueryParam("merchantId", merchantId).build());
        HttpResponse<String> sandboxSays = new SignedCalls(port).sendBodiless("DELETE", "/v1/merchant/delete?merchantId=" + merchantId);

        assertEquals(accepted, !contractSays.hasErrors(), () -> "the validator: " + contractSays);
        assertEquals(accepted, sandboxSays.statusCode() != 400, () -> "the sandbox: " + sandboxSays.body());
        if (!accepted) {
            assertTrue(sandboxSays.body().contains("merchantId"), sandboxSays.body());
        }
    }
}
