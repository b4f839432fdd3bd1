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
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.boot.test.context.SpringBootTest;

/**
 * The contract states each limit the sandbox enforces by hand (in its domain, beyond the bean validation of the
 * generated models), so that an independent reader of the contract sees the same service: for each such rule,
 * one request breaking it (the operation's example with one value made wrong) is refused by the sandbox over real
 * HTTP with a 400 envelope naming the field, and by the Atlassian swagger-request-validator reading
 * {@code api/openapi.yaml}. The rules OpenAPI 3.0 cannot state (between fields, or against stored data) are listed
 * in docs/sandbox.md instead. Query parameters are covered by {@link ContractNegativeTest} from the contract's side.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT)
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class SandboxRulesInTheContractTest {

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

    @ParameterizedTest(name = "{0} {1} = {2}: {3}")
    @CsvSource(delimiter = '|', quoteCharacter = '`', textBlock = """
            bank_getVaPaging          | /startTime            | "31/01/2026"                        | a period filter is a date-time (Period)
            transaction_getPaging     | /endTime              | "yesterday"                         | a period filter is a date-time (Period)
            device_printReceipt       | /copies               | 11                                  | 1 to 10 copies (PrintedReceipt)
            device_printReceipt       | /items                | []                                  | at least one line (PrintedReceipt)
            device_printReceipt       | /items/0/quantity     | 0                                   | a quantity of 1 or more (PrintedReceipt)
            bank_createBatchVaOnOff   | /vaAccountNumbers     | []                                  | 1 or more numbers (BatchVirtualAccounts)
            bank_createBatchVaOnOff   | /vaAccountNumbers/0   | "9633-3660"                         | letters or digits (BatchVirtualAccounts)
            bank_createBatchVaOnOff   | /vaAccountNumbers/0   | "96333660000196333660"              | at most 19 of them (BatchVirtualAccounts)
            paymentGateway_createLink | /amount               | 0                                   | a positive amount (PaymentLinks)
            paymentGateway_createLink | /expireInMinute       | 0                                   | a positive expiry (PaymentLinks)
            eInvoice_inputList        | /pageSize             | 101                                 | 1 to 100 a page (ReceivedInvoices)
            eInvoice_inputList        | /page                 | 0                                   | pages from 1 (ReceivedInvoices)
            eInvoice_inputList        | /fromDate             | "01/11/2026"                        | a date yyyy-MM-dd (ReceivedInvoices)
            eInvoice_inputSync        | /toDate               | "2026-11-270"                       | a date yyyy-MM-dd (ReceivedInvoices)
            eInvoice_create           | /invoiceDate          | "31/01/2026"                        | a date, or date and time (InvoiceInput)
            eInvoice_create           | /buyerEmail           | "buyer.merchant.example"            | an e-mail address (InvoiceInput)
            eInvoice_create           | /items                | []                                  | at least one line (InvoiceInput)
            eInvoice_create           | /items/0/quantity     | 0                                   | a quantity above 0 (InvoiceInput)
            eInvoice_create           | /items/0/unitPrice    | -1                                  | a unit price of 0 or more (InvoiceInput)
            eInvoice_sendEmail        | /recipientEmail       | "nobody"                            | an e-mail address (EInvoiceService)
            eInvoice_invoiceTemplates | /invoiceNoToCheck     | -1                                  | 0 or more (EInvoiceService)
            eInvoice_inputList        | /page                 | 1.5                                 | a whole page number (EInvoiceController)
            eInvoice_inputList        | /pageSize             | 20.5                                | a whole page size (EInvoiceController)
            directDebit_paymentBill   | /amount               | "1000.5"                            | digits of a whole amount (Given.amountInText)
            directDebit_paymentBill   | /amount               | "1e3"                               | digits of a whole amount (Given.amountInText)
            directDebit_paymentBill   | /amount               | "0"                                 | a positive amount (Given.amountInText)
            bank_createDebit          | /minAmount            | 0                                   | a positive bound (AmountBounds)
            bank_createVa             | /maxAmount            | 0                                   | a positive bound (AmountBounds)
            bank_createVaAdvanced     | /minAmount            | 10000000000000                      | at most 13 digits (AmountBounds)
            bank_generateVietQr       | /accountNumber        | "0123-456"                          | 1 to 19 letters or digits (VietQr)
            bank_generateCustomVietQr | /accountNumber        | "   "                               | 1 to 19 letters or digits (VietQr)
            merchant_createOrUpdateConfig | /id               | 0                                   | a record id from 1 (Given.optionalId)
            merchant_deleteConfig     | /id                   | 0                                   | a record id from 1 (Given.id)
            shop_createOrUpdate       | /id                   | 0                                   | a record id from 1 (Given.optionalId)
            eInvoice_createOrUpdateAccount | /id              | 0                                   | a record id from 1 (Given.optionalId)
            eInvoice_deleteAccount    | /id                   | 0                                   | a record id from 1 (Given.id)
            device_updateShopDeviceLinkStatus | /shopsLinkToDeviceDtos/0/shopId | 0                 | a shop id from 1 (DeviceService)
            device_updateShopDeviceLinkStatus | /shopsLinkToDeviceDtos/0/shopId | null              | a link names its shop (DeviceService)
            device_updateShopDeviceLinkStatus | /shopsLinkToDeviceDtos/0/isLinkToDevice | null      | a link says link or unlink (DeviceService)
            device_printReceipt       | /items/0/name         | null                                | a line has a name (PrintedReceipt)
            device_printReceipt       | /items/0/name         | "  "                                | a line has a name (PrintedReceipt)
            device_printReceipt       | /items/0/quantity     | null                                | a line has a quantity (PrintedReceipt)
            device_printReceipt       | /items/0/unitPrice    | null                                | a line has a price (PrintedReceipt)
            device_readAmountLinkToMerchant | /printData      | `{"totalAmount":1000.5}`            | whole amounts, as print-receipt's
            device_readAmountLinkToMerchant | /printData      | `{"copies":1.5}`                    | whole copies, as print-receipt's
            device_readAmountLinkToMerchant | /printData      | `{"copies":11}`                     | 1 to 10 copies, as print-receipt's
            device_readAmountLinkToMerchant | /printData      | `{"items":[{"quantity":1,"unitPrice":1000}]}` | a line has a name, as print-receipt's
            """)
    void theContractStatesTheLimitTheSandboxEnforces(String operationId, String pointer, String value, String rule)
            throws Exception {
        ObjectNode body = refusedBySandbox(operationId, pointer, value);
        assertTrue(validate(operationId, body).hasErrors(), () -> "the contract does not state it: a validator accepts " + body);
    }

    /**
     * The rules docs/sandbox.md lists as beyond the contract, each with a request only the sandbox refuses: should the
     * contract come to state one, this fails, and the rule moves to the test above and out of that list.
     */
    @ParameterizedTest(name = "{0} {1} = {2}: {3}")
    @CsvSource(delimiter = '|', quoteCharacter = '`', textBlock = """
            bank_createBatchVaOnOff   | /vaAccountNumbers/1   | "963336600001"   | no number twice (uniqueItems would make the generated list a Set)
            bank_webhookNotification  | /webhookUrl           | "not a url"      | an http(s) URL the sandbox may call (WebhookUrls)
            """)
    void theSandboxAloneEnforcesTheRulesDocumentedAsBeyondTheContract(String operationId, String pointer, String value,
            String rule) throws Exception {
        ObjectNode body = refusedBySandbox(operationId, pointer, value);
        assertEquals(List.of(), validate(operationId, body).getMessages(), "a validator now refuses it: move the rule");
    }

    /**
     * A value the contract admits is never refused with a 400: an open enumeration's value the sandbox does not
     * support (a bank, an e-invoice provider, a notification type: the service may add values, so the contract
     * admits any) gets the business code 1007 naming the field, and a rule of the service OpenAPI does not state
     * gets its business code; a blank or left-out value the contract admits is taken ({@code taken}: answered, and
     * not about that field). {@code <absent>} leaves the field out.
     */
    @ParameterizedTest(name = "{0} {1} = {2}: {3}, {4}")
    @CsvSource(delimiter = '|', quoteCharacter = '`', textBlock = """
            bank_generateVietQr       | /bankName     | "A-BANK-ADDED-LATER"   | 1007 | an open enumeration: a bank not supported
            bank_generateVietQr       | /bankName     | "NEXTPAY"              | 1007 | a known bank without a NAPAS BIN: no VietQR
            bank_createVa             | /bankName     | "A-BANK-ADDED-LATER"   | 1007 | an open enumeration: a bank not supported
            bank_createDebit          | /bankName     | "A-BANK-ADDED-LATER"   | 1007 | an open enumeration: a bank not supported
            bank_getVaPaging          | /bankName     | "A-BANK-ADDED-LATER"   | 1007 | an open enumeration: a bank not supported
            merchant_getPagingConfig  | /bankName     | "A-BANK-ADDED-LATER"   | 1007 | an open enumeration: a bank not supported
            deepLink_generate         | /bankBin      | "999999"               | 1007 | a BIN of no bank supported
            eInvoice_createOrUpdateAccount | /provider | "a-provider-added-later" | 1007 | an open enumeration: a provider not supported
            eInvoice_getPagingAccount | /provider     | "a-provider-added-later" | 1007 | an open enumeration: a provider not supported
            bank_webhookNotification  | /type         | "merchant"             | 1007 | an open enumeration: a type not supported
            bank_webhookNotification  | /type         | "a-type-added-later"   | 1007 | an open enumeration: a type not supported
            eInvoice_inputConnect     | /tctUsername  | <absent>               | 1004 | the portal logs nobody in without a user name
            eInvoice_inputConnect     | /tctPassword  | null                   | 1004 | the portal logs nobody in without a password
            bank_createDebit          | /accountType  | <absent>               | taken | optional, as the SDKs declare it
            bank_createDebit          | /appType      | ""                     | taken | an open enumeration's value, taken as sent
            merchant_create           | /appType      | "   "                  | taken | an open enumeration's value, taken as sent
            bank_getVaPaging          | /accountType  | ""                     | taken | an open enumeration's value, taken as sent
            bank_getVaPaging          | /transactionType | "a-type-added-later" | taken | an open enumeration's value, taken as sent
            """)
    void aValueTheContractAdmitsGetsABusinessAnswerNeverA400(String operationId, String pointer, String value,
            String code, String rule) throws Exception {
        Map.Entry<String, PathItem.HttpMethod> at = operation(operationId);
        Operation operation = api.getPaths().get(at.getKey()).readOperationsMap().get(at.getValue());
        ObjectNode body = (ObjectNode) JSON.readTree(NegativeCases.exampleBody(operation));
        JsonPointer where = JsonPointer.compile(pointer);
        if ("<absent>".equals(value)) {
            ((ObjectNode) body.at(where.head())).remove(where.last().getMatchingProperty());
        } else {
            NegativeCases.set(body, where, JSON.readTree(value));
        }
        assertEquals(List.of(), validate(operationId, body).getMessages(), "premise: the contract admits " + body);

        HttpResponse<String> answer = new SignedCalls(port).send(at.getValue().name(), at.getKey(),
                body.toString().getBytes(StandardCharsets.UTF_8));
        assertEquals(200, answer.statusCode(), () -> body + " -> " + answer.body());
        JsonNode envelope = JSON.readTree(answer.body());
        boolean namesTheField = envelope.path("message").asText().startsWith(where.last().getMatchingProperty() + ":");
        if ("taken".equals(code)) {
            // the value is taken: any answer but one about it (the example may name a record this run lacks)
            assertTrue("00".equals(envelope.path("code").asText()) || !namesTheField, answer.body());
        } else {
            assertEquals(code, envelope.path("code").asText(), answer.body());
            assertTrue(namesTheField, () -> "names " + pointer + ": " + answer.body());
        }
    }

    /** The example of {@code operationId} with the value at {@code pointer} replaced, refused by the sandbox naming it. */
    private ObjectNode refusedBySandbox(String operationId, String pointer, String value) throws Exception {
        Map.Entry<String, PathItem.HttpMethod> at = operation(operationId);
        Operation operation = api.getPaths().get(at.getKey()).readOperationsMap().get(at.getValue());
        ObjectNode body = (ObjectNode) JSON.readTree(NegativeCases.exampleBody(operation));
        NegativeCases.set(body, JsonPointer.compile(pointer), JSON.readTree(value));
        String field = pointer.substring(pointer.lastIndexOf('/') + 1).matches("\\d+")
                ? pointer.substring(1, pointer.lastIndexOf('/')).replaceAll(".*/", "")
                : pointer.substring(pointer.lastIndexOf('/') + 1);

        HttpResponse<String> answer = new SignedCalls(port).send(at.getValue().name(), at.getKey(),
                body.toString().getBytes(StandardCharsets.UTF_8));
        assertEquals(400, answer.statusCode(), () -> "premise, the sandbox's rule: " + body + " -> " + answer.body());
        assertTrue(JSON.readTree(answer.body()).path("message").asText().contains(field), answer.body());
        return body;
    }

    private ValidationReport validate(String operationId, ObjectNode body) {
        Map.Entry<String, PathItem.HttpMethod> at = operation(operationId);
        return validator.validateRequest(new SimpleRequest.Builder(Request.Method.valueOf(at.getValue().name()),
                at.getKey()).withHeader("content-type", "application/json").withBody(body.toString()).build());
    }

    private Map.Entry<String, PathItem.HttpMethod> operation(String operationId) {
        return NegativeCases.operation(api, operationId);
    }
}
