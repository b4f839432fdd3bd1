package io.paycollect.server;

import static org.assertj.core.api.Assertions.assertThat;

import io.paycollect.server.model.BankGenerateDynamicQrRequest;
import io.paycollect.server.model.CustomVietQrRequest;
import io.paycollect.server.model.DeviceAddDeviceToShopRequest;
import io.paycollect.server.model.TransactionGetPagingRequest;
import java.math.BigDecimal;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * A whole quantity written with a fraction part is that whole number in every server built from the stubs, as the
 * official Java SDK writes its ids and amounts ({@code 1.0}, {@code [1.0]}, {@code merchantId=2.0}); a real
 * fraction or a number too large for the field stays refused, naming the field. An empty whole query value is
 * no number and is refused; an empty text query value is the text the contract allows.
 */
@GoldenClientsApplication
class WholeNumbersOverHttpTest extends SignedCallsToTestApplication {

    @Test
    void aWholeNumberWithAFractionPartIsThatNumber() {
        assertThat(signed("/v1/bank/generate-dynamic-qr", "{\"merchantId\":2.0,\"vaAccountNumber\":\"963\",\"qrCodeType\":\"dynamic-one-time-payment\",\"amount\":10000.0,"
                + "\"expireInMinute\":30.0}").status()).isEqualTo(200);
        BankGenerateDynamicQrRequest qr = (BankGenerateDynamicQrRequest) recorder.lastInput.get();
        assertThat(List.of(qr.getMerchantId(), qr.getAmount(), qr.getExpireInMinute())).isEqualTo(List.of(2L, 10000L, 30L));

        assertThat(signed("/v1/device/add-device-to-shop", "{\"uuid\":\"TB1\",\"securityCode\":\"123\",\"appType\":\"tingee-web\",\"shopIds\":[1.0,2e0],\"merchantId\":1.0}")
                .status()).isEqualTo(200);
        assertThat(((DeviceAddDeviceToShopRequest) recorder.lastInput.get()).getShopIds()).isEqualTo(List.of(1L, 2L));

        assertThat(signed("/v1/transaction/get-paging", "{\"skipCount\":0.0,\"maxResultCount\":20.00}").status()).isEqualTo(200);
        assertThat(((TransactionGetPagingRequest) recorder.lastInput.get()).getMaxResultCount()).isEqualTo(20L);
    }

    @Test
    void aWholeAmountGeneratedAsADecimalPassesItsWholeNumberCheck() {
        assertThat(signed("/v1/generate-viet-qr", "{\"bankName\":\"MBB\",\"accountNumber\":\"0123456789\",\"amount\":50000.0}")
                .status()).isEqualTo(200);
        assertThat(((CustomVietQrRequest) recorder.lastInput.get()).getAmount()).isEqualTo(new BigDecimal("50000"));
    }

    @Test
    void aWholeQueryValueWithAFractionPartIsThatNumber() {
        assertThat(bodiless("/v1/bank/delete-va?vaAccountNumber=963&merchantId=2.0").status()).isEqualTo(200);
        assertThat(recorder.lastInput.get()).isEqualTo(Arrays.asList("963", null, null, 2L));
    }

    @Test
    void theTextNullOfAnUnsetWholeQueryValueIsNoValue() {
        assertThat(bodiless("/v1/bank/delete-va?vaAccountNumber=963&merchantId=null").status()).isEqualTo(200);
        assertThat(recorder.lastInput.get()).isEqualTo(Arrays.asList("963", null, null, null));
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            a fraction of an id          | /v1/device/add-device-to-shop | {"uuid":"TB1","securityCode":"123","appType":"tingee-web","shopIds":[1.5]}| field 'shopIds[0]' must be a whole number
            a fraction of VND            | /v1/bank/generate-dynamic-qr  | {"vaAccountNumber":"963","qrCodeType":"dynamic-one-time-payment","amount":10000.5}| field 'amount' must be a whole number
            beyond a long                | /v1/bank/generate-dynamic-qr  | {"vaAccountNumber":"963","qrCodeType":"dynamic-one-time-payment","merchantId":1e19}| field 'merchantId' must be a whole number
            a fraction of a decimal whole | /v1/generate-viet-qr         | {"bankName":"MBB","accountNumber":"0123456789","amount":50000.50} | field 'amount' must be a whole number
            """)
    void aRealFractionIsRefusedNamingTheField(String why, String path, String body, String message) {
        refusedNaming(signed(path, body), message);
    }

    @ParameterizedTest(name = "merchantId={0}")
    @ValueSource(strings = {"", "%20"})
    void anEmptyWholeQueryValueIsRefusedNamingTheParameter(String value) {
        // The contract types merchantId a number, which empty text is not; the official SDKs leave it out instead.
        Wire.Reply reply = bodiless("/v1/bank/delete-va?vaAccountNumber=963&merchantId=" + value);
        assertThat(reply.status()).isEqualTo(400);
        assertThat(reply.body()).contains("query parameter 'merchantId' is empty: leave it out or give a value");
        assertThat(recorder.calls.get()).isZero();
    }

    @Test
    void anEmptyTextQueryValueIsThatText() {
        // bankBin is a string without minLength in the contract: "" is a value it allows, passed on as sent.
        assertThat(bodiless("/v1/bank/delete-va?vaAccountNumber=963&bankBin=").status()).isEqualTo(200);
        assertThat(recorder.lastInput.get()).isEqualTo(Arrays.asList("963", "", null, null));
    }

    @Test
    void aQueryValueWithARealFractionIsRefusedNamingTheParameter() {
        Wire.Reply reply = bodiless("/v1/bank/delete-va?vaAccountNumber=963&merchantId=2.5");
        assertThat(reply.status()).isEqualTo(400);
        assertThat(reply.body()).contains("merchantId");
        assertThat(recorder.calls.get()).isZero();
    }
}
