package io.paycollect.sandbox.e2e;

import static io.paycollect.sandbox.e2e.MerchantJourney.ok;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.paycollect.client.BatchVaOnOffResult;
import io.paycollect.client.PayCollectApiException;
import io.paycollect.client.PayCollectClient;
import io.paycollect.client.model.*;
import io.paycollect.sandbox.domain.BankService;
import java.math.BigDecimal;
import java.util.List;
import java.util.Map;
import tools.jackson.databind.JsonNode;

/**
 * A merchant uses the 13 operations the newest official Java SDK (0.3.0) calls beyond the others, against the
 * sandbox through the generated client: a payment link paid through the control area; a virtual account switched
 * on for a bill, off (refusing a transfer) and on again; where notifications go; a bank link session; a debit VA;
 * VAs in a batch (the bare-list answer, and the envelope of its refusal); and received e-invoices connected, synced, listed, read, previewed and
 * disconnected. Its own merchant and VA, so it runs after any other journey.
 */
final class NewestSdkJourney {

    private final PayCollectClient client;
    private final ControlCalls control;
    private long merchantId;
    private String va;

    NewestSdkJourney(PayCollectClient client, String base) {
        this.client = client;
        this.control = new ControlCalls(base);
    }

    /** All 13 operations. */
    void all() {
        merchantWithAVirtualAccount();
        paymentLink();
        switchingAVirtualAccount();
        webhookNotification();
        bankLinkSessionAndDebitVa();
        batch();
        receivedInvoices();
    }

    void merchantWithAVirtualAccount() {
        merchantId = ok(client.merchant().create(new MerchantCreateRequest().name("Quán Phở Mới").phoneNumber("0901234568")
                .password("s3cret!").appType(AppType.fromValue("tingee-web")))).getData().getMerchantId();
        BankCreateVaData created = ok(client.bank().createVa(new BankCreateVaRequest()
                .accountType(BankAccountType.fromValue("personal-account")).appType(AppType.fromValue("tingee-web"))
                .bankName(BankName.BIDV).merchantId(merchantId).accountName("QUAN PHO MOI"))).getData();
        ok(client.bank().confirmVa(new BankConfirmVaRequest().confirmId(created.getConfirmId())
                .otpNumber(BankService.SANDBOX_OTP).bankName(BankName.BIDV).bankBin("970418")));
        va = created.getVaAccountNumber();
    }

    void paymentLink() {
        String requestId = "req-pho-" + merchantId;
        String link = ok(client.paymentGateway().createLink(new PaymentGatewayCreateLinkRequest().merchantId(merchantId)
                .orderId("PHO-1").requestId(requestId).amount(new BigDecimal("65000")).description("Pho bo tai"))).getData();
        assertTrue(link.startsWith("https://") && link.contains("/pay/PL"), link);
        assertEquals(link, ok(client.paymentGateway().createLink(new PaymentGatewayCreateLinkRequest()
                .merchantId(merchantId).orderId("PHO-1").requestId(requestId).amount(new BigDecimal("65000"))))
                .getData(), "the same requestId names the same link");

        JsonNode paid = control.call("POST", "/sandbox/payment-links/" + link.substring(link.lastIndexOf('/') + 1) + "/pay")
                .get("data");
        assertEquals(65000L, paid.get("amount").asLong());
        assertEquals(va, paid.get("vaAccountNumber").asString());
        TransactionGetPagingData listed = ok(client.transaction().getPaging(new TransactionGetPagingRequest()
                .skipCount(0L).maxResultCount(10L).vaAccountNumbers(List.of(va)))).getData();
        assertEquals(1L, listed.getTotalCount());
        assertEquals("Pho bo tai", listed.getItems().get(0).getContent());
    }

    void switchingAVirtualAccount() {
        BankGenerateDynamicQrData on = ok(client.bank().onVa(new BankOnVaRequest().vaAccountNumber(va).merchantId(merchantId)
                .qrCodeType(QrCodeType.fromValue("dynamic-one-time-payment")).amount(30000L).purpose("Ban 4"))).getData();
        assertTrue(on.getQrCode().startsWith("000201"), on.getQrCode());
        ok(client.bank().offVa(new BankOffVaRequest().billId(on.getBillId()).vaAccountNumber(va).merchantId(merchantId)));
        assertEquals("deleted", ok(client.bank().getStatusDynamicQr(new BankGetStatusDynamicQrRequest()
                .qrAccount(on.getQrAccount()).billId(on.getBillId()))).getData().getBillInfo().getStatus());
        String again = ok(client.bank().onVa(new BankOnVaRequest().vaAccountNumber(va)
                .qrCodeType(QrCodeType.fromValue("dynamic-one-time-payment")).amount(30000L))).getData().getBillId();
        control.call("POST", "/sandbox/dynamic-qr/" + again + "/pay");
    }

    void webhookNotification() {
        assertEquals(Boolean.TRUE, ok(client.bank().webhookNotification(new BankWebhookNotificationRequest()
                .vaAccountNumber(va).webhookUrl("https://merchant.example/notifications").isActive(true))).getData());
        assertEquals(Boolean.TRUE, ok(client.bank().webhookNotification(new BankWebhookNotificationRequest()
                .type(EventUrlType.fromValue("all")).isActive(false))).getData());
    }

    void bankLinkSessionAndDebitVa() {
        String session = ok(client.bank().createBankLinkSession(new BankCreateBankLinkSessionRequest().merchantId(merchantId)
                .allowedBanks(List.of(BankName.BIDV, BankName.MBB)).type(BankLinkSessionType.fromValue("bank-link"))
                .redirectUrl("https://merchant.example/linked"))).getData();
        assertTrue(session.contains("/bank-link/BLS"), session);
        BankCreateVaData debit = ok(client.bank().createDebit(new BankCreateDebitRequest().appType(AppType.fromValue("tingee-web"))
                .accountType(BankAccountType.fromValue("personal-account")).bankName(BankName.MBB).merchantId(merchantId)
                .minAmount(new BigDecimal("10000")).maxAmount(new BigDecimal("5000000")))).getData();
        assertEquals(AccountNumberStatus.fromValue("inactive"), debit.getStatus());
    }

    void batch() {
        String first = "88" + (System.nanoTime() % 1_000_000_000L);
        BatchVaOnOffResult answer = client.bank().createBatchVaOnOff(new BankCreateBatchVaOnOffRequest()
                .bankName(BankName.BIDV).accountType(BankAccountType.fromValue("business-account"))
                .vaAccountNumbers(List.of(first, first + "1")).merchantId(merchantId).amount(new BigDecimal("20000")));
        assertTrue(answer.isBareList() && answer.isSuccess(), answer.toString());
        List<BankCreateBatchVaOnOffShop> shops = answer.requireSuccess().getData();
        assertEquals(1, shops.size());
        assertEquals(List.of(first, first + "1"), shops.get(0).getQrArray().stream()
                .map(BankCreateBatchVaOnOffQr::getVaAccountNumber).toList());
        assertTrue(shops.get(0).getQrArray().get(0).getQrData().contains(first), "the QR pays the account");
    }

    /**
     * The bare-list operation's business refusal: the envelope at HTTP 200, its code and message read. Not part of
     * {@link #all()}: tingee-java 0.3.0 cannot read this envelope (docs/client.md), and JavaSdkDialectTest runs all().
     */
    void batchRefused() {
        String number = "87" + (System.nanoTime() % 1_000_000_000L);
        BankCreateBatchVaOnOffRequest request = new BankCreateBatchVaOnOffRequest().bankName(BankName.BIDV)
                .accountType(BankAccountType.fromValue("business-account")).vaPrefix("TGE").vaAccountNumbers(List.of(number));
        assertTrue(client.bank().createBatchVaOnOff(request).isSuccess());
        BatchVaOnOffResult refused = client.bank().createBatchVaOnOff(request);
        assertFalse(refused.isSuccess() || refused.isBareList(), refused.toString());
        assertEquals("1002", refused.getCode());
        assertEquals("vaAccountNumbers: is " + number + " in use, cannot create it again", refused.getMessage());
        assertNull(refused.getData());
        PayCollectApiException e = assertThrows(PayCollectApiException.class, refused::requireSuccess);
        assertEquals("1002", e.getCode());
        assertEquals(200, e.getStatus());
    }

    @SuppressWarnings("unchecked")
    void receivedInvoices() {
        ok(client.eInvoice().inputConnect(new EInvoiceInputConnectRequest().merchantId(merchantId).accountId(1L)
                .tctUsername("0101234567").tctPassword("portal-secret")));
        Map<String, Object> synced = ok(client.eInvoice().inputSync(new EInvoiceInputSyncRequest()
                .merchantId(merchantId).accountId(1L).fromDate("2026-11-01").toDate("2026-11-03"))).getData().getAdditionalProperties();
        assertEquals(3, synced.get("synced"));
        EInvoiceInputListData list = ok(client.eInvoice().inputList(new EInvoiceInputListRequest().merchantId(merchantId)
                .accountId(1L).fromDate("2026-11-02").toDate("2026-11-03").page(BigDecimal.ONE).pageSize(new BigDecimal("20"))))
                .getData();
        assertEquals(2, list.getAdditionalProperty("totalCount"));
        String code = ((List<Map<String, Object>>) list.getAdditionalProperty("items")).get(0).get("maHoaDon").toString();
        assertEquals(code, ok(client.eInvoice().inputDetail(new EInvoiceInputDetailRequest().merchantId(merchantId)
                .accountId(1L).maHoaDon(code))).getData().getAdditionalProperty("maHoaDon"));
        String pdf = ok(client.eInvoice().inputPreviewBase64(new EInvoiceInputPreviewBase64Request().merchantId(merchantId)
                .accountId(1L).maHoaDon(code))).getData().getAdditionalProperty("base64").toString();
        assertTrue(new String(java.util.Base64.getDecoder().decode(pdf), java.nio.charset.StandardCharsets.ISO_8859_1)
                .startsWith("%PDF"), "a PDF");
        ok(client.eInvoice().inputDisconnect(new EInvoiceInputDisconnectRequest().merchantId(merchantId).accountId(1L)));
        assertEquals("1002", client.eInvoice().inputList(new EInvoiceInputListRequest().merchantId(merchantId).accountId(1L))
                .getCode(), "disconnected, nothing is read");
    }
}
