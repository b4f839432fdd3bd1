package io.paycollect.client;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.paycollect.client.model.BankAccountType;
import io.paycollect.client.model.BankCreateBatchVaOnOffRequest;
import io.paycollect.client.model.BankGenerateVietQrRequest;
import io.paycollect.client.model.BankName;
import io.paycollect.client.model.CustomVietQrRequest;
import io.paycollect.client.model.DevicePrintReceiptRequest;
import io.paycollect.client.model.QrBankName;
import io.paycollect.client.model.ReceiptItem;
import java.math.BigDecimal;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Documented requests are checked against the contract's constraints and refused, naming the field,
 * before anything is sent: the server never sees the request.
 */
class ValidationBeforeSendingTest extends AgainstRecordingServer {

    @Test
    void aMissingBankNameIsRefusedWithoutAnyRequest() {
        InvalidRequestException e = assertThrows(InvalidRequestException.class,
                () -> client.bank().generateCustomVietQr(new CustomVietQrRequest().accountNumber("0123456789")));

        assertEquals(List.of("bankName: must not be null"), e.violations());
        assertEquals("BankApi.generateCustomVietQr: invalid request, not sent: bankName: must not be null",
                e.getMessage());
        assertEquals(0, server.received().size(), "no request reached the server");
    }

    @Test
    void aMissingAccountNumberIsRefusedWithoutAnyRequest() {
        InvalidRequestException e = assertThrows(InvalidRequestException.class,
                () -> client.bank().generateCustomVietQr(new CustomVietQrRequest().bankName(QrBankName.MBB)));

        assertEquals(List.of("accountNumber: must not be null"), e.violations());
        assertEquals(0, server.received().size());
    }

    @Test
    void anEmptyAccountNumberIsRefusedWithoutAnyRequest() {
        InvalidRequestException e = assertThrows(InvalidRequestException.class,
                () -> client.bank().generateCustomVietQr(new CustomVietQrRequest().bankName(QrBankName.MBB).accountNumber("")));

        // too short, and not the 1 to 19 letters or digits a VietQR takes: both said of the one field
        assertEquals(2, e.violations().size(), e.violations().toString());
        assertTrue(e.violations().stream().allMatch(v -> v.startsWith("accountNumber: ")), e.violations().toString());
        assertTrue(e.violations().stream().anyMatch(v -> v.startsWith("accountNumber: size must be between 1 and")),
                e.violations().toString());
        assertEquals(0, server.received().size());
    }

    @Test
    void everyFieldAtFaultIsNamed() {
        InvalidRequestException e = assertThrows(InvalidRequestException.class,
                () -> client.bank().generateCustomVietQrWithHttpInfo(new CustomVietQrRequest()));

        assertEquals(List.of("accountNumber: must not be null", "bankName: must not be null"), e.violations());
        assertEquals(0, server.received().size());
    }

    @Test
    void aMissingRequiredBodyIsRefusedByParameterName() {
        InvalidRequestException e = assertThrows(InvalidRequestException.class,
                () -> client.bank().generateCustomVietQr(null));

        assertEquals(List.of("customVietQrRequest: must not be null"), e.violations());
        assertEquals(0, server.received().size());
    }

    /** The dong has no minor unit: the contract's multipleOf 1 on an amount typed number is checked before sending. */
    @Test
    void aFractionOfADongIsRefusedWithoutAnyRequest() {
        InvalidRequestException e = assertThrows(InvalidRequestException.class, () -> client.bank().generateCustomVietQr(
                new CustomVietQrRequest().bankName(QrBankName.MBB).accountNumber("0123456789").amount(new BigDecimal("50000.7"))));

        assertEquals(List.of("amount: must be a whole number"), e.violations());
        assertEquals(0, server.received().size());
    }

    /** The items of a list are objects checked like any other: the path names the item and its field. */
    @Test
    void aFieldOfAListItemIsCheckedBeforeSendingNamingTheItem() {
        InvalidRequestException e = assertThrows(InvalidRequestException.class, () -> client.device().printReceipt(
                new DevicePrintReceiptRequest().uuid("TB1").storeName("Shop").totalAmount(new BigDecimal("1000")).items(List.of(
                        new ReceiptItem().name("Tea").quantity(BigDecimal.ONE).unitPrice(new BigDecimal("1000.5")),
                        new ReceiptItem().name("Cake").quantity(BigDecimal.ZERO).unitPrice(new BigDecimal("1000"))))));

        assertEquals(List.of("items[0].unitPrice: must be a whole number", "items[1].quantity: must be greater than or equal to 1"),
                e.violations());
        assertEquals(0, server.received().size());
    }

    @Test
    void anAmountOutsideTheStatedRangeIsRefusedWithoutAnyRequest() {
        InvalidRequestException zero = assertThrows(InvalidRequestException.class, () -> client.bank().generateCustomVietQr(
                new CustomVietQrRequest().bankName(QrBankName.MBB).accountNumber("0123456789").amount(BigDecimal.ZERO)));
        InvalidRequestException tooLong = assertThrows(InvalidRequestException.class, () -> client.bank().generateVietQr(
                new BankGenerateVietQrRequest().bankName(BankName.MBB).accountNumber("0123456789").amount(10_000_000_000_000L)));

        assertEquals(List.of("amount: must be greater than or equal to 1"), zero.violations());
        assertEquals(List.of("amount: must be less than or equal to 9999999999999"), tooLong.violations());
        assertEquals(0, server.received().size());
    }

    /** Written out, 1e100000000 is 100 MB of digits (out of memory on a small heap): refused before writing it. */
    @Test
    void anAmountWhoseExponentWouldWriteMillionsOfDigitsIsRefusedWithoutAnyRequest() {
        // A batch's amount has no maximum in the contract, so the writer is what refuses it.
        Exception e = assertThrows(Exception.class, () -> client.bank().createBatchVaOnOff(new BankCreateBatchVaOnOffRequest()
                .bankName(BankName.MBB).accountType(BankAccountType.fromValue("personal-account"))
                .vaAccountNumbers(List.of("1")).amount(new BigDecimal("1e100000000"))));

        Throwable cause = e;
        while (cause.getCause() != null && !(cause instanceof IllegalArgumentException)) {
            cause = cause.getCause();
        }
        assertTrue(String.valueOf(cause.getMessage()).contains("100000001 digits written out"), e.toString());
        assertEquals(0, server.received().size());
    }

    @Test
    void aValidRequestIsSent() {
        client.bank().generateCustomVietQr(new CustomVietQrRequest().bankName(QrBankName.STB).accountNumber("1")
                .amount(new BigDecimal("50000")));

        assertEquals("{\"bankName\":\"STB\",\"accountNumber\":\"1\",\"amount\":50000}", server.only().bodyText());
    }

    @Test
    void badBuilderSettingsAreRefusedNamingTheSetting() {
        assertEquals("baseUrl must be an absolute http or https URL", assertThrows(IllegalArgumentException.class,
                () -> PayCollectClient.builder().baseUrl("localhost:8080")).getMessage());
        assertEquals("clientId must not be blank", assertThrows(IllegalArgumentException.class,
                () -> PayCollectClient.builder().clientId(" ")).getMessage());
        assertEquals("secretToken must not be empty", assertThrows(IllegalArgumentException.class,
                () -> PayCollectClient.builder().secretToken("")).getMessage());
        assertEquals("readTimeout must be positive", assertThrows(IllegalArgumentException.class,
                () -> PayCollectClient.builder().readTimeout(java.time.Duration.ZERO)).getMessage());
        assertEquals("secretToken is required", assertThrows(IllegalStateException.class,
                () -> PayCollectClient.builder().baseUrl(server.baseUrl()).clientId("c").build()).getMessage());
        assertEquals("baseUrl is required: environment(PayCollectEnvironment.PRODUCTION or UAT), "
                + "or baseUrl(\"http://localhost:8080\") for the sandbox", assertThrows(IllegalStateException.class,
                () -> PayCollectClient.builder().clientId("c").secretToken("s").build()).getMessage());
    }

    @Test
    void aTrailingSlashOnTheBaseUrlDoesNotDoubleThePath() {
        PayCollectClient slash = TestClients.builder(server).baseUrl(server.baseUrl() + "/").build();

        slash.bank().getBanks();

        assertEquals("/v1/bank/get-banks", server.only().path());
    }
}
