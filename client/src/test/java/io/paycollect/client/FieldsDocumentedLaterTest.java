package io.paycollect.client;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import io.paycollect.client.model.BankCreateVaData;
import io.paycollect.client.model.BankCreateVaRequest;
import io.paycollect.client.model.Bank;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Code written while a field was undocumented keeps working once the contract documents it: a value
 * put by name is sent once (a set typed field wins, so the service never sees the name twice), and a
 * value read by name is found in the typed field.
 */
class FieldsDocumentedLaterTest extends AgainstRecordingServer {

    @BeforeEach
    void answerAnEnvelope() {
        server.answer(200, "{\"code\":\"00\",\"message\":\"Success\",\"data\":{\"confirmId\":\"C-1\",\"status\":\"active\","
                + "\"shopId\":7}}");
    }

    @Test
    void aDocumentedFieldPutByNameIsSentOnce() {
        client.bank().createVa(OpenPayloadCaller.request().putAdditionalProperty("accountName", "NGUYEN VAN A"));

        assertEquals("{\"accountType\":\"personal-account\",\"appType\":\"tingee-web\",\"branchName\":\"Chi nhánh 1\","
                + "\"accountName\":\"NGUYEN VAN A\"}", server.only().bodyText(), "sent once, after the typed fields");
    }

    @Test
    void whenTheTypedFieldIsSetTooItWinsAndTheNameIsNotSentTwice() {
        BankCreateVaRequest request = OpenPayloadCaller.request().putAdditionalProperty("merchantId", 5).merchantId(7L);

        client.bank().createVa(request);

        assertEquals("{\"accountType\":\"personal-account\",\"appType\":\"tingee-web\",\"merchantId\":7,"
                + "\"branchName\":\"Chi nhánh 1\"}", server.only().bodyText());
    }

    @Test
    void aDocumentedFieldReadByNameIsFoundInItsTypedField() {
        BankCreateVaData data = client.bank().createVa(OpenPayloadCaller.request()).requireSuccess().getData();

        assertEquals("C-1", data.getAdditionalProperty("confirmId"));
        assertEquals("active", data.getAdditionalProperty("status"), "an enumeration as its text");
        assertEquals(7L, data.getAdditionalProperty("shopId"));
        assertNull(data.getAdditionalProperty("nothing"));
        assertNull(new Bank().getAdditionalProperty("code"));
    }
}
