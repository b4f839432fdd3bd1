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
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.boot.test.context.SpringBootTest;

/**
 * Every 400 the sandbox answers is one the contract gives, so that an independent reader of the contract sees the
 * same service: for each limit the sandbox enforces by hand (in its domain, beyond the bean validation of the
 * generated models), one request breaking it (the operation's example with one value made wrong) is refused by the
 * sandbox over real HTTP with a 400 envelope naming the field, and by the Atlassian swagger-request-validator reading
 * {@code api/openapi.yaml}. The rules OpenAPI 3.0 cannot state (between fields, a day the calendar lacks, a URL the
 * sandbox may not call, against stored data) are business answers (1001 to 1008) listed in docs/sandbox.md, each
 * with a row below that the contract admits the request. Query parameters are covered by {@link ContractNegativeTest}
 * from the contract's side, and {@link AdmittedValuesTest} sends variants of every example the contract admits.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT)
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class SandboxRulesInTheContractTest {

    private static final ObjectMapper JSON = new ObjectMapper();
    /** Classes answering 400s to the control endpoints, which are not in the contract. */
    private static final Pattern NEW_INVALID_FIELD = Pattern.compile(
            "new\\s+([\\w.]+\\.)?InvalidField\\(");
    private static final Set<String> CONTROL_ENDPOINTS = Set.of("SandboxControlController", "NotificationDeliveries");

    @Value("${local.server.port}")
    int port;

    private OpenAPI api;
    private OpenApiInteractionValidator validator;
    private ExampleFixture fixture;

    @BeforeAll
    void readTheContract() {
        String location = System.getProperty("paycollect.contract");
        api = NegativeCases.contract(location);
        validator = NegativeCases.unsignedValidator(location);
    }

    /** A merchant with a default e-invoice account connected to the portal, made from the contract's examples. */
    @BeforeAll
    void makeTheFixture() throws Exception {
        fixture = ExampleFixture.make(api, new SignedCalls(port));
    }

    @ParameterizedTest(name = "{0} {1} = {2}: {3}")
    @CsvSource(delimiter = '|', quoteCharacter = '`', textBlock = """
            bank_getVaPaging          | /startTime            | "31/01/2026"                        | a period filter is a date-time (Period)
            transaction_getPaging     | /endTime              | "yesterday"                         | a period filter is a date-time (Period)
            device_printReceipt       | /copies               | 11                                  | 1 to 10 copies (PrintedReceipt)
            device_printReceipt       | /items                | []                                  | at least one line (PrintedReceipt)
            device_printReceipt       | /items/0/quantity     | 0                                   | a quantity of 1 or more (PrintedReceipt)
            device_printReceipt       | /items/0              | null                                | no null line (Given.item)
            merchant_getPaging        | /skipCount            | -1                                  | from 0 (Paging)
            merchant_getPaging        | /maxResultCount       | 1001                                | 1 to 1000 (Paging)
            device_readSecurityCode   | /uuid                 | "  "                                | a required text is not blank (Given.text)
            device_readSecurityCode   | /uuid                 | null                                | a required text is there (Given.text)
            merchant_deleteConfig     | /id                   | null                                | a required id is there (Given.id)
            device_readAmount         | /amount               | null                                | a required amount is there (Given.amount)
            directDebit_refund        | /amount               | null                                | a refund's amount is there (DirectDebitService)
            merchant_deleteConfigAccountBusiness | /configRemove | null                             | what to remove is there (MerchantService)
            bank_generateVietQr       | /amount               | 10000000000000                      | at most 13 digits (QrIssuer)
            eInvoice_createAndIssue   | /invoiceDate          | "31/01/2026"                        | a date, or date and time (InvoiceInput)
            eInvoice_createAndIssue   | /buyerEmail           | "buyer.merchant.example"            | an e-mail address (InvoiceInput)
            eInvoice_createAndIssue   | /items                | []                                  | at least one line (InvoiceInput)
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
     * A value the contract admits is never refused with a 400: an open enumeration's value the sandbox does not
     * support (a bank, an e-invoice provider, a notification type: the service may add values, so the contract
     * admits any) gets the business code 1007 naming the field, and a rule of the service OpenAPI cannot state gets
     * its business code: 1008 for a value the service cannot act on (two fields that must agree, one of two optional
     * fields required, a limit between fields, a day the calendar lacks though the pattern admits its shape, a URL
     * the sandbox may not call, a payload that is no VietQR). A blank or left-out value the contract admits is taken
     * ({@code taken}: answered, and not about that field). Several fields are changed at once as {@code /a;/b} with
     * values {@code x;y}, the first one named; {@code <absent>} leaves a field out, {@code ?name} is a query
     * parameter. The example's {@code merchantId}, {@code masterMerchantId} and {@code accountId} are made the ones of
     * a merchant with an e-invoice account connected to the portal, so that a rule checked after them is reached.
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
            bank_generateVietQr       | /bankBin      | "970448"               | 1008 | bankName and bankBin name the same bank (QrIssuer)
            bank_generateVietQr       | /bankName;/bankBin | <absent>;<absent> | 1008 | bankName or bankBin is required (QrIssuer)
            bank_createBankLinkSession | /disallowedBanks | ["MBB"]            | 1008 | disallowedBanks names no bank allowedBanks allows (BankLinkSessions)
            bank_webhookNotification  | /webhookUrl   | <absent>               | 1008 | webhookUrl required to switch notifications on (NotificationSettings)
            bank_webhookNotification  | /targetId;/type | <absent>;"shop"      | 1008 | targetId required for a type without vaAccountNumber (NotificationSettings)
            bank_webhookNotification  | /webhookUrl   | "not a url"            | 1008 | an http(s) URL (Given.optionalUrl)
            directDebit_register      | /webhookUrl   | "ftp://merchant.example/hook" | 1008 | an open field's URL, http(s) (Given.optionalUrl)
            directDebit_register      | /webhookUrl   | 7                      | 1008 | an open field's text (Given.optionalOpenText)
            merchant_createOrUpdateConfig | /merchantId;/id | <absent>;<absent> | 1008 | merchantId required to create a configuration (MerchantService)
            bank_createBatchVaOnOff   | /vaAccountNumbers/1 | "963336600001"   | 1008 | no number twice: uniqueItems would make the generated list a Set (BatchVirtualAccounts)
            bank_createVa             | /maxAmount;/minAmount;/shopId | 1000;5000;<absent> | 1008 | maxAmount not below minAmount (AmountBounds)
            bank_getAccountNumberInfoByQrCode | ?qrCode | "000201010211"     | 1008 | a VietQR payload, read whole with its CRC (QrIssuer.read)
            bank_getVaPaging          | /startTime    | "20260230091500"       | 1008 | a day of the calendar (Period)
            transaction_getPaging     | /endTime      | "2026-02-30T09:15:00"  | 1008 | a day of the calendar (Period)
            eInvoice_inputSync        | /toDate;/fromDate | "2026-12-31";"2026-11-01" | 1008 | toDate at most 31 days after fromDate (ReceivedInvoices)
            eInvoice_inputSync        | /toDate       | "2026-11-31"           | 1008 | a day of the calendar (ReceivedInvoices)
            eInvoice_inputList        | /fromDate     | "2026-02-30"           | 1008 | a day of the calendar (ReceivedInvoices)
            eInvoice_create           | /invoiceDate  | "2026-02-30"           | 1008 | a day of the calendar (InvoiceInput)
            eInvoice_createAndIssue   | /invoiceDate  | "2026-01-31T25:00"     | 1008 | a time of the day (InvoiceInput)
            eInvoice_create           | /items/0/quantity | "0"                | 1008 | a line's quantity above 0 (InvoiceInput)
            eInvoice_create           | /items/0/quantity | "two"              | 1008 | a line's quantity a number (InvoiceInput)
            eInvoice_create           | /items/0/unitPrice | "-1"              | 1008 | a line's unit price 0 or more (InvoiceInput)
            eInvoice_createAndIssue   | /items/0/unitPrice | "1e16"            | 1008 | at most 15 digits before the point (InvoiceInput)
            eInvoice_create           | /items/0/itemName | <absent>           | 1008 | a line names its item (InvoiceInput)
            eInvoice_createAndIssue   | /totalAfterTax | "-5"                  | 1008 | a total not negative (InvoiceInput)
            bank_createDebit          | /accountType  | <absent>               | taken | optional, as the SDKs declare it
            bank_createDebit          | /appType      | ""                     | taken | an open enumeration's value, taken as sent
            merchant_create           | /appType      | "   "                  | taken | an open enumeration's value, taken as sent
            bank_getVaPaging          | /accountType  | ""                     | taken | an open enumeration's value, taken as sent
            bank_getVaPaging          | /transactionType | "a-type-added-later" | taken | an open enumeration's value, taken as sent
            """)
    void aValueTheContractAdmitsGetsABusinessAnswerNeverA400(String operationId, String pointers, String values,
            String code, String rule) throws Exception {
        Map.Entry<String, PathItem.HttpMethod> at = operation(operationId);
        Operation operation = api.getPaths().get(at.getKey()).readOperationsMap().get(at.getValue());
        String example = NegativeCases.exampleBody(operation);
        ObjectNode body = example == null ? null : fixture.apply((ObjectNode) JSON.readTree(example));
        Map<String, String> query = new LinkedHashMap<>();
        if (operation.getParameters() != null) {
            operation.getParameters().stream().filter(p -> "query".equals(p.getIn()) && p.getExample() != null)
                    .forEach(p -> query.put(p.getName(), String.valueOf(p.getExample())));
        }
        String[] where = pointers.split(";");
        String[] what = values.split(";");
        assertEquals(where.length, what.length, "one value per pointer");
        for (int i = 0; i < where.length; i++) {
            if (where[i].startsWith("?")) {
                query.put(where[i].substring(1), JSON.readTree(what[i]).asText());
            } else if ("<absent>".equals(what[i])) {
                JsonPointer field = JsonPointer.compile(where[i]);
                ((ObjectNode) body.at(field.head())).remove(field.last().getMatchingProperty());
            } else {
                NegativeCases.set(body, JsonPointer.compile(where[i]), JSON.readTree(what[i]));
            }
        }
        assertEquals(List.of(), validate(operationId, body, query).getMessages(), "premise: the contract admits " + body + query);

        SignedCalls calls = new SignedCalls(port);
        String target = at.getKey() + NegativeCases.query(query);
        HttpResponse<String> answer = body == null ? calls.sendBodiless(at.getValue().name(), target)
                : calls.send(at.getValue().name(), target, body.toString().getBytes(StandardCharsets.UTF_8));
        assertEquals(200, answer.statusCode(), () -> body + " -> " + answer.body());
        JsonNode envelope = JSON.readTree(answer.body());
        String named = named(where[0].replace("?", "/"));
        // "items[0].quantity: ..." names quantity; "quantity: ..." too
        boolean namesTheField = envelope.path("message").asText().matches("(?s)([\\w\\[\\]]+\\.)?" + named + ":.*");
        if ("taken".equals(code)) {
            // the value is taken: any answer but one about it (the example may name a record this run lacks)
            assertTrue("00".equals(envelope.path("code").asText()) || !namesTheField, answer.body());
        } else {
            assertEquals(code, envelope.path("code").asText(), answer.body());
            assertTrue(namesTheField, () -> "names " + named + ": " + answer.body());
        }
    }

    /**
     * Every class of the sandbox that answers a 400 ({@code new InvalidField}) has a row in
     * {@link #theContractStatesTheLimitTheSandboxEnforces} naming it, so that a new 400 comes with the proof that the
     * contract refuses it too; the control endpoints, which the contract does not describe, aside.
     */
    @Test
    void everyClassAnsweringA400HasARowProvingTheContractRefusesItToo() throws Exception {
        String rows = getClass().getDeclaredMethod("theContractStatesTheLimitTheSandboxEnforces", String.class,
                String.class, String.class, String.class).getAnnotation(CsvSource.class).textBlock();
        Set<String> classes = new TreeSet<>();
        Path main = Path.of("src/main/java");
        try (Stream<Path> files = Files.walk(main)) {
            for (Path file : files.filter(f -> f.toString().endsWith(".java")).toList()) {
                if (NEW_INVALID_FIELD.matcher(Files.readString(file)).find()) {
                    classes.add(file.getFileName().toString().replace(".java", ""));
                }
            }
        }
        assertTrue(classes.contains("Given"), "premise: the sources are read, " + classes);
        classes.removeAll(CONTROL_ENDPOINTS);
        List<String> withoutRow = classes.stream().filter(c -> !rows.contains("(" + c + ")") && !rows.contains("(" + c + "."))
                .toList();
        assertEquals(List.of(), withoutRow, "classes answering a 400 with no row showing the contract refuses it");
    }

    /** The name a message starts with for {@code pointer}: its last name, a list's rather than an index. */
    private static String named(String pointer) {
        String last = pointer.substring(pointer.lastIndexOf('/') + 1);
        return last.matches("\\d+") ? pointer.substring(1, pointer.lastIndexOf('/')).replaceAll(".*/", "") : last;
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
        return validate(operationId, body, Map.of());
    }

    private ValidationReport validate(String operationId, ObjectNode body, Map<String, String> query) {
        Map.Entry<String, PathItem.HttpMethod> at = operation(operationId);
        SimpleRequest.Builder request = new SimpleRequest.Builder(Request.Method.valueOf(at.getValue().name()), at.getKey());
        query.forEach(request::withQueryParam);
        if (body != null) {
            request.withHeader("content-type", "application/json").withBody(body.toString());
        }
        return validator.validateRequest(request.build());
    }

    private Map.Entry<String, PathItem.HttpMethod> operation(String operationId) {
        return NegativeCases.operation(api, operationId);
    }
}
