package io.paycollect.client;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.paycollect.client.model.BankAccountType;
import io.paycollect.client.model.BankCreateBatchVaOnOffRequest;
import io.paycollect.client.model.BankName;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * create-batch-va-on-off answers a success as a bare list and a business refusal as the envelope at HTTP 200: the
 * client reads both into one typed result, so a refusal's code and message reach the caller as for every other
 * operation.
 */
class BatchVaOnOffResultTest extends AgainstRecordingServer {

    private BatchVaOnOffResult send() {
        return client.bank().createBatchVaOnOff(new BankCreateBatchVaOnOffRequest().bankName(BankName.BIDV)
                .accountType(BankAccountType.BUSINESS_ACCOUNT).vaPrefix("TGE").vaAccountNumbers(List.of("963336600001")));
    }

    @Test
    void theBareListIsASuccessWithoutCode() {
        server.answer(200, "[{\"shopId\":1,\"qrArray\":[{\"vaAccountNumber\":\"963336600001\",\"qrData\":\"000201\"}]}]");
        BatchVaOnOffResult result = send();
        assertTrue(result.isBareList() && result.isSuccess());
        assertNull(result.getCode());
        assertEquals("963336600001", result.requireSuccess().getData().get(0).getQrArray().get(0).getVaAccountNumber());
    }

    @Test
    void aRefusalIsTheEnvelopeWithItsCodeAndMessage() {
        server.answer(200, "{\"code\":\"1002\",\"message\":\"vaAccountNumbers: is 963336600001 in use, cannot create it again\"}");
        BatchVaOnOffResult result = send();
        assertFalse(result.isSuccess() || result.isBareList());
        assertEquals("1002", result.getCode());
        assertEquals("vaAccountNumbers: is 963336600001 in use, cannot create it again", result.getMessage());
        assertNull(result.getData());
        PayCollectApiException e = assertThrows(PayCollectApiException.class, result::requireSuccess);
        assertEquals("1002", e.getCode());
        assertEquals(200, e.getStatus());
        assertTrue(e.getMessage().contains("bank_createBatchVaOnOff"), e.getMessage());
    }

    @Test
    void theListInTheEnvelopeAsThePhpSdkReadsItIsASuccessToo() {
        server.answer(200, "{\"code\":\"00\",\"message\":\"Success\",\"data\":[{\"shopId\":1,\"qrArray\":[]}]}");
        BatchVaOnOffResult result = send();
        assertTrue(result.isSuccess());
        assertFalse(result.isBareList());
        assertEquals(1, result.getData().size());
    }

    @Test
    void anEnvelopeWhoseDataIsNotTheListKeepsItsCodeAndTheDataAsReceived() {
        server.answer(200, "{\"code\":\"00\",\"message\":\"Success\",\"data\":\"done\"}");
        BatchVaOnOffResult result = send();
        assertTrue(result.isSuccess());
        assertNull(result.getData());
        assertEquals("done", result.getUndecodedData().orElseThrow().asText());
    }

    @Test
    void aBodyThatIsNeitherIsAnAnswerThatCouldNotBeRead() {
        server.answer(200, "\"done\"");
        PayCollectApiException e = assertThrows(PayCollectApiException.class, this::send);
        assertEquals(200, e.getStatus());
    }
}
