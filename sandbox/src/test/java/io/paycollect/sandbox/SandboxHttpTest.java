package io.paycollect.sandbox;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.zxing.BinaryBitmap;
import com.google.zxing.client.j2se.BufferedImageLuminanceSource;
import com.google.zxing.common.HybridBinarizer;
import com.google.zxing.qrcode.QRCodeReader;
import io.paycollect.vietqr.VietQrImage;
import java.io.ByteArrayInputStream;
import java.io.InputStream;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.List;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.boot.test.context.SpringBootTest;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * The sandbox over real HTTP with hand-made requests, for what the generated client would refuse to
 * send (invalid documented requests, unsigned calls) and for the pages a browser fetches.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT)
class SandboxHttpTest {

    private static final JsonMapper JSON = JsonMapper.builder().build();

    @Value("${local.server.port}")
    int port;

    private final HttpClient http = HttpClient.newBuilder().followRedirects(HttpClient.Redirect.NEVER).build();

    private HttpResponse<String> get(String path) throws Exception {
        return http.send(HttpRequest.newBuilder(URI.create("http://localhost:" + port + path)).GET().build(),
                HttpResponse.BodyHandlers.ofString());
    }

    private HttpResponse<String> signedPost(String path, String body) throws Exception {
        return new SignedCalls(port).post(path, body);
    }

    @Test
    void theContractPageNeedsNoSignatureAndLoadsSwaggerUiAndTheContract() throws Exception {
        HttpResponse<String> home = get("/");
        assertEquals(302, home.statusCode());
        assertTrue(home.headers().firstValue("location").orElse("").endsWith("/contract.html"));

        HttpResponse<String> page = get("/contract.html");
        assertEquals(200, page.statusCode());
        assertTrue(page.body().contains("SwaggerUIBundle") && page.body().contains("/openapi.yaml"));

        HttpResponse<String> bundle = get("/webjars/swagger-ui/swagger-ui-bundle.js");
        assertEquals(200, bundle.statusCode(), "the versionless webjar path the page uses");
        assertEquals(200, get("/webjars/swagger-ui/swagger-ui.css").statusCode());

        HttpResponse<String> spec = get("/openapi.yaml");
        assertEquals(200, spec.statusCode());
        try (InputStream shipped = getClass().getClassLoader().getResourceAsStream("paycollect/openapi.yaml")) {
            assertEquals(new String(shipped.readAllBytes(), StandardCharsets.UTF_8), spec.body());
        }
        assertTrue(spec.body().contains("operationId: bank_generateCustomVietQr"));
    }

    @Test
    void theCustomQrIsARealVietQrWithItsPng() throws Exception {
        HttpResponse<String> response = signedPost("/v1/generate-viet-qr",
                "{\"bankName\":\"CTG\",\"accountNumber\":\"0011001932418\",\"amount\":120000,\"content\":\"ủng hộ lũ lụt\"}");
        assertEquals(200, response.statusCode(), response.body());
        JsonNode envelope = JSON.readTree(response.body());
        assertEquals("00", envelope.get("code").asString());
        assertEquals("Success", envelope.get("message").asString());
        JsonNode data = envelope.get("data");
        // The payload github.com/subiz/vietqr publishes for the same input.
        String payload = "00020101021238570010A00000072701270006970415011300110019324180208QRIBFTTA"
                + "530370454061200005802VN62170813ung ho lu lut6304C15C";
        assertEquals(payload, data.get("qrCode").asString());
        assertEquals("0011001932418", data.get("qrAccount").asString());
        assertEquals("PC0011001932418", data.get("referenceLabelCode").asString());
        byte[] png = VietQrImage.pngOf(data.get("qrCodeImage").asString());
        var image = ImageIO.read(new ByteArrayInputStream(png));
        assertEquals(payload, new QRCodeReader().decode(
                new BinaryBitmap(new HybridBinarizer(new BufferedImageLuminanceSource(image)))).getText());
    }

    @ParameterizedTest(name = "{0} -> 400 naming {1}")
    @CsvSource(delimiter = '|', value = {
        "{\"accountNumber\":\"0123456789\"}|bankName",
        "{\"bankName\":\"VCB\",\"accountNumber\":\"0123456789\"}|bankName",
        "{\"bankName\":\"MBB\"}|accountNumber",
        "{\"bankName\":\"MBB\",\"accountNumber\":\"\"}|accountNumber",
        "{\"bankName\":\"MBB\",\"accountNumber\":\"12345678901234567890\"}|accountNumber",
        "{\"bankName\":\"MBB\",\"accountNumber\":\"1\",\"amount\":50000.5}|amount",
        "{\"bankName\":\"MBB\",\"accountNumber\":\"1\",\"amount\":\"many\"}|amount",
        // Eleven characters that would expand into a hundred million digits: refused by its size, at
        // once (every request here times out after 10 s, where expanding took minutes).
        "{\"bankName\":\"MBB\",\"accountNumber\":\"1\",\"amount\":1e100000000}|amount",
    })
    void anInvalidCustomQrRequestGetsThe400EnvelopeNamingTheField(String body, String field) throws Exception {
        HttpResponse<String> response = signedPost("/v1/generate-viet-qr", body);
        assertEquals(400, response.statusCode(), response.body());
        JsonNode envelope = JSON.readTree(response.body());
        assertEquals("400", envelope.get("code").asString());
        assertTrue(envelope.get("message").asString().contains(field), envelope.get("message").asString());
    }

    @Test
    void aPathThatDoesNotExistGetsTheEnvelopeNeverAnErrorPage() throws Exception {
        for (String accept : new String[] {"application/json", "text/html"}) {
            HttpResponse<String> response = http.send(HttpRequest.newBuilder(
                    URI.create("http://localhost:" + port + "/sandbox/no-such-page")).header("accept", accept).GET().build(),
                    HttpResponse.BodyHandlers.ofString());
            assertEquals(404, response.statusCode());
            assertEquals("{\"code\":\"404\",\"message\":\"not found\",\"data\":null}", response.body(), accept);
        }
    }

    @Test
    void anUnsignedCallToTheServiceIsRefusedWith401() throws Exception {
        HttpResponse<String> response = http.send(HttpRequest.newBuilder(
                URI.create("http://localhost:" + port + "/v1/bank/get-banks")).GET().build(), HttpResponse.BodyHandlers.ofString());
        assertEquals(401, response.statusCode());
        assertTrue(JSON.readTree(response.body()).get("code").asString().matches("9\\d"), response.body());
    }

    @Test
    void aPayerPaysADynamicQrBillAndTheTransactionAppears() throws Exception {
        JsonNode va = JSON.readTree(signedPost("/v1/bank/create-va",
                "{\"accountType\":\"personal-account\",\"appType\":\"tingee-web\"}").body()).get("data");
        String number = va.get("vaAccountNumber").asString();
        JsonNode confirmed = JSON.readTree(signedPost("/v1/bank/confirm-va", "{\"confirmId\":\"" + va.get("confirmId").asString()
                + "\",\"otpNumber\":\"123456\",\"bankName\":\"MBB\",\"bankBin\":\"970422\"}").body());
        assertEquals("00", confirmed.get("code").asString(), confirmed.toString());
        JsonNode bill = JSON.readTree(signedPost("/v1/bank/generate-dynamic-qr", "{\"vaAccountNumber\":\"" + number
                + "\",\"qrCodeType\":\"dynamic-one-time-payment\",\"amount\":9000}").body()).get("data");
        String billId = bill.get("billId").asString();
        HttpResponse<String> paid = http.send(HttpRequest.newBuilder(
                URI.create("http://localhost:" + port + "/sandbox/dynamic-qr/" + billId + "/pay"))
                .POST(HttpRequest.BodyPublishers.noBody()).build(), HttpResponse.BodyHandlers.ofString());
        assertEquals(200, paid.statusCode(), paid.body());
        String txn = JSON.readTree(paid.body()).get("data").get("transactionId").asString();
        JsonNode status = JSON.readTree(signedPost("/v1/bank/get-status-dynamic-qr", "{\"qrAccount\":\""
                + bill.get("qrAccount").asString() + "\",\"billId\":\"" + billId + "\"}").body()).get("data");
        assertEquals("paid", status.get("billInfo").get("status").asString());
        assertEquals(txn, status.get("transactionInfos").get(0).get("transactionId").asString());
        assertTrue(status.get("billInfo").get("totalAmountPaid").asInt() == 9000, status.toString());
    }

    @Test
    void theEInvoiceControlEndpointsAnswerTheEnvelopeAndTheServicesRefusals() throws Exception {
        HttpResponse<String> unknown = http.send(HttpRequest.newBuilder(
                URI.create("http://localhost:" + port + "/sandbox/e-invoice/invoices/NO-SUCH-INVOICE/cancel"))
                .POST(HttpRequest.BodyPublishers.noBody()).build(), HttpResponse.BodyHandlers.ofString());
        assertEquals(200, unknown.statusCode());
        assertEquals("{\"code\":\"1001\",\"message\":\"invoiceCode: no invoice with this id\"}", unknown.body());
        HttpResponse<String> mails = get("/sandbox/e-invoice/mails?recipientEmail=nobody@example.invalid");
        assertEquals(200, mails.statusCode());
        assertEquals("{\"code\":\"00\",\"message\":\"Success\",\"data\":[]}", mails.body());
    }

    @Test
    void aQrCodeThatIsNotAVietQrIsABusinessRefusalNamingIt() throws Exception {
        HttpResponse<String> response = new SignedCalls(port).sendBodiless("POST",
                "/v1/bank/get-account-number-info-by-qr-code?qrCode=000201010211");
        assertEquals(200, response.statusCode(), response.body());
        JsonNode envelope = JSON.readTree(response.body());
        assertEquals("1008", envelope.get("code").asString(), response.body());
        assertTrue(envelope.get("message").asString().startsWith("qrCode: is not a valid VietQR"), response.body());
    }

    @Test
    void aMissingRequiredQueryParameterIsA400NamingIt() throws Exception {
        HttpResponse<String> response = new SignedCalls(port).sendBodiless("GET",
                "/v1/direct-debit/get-subscription-status?subscriptionId=SUB000001");
        assertEquals(400, response.statusCode(), response.body());
        assertEquals("query parameter 'tokenRef' is missing", JSON.readTree(response.body()).get("message").asString());
    }

    @Test
    void theTextNullTheJavaSdkWritesForAnUnsetQueryParameterIsNoValue() throws Exception {
        HttpResponse<String> page = pagingTransactions("REQ-NULL", "&startTime=null&endTime=null&skipCount=0&maxResultCount=10");
        assertEquals(200, page.statusCode(), page.body());
        assertEquals("00", JSON.readTree(page.body()).get("code").asString(), page.body());
    }

    /** The forms of the contract's pattern: the service's compact one, ISO local or offset time (the Java SDK's), blank. */
    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"20260131091500", "2026-01-31T09:15", "2026-01-31T09:15:00.123", "2026-01-31T09:15:00%2B07:00", ""})
    void aQueryDateInAFormOfTheContractIsRead(String time) throws Exception {
        HttpResponse<String> page = pagingTransactions("REQ-TIME", "&startTime=" + time + "&endTime=" + time);
        assertEquals(200, page.statusCode(), page.body());
        assertEquals("00", JSON.readTree(page.body()).get("code").asString(), page.body());
    }

    /** Outside the contract's pattern: refused by the server stubs. */
    @ParameterizedTest(name = "{0}={1}")
    @CsvSource(delimiter = '|', textBlock = """
            startTime | 31/01/2026
            endTime   | 2026-01-31%2009:15:00
            startTime | Null
            """)
    void aMalformedQueryDateIsA400NamingIt(String name, String time) throws Exception {
        HttpResponse<String> page = pagingTransactions("REQ-BAD-TIME", "&" + name + "=" + time);
        assertEquals(400, page.statusCode(), page.body());
        JsonNode envelope = JSON.readTree(page.body());
        String message = envelope.get("message").asString();
        assertTrue(message.startsWith(name + ": ") || message.startsWith("field '" + name + "' "), page.body());
        assertNotEquals("00", envelope.get("code").asString());
    }

    /** Of the contract's shape but no day or time of the calendar: the contract admits it, the sandbox answers 1008. */
    @ParameterizedTest(name = "{0}={1}")
    @CsvSource(delimiter = '|', textBlock = """
            startTime | 2026-02-30T09:15:00
            endTime   | 20261331000000
            """)
    void aQueryDateOfTheRightShapeThatIsNoDateIsABusinessRefusalNamingIt(String name, String time) throws Exception {
        HttpResponse<String> page = pagingTransactions("REQ-NO-DAY", "&" + name + "=" + time);
        assertEquals(200, page.statusCode(), page.body());
        JsonNode envelope = JSON.readTree(page.body());
        assertEquals("1008", envelope.get("code").asString(), page.body());
        assertTrue(envelope.get("message").asString().startsWith(name + ": "), page.body());
    }

    /** get-paging-transactions of the subscription {@code requestId} registers (once), with {@code query} added. */
    private HttpResponse<String> pagingTransactions(String requestId, String query) throws Exception {
        assertEquals(200, signedPost("/v1/direct-debit/register", "{\"requestId\":\"" + requestId
                + "\",\"phone\":\"0901234567\",\"returnUrl\":\"https://shop.example/r\"}").statusCode());
        JsonNode subscription = JSON.readTree(get("/sandbox/direct-debit/" + requestId).body()).get("data");
        return new SignedCalls(port).sendBodiless("GET", "/v1/direct-debit/get-paging-transactions"
                + "?subscriptionId=" + subscription.get("subscriptionId").asString() + "&tokenRef="
                + subscription.get("tokenRef").asString() + query);
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            an amount that is not a number  | /sandbox/virtual-accounts/9000000001/transfers?amount=abc | amount: must be a number
            a fraction of VND               | /sandbox/virtual-accounts/9000000001/transfers?amount=1.5 | amount: must be a whole number of VND
            no amount                       | /sandbox/virtual-accounts/9000000001/transfers            | amount: is required
            a fraction of a delivery        | /sandbox/notifications/drop-next?count=1.5                | count: must be a whole number
            """)
    void aControlQueryIsReadAsTheServicesValuesAre(String what, String path, String message) throws Exception {
        HttpResponse<String> response = http.send(HttpRequest.newBuilder(URI.create("http://localhost:" + port + path))
                .POST(HttpRequest.BodyPublishers.noBody()).build(), HttpResponse.BodyHandlers.ofString());
        assertEquals(400, response.statusCode(), response.body());
        assertEquals(message, JSON.readTree(response.body()).get("message").asString());
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            a wait over the maximum          | /sandbox/notifications/deliveries/DLV000001?settledWithin=PT1M0.001S | settledWithin: must be an ISO-8601 duration from PT0S to PT1M
            a negative wait                  | /sandbox/notifications/deliveries/DLV000001?settledWithin=PT-1S      | settledWithin: must be an ISO-8601 duration from PT0S to PT1M
            a wait that is not a duration    | /sandbox/notifications/deliveries?transactionCode=FT1&settledWithin=30s | settledWithin: must be an ISO-8601 duration from PT0S to PT1M
            a wait for no payment in particular | /sandbox/notifications/deliveries?settledWithin=PT1S              | settledWithin: needs transactionCode
            """)
    void aWaitForADeliveryIsBounded(String what, String path, String message) throws Exception {
        HttpResponse<String> response = get(path);
        assertEquals(400, response.statusCode(), response.body());
        assertEquals(message, JSON.readTree(response.body()).get("message").asString());
    }

    @Test
    void aWrongOtpIsRefusedWithA200Envelope() throws Exception {
        JsonNode va = JSON.readTree(signedPost("/v1/bank/create-va",
                "{\"accountType\":\"personal-account\",\"appType\":\"tingee-web\",\"unknownField\":1}").body());
        assertTrue(!va.get("data").has("unknownField"), va.toString());
        assertTrue(va.get("data").get("status").asString().equals("inactive"), va.toString());
        HttpResponse<String> refused = signedPost("/v1/bank/confirm-va", "{\"confirmId\":\""
                + va.get("data").get("confirmId").asString() + "\",\"otpNumber\":\"999999\",\"bankName\":\"MBB\",\"bankBin\":\"970422\"}");
        assertEquals(200, refused.statusCode());
        assertEquals("{\"code\":\"1004\",\"message\":\"otpNumber: does not match\"}", refused.body());
    }

    @Test
    void aSandboxCheckTheContractCannotStateIsABusinessRefusalWithoutData() throws Exception {
        HttpResponse<String> response = signedPost("/v1/bank/generate-viet-qr", "{\"accountNumber\":\"1\"}");
        assertEquals(200, response.statusCode());
        assertEquals("{\"code\":\"1008\",\"message\":\"bankName: bankName or bankBin is required\"}", response.body());
    }

    @Test
    void aRequestTheContractRefusesIsA400WithDataNull() throws Exception {
        HttpResponse<String> response = signedPost("/v1/bank/generate-viet-qr", "{\"bankName\":\"MBB\"}");
        assertEquals(400, response.statusCode());
        assertEquals("{\"code\":\"400\",\"message\":\"field 'accountNumber' is required\",\"data\":null}", response.body());
    }
}
