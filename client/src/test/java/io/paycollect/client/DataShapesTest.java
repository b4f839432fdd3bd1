package io.paycollect.client;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import io.paycollect.client.model.AccountNumberStatus;
import io.paycollect.client.model.Bank;
import io.paycollect.client.model.BankCreateVaData;
import io.paycollect.client.model.BankCreateVaRequest;
import io.paycollect.client.model.BankDeleteDynamicQrRequest;
import io.paycollect.client.model.BankGetBanksResponse;
import io.paycollect.client.model.BankName;
import io.paycollect.client.model.DeepLinkGenerateRequest;
import io.paycollect.client.model.DeviceAddDeviceToShopRequest;
import io.paycollect.client.model.LinkedDevice;
import io.paycollect.client.model.MerchantCreateOrUpdateConfigRequest;
import io.paycollect.client.model.MerchantCreateRequest;
import io.paycollect.client.model.MerchantCreateResponse;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.logging.Handler;
import java.util.logging.LogRecord;
import java.util.logging.Logger;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The live service answers {@code data} in every shape its SDKs declare: lists, text, numbers, null,
 * objects with fields nobody documented, enumeration values added since. The client reads each of
 * them over real HTTP, and a {@code data} that contradicts the contract still gives the caller the
 * envelope: an exception there would report a failure for work the service did, which a caller might
 * then repeat.
 */
class DataShapesTest extends AgainstRecordingServer {

    private final List<LogRecord> warnings = new ArrayList<>();
    private final Handler capture = new Handler() {
        @Override
        public void publish(LogRecord record) {
            warnings.add(record);
        }

        @Override
        public void flush() {
        }

        @Override
        public void close() {
        }
    };

    @BeforeEach
    void captureWarnings() {
        Logger.getLogger(JsonBodyDecoder.class.getName()).addHandler(capture);
    }

    @AfterEach
    void releaseWarnings() {
        Logger.getLogger(JsonBodyDecoder.class.getName()).removeHandler(capture);
    }

    private void answerData(String data) {
        server.answer(200, "{\"code\":\"00\",\"message\":\"Success\",\"data\":" + data + "}");
    }

    private static <T> T example(Class<T> type, String path) {
        return AllOperationsOnTheWireTest.fromExample(type, "POST", path);
    }

    @Test
    void aListOfBanksWithABankAndAFieldAddedSinceTheContract() {
        answerData("[{\"code\":\"MBB\",\"name\":\"Ngân hàng TMCP Quân đội\",\"shortName\":\"MB Bank\",\"bin\":\"970422\"},"
                + "{\"code\":\"NEWBANK\",\"bin\":\"970499\",\"swift\":\"NEWBVNVX\"}]");

        List<Bank> banks = client.bank().getBanks().requireSuccess().getData();

        assertEquals(2, banks.size());
        assertSame(BankName.MBB, banks.get(0).getCode(), "a known value is the constant");
        assertEquals("Ngân hàng TMCP Quân đội", banks.get(0).getName());
        BankName added = banks.get(1).getCode();
        assertEquals("NEWBANK", added.getValue());
        assertFalse(added.isKnown());
        assertEquals("NEWBVNVX", banks.get(1).getAdditionalProperty("swift"));
    }

    @Test
    void aListOfLinkedDevices() {
        answerData("[{\"type\":\"tingee-box-3ls\",\"uuid\":\"TB3LS0001\"}]");

        List<LinkedDevice> devices = client.device()
                .addDeviceToShop(example(DeviceAddDeviceToShopRequest.class, "/v1/device/add-device-to-shop"))
                .requireSuccess().getData();

        assertEquals("TB3LS0001", devices.get(0).getUuid());
        assertEquals("tingee-box-3ls", devices.get(0).getType().getValue());
    }

    @Test
    void text() {
        answerData("\"https://pay.example/dl/1\"");

        String link = client.deepLink().generate(example(DeepLinkGenerateRequest.class, "/v1/deep-link/generate"))
                .requireSuccess().getData();

        assertEquals("https://pay.example/dl/1", link);
    }

    @Test
    void aRecordIdIsAWholeNumberReadExactly() {
        // 2^53 + 1: a double would read it as 2^53.
        answerData("9007199254740993");

        Long id = client.merchant().createOrUpdateConfig(
                example(MerchantCreateOrUpdateConfigRequest.class, "/v1/merchant/create-or-update-config"))
                .requireSuccess().getData();

        assertEquals(9007199254740993L, id);
    }

    @Test
    void nullAndAbsentData() {
        BankDeleteDynamicQrRequest request = example(BankDeleteDynamicQrRequest.class, "/v1/bank/delete-dynamic-qr");
        answerData("null");
        assertNull(client.bank().deleteDynamicQr(request).requireSuccess().getData());

        server.answer(200, "{\"code\":\"00\",\"message\":\"Success\"}");
        var absent = client.bank().deleteDynamicQr(request).requireSuccess();
        assertNull(absent.getData());
        assertTrue(absent.getUndecodedData().isEmpty(), "null data fits any declared type");
    }

    @Test
    void anObjectWithFieldsNobodyDocumentedAndAStateAddedSince() {
        answerData("{\"confirmId\":\"C-1\",\"status\":\"frozen\",\"vaBranch\":\"Đà Nẵng\",\"limits\":{\"daily\":5000000}}");

        BankCreateVaData data = client.bank().createVa(OpenPayloadCaller.request()).requireSuccess().getData();

        assertEquals("C-1", data.getConfirmId());
        assertEquals("frozen", data.getStatus().getValue());
        assertFalse(data.getStatus().isKnown());
        assertEquals("Đà Nẵng", data.getAdditionalProperty("vaBranch"));
        assertEquals(Map.of("daily", 5000000), data.getAdditionalProperty("limits"));
    }

    @Test
    void aStateTheContractDoesNotListCanBeSentToo() {
        answerData("{}");
        BankCreateVaRequest request = OpenPayloadCaller.request();
        request.setLinkType(io.paycollect.client.model.LinkType.fromValue("api-fuzzy"));

        client.bank().createVa(request).requireSuccess();

        assertTrue(server.only().bodyText().contains("\"linkType\":\"api-fuzzy\""), server.only().bodyText());
        assertSame(AccountNumberStatus.ACTIVE, AccountNumberStatus.fromValue("active"));
    }

    @Test
    void aMerchantIdAsTheNewestSdksDeclareItAndTheOldNumberStillGivesTheEnvelope() {
        MerchantCreateRequest request = example(MerchantCreateRequest.class, "/v1/merchant/create");
        answerData("{\"merchantId\":17}");
        assertEquals(17L, client.merchant().create(request).requireSuccess().getData().getMerchantId());
        // The official Java SDK 0.1.0 read a bare number: such an answer is kept, not refused.
        answerData("17");
        MerchantCreateResponse number = client.merchant().create(request).requireSuccess();
        assertNull(number.getData());
        assertEquals("17", number.getUndecodedData().orElseThrow().toString());
    }

    @Test
    void dataThatContradictsTheContractStillGivesTheEnvelopeAndIsLoggedOncePerOperation() {
        answerData("{\"totalCount\":1,\"items\":[{\"code\":\"MBB\"}]}");

        BankGetBanksResponse first = client.bank().getBanks();
        BankGetBanksResponse second = client.bank().getBanks();

        assertTrue(first.isSuccess(), "the service did the work: no exception");
        assertEquals("Success", first.getMessage());
        assertNull(first.getData());
        JsonNode raw = first.getUndecodedData().orElseThrow();
        assertEquals("MBB", raw.at("/items/0/code").asText());
        assertTrue(second.getUndecodedData().isPresent());
        assertEquals(1, warnings.size(), "one warning per operation, not per call");
        String warning = warnings.get(0).getMessage();
        assertTrue(warning.contains("bank_getBanks") && warning.contains("object"), warning);
        assertFalse(warning.contains("MBB"), "the data itself is not logged");
    }

    @Test
    void anUnsuccessfulCodeWithContradictingDataIsStillTheServicesRefusal() {
        server.answer(200, "{\"code\":\"1001\",\"message\":\"not found\",\"data\":\"no such bank\"}");

        BankGetBanksResponse response = client.bank().getBanks();

        assertEquals("1001", response.getCode());
        PayCollectApiException e = assertThrows(PayCollectApiException.class, response::requireSuccess);
        assertEquals("1001", e.getCode());
        assertEquals("no such bank", response.getUndecodedData().orElseThrow().asText());
    }

    @Test
    void aBodyThatIsNotAnEnvelopeIsStillAnErrorNamingTheOperationAndTheStatus() {
        for (String body : List.of("<html>maintenance</html>", "[1,2]", "{\"code\":0,\"data\":{}}")) {
            server.answer(200, body);
            PayCollectApiException e = assertThrows(PayCollectApiException.class, () -> client.bank().getBanks(), body);
            assertTrue(e.getMessage().contains("GET /v1/bank/get-banks") && e.getMessage().contains("HTTP 200"), e.getMessage());
            assertEquals(200, e.getStatus());
        }
    }

    @Test
    void aFractionWhereTheContractDeclaresAWholeNumberIsNotCut() {
        answerData("{\"refundAmount\":12.5,\"transactionId\":\"RFD-1\"}");

        var response = client.directDebit().refund(AllOperationsOnTheWireTest.fromExample(
                io.paycollect.client.model.DirectDebitRefundRequest.class, "POST", "/v1/direct-debit/refund"));

        assertTrue(response.isSuccess());
        assertNull(response.getData(), "12.5 is not read as 12");
        assertEquals("12.5", response.getUndecodedData().orElseThrow().path("refundAmount").decimalValue().toPlainString());
    }

    @Test
    void aWholeNumberWrittenWithAFractionPartIsThatNumber() {
        answerData("{\"refundAmount\":12.0,\"transactionId\":\"RFD-1\"}");

        var response = client.directDebit().refund(AllOperationsOnTheWireTest.fromExample(
                io.paycollect.client.model.DirectDebitRefundRequest.class, "POST", "/v1/direct-debit/refund"));

        assertEquals(12L, response.getData().getRefundAmount(), "12.0 is 12");
    }

    @Test
    void anEnvelopeWithoutAMessageIsReadByItsCode() {
        server.answer(200, "{\"code\":\"00\",\"data\":{\"totalCount\":1}}");

        BankGetBanksResponse response = client.bank().getBanks();

        assertTrue(response.isSuccess());
        assertNull(response.getMessage());
        assertTrue(response.getUndecodedData().isPresent());
    }

    @Test
    void anEmptyOrBlankSuccessBodyIsAnError() {
        for (String body : List.of("", "  \n")) {
            server.answer(200, body);
            PayCollectApiException e = assertThrows(PayCollectApiException.class, () -> client.bank().getBanks());
            assertTrue(e.getMessage().contains("GET /v1/bank/get-banks") && e.getMessage().contains("HTTP 200"), e.getMessage());
        }
    }

    @Test
    void aMismatchBelowTheDataIsTreatedTheSameWay() {
        answerData("{\"confirmId\":[\"not\",\"text\"]}");

        var response = client.bank().createVa(OpenPayloadCaller.request());

        assertTrue(response.isSuccess());
        assertNull(response.getData());
        assertInstanceOf(JsonNode.class, response.getUndecodedData().orElseThrow());
    }
}
