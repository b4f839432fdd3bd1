package io.paycollect.client;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import feign.Logger;
import io.paycollect.api.GoldenSignatures;
import java.io.IOException;
import java.text.MessageFormat;
import java.util.List;
import java.util.ResourceBundle;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Supplier;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** The secret token never shows, and the signature is masked in request logs. */
class SecretRedactionTest {

    /** A System.Logger that keeps every line. */
    static final class CapturingLogger implements System.Logger {
        final List<String> lines = new CopyOnWriteArrayList<>();

        @Override
        public String getName() {
            return "capture";
        }

        @Override
        public boolean isLoggable(Level level) {
            return true;
        }

        @Override
        public void log(Level level, ResourceBundle bundle, String msg, Throwable thrown) {
            lines.add(msg);
        }

        @Override
        public void log(Level level, ResourceBundle bundle, String format, Object... params) {
            lines.add(params == null ? format : MessageFormat.format(format, params));
        }

        @Override
        public void log(Level level, Supplier<String> msgSupplier) {
            lines.add(msgSupplier.get());
        }
    }

    private RecordingServer server;

    @BeforeEach
    void start() throws IOException {
        server = new RecordingServer();
    }

    @AfterEach
    void stop() {
        server.close();
    }

    @Test
    void fullRequestLogsMaskTheSignatureAndNeverShowTheSecret() {
        CapturingLogger log = new CapturingLogger();
        PayCollectClient client = TestClients.builder(server).logger(log).logLevel(Logger.Level.FULL).build();

        client.bank().generateCustomVietQr(AllOperationsOnTheWireTest.goldenQrRequest());

        String signatureSent = server.only().header("x-signature");
        assertEquals(GoldenSignatures.VIETNAMESE_SIGNATURE, signatureSent, "the wire still carries the real signature");
        assertTrue(log.lines.stream().anyMatch(l -> l.contains("x-signature: " + RedactingLogger.MASK)), log.lines.toString());
        assertTrue(log.lines.stream().anyMatch(l -> l.contains("x-client-id: " + TestClients.CLIENT_ID)));
        assertTrue(log.lines.stream().anyMatch(l -> l.contains("Thanh toán đơn hàng 001")), "the body is logged");
        for (String line : log.lines) {
            assertFalse(line.contains(signatureSent), line);
            assertFalse(line.contains(GoldenSignatures.SECRET), line);
        }
    }

    @Test
    void nothingIsLoggedByDefault() {
        CapturingLogger log = new CapturingLogger();
        TestClients.builder(server).logger(log).build().bank().getBanks();
        assertEquals(List.of(), log.lines);
    }

    @Test
    void toStringOfClientAndBuilderNeverShowsTheSecret() {
        PayCollectClient.Builder builder = TestClients.builder(server);
        PayCollectClient client = builder.build();

        for (String s : List.of(builder.toString(), client.toString())) {
            assertFalse(s.contains(GoldenSignatures.SECRET), s);
            assertTrue(s.contains("***"), s);
        }
        assertTrue(client.toString().contains(TestClients.CLIENT_ID));
    }

    @Test
    void fullLogsMaskCredentialFieldsOfBodiesBothWays() {
        CapturingLogger log = new CapturingLogger();
        PayCollectClient client = TestClients.builder(server).logger(log).logLevel(Logger.Level.FULL).build();
        server.answer(200, "{\"code\":\"00\",\"message\":\"Success\",\"data\":{\"totalCount\":1,\"items\":["
                + "{\"id\":1,\"username\":\"shop\",\"password\":\"answered-pass\"}]}}");

        client.eInvoice().getPagingAccount(AllOperationsOnTheWireTest.fromExample(
                io.paycollect.client.model.EInvoiceGetPagingAccountRequest.class, "POST", "/v1/e-invoice/get-paging-account"));
        client.eInvoice().createOrUpdateAccount(new io.paycollect.client.model.EInvoiceCreateOrUpdateAccountRequest()
                .masterMerchantId(1L).provider(io.paycollect.client.model.EInvoiceProviderCode.MISA).taxCode("0101").username("shop")
                .password("sent \"quoted\" pass"));

        String all = String.join("\n", log.lines);
        assertTrue(all.contains("\"username\":\"shop\""), "other fields are logged: " + all);
        assertTrue(all.contains("\"password\":\"" + RedactingLogger.MASK + "\""), all);
        assertFalse(all.contains("answered-pass") || all.contains("quoted"), all);
    }

    @Test
    void everyFieldTheContractMarksAsPasswordIsMaskedInLoggedBodies() {
        java.util.Set<String> credentials = ContractExamples.credentialFields();
        assertTrue(credentials.containsAll(java.util.List.of("password", "otpNumber", "securityCode")), credentials.toString());
        CapturingLogger sink = new CapturingLogger();
        RedactingLogger logger = new RedactingLogger(sink, java.util.List.of());
        for (String field : credentials) {
            logger.log("DeviceApi#readSecurityCode(DeviceReadSecurityCodeRequest)", "%s",
                    "{\"" + field + "\":\"v-" + field + "\",\"uuid\":\"box-1\"}");
        }
        String all = String.join("\n", sink.lines);
        for (String field : credentials) {
            assertTrue(all.contains("\"" + field + "\":\"" + RedactingLogger.MASK + "\""), field + " not masked: " + all);
            assertFalse(all.contains("v-" + field), field + " logged: " + all);
        }
        assertTrue(all.contains("\"uuid\":\"box-1\""), "other fields are logged: " + all);
    }

    @Test
    void modelsNeverPrintAPasswordSecretTokenOtpOrSecurityCode() {
        String printed = new io.paycollect.client.model.MerchantCreateRequest().name("Shop").password("s3cret-pass") + " "
                + new io.paycollect.client.model.Merchant().secretToken("tok-123456") + " "
                + new io.paycollect.client.model.BankConfirmVaRequest().otpNumber("654321") + " "
                + new io.paycollect.client.model.DeviceAddDeviceToShopRequest().securityCode("112233");
        for (String secret : java.util.List.of("s3cret-pass", "tok-123456", "654321", "112233")) {
            assertFalse(printed.contains(secret), secret + " printed in " + printed);
        }
        assertTrue(printed.contains("Shop"), "other fields still print");
    }
}
