package io.paycollect.client;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.paycollect.client.model.BankCreateVaData;
import io.paycollect.client.model.AppType;
import io.paycollect.client.model.BankAccountType;
import io.paycollect.client.model.BankCreateVaRequest;
import io.paycollect.client.model.CustomVietQrRequest;
import io.paycollect.client.model.QrBankName;
import java.math.BigDecimal;
import org.junit.jupiter.api.Test;

/** The JSON form of the wire (docs/protocol.md, section 4): what JSON.stringify would write, read leniently. */
class JsonWireFormTest {

    private final ObjectMapper mapper = PayCollectJson.newObjectMapper();

    @Test
    void compactRawUtf8AndNullFieldsLeftOut() throws Exception {
        CustomVietQrRequest request = new CustomVietQrRequest().bankName(QrBankName.MBB).accountNumber("0123456789")
                .content("Thanh toán đơn hàng 001");

        assertEquals("{\"bankName\":\"MBB\",\"accountNumber\":\"0123456789\",\"content\":\"Thanh toán đơn hàng 001\"}",
                mapper.writeValueAsString(request));
    }

    @Test
    void aKeyGivenTwiceIsRefusedNamingIt() {
        var refused = org.junit.jupiter.api.Assertions.assertThrows(com.fasterxml.jackson.core.JsonParseException.class,
                () -> mapper.readTree("{\"code\":\"00\",\"data\":{\"amount\":1,\"amount\":2}}"));

        org.junit.jupiter.api.Assertions.assertTrue(refused.getOriginalMessage().contains("'amount'"), refused.getMessage());
    }

    @Test
    void wholeAmountsHaveNoDecimalPartWhateverTheirScale() throws Exception {
        for (BigDecimal amount : new BigDecimal[] {new BigDecimal("50000"), new BigDecimal("50000.00"),
                BigDecimal.valueOf(50000.0), new BigDecimal("5E+4")}) {
            CustomVietQrRequest request = new CustomVietQrRequest().bankName(QrBankName.MBB)
                    .accountNumber("0123456789").amount(amount);
            assertEquals("{\"bankName\":\"MBB\",\"accountNumber\":\"0123456789\",\"amount\":50000}",
                    mapper.writeValueAsString(request), "amount " + amount);
        }
    }

    @Test
    void fractionsAreWrittenInTheirShortestPlainForm() throws Exception {
        assertEquals("1.5", mapper.writeValueAsString(new BigDecimal("1.50")));
        assertEquals("0", mapper.writeValueAsString(new BigDecimal("0.000")));
        assertEquals("12.25", mapper.writeValueAsString(12.25d));
        assertEquals("50000", mapper.writeValueAsString(50000.0d));
        assertEquals("-3", mapper.writeValueAsString(-3.0f));
        assertEquals("0.1", mapper.writeValueAsString(0.1f), "a float's own shortest form, not its double's");
    }

    @Test
    void openPayloadsKeepTheCallersKeyOrderAndCanonicalNumbers() throws Exception {
        BankCreateVaRequest request = new BankCreateVaRequest()
                .accountType(BankAccountType.PERSONAL_ACCOUNT)
                .appType(AppType.TINGEE_WEB)
                .putAdditionalProperty("zeta", "z")
                .putAdditionalProperty("amount", 50000.0)
                .putAdditionalProperty("alpha", "Đà Nẵng");

        assertEquals("{\"accountType\":\"personal-account\",\"appType\":\"tingee-web\",\"zeta\":\"z\",\"amount\":50000,"
                + "\"alpha\":\"Đà Nẵng\"}", mapper.writeValueAsString(request));
    }

    @Test
    void unknownEnumValuesReadAsNull() throws Exception {
        assertNull(mapper.readValue("\"VCB\"", QrBankName.class));
        CustomVietQrRequest read = mapper.readValue("{\"bankName\":\"VCB\",\"accountNumber\":\"1\"}",
                CustomVietQrRequest.class);
        assertNull(read.getBankName());
        assertEquals("1", read.getAccountNumber());
    }

    @Test
    void unknownFieldsOfDocumentedModelsAreIgnored() throws Exception {
        CustomVietQrRequest read = mapper.readValue("{\"accountNumber\":\"1\",\"later\":{\"x\":[1,2]}}",
                CustomVietQrRequest.class);
        assertEquals("1", read.getAccountNumber());
    }

    @Test
    void openPayloadsKeepEveryFieldAndCompareByThem() throws Exception {
        BankCreateVaData a = mapper.readValue("{\"va\":\"1\",\"amount\":10.5}", BankCreateVaData.class);
        BankCreateVaData b = mapper.readValue("{\"va\":\"1\",\"amount\":10.5}", BankCreateVaData.class);
        BankCreateVaData c = mapper.readValue("{\"va\":\"2\",\"amount\":10.5}", BankCreateVaData.class);

        assertEquals(new BigDecimal("10.5"), a.getAdditionalProperty("amount"));
        assertEquals(a, b);
        assertEquals(a.hashCode(), b.hashCode());
        assertNotEquals(a, c, "equals includes the additional properties");
        assertEquals("{\"va\":\"1\",\"amount\":10.5}", mapper.writeValueAsString(a));
    }
}
