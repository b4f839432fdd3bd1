package io.paycollect.client;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.paycollect.api.GoldenSignatures;
import io.paycollect.api.RequestSigner;
import io.paycollect.client.model.CustomVietQrRequest;
import io.paycollect.client.model.QrBankName;
import io.paycollect.client.model.BankConfirmDeleteVaRequest;
import io.paycollect.client.model.BankConfirmRegisterNotifyRequest;
import io.paycollect.client.model.BankConfirmVaRequest;
import io.paycollect.client.model.BankCreateVaRequest;
import io.paycollect.client.model.BankDeleteDynamicQrRequest;
import io.paycollect.client.model.BankGenerateDynamicQrRequest;
import io.paycollect.client.model.BankGenerateVietQrRequest;
import io.paycollect.client.model.BankGetStatusDynamicQrRequest;
import io.paycollect.client.model.BankGetVaPagingRequest;
import io.paycollect.client.model.BankRegisterNotifyRequest;
import io.paycollect.client.model.DeepLinkGenerateRequest;
import io.paycollect.client.model.DeviceAddDeviceToShopRequest;
import io.paycollect.client.model.DeviceGenerateAndShowDynamicQrCodeRequest;
import io.paycollect.client.model.DeviceGetDevicesLinkToShopOrVaRequest;
import io.paycollect.client.model.DeviceGetPagingRequest;
import io.paycollect.client.model.DeviceReadAmountLinkToMerchantRequest;
import io.paycollect.client.model.DeviceReadSecurityCodeRequest;
import io.paycollect.client.model.DeviceShowDynamicQrCodeRequest;
import io.paycollect.client.model.DeviceShowQrCodeRequest;
import io.paycollect.client.model.DeviceShowStaticQrCodeRequest;
import io.paycollect.client.model.DeviceUpdateShopDeviceLinkStatusRequest;
import io.paycollect.client.model.DirectDebitDeleteSubscriptionRequest;
import io.paycollect.client.model.DirectDebitEditConfirmPaymentMethodRequest;
import io.paycollect.client.model.DirectDebitPaymentBillRequest;
import io.paycollect.client.model.DirectDebitRefundRequest;
import io.paycollect.client.model.DirectDebitRegisterRequest;
import io.paycollect.client.model.MerchantConfigAccountBusinessRequest;
import io.paycollect.client.model.MerchantCreateOrUpdateConfigRequest;
import io.paycollect.client.model.MerchantCreateRequest;
import io.paycollect.client.model.MerchantDeleteConfigAccountBusinessRequest;
import io.paycollect.client.model.MerchantDeleteConfigRequest;
import io.paycollect.client.model.MerchantGetPagingConfigRequest;
import io.paycollect.client.model.MerchantGetPagingRequest;
import io.paycollect.client.model.ShopCreateOrUpdateRequest;
import io.paycollect.client.model.ShopGetPagingRequest;
import io.paycollect.client.model.TransactionGetPagingRequest;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.lang.reflect.Method;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Function;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every one of the 44 operations, called as {@code client.<group>().<sdkMethod>(...)}, reaches a real
 * HTTP server with the right method, path, query, headers and body, signed over the exact bytes the
 * server received. The table is typed code, so a missing or renamed method fails compilation; a test
 * checks it against the interface's own list of operations (interface-operations.tsv of the api
 * module).
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class AllOperationsOnTheWireTest {

    enum Input { DOCUMENTED_BODY, OPEN_BODY, QUERY, NONE }

    record Operation(String tag, String method, String path, String sdkMethod, Input input,
                     Function<PayCollectClient, Object> call) {
        @Override
        public String toString() {
            return tag + "." + sdkMethod + " (" + method + " " + path + ")";
        }
    }

    /** Open bodies carry Vietnamese text and a whole amount written as a double. */
    static final String OPEN_BODY = "{\"content\":\"Thanh toán đơn hàng 001\",\"amount\":50000}";
    /** Free-form query input: a space, an ampersand and an equals sign that must be escaped. */
    static final String EXPECTED_QUERY = "id=VA%20001&note=a%26b%3Dc";

    private RecordingServer server;
    private PayCollectClient client;

    @BeforeAll
    void start() throws IOException {
        server = new RecordingServer();
        client = TestClients.client(server);
    }

    @AfterAll
    void stop() {
        server.close();
    }

    @BeforeEach
    void successAnswer() {
        server.answer(200, "{\"code\":\"00\",\"message\":\"Success\",\"data\":{\"id\":\"x1\"}}");
    }

    static List<Operation> operations() {
        return List.of(
                op("bank", "POST", "/v1/generate-viet-qr", "generateCustomVietQr", Input.DOCUMENTED_BODY,
                        c -> c.bank().generateCustomVietQr(goldenQrRequest())),
                op("bank", "POST", "/v1/bank/generate-viet-qr", "generateVietQr", Input.OPEN_BODY,
                        c -> c.bank().generateVietQr(open(new BankGenerateVietQrRequest()))),
                op("bank", "POST", "/v1/bank/generate-dynamic-qr", "generateDynamicQr", Input.OPEN_BODY,
                        c -> c.bank().generateDynamicQr(open(new BankGenerateDynamicQrRequest()))),
                op("bank", "POST", "/v1/bank/delete-dynamic-qr", "deleteDynamicQr", Input.OPEN_BODY,
                        c -> c.bank().deleteDynamicQr(open(new BankDeleteDynamicQrRequest()))),
                op("bank", "POST", "/v1/bank/get-status-dynamic-qr", "getStatusDynamicQr", Input.OPEN_BODY,
                        c -> c.bank().getStatusDynamicQr(open(new BankGetStatusDynamicQrRequest()))),
                op("bank", "GET", "/v1/bank/get-banks", "getBanks", Input.NONE,
                        c -> c.bank().getBanks()),
                op("bank", "POST", "/v1/bank/get-va-paging", "getVaPaging", Input.OPEN_BODY,
                        c -> c.bank().getVaPaging(open(new BankGetVaPagingRequest()))),
                op("bank", "POST", "/v1/bank/create-va", "createVa", Input.OPEN_BODY,
                        c -> c.bank().createVa(open(new BankCreateVaRequest()))),
                op("bank", "POST", "/v1/bank/confirm-va", "confirmVa", Input.OPEN_BODY,
                        c -> c.bank().confirmVa(open(new BankConfirmVaRequest()))),
                op("bank", "POST", "/v1/bank/delete-va", "deleteVa", Input.QUERY,
                        c -> c.bank().deleteVa(queryParams())),
                op("bank", "POST", "/v1/bank/confirm-delete-va", "confirmDeleteVa", Input.OPEN_BODY,
                        c -> c.bank().confirmDeleteVa(open(new BankConfirmDeleteVaRequest()))),
                op("bank", "POST", "/v1/bank/register-notify", "registerNotify", Input.OPEN_BODY,
                        c -> c.bank().registerNotify(open(new BankRegisterNotifyRequest()))),
                op("bank", "POST", "/v1/bank/confirm-register-notify", "confirmRegisterNotify", Input.OPEN_BODY,
                        c -> c.bank().confirmRegisterNotify(open(new BankConfirmRegisterNotifyRequest()))),
                op("merchant", "POST", "/v1/merchant/create", "create", Input.OPEN_BODY,
                        c -> c.merchant().create(open(new MerchantCreateRequest()))),
                op("merchant", "POST", "/v1/merchant/get-paging", "getPaging", Input.OPEN_BODY,
                        c -> c.merchant().getPaging(open(new MerchantGetPagingRequest()))),
                op("merchant", "DELETE", "/v1/merchant/delete", "delete", Input.QUERY,
                        c -> c.merchant().delete(queryParams())),
                op("merchant", "POST", "/v1/merchant/get-paging-config", "getPagingConfig", Input.OPEN_BODY,
                        c -> c.merchant().getPagingConfig(open(new MerchantGetPagingConfigRequest()))),
                op("merchant", "POST", "/v1/merchant/create-or-update-config", "createOrUpdateConfig", Input.OPEN_BODY,
                        c -> c.merchant().createOrUpdateConfig(open(new MerchantCreateOrUpdateConfigRequest()))),
                op("merchant", "POST", "/v1/merchant/delete-config", "deleteConfig", Input.OPEN_BODY,
                        c -> c.merchant().deleteConfig(open(new MerchantDeleteConfigRequest()))),
                op("merchant", "POST", "/v1/merchant/config-account-business", "configAccountBusiness", Input.OPEN_BODY,
                        c -> c.merchant().configAccountBusiness(open(new MerchantConfigAccountBusinessRequest()))),
                op("merchant", "POST", "/v1/merchant/delete-config-account-business", "deleteConfigAccountBusiness", Input.OPEN_BODY,
                        c -> c.merchant().deleteConfigAccountBusiness(open(new MerchantDeleteConfigAccountBusinessRequest()))),
                op("shop", "POST", "/v1/shop/create-or-update", "createOrUpdate", Input.OPEN_BODY,
                        c -> c.shop().createOrUpdate(open(new ShopCreateOrUpdateRequest()))),
                op("shop", "POST", "/v1/shop/get-paging", "getPaging", Input.OPEN_BODY,
                        c -> c.shop().getPaging(open(new ShopGetPagingRequest()))),
                op("device", "POST", "/v1/device/read-security-code", "readSecurityCode", Input.OPEN_BODY,
                        c -> c.device().readSecurityCode(open(new DeviceReadSecurityCodeRequest()))),
                op("device", "POST", "/v1/device/show-qr-code", "showQrCode", Input.OPEN_BODY,
                        c -> c.device().showQrCode(open(new DeviceShowQrCodeRequest()))),
                op("device", "POST", "/v1/device/show-dynamic-qr-code", "showDynamicQrCode", Input.OPEN_BODY,
                        c -> c.device().showDynamicQrCode(open(new DeviceShowDynamicQrCodeRequest()))),
                op("device", "POST", "/v1/device/show-static-qr-code", "showStaticQrCode", Input.OPEN_BODY,
                        c -> c.device().showStaticQrCode(open(new DeviceShowStaticQrCodeRequest()))),
                op("device", "POST", "/v1/device/generate-and-show-dynamic-qr-code", "generateAndShowDynamicQrCode", Input.OPEN_BODY,
                        c -> c.device().generateAndShowDynamicQrCode(open(new DeviceGenerateAndShowDynamicQrCodeRequest()))),
                op("device", "POST", "/v1/device/add-device-to-shop", "addDeviceToShop", Input.OPEN_BODY,
                        c -> c.device().addDeviceToShop(open(new DeviceAddDeviceToShopRequest()))),
                op("device", "POST", "/v1/device/update-shop-device-link-status", "updateShopDeviceLinkStatus", Input.OPEN_BODY,
                        c -> c.device().updateShopDeviceLinkStatus(open(new DeviceUpdateShopDeviceLinkStatusRequest()))),
                op("device", "POST", "/v1/device/get-paging", "getPaging", Input.OPEN_BODY,
                        c -> c.device().getPaging(open(new DeviceGetPagingRequest()))),
                op("device", "POST", "/v1/device/get-devices-link-to-shop-or-va", "getDevicesLinkToShopOrVa", Input.OPEN_BODY,
                        c -> c.device().getDevicesLinkToShopOrVa(open(new DeviceGetDevicesLinkToShopOrVaRequest()))),
                op("device", "POST", "/v1/device/read-amount-link-to-merchant", "readAmountLinkToMerchant", Input.OPEN_BODY,
                        c -> c.device().readAmountLinkToMerchant(open(new DeviceReadAmountLinkToMerchantRequest()))),
                op("device", "DELETE", "/v1/device/reset", "reset", Input.QUERY,
                        c -> c.device().reset(queryParams())),
                op("deepLink", "POST", "/v1/deep-link/generate", "generate", Input.OPEN_BODY,
                        c -> c.deepLink().generate(open(new DeepLinkGenerateRequest()))),
                op("directDebit", "POST", "/v1/direct-debit/register", "register", Input.OPEN_BODY,
                        c -> c.directDebit().register(open(new DirectDebitRegisterRequest()))),
                op("directDebit", "POST", "/v1/direct-debit/payment-bill", "paymentBill", Input.OPEN_BODY,
                        c -> c.directDebit().paymentBill(open(new DirectDebitPaymentBillRequest()))),
                op("directDebit", "DELETE", "/v1/direct-debit/delete-subscription", "deleteSubscription", Input.OPEN_BODY,
                        c -> c.directDebit().deleteSubscription(open(new DirectDebitDeleteSubscriptionRequest()))),
                op("directDebit", "POST", "/v1/direct-debit/refund", "refund", Input.OPEN_BODY,
                        c -> c.directDebit().refund(open(new DirectDebitRefundRequest()))),
                op("directDebit", "PUT", "/v1/direct-debit/edit-confirm-payment-method", "editConfirmPaymentMethod", Input.OPEN_BODY,
                        c -> c.directDebit().editConfirmPaymentMethod(open(new DirectDebitEditConfirmPaymentMethodRequest()))),
                op("directDebit", "GET", "/v1/direct-debit/get-subscription-status", "getSubscriptionStatus", Input.QUERY,
                        c -> c.directDebit().getSubscriptionStatus(queryParams())),
                op("directDebit", "GET", "/v1/direct-debit/get-transaction-status", "getTransactionStatus", Input.QUERY,
                        c -> c.directDebit().getTransactionStatus(queryParams())),
                op("directDebit", "GET", "/v1/direct-debit/get-paging-transactions", "getPagingTransactions", Input.QUERY,
                        c -> c.directDebit().getPagingTransactions(queryParams())),
                op("transaction", "POST", "/v1/transaction/get-paging", "getPaging", Input.OPEN_BODY,
                        c -> c.transaction().getPaging(open(new TransactionGetPagingRequest()))));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("operations")
    void reachesTheWireSignedOverTheBytesSent(Operation op) {
        int before = server.received().size();
        Object result = op.call().apply(client);

        List<RecordingServer.Received> all = server.received();
        assertEquals(before + 1, all.size(), "exactly one request per call");
        RecordingServer.Received got = all.get(all.size() - 1);

        assertEquals(op.method(), got.method(), "HTTP method");
        assertEquals(op.path(), got.path(), "path");
        assertEquals(List.of(TestClients.CLIENT_ID), got.headerValues("x-client-id"));
        assertEquals(List.of(GoldenSignatures.TIMESTAMP), got.headerValues("x-request-timestamp"));
        assertEquals(1, got.headerValues("x-signature").size(), "one signature header");
        assertEquals(List.of("application/json"), got.headerValues("Accept"));
        assertEquals(List.of("application/json"), got.headerValues("Content-Type"));

        // The signature, recomputed from the raw bytes the server received.
        String signature = got.header("x-signature");
        assertEquals(RequestSigner.withSecret(GoldenSignatures.SECRET).sign(got.header("x-request-timestamp"), got.body()),
                signature);
        switch (op.input()) {
            case DOCUMENTED_BODY -> {
                assertNull(got.rawQuery());
                assertEquals(GoldenSignatures.VIETNAMESE_BODY, got.bodyText());
                assertEquals(GoldenSignatures.VIETNAMESE_SIGNATURE, signature);
            }
            case OPEN_BODY -> {
                assertNull(got.rawQuery());
                assertEquals(OPEN_BODY, got.bodyText());
            }
            case QUERY -> {
                assertEquals(EXPECTED_QUERY, got.rawQuery());
                assertEquals(0, got.body().length, "query operations send no body");
                assertEquals(GoldenSignatures.BODILESS_SIGNATURE, signature);
            }
            case NONE -> {
                assertNull(got.rawQuery());
                assertEquals(0, got.body().length);
                assertEquals(GoldenSignatures.BODILESS_SIGNATURE, signature);
            }
        }

        ResultEnvelope<?> envelope = assertInstanceOf(ResultEnvelope.class, result);
        assertTrue(envelope.isSuccess());
        assertEquals("Success", envelope.getMessage());
    }

    @Test
    void theTableIsExactlyTheInterfacesOperations() throws IOException {
        Set<String> expected = new TreeSet<>();
        try (InputStream in = getClass().getResourceAsStream("/interface-operations.tsv")) {
            assertTrue(in != null, "interface-operations.tsv from the paycollect-api test jar");
            BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
            for (String line = reader.readLine(); line != null; line = reader.readLine()) {
                if (line.isBlank() || line.startsWith("#")) {
                    continue;
                }
                String[] f = line.split("\t");
                expected.add(f[0] + " " + f[1] + " " + f[2] + " " + f[3] + " " + f[4]);
            }
        }
        Set<String> tested = new TreeSet<>();
        for (Operation op : operations()) {
            String input = switch (op.input()) {
                case DOCUMENTED_BODY, OPEN_BODY -> "body";
                case QUERY -> "query";
                case NONE -> "none";
            };
            tested.add(op.tag() + " " + op.method() + " " + op.path() + " " + op.sdkMethod() + " " + input);
        }
        assertEquals(44, expected.size());
        assertEquals(expected, tested);
    }

    @Test
    void aCallerWrittenForTheOpenPayloadRunsAgainstTheClient() {
        server.answer(200, "{\"code\":\"00\",\"message\":\"Success\",\"data\":{\"accountNumber\":\"9704220001\"}}");
        assertEquals("9704220001", OpenPayloadCaller.createVa(client));
        RecordingServer.Received got = server.received().get(server.received().size() - 1);
        assertEquals("{\"accountName\":\"NGUYEN VAN A\",\"amount\":50000}", got.bodyText());
    }

    static CustomVietQrRequest goldenQrRequest() {
        return new CustomVietQrRequest()
                .bankName(QrBankName.MBB)
                .accountNumber("0123456789")
                .content("Thanh toán đơn hàng 001");
    }

    static Map<String, String> queryParams() {
        Map<String, String> params = new LinkedHashMap<>();
        params.put("id", "VA 001");
        params.put("note", "a&b=c");
        return params;
    }

    /** Fills an open payload through its generated putAdditionalProperty. */
    static <T> T open(T model) {
        try {
            Method put = model.getClass().getMethod("putAdditionalProperty", String.class, Object.class);
            put.invoke(model, "content", "Thanh toán đơn hàng 001");
            put.invoke(model, "amount", 50000.0);
            return model;
        } catch (ReflectiveOperationException e) {
            throw new AssertionError(model.getClass().getSimpleName() + " is not an open payload class", e);
        }
    }

    private static Operation op(String tag, String method, String path, String sdkMethod, Input input,
                                Function<PayCollectClient, Object> call) {
        return new Operation(tag, method, path, sdkMethod, input, call);
    }
}
