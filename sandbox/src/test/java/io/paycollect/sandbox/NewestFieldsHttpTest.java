package io.paycollect.sandbox;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.boot.test.context.SpringBootTest;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * What the sandbox does with the fields of the newest official SDKs (0.3.0) where they mean something, over real
 * HTTP: a VA's {@code minAmount}/{@code maxAmount} refuse a transfer outside them (nothing credited), get-va-paging's
 * {@code transactionType} and {@code status} filter, and the answer fields the 0.3.0 types require are answered.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT)
class NewestFieldsHttpTest {

    private static final JsonMapper JSON = JsonMapper.builder().build();

    @Value("${local.server.port}")
    int port;

    private final HttpClient http = HttpClient.newHttpClient();

    private JsonNode signed(String path, String body) throws Exception {
        return JSON.readTree(new SignedCalls(port).post(path, body).body());
    }

    private JsonNode control(String pathAndQuery) throws Exception {
        return JSON.readTree(http.send(HttpRequest.newBuilder(URI.create("http://localhost:" + port + pathAndQuery))
                .POST(HttpRequest.BodyPublishers.noBody()).build(), HttpResponse.BodyHandlers.ofString()).body());
    }

    private String activeVa(String path, String body) throws Exception {
        JsonNode va = signed(path, body).get("data");
        JsonNode confirmed = signed("/v1/bank/confirm-va", "{\"confirmId\":\"" + va.get("confirmId").asString()
                + "\",\"otpNumber\":\"123456\",\"bankName\":\"MBB\",\"bankBin\":\"970422\"}");
        assertEquals("00", confirmed.get("code").asString(), confirmed.toString());
        return va.get("vaAccountNumber").asString();
    }

    @Test
    void aTransferOutsideTheVasBoundsIsRefusedAndNotCredited() throws Exception {
        String va = activeVa("/v1/bank/create-va", "{\"accountType\":\"personal-account\",\"appType\":\"tingee-web\","
                + "\"minAmount\":10000.0,\"maxAmount\":50000.0}");

        JsonNode below = control("/sandbox/virtual-accounts/" + va + "/transfers?amount=9999");
        JsonNode above = control("/sandbox/virtual-accounts/" + va + "/transfers?amount=50001");
        JsonNode within = control("/sandbox/virtual-accounts/" + va + "/transfers?amount=50000");

        assertEquals("1003", below.get("code").asString(), below.toString());
        assertTrue(below.get("message").asString().contains("minAmount"), below.toString());
        assertEquals("1003", above.get("code").asString(), above.toString());
        assertEquals("00", within.get("code").asString(), within.toString());
        JsonNode listed = signed("/v1/transaction/get-paging", "{\"skipCount\":0,\"maxResultCount\":10,\"vaAccountNumbers\":[\""
                + va + "\"]}").get("data");
        assertEquals(1, listed.get("totalCount").asInt(), "only the transfer within the bounds is credited: " + listed);
    }

    @Test
    void boundsTheWrongWayRoundAreRefusedNamingMaxAmount() throws Exception {
        JsonNode refused = signed("/v1/bank/create-va", "{\"accountType\":\"personal-account\",\"appType\":\"tingee-web\","
                + "\"minAmount\":50000,\"maxAmount\":10000}");
        assertEquals("1008", refused.get("code").asString(), refused.toString());
        assertTrue(refused.get("message").asString().startsWith("maxAmount: "), refused.toString());
    }

    @Test
    void getVaPagingListsTheDebitAccountsOrTheOthersAndFiltersByStatus() throws Exception {
        long merchantId = newMerchant("Ban Do", "0907654321");
        String credit = activeVa("/v1/bank/create-va", businessVa(merchantId, ""));
        String debit = signed("/v1/bank/create-debit", businessVa(merchantId, ",\"minAmount\":10000.0,\"maxAmount\":5000000.0"))
                .get("data").get("vaAccountNumber").asString();
        String query = vaPagingQuery(merchantId);

        assertEquals(java.util.List.of(credit), numbers(signed("/v1/bank/get-va-paging", query + "\"credit\"}")));
        assertEquals(java.util.List.of(debit), numbers(signed("/v1/bank/get-va-paging", query + "\"debit\"}")));
        assertEquals(java.util.List.of(), numbers(signed("/v1/bank/get-va-paging", query + "\"credit\",\"status\":\"inactive\"}")));
        assertEquals(java.util.List.of(debit), numbers(signed("/v1/bank/get-va-paging", query + "\"debit\",\"status\":\"inactive\"}")));
        JsonNode without = signed("/v1/bank/get-va-paging", query.substring(0, query.length() - ",\"transactionType\":".length()) + "}");
        assertEquals("400", without.get("code").asString(), "required, as both 0.3.0 SDKs declare: " + without);
    }

    @Test
    void aVaCreatedWithTransactionTypeDebitIsListedUnderDebit() throws Exception {
        long merchantId = newMerchant("Ban No", "0907654322");
        String debit = activeVa("/v1/bank/create-va", businessVa(merchantId, ",\"transactionType\":\"debit\""));
        String credit = activeVa("/v1/bank/create-va", businessVa(merchantId, ",\"transactionType\":\"credit\""));
        String query = vaPagingQuery(merchantId);

        assertEquals(java.util.List.of(debit), numbers(signed("/v1/bank/get-va-paging", query + "\"debit\"}")));
        assertEquals(java.util.List.of(credit), numbers(signed("/v1/bank/get-va-paging", query + "\"credit\"}")));
    }

    @Test
    void aDynamicQrsNameIsKeptWithTheBillAndAnswered() throws Exception {
        String va = activeVa("/v1/bank/create-va", "{\"accountType\":\"personal-account\",\"appType\":\"tingee-web\"}");
        JsonNode named = newBill(va, "\"dynamic-one-time-payment\",\"amount\":9000,\"name\":\"Đơn hàng 42\"");
        JsonNode unnamed = newBill(va, "\"dynamic-one-time-payment\",\"amount\":9000");

        assertEquals("Đơn hàng 42", named.path("name").asString(), named.toString());
        assertTrue(unnamed.path("name").isMissingNode(), "no name given, none answered: " + unnamed);
    }

    @Test
    void devicesLinkedToAShopOrVaAreListedWithoutTheFieldsTheNewestSdksLeaveOptional() throws Exception {
        JsonNode none = signed("/v1/device/get-devices-link-to-shop-or-va", "{}");
        JsonNode nulls = signed("/v1/device/get-devices-link-to-shop-or-va",
                "{\"merchantId\":null,\"vaAccountNumber\":null,\"shopId\":null}");

        assertEquals("00", none.get("code").asString(), "optional in Java and PHP 0.3.0: " + none);
        assertTrue(none.get("data").isArray(), none.toString());
        assertEquals("00", nulls.get("code").asString(), nulls.toString());
    }

    @Test
    void anEInvoiceAccountWithoutMasterMerchantIdIsRefusedNamingIt() throws Exception {
        String account = "\"provider\":\"misa\",\"taxCode\":\"0312345678\",\"username\":\"u\",\"password\":\"p\"";
        JsonNode without = signed("/v1/e-invoice/create-or-update-account", "{" + account + "}");
        JsonNode with = signed("/v1/e-invoice/create-or-update-account", "{\"masterMerchantId\":1.0," + account + "}");

        assertEquals("400", without.get("code").asString(), "required in Java and PHP 0.3.0: " + without);
        assertTrue(without.get("message").asString().contains("masterMerchantId"), without.toString());
        assertEquals("00", with.get("code").asString(), with.toString());
    }

    @Test
    void aBillAnswersWhenItStopsBeingPayable() throws Exception {
        String va = activeVa("/v1/bank/create-va", "{\"accountType\":\"personal-account\",\"appType\":\"tingee-web\"}");
        JsonNode soon = newBill(va, "\"dynamic-one-time-payment\",\"amount\":9000,\"expireInMinute\":30");
        JsonNode later = newBill(va, "\"dynamic-one-time-payment\",\"amount\":9000,\"expireInMinute\":90");
        JsonNode lasting = newBill(va, "\"dynamic-recurring-payment\"");

        long apart = java.time.Duration.between(java.time.LocalDateTime.parse(soon.get("expiredTime").asString()),
                java.time.LocalDateTime.parse(later.get("expiredTime").asString())).toMinutes();
        assertEquals(60, apart, "creation time plus expireInMinute: " + soon + " " + later);
        assertEquals("9999-12-31T23:59:59", lasting.get("expiredTime").asString());
    }

    /** The billInfo of a new dynamic QR bill on {@code va} of the {@code qrCodeType} (a JSON string) and fields that follow it. */
    private JsonNode newBill(String va, String typeAndFields) throws Exception {
        return billInfo(signed("/v1/bank/generate-dynamic-qr", "{\"vaAccountNumber\":\"" + va + "\",\"qrCodeType\":"
                + typeAndFields + "}").get("data"));
    }

    private JsonNode billInfo(JsonNode bill) throws Exception {
        return signed("/v1/bank/get-status-dynamic-qr", "{\"qrAccount\":\"" + bill.get("qrAccount").asString()
                + "\",\"billId\":\"" + bill.get("billId").asString() + "\"}").get("data").get("billInfo");
    }

    private long newMerchant(String name, String phoneNumber) throws Exception {
        return signed("/v1/merchant/create", "{\"name\":\"" + name + "\",\"phoneNumber\":\"" + phoneNumber
                + "\",\"password\":\"s3cret!\",\"appType\":\"tingee-web\"}").get("data").get("merchantId").asLong();
    }

    /** A business account's creation body for {@code merchantId}, with {@code more} fields (each led by a comma). */
    private static String businessVa(long merchantId, String more) {
        return "{\"accountType\":\"business-account\",\"appType\":\"tingee-web\",\"merchantId\":" + merchantId + more + "}";
    }

    /** get-va-paging's body for the merchant's business accounts, up to {@code "transactionType":}. */
    private static String vaPagingQuery(long merchantId) {
        return "{\"skipCount\":0,\"maxResultCount\":100,\"merchantId\":" + merchantId
                + ",\"accountType\":\"business-account\",\"dataAccess\":\"referral-only\",\"transactionType\":";
    }

    private static java.util.List<String> numbers(JsonNode page) {
        java.util.List<String> numbers = new java.util.ArrayList<>();
        page.get("data").get("items").forEach(item -> numbers.add(item.get("vaAccountNumber").asString()));
        return numbers;
    }
}
