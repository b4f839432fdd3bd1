package io.paycollect.sandbox.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.paycollect.client.PayCollectApiException;
import io.paycollect.client.PayCollectClient;
import io.paycollect.client.ResultEnvelope;
import io.paycollect.client.model.*;
import io.paycollect.sandbox.SandboxProperties;
import java.math.BigDecimal;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.TestMethodOrder;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.boot.test.context.SpringBootTest;

/**
 * The generated client drives the running sandbox over real HTTP through all 44 operations of the
 * contract, in the order a merchant would, and every request and response on the wire is validated
 * against {@code api/openapi.yaml}. The last test checks that all 44 were exercised and validated.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT)
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class AllOperationsEndToEndTest {

    @Value("${local.server.port}")
    int port;

    private WireRecorder wire;
    private PayCollectClient client;
    private final ContractValidator contract = new ContractValidator(ContractValidator.contractLocation());

    @BeforeAll
    void connect() {
        wire = new WireRecorder(new feign.okhttp.OkHttpClient(
                new okhttp3.OkHttpClient.Builder().retryOnConnectionFailure(false).build()));
        client = PayCollectClient.builder()
                .baseUrl("http://localhost:" + port)
                .clientId(SandboxProperties.DEMO_CLIENT_ID)
                .secretToken(SandboxProperties.DEMO_SECRET_TOKEN)
                .client(wire)
                .build();
    }

    private static <E extends ResultEnvelope<E>> E ok(E envelope) {
        assertEquals("00", envelope.getCode(), envelope.getMessage());
        assertEquals("Success", envelope.getMessage());
        return envelope;
    }

    private static List<Map<String, Object>> items(Object data) {
        @SuppressWarnings("unchecked")
        List<Map<String, Object>> items = (List<Map<String, Object>>) data;
        return items;
    }

    @Test
    @Order(1)
    void customVietQrCarriesTheRealPayload() {
        CustomVietQrData data = ok(client.bank().generateCustomVietQr(new CustomVietQrRequest()
                .bankName(QrBankName.MBB).accountNumber("0123456789")
                .amount(new BigDecimal("50000")).content("Thanh toán đơn hàng 001"))).getData();
        assertEquals("00020101021238540010A00000072701240006970422011001234567890208QRIBFTTA"
                + "53037045405500005802VN62270823Thanh toan don hang 0016304A4C0", data.getQrCode());
        assertTrue(data.getQrCodeImage().startsWith("data:image/png;base64,"));
        assertEquals("0123456789", data.getQrAccount());
        assertEquals("PC0123456789", data.getReferenceLabelCode());
    }

    @Test
    @Order(2)
    void bankQrCodesAndBanks() {
        BankGenerateVietQrData stat = ok(client.bank().generateVietQr(new BankGenerateVietQrRequest()
                .putAdditionalProperty("bankName", "ACB").putAdditionalProperty("accountNumber", "12345678"))).getData();
        assertEquals("STATIC", stat.getAdditionalProperty("qrType"));

        BankGenerateDynamicQrData dyn = ok(client.bank().generateDynamicQr(new BankGenerateDynamicQrRequest()
                .putAdditionalProperty("bankName", "MBB").putAdditionalProperty("accountNumber", "0123456789")
                .putAdditionalProperty("amount", 75000).putAdditionalProperty("orderId", "ORD-7"))).getData();
        String qrId = (String) dyn.getAdditionalProperty("qrId");
        assertEquals("ORD-7", dyn.getAdditionalProperty("orderId"));

        BankGetStatusDynamicQrData status = ok(client.bank().getStatusDynamicQr(
                new BankGetStatusDynamicQrRequest().putAdditionalProperty("qrId", qrId))).getData();
        assertEquals("PENDING", status.getAdditionalProperty("status"));

        BankDeleteDynamicQrData deleted = ok(client.bank().deleteDynamicQr(
                new BankDeleteDynamicQrRequest().putAdditionalProperty("qrId", qrId))).getData();
        assertEquals("DELETED", deleted.getAdditionalProperty("status"));

        BankGetBanksData banks = ok(client.bank().getBanks()).getData();
        assertEquals(7, items(banks.getAdditionalProperty("items")).size());
    }

    @Test
    @Order(3)
    void virtualAccountsAndNotifications() {
        BankCreateVaData va = ok(client.bank().createVa(new BankCreateVaRequest()
                .putAdditionalProperty("accountName", "NGUYEN VAN A"))).getData();
        String vaId = (String) va.getAdditionalProperty("vaId");
        assertEquals("PENDING_CONFIRMATION", va.getAdditionalProperty("status"));
        assertEquals("ACTIVE", ok(client.bank().confirmVa(new BankConfirmVaRequest().putAdditionalProperty("vaId", vaId)))
                .getData().getAdditionalProperty("status"));

        BankRegisterNotifyData reg = ok(client.bank().registerNotify(new BankRegisterNotifyRequest()
                .putAdditionalProperty("vaId", vaId).putAdditionalProperty("notifyUrl", "https://shop.example/hook"))).getData();
        assertEquals("ACTIVE", ok(client.bank().confirmRegisterNotify(new BankConfirmRegisterNotifyRequest()
                .putAdditionalProperty("registrationId", reg.getAdditionalProperty("registrationId"))))
                .getData().getAdditionalProperty("status"));

        BankGetVaPagingData page = ok(client.bank().getVaPaging(new BankGetVaPagingRequest()
                .putAdditionalProperty("page", 1).putAdditionalProperty("pageSize", 10))).getData();
        assertTrue(items(page.getAdditionalProperty("items")).stream().anyMatch(v -> vaId.equals(v.get("vaId"))));

        assertEquals("PENDING_DELETION", ok(client.bank().deleteVa(Map.of("vaId", vaId))).getData().getAdditionalProperty("status"));
        assertEquals("DELETED", ok(client.bank().confirmDeleteVa(new BankConfirmDeleteVaRequest().putAdditionalProperty("vaId", vaId)))
                .getData().getAdditionalProperty("status"));
    }

    @Test
    @Order(4)
    void merchantsShopsAndDevices() {
        String merchantId = (String) ok(client.merchant().create(new MerchantCreateRequest()
                .putAdditionalProperty("merchantName", "Cà phê Sài Gòn"))).getData().getAdditionalProperty("merchantId");
        assertEquals("Cà phê Sài Gòn", items(ok(client.merchant().getPaging(new MerchantGetPagingRequest()
                .putAdditionalProperty("pageSize", 100))).getData().getAdditionalProperty("items")).stream()
                .filter(m -> merchantId.equals(m.get("merchantId"))).findFirst().orElseThrow().get("merchantName"));

        String configId = (String) ok(client.merchant().createOrUpdateConfig(new MerchantCreateOrUpdateConfigRequest()
                .putAdditionalProperty("merchantId", merchantId).putAdditionalProperty("webhookUrl", "https://a.example")))
                .getData().getAdditionalProperty("configId");
        assertEquals(1, ok(client.merchant().getPagingConfig(new MerchantGetPagingConfigRequest()
                .putAdditionalProperty("merchantId", merchantId))).getData().getAdditionalProperty("totalItems"));
        ok(client.merchant().deleteConfig(new MerchantDeleteConfigRequest().putAdditionalProperty("configId", configId)));
        String bac = (String) ok(client.merchant().configAccountBusiness(new MerchantConfigAccountBusinessRequest()
                .putAdditionalProperty("merchantId", merchantId).putAdditionalProperty("bankName", "BIDV")
                .putAdditionalProperty("accountNumber", "2222"))).getData().getAdditionalProperty("businessAccountId");
        ok(client.merchant().deleteConfigAccountBusiness(new MerchantDeleteConfigAccountBusinessRequest()
                .putAdditionalProperty("businessAccountId", bac)));

        String shopId = (String) ok(client.shop().createOrUpdate(new ShopCreateOrUpdateRequest()
                .putAdditionalProperty("merchantId", merchantId).putAdditionalProperty("shopName", "Quầy 1")))
                .getData().getAdditionalProperty("shopId");
        assertEquals(1, ok(client.shop().getPaging(new ShopGetPagingRequest().putAdditionalProperty("merchantId", merchantId)))
                .getData().getAdditionalProperty("totalItems"));

        String deviceId = "BOX-E2E-1";
        assertNotNull(ok(client.device().readSecurityCode(new DeviceReadSecurityCodeRequest()
                .putAdditionalProperty("deviceId", deviceId))).getData().getAdditionalProperty("securityCode"));
        ok(client.device().addDeviceToShop(new DeviceAddDeviceToShopRequest()
                .putAdditionalProperty("deviceId", deviceId).putAdditionalProperty("shopId", shopId)));
        ok(client.device().showQrCode(new DeviceShowQrCodeRequest()
                .putAdditionalProperty("deviceId", deviceId).putAdditionalProperty("qrCode", "00020101021138")));
        ok(client.device().showStaticQrCode(new DeviceShowStaticQrCodeRequest().putAdditionalProperty("deviceId", deviceId)
                .putAdditionalProperty("bankName", "OCB").putAdditionalProperty("accountNumber", "3333")));
        String qrId = (String) ok(client.bank().generateDynamicQr(new BankGenerateDynamicQrRequest()
                .putAdditionalProperty("bankName", "STB").putAdditionalProperty("accountNumber", "4444")
                .putAdditionalProperty("amount", 12000))).getData().getAdditionalProperty("qrId");
        ok(client.device().showDynamicQrCode(new DeviceShowDynamicQrCodeRequest()
                .putAdditionalProperty("deviceId", deviceId).putAdditionalProperty("qrId", qrId)));
        ok(client.device().generateAndShowDynamicQrCode(new DeviceGenerateAndShowDynamicQrCodeRequest()
                .putAdditionalProperty("deviceId", deviceId).putAdditionalProperty("bankName", "CTG")
                .putAdditionalProperty("accountNumber", "5555").putAdditionalProperty("amount", 34000)));
        assertEquals(34000, ok(client.device().readAmountLinkToMerchant(new DeviceReadAmountLinkToMerchantRequest()
                .putAdditionalProperty("deviceId", deviceId))).getData().getAdditionalProperty("amount"));
        ok(client.device().updateShopDeviceLinkStatus(new DeviceUpdateShopDeviceLinkStatusRequest()
                .putAdditionalProperty("deviceId", deviceId).putAdditionalProperty("linkStatus", "INACTIVE")));
        assertEquals(1, ok(client.device().getDevicesLinkToShopOrVa(new DeviceGetDevicesLinkToShopOrVaRequest()
                .putAdditionalProperty("shopId", shopId))).getData().getAdditionalProperty("totalItems"));
        assertEquals(1, ok(client.device().getPaging(new DeviceGetPagingRequest().putAdditionalProperty("shopId", shopId)))
                .getData().getAdditionalProperty("totalItems"));
        assertEquals("UNLINKED", ok(client.device().reset(Map.of("deviceId", deviceId))).getData().getAdditionalProperty("linkStatus"));

        assertEquals(true, ok(client.merchant().delete(Map.of("merchantId", merchantId))).getData().getAdditionalProperty("deleted"));
    }

    @Test
    @Order(5)
    void deepLinks() {
        DeepLinkGenerateData link = ok(client.deepLink().generate(new DeepLinkGenerateRequest()
                .putAdditionalProperty("bankName", "PGB").putAdditionalProperty("accountNumber", "6666")
                .putAdditionalProperty("amount", 10000).putAdditionalProperty("content", "Đơn 9"))).getData();
        assertTrue(((String) link.getAdditionalProperty("deepLink")).startsWith("https://"));
    }

    @Test
    @Order(6)
    void directDebitAndTransactions() {
        String sub = (String) ok(client.directDebit().register(new DirectDebitRegisterRequest()
                .putAdditionalProperty("customerId", "CUS-1").putAdditionalProperty("paymentMethod", "CARD")))
                .getData().getAdditionalProperty("subscriptionId");
        String txn = (String) ok(client.directDebit().paymentBill(new DirectDebitPaymentBillRequest()
                .putAdditionalProperty("subscriptionId", sub).putAdditionalProperty("amount", 200000)
                .putAdditionalProperty("billId", "BILL-1"))).getData().getAdditionalProperty("transactionId");
        ok(client.directDebit().refund(new DirectDebitRefundRequest()
                .putAdditionalProperty("transactionId", txn).putAdditionalProperty("amount", 50000)));
        assertEquals("PARTIALLY_REFUNDED", ok(client.directDebit().getTransactionStatus(Map.of("transactionId", txn)))
                .getData().getAdditionalProperty("status"));
        assertEquals("WALLET", ok(client.directDebit().editConfirmPaymentMethod(new DirectDebitEditConfirmPaymentMethodRequest()
                .putAdditionalProperty("subscriptionId", sub).putAdditionalProperty("paymentMethod", "WALLET")))
                .getData().getAdditionalProperty("paymentMethod"));
        assertEquals("CANCELLED", ok(client.directDebit().deleteSubscription(new DirectDebitDeleteSubscriptionRequest()
                .putAdditionalProperty("subscriptionId", sub))).getData().getAdditionalProperty("status"));
        assertEquals("CANCELLED", ok(client.directDebit().getSubscriptionStatus(Map.of("subscriptionId", sub)))
                .getData().getAdditionalProperty("status"));
        assertEquals(2, ok(client.directDebit().getPagingTransactions(Map.of("subscriptionId", sub, "page", "1", "pageSize", "10")))
                .getData().getAdditionalProperty("totalItems"));

        TransactionGetPagingData all = ok(client.transaction().getPaging(new TransactionGetPagingRequest()
                .putAdditionalProperty("page", 1).putAdditionalProperty("pageSize", 50))).getData();
        assertTrue(items(all.getAdditionalProperty("items")).stream().anyMatch(t -> txn.equals(t.get("transactionId"))));
    }

    @Test
    @Order(7)
    void aBusinessRefusalIsA2xxEnvelopeTheClientReturnsAsItIs() {
        BankConfirmVaResponse refused = client.bank().confirmVa(new BankConfirmVaRequest().putAdditionalProperty("vaId", "VA999999"));
        assertEquals("1001", refused.getCode());
        assertEquals("vaId: no virtual account with this id", refused.getMessage());
        PayCollectApiException e = assertThrows(PayCollectApiException.class, refused::requireSuccess);
        assertEquals("1001", e.code());
    }

    @Test
    @Order(8)
    void aMissingFieldOfAnOpenPayloadIsA400NamingIt() {
        PayCollectApiException e = assertThrows(PayCollectApiException.class,
                () -> client.bank().generateDynamicQr(new BankGenerateDynamicQrRequest()
                        .putAdditionalProperty("bankName", "MBB").putAdditionalProperty("accountNumber", "1")));
        assertEquals(400, e.status());
        assertEquals("amount: is required", e.envelopeMessage());
    }

    @Test
    @Order(9)
    void aClientWithAWrongSecretGetsThe401Envelope() {
        PayCollectClient wrong = PayCollectClient.builder().baseUrl("http://localhost:" + port)
                .clientId(SandboxProperties.DEMO_CLIENT_ID).secretToken("not-the-secret").client(wire).build();
        PayCollectApiException e = assertThrows(PayCollectApiException.class, () -> wrong.bank().getBanks());
        assertEquals(401, e.status());
        assertEquals("97", e.code());
        assertTrue(e.rawBody().contains("\"code\":\"97\""), e.rawBody());
        assertTrue(!e.getMessage().contains("not-the-secret"));
    }

    @Test
    @Order(100)
    void everyOperationOfTheContractWasExercisedAndEveryExchangeValidated() {
        Set<String> validated = new TreeSet<>();
        for (WireRecorder.Exchange exchange : wire.exchanges()) {
            validated.add(contract.validate(exchange));
        }
        Set<String> missing = new TreeSet<>(contract.allOperationIds());
        missing.removeAll(validated);
        assertEquals(Set.of(), missing, "operations never exercised");
        assertEquals(44, contract.allOperationIds().size());
        assertEquals(44, validated.size());
    }
}
