package io.paycollect.sandbox;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.http.HttpResponse;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.boot.test.context.SpringBootTest;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * The server's reading rules (docs/notifications.md) in the sandbox, over real HTTP: input the contract
 * forbids (a value of another JSON type, a fraction of a dong, a null in a list, a query string without one
 * reading, an empty value of a number query parameter, a date that is not one) is a 400 envelope naming what is
 * wrong; never {@code 00}, never a 500.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT)
class ReadingRulesHttpTest {

    private static final JsonMapper JSON = JsonMapper.builder().build();

    @Value("${local.server.port}")
    int port;

    private static JsonNode refusedNaming(HttpResponse<String> response, String named) {
        assertEquals(400, response.statusCode(), response.body());
        JsonNode envelope = JSON.readTree(response.body());
        assertEquals("400", envelope.get("code").asString(), response.body());
        assertTrue(envelope.get("message").asString().contains(named), response.body());
        return envelope;
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            a fraction of VND in a static QR      | /v1/bank/generate-viet-qr         | {"bankName":"MBB","accountNumber":"0123456789","amount":50000.7}                 | field 'amount' must be a whole number
            a fraction below one dong             | /v1/bank/generate-viet-qr         | {"bankName":"MBB","accountNumber":"0123456789","amount":1.9}                     | field 'amount' must be a whole number
            a fraction of VND in a deep link      | /v1/deep-link/generate            | {"type":"vietqr","qrCode":"000201","bankBin":"970422","destinationBankBin":"970418","accountName":"A","accountNumber":"1","billNumber":"B1","amount":1999.99} | field 'amount' must be a whole number
            a fraction of VND in a custom QR      | /v1/generate-viet-qr              | {"bankName":"MBB","accountNumber":"0123456789","amount":50000.7}                 | field 'amount' must be a whole number
            a fraction in a BIDV test deep link   | /v1/deep-link/generate-bidv-test  | {"type":"vietqr","qrCode":"000201","bankBin":"970418","destinationBankBin":"970418","accountName":"A","accountNumber":"1","billNumber":"B1","amount":1999.99} | field 'amount' must be a whole number
            a fraction of VND on a receipt        | /v1/device/print-receipt          | {"uuid":"TB1","storeName":"S","items":[{"name":"N","quantity":1,"unitPrice":1}],"totalAmount":0.5} | field 'totalAmount' must be a whole number
            a fraction of VND in a payment link   | /v1/payment-gateway/create-link   | {"merchantId":1,"orderId":"O1","requestId":"R1","amount":50000.5}                | field 'amount' must be a whole number
            an amount beyond a VietQR's 13 digits | /v1/bank/generate-viet-qr         | {"bankName":"MBB","accountNumber":"0123456789","amount":10000000000000}          | field 'amount' must be less than or equal to 9999999999999
            a payment link of 14 digits           | /v1/payment-gateway/create-link   | {"merchantId":1,"orderId":"O1","requestId":"R1","amount":10000000000000}         | field 'amount' must be less than or equal to 9999999999999
            a payment link for 2^63-1 minutes     | /v1/payment-gateway/create-link   | {"merchantId":1,"orderId":"O1","requestId":"R1","amount":1,"expireInMinute":9223372036854775807} | field 'expireInMinute' must be less than or equal to 9999999999999
            a dynamic QR for 2^63-1 minutes       | /v1/bank/generate-dynamic-qr      | {"merchantId":1,"vaAccountNumber":"0123456789","qrCodeType":"dynamic-one-time-payment","bankName":"MBB","amount":1,"expireInMinute":9223372036854775807} | field 'expireInMinute' must be less than or equal to 9999999999999
            false as a VA's account number        | /v1/bank/create-va                | {"accountType":"personal-account","appType":"tingee-web","accountNumber":false}  | field 'accountNumber' must be a string
            false as a return URL                 | /v1/direct-debit/register         | {"returnUrl":false}                                                              | field 'returnUrl' must be a string
            a page start written as text          | /v1/merchant/get-paging           | {"skipCount":"0","maxResultCount":20}                                            | field 'skipCount' must be a whole number
            a fractional page size                | /v1/merchant/get-paging           | {"skipCount":0,"maxResultCount":20.9}                                            | field 'maxResultCount' must be a whole number
            false as a box's uuid                 | /v1/device/read-security-code     | {"uuid":false}                                                                   | field 'uuid' must be a string
            a null shop id adding a box           | /v1/device/add-device-to-shop     | {"uuid":"TB1","securityCode":"123456","appType":"tingee-web","shopIds":[null]}   | field 'shopIds[0]' must not be null
            a null shop id listing transactions   | /v1/transaction/get-paging        | {"skipCount":0,"maxResultCount":20,"shopIds":[null]}                             | field 'shopIds[0]' must not be null
            a null business sector                | /v1/merchant/create               | {"businessSectorIds":[null]}                                                     | field 'businessSectorIds[0]' must not be null
            a date that is not one                | /v1/bank/get-va-paging            | {"skipCount":0,"maxResultCount":20,"merchantId":1,"accountType":"personal-account","dataAccess":"referral-only","transactionType":"credit","startTime":"not a date"} | startTime
            """)
    void inputTheContractForbidsIsA400NamingTheField(String why, String path, String body, String message) throws Exception {
        refusedNaming(new SignedCalls(port).post(path, body), message);
    }

    @ParameterizedTest(name = "{0} {1}")
    @CsvSource(delimiter = '|', textBlock = """
            POST   | /v1/bank/delete-va
            POST   | /v1/bank/get-account-number-info-by-qr-code
            DELETE | /v1/merchant/delete
            DELETE | /v1/device/reset
            GET    | /v1/direct-debit/get-subscription-status
            GET    | /v1/direct-debit/get-transaction-status
            GET    | /v1/direct-debit/get-paging-transactions
            POST   | /v1/user/verify-referral-code
            """)
    void aQueryStringWithoutOneReadingIsA400OnEveryQueryOperation(String method, String path) throws Exception {
        SignedCalls calls = new SignedCalls(port);
        refusedNaming(calls.sendBodiless(method, path + "?="), "a parameter without a name");
        refusedNaming(calls.sendBodiless(method, path + "?a=1&a=2"), "query parameter 'a' is given more than once");
    }

    @ParameterizedTest(name = "{0} {1}")
    @CsvSource(delimiter = '|', textBlock = """
            POST   | /v1/bank/delete-va?vaAccountNumber=0123456789&merchantId=                | merchantId
            DELETE | /v1/merchant/delete?merchantId=                                          | merchantId
            GET    | /v1/direct-debit/get-paging-transactions?subscriptionId=S&tokenRef=T&skipCount=      | skipCount
            GET    | /v1/direct-debit/get-paging-transactions?subscriptionId=S&tokenRef=T&maxResultCount= | maxResultCount
            """)
    void anEmptyValueOfANumberQueryParameterIsA400NamingIt(String method, String pathAndQuery, String named) throws Exception {
        refusedNaming(new SignedCalls(port).sendBodiless(method, pathAndQuery), "query parameter '" + named + "' is empty");
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            /sandbox/notifications/drop-next?count=               | count
            /sandbox/dynamic-qr/BILL999999/pay?amount=            | amount
            /sandbox/virtual-accounts/9000000001/transfers?amount= | amount
            """)
    void theControlAreaRefusesAnEmptyNumberAlike(String pathAndQuery, String named) throws Exception {
        // The control endpoints read their numbers by hand, and refuse empty text as no number, as the operations do.
        refusedNaming(new SignedCalls(port).sendBodiless("POST", pathAndQuery), named);
    }

    @Test
    void aVaListingShowsOnlyTheAccountsCreatedInItsPeriod() throws Exception {
        SignedCalls calls = new SignedCalls(port);
        HttpResponse<String> created = calls.post("/v1/bank/create-va",
                "{\"accountType\":\"personal-account\",\"appType\":\"tingee-web\",\"bankName\":\"MBB\",\"accountName\":\"NGUYEN VAN A\","
                        + "\"accountNumber\":\"0123456789\",\"identity\":\"001099012345\",\"mobile\":\"0912345678\"}");
        assertEquals("00", JSON.readTree(created.body()).get("code").asString(), created.body());
        String query = "{\"skipCount\":0,\"maxResultCount\":1000,\"merchantId\":1,\"accountType\":\"personal-account\","
                + "\"dataAccess\":\"referral-only\",\"transactionType\":\"credit\"";

        JsonNode all = JSON.readTree(calls.post("/v1/bank/get-va-paging", query + "}").body());
        JsonNode in2020 = JSON.readTree(calls.post("/v1/bank/get-va-paging",
                query + ",\"startTime\":\"20200101000000\",\"endTime\":\"20201231235959\"}").body());
        JsonNode fromNow = JSON.readTree(calls.post("/v1/bank/get-va-paging", query + ",\"startTime\":\"20200101000000\"}").body());

        assertTrue(all.get("data").get("totalCount").asInt() >= 1, all.toString());
        assertEquals("00", in2020.get("code").asString(), in2020.toString());
        assertEquals(0, in2020.get("data").get("totalCount").asInt(), in2020.toString());
        assertEquals(all.get("data").get("totalCount").asInt(), fromNow.get("data").get("totalCount").asInt(), fromNow.toString());
    }
}
