package io.paycollect.server;

import static io.paycollect.api.GoldenSignatures.BODILESS_SIGNATURE;
import static io.paycollect.api.GoldenSignatures.TIMESTAMP;
import static org.assertj.core.api.Assertions.assertThat;

import io.paycollect.server.model.BankCreateVaRequest;
import io.paycollect.server.model.BankGenerateVietQrRequest;
import io.paycollect.server.model.CustomVietQrRequest;
import io.paycollect.server.model.DevicePrintReceiptRequest;
import io.paycollect.server.model.TransactionGetPagingRequest;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The server's reading rules (docs/notifications.md), which every server built from the stubs inherits,
 * over real HTTP against an application that only implements the generated interfaces: a value is read only
 * into a field of its own JSON type, an amount is whole, a list holds no null, and a query string has one
 * reading; anything else is a 400 envelope naming what is wrong, never {@code 00} and never a 500.
 */
@GoldenClientsApplication
class StrictReadingOverHttpTest extends SignedCallsToTestApplication {

    @ParameterizedTest(name = "{0} to {1}")
    @CsvSource(delimiter = '|', textBlock = """
            a fraction of VND               | /v1/bank/generate-viet-qr   | {"bankName":"MBB","accountNumber":"0123456789","amount":50000.7} | field 'amount' must be a whole number
            a fraction below one dong       | /v1/bank/generate-viet-qr   | {"bankName":"MBB","accountNumber":"0123456789","amount":1.9}     | field 'amount' must be a whole number
            an amount written as text       | /v1/bank/generate-viet-qr   | {"bankName":"MBB","accountNumber":"0123456789","amount":"50000"} | field 'amount' must be a whole number
            an empty text for an amount     | /v1/bank/generate-viet-qr   | {"bankName":"MBB","accountNumber":"0123456789","amount":""}      | field 'amount' must be a whole number
            a fraction of VND in a custom QR | /v1/generate-viet-qr       | {"bankName":"MBB","accountNumber":"0123456789","amount":50000.7} | field 'amount' must be a whole number
            no amount of zero dong          | /v1/generate-viet-qr        | {"bankName":"MBB","accountNumber":"0123456789","amount":0}       | field 'amount' must be greater than or equal to 1
            an amount beyond a VietQR's 13 digits | /v1/bank/generate-viet-qr | {"bankName":"MBB","accountNumber":"0123456789","amount":10000000000000} | field 'amount' must be less than or equal to 9999999999999
            a decimal written as text       | /v1/generate-viet-qr        | {"bankName":"MBB","accountNumber":"0123456789","amount":"50000"} | field 'amount' must be a number
            a number for an enumeration     | /v1/generate-viet-qr        | {"bankName":1,"accountNumber":"0123456789"}                      | field 'bankName' must be one of OCB, MBB, BIDV, ACB, CTG, PGB, STB
            a number where text goes        | /v1/bank/generate-viet-qr   | {"bankName":"MBB","accountNumber":123456789}                     | field 'accountNumber' must be a string
            false where text goes           | /v1/bank/create-va          | {"accountType":"personal-account","accountNumber":false}         | field 'accountNumber' must be a string
            a number where true/false goes  | /v1/bank/create-va          | {"accountType":"personal-account","isCreateNonOtp":1}            | field 'isCreateNonOtp' must be true or false
            text where true/false goes      | /v1/bank/create-va          | {"accountType":"personal-account","isCreateNonOtp":"true"}       | field 'isCreateNonOtp' must be true or false
            a page start written as text    | /v1/transaction/get-paging  | {"skipCount":"0","maxResultCount":20}                            | field 'skipCount' must be a whole number
            a fractional page size          | /v1/transaction/get-paging  | {"skipCount":0,"maxResultCount":20.9}                            | field 'maxResultCount' must be a whole number
            a null item in a list           | /v1/transaction/get-paging  | {"skipCount":0,"maxResultCount":20,"shopIds":[null]}             | field 'shopIds[0]' must not be null
            a null after good items         | /v1/transaction/get-paging  | {"skipCount":0,"maxResultCount":20,"vaAccountNumbers":["A",null]} | field 'vaAccountNumbers[1]' must not be null
            """)
    void aValueOfAnotherTypeIsRefusedNamingTheField(String why, String path, String body, String message) {
        refusedNaming(signed(path, body), message);
    }

    /** A limit the contract states beyond the type (a date's form), named with the rule broken. */
    @ParameterizedTest(name = "{0} to {1}")
    @CsvSource(delimiter = '|', textBlock = """
            a date that is not one          | /v1/transaction/get-paging  | {"skipCount":0,"maxResultCount":20,"startTime":"not a date"}     | field 'startTime' must match
            """)
    void aValueOutsideTheStatedLimitsIsRefusedNamingTheField(String why, String path, String body, String message) {
        Wire.Reply reply = signed(path, body);
        assertThat(reply.status()).isEqualTo(400);
        assertThat(reply.body()).startsWith("{\"code\":\"400\",\"message\":\"" + message);
        assertThat(recorder.calls.get()).as("the controller was never called").isZero();
    }

    /** The items of a list are objects checked like any other: the path names the item and its field. */
    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            a fraction of VND in a receipt item's price | {"name":"Tea","quantity":1,"unitPrice":1000.5} | field 'items[0].unitPrice' must be a whole number
            no receipt item of quantity zero            | {"name":"Tea","quantity":0,"unitPrice":1000}   | field 'items[0].quantity' must be greater than or equal to 1
            """)
    void aFieldOfAListItemIsCheckedNamingTheItem(String why, String item, String message) {
        refusedNaming(signed("/v1/device/print-receipt",
                "{\"uuid\":\"TB1\",\"storeName\":\"Shop\",\"totalAmount\":1000,\"items\":[" + item + "]}"), message);
    }

    @Test
    void valuesOfTheirOwnTypeAreStillRead() {
        assertThat(signed("/v1/bank/generate-viet-qr", "{\"bankName\":\"MBB\",\"accountNumber\":\"0123456789\",\"amount\":50000}").status())
                .isEqualTo(200);
        assertThat(((BankGenerateVietQrRequest) recorder.lastInput.get()).getAmount()).isEqualTo(50000L);

        assertThat(signed("/v1/generate-viet-qr", "{\"bankName\":\"MBB\",\"accountNumber\":\"0123456789\",\"amount\":50000}").status())
                .isEqualTo(200);
        assertThat(((CustomVietQrRequest) recorder.lastInput.get()).getAmount()).isEqualByComparingTo("50000");

        assertThat(signed("/v1/bank/create-va", "{\"accountType\":\"personal-account\",\"appType\":\"tingee-web\",\"accountNumber\":\"0123\",\"isCreateNonOtp\":true}")
                .status()).isEqualTo(200);
        assertThat(((BankCreateVaRequest) recorder.lastInput.get()).getIsCreateNonOtp()).isTrue();

        assertThat(signed("/v1/transaction/get-paging", "{\"skipCount\":0,\"maxResultCount\":20,\"shopIds\":[1,2]}").status())
                .isEqualTo(200);
        assertThat(((TransactionGetPagingRequest) recorder.lastInput.get()).getShopIds()).isEqualTo(List.of(1L, 2L));

        assertThat(signed("/v1/device/print-receipt",
                "{\"uuid\":\"TB1\",\"storeName\":\"Shop\",\"totalAmount\":1000,\"items\":[{\"name\":\"Tea\",\"quantity\":1,\"unitPrice\":1000}]}")
                .status()).isEqualTo(200);
        assertThat(((DevicePrintReceiptRequest) recorder.lastInput.get()).getItems().get(0).getUnitPrice()).isEqualByComparingTo("1000");
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            an empty name                 | /v1/bank/delete-va?=                           | the query string has a parameter without a name
            an empty name with a value    | /v1/bank/delete-va?vaNumber=1&=x               | the query string has a parameter without a name
            a name given twice            | /v1/bank/delete-va?vaNumber=1&vaNumber=2       | query parameter 'vaNumber' is given more than once
            a name given twice, encoded   | /v1/bank/delete-va?vaNumber=1&va%4Eumber=2     | query parameter 'vaNumber' is given more than once
            """)
    void aQueryStringWithoutOneReadingIsRefused(String why, String pathAndQuery, String message) {
        refusedNaming(bodiless(pathAndQuery), message);
    }

    @Test
    void brokenPercentEncodingIsRefused() throws java.io.IOException {
        // Sent raw: java.net.URI refuses to build such a request line.
        String answer = RawHttp.exchange(port, "POST /v1/bank/delete-va?vaNumber=%zz HTTP/1.1\r\nHost: localhost\r\n"
                + "Content-Type: application/json\r\nx-client-id: golden-client\r\nx-request-timestamp: " + TIMESTAMP
                + "\r\nx-signature: " + BODILESS_SIGNATURE + "\r\nContent-Length: 0\r\nConnection: close\r\n\r\n",
                java.time.Duration.ofSeconds(30));

        assertThat(answer).startsWith("HTTP/1.1 400").endsWith(
                "{\"code\":\"400\",\"message\":\"the query string is not valid percent-encoding\",\"data\":null}");
        assertThat(recorder.calls.get()).isZero();
    }

    @Test
    void anEmptySegmentOfTheQueryStringCarriesNothing() {
        assertThat(bodiless("/v1/bank/delete-va?vaAccountNumber=1&&bankName=MBB").status()).isEqualTo(200);
        assertThat(recorder.lastInput.get()).isEqualTo(java.util.Arrays.asList("1", null, "MBB", null));
    }
}
