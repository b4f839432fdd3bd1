package io.paycollect.sandbox.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.paycollect.client.PayCollectClient;
import io.paycollect.client.ResultEnvelope;
import io.paycollect.client.model.*;
import io.paycollect.sandbox.domain.BankService;
import io.paycollect.sandbox.domain.MerchantService;
import java.math.BigDecimal;
import java.util.List;
import java.util.Map;
import tools.jackson.databind.JsonNode;

/**
 * What a merchant does with the service, through the generated client, with the documented fields: all
 * 64 operations of the interface description and the official SDKs before 0.3.0 (the 13 the newest SDKs added are
 * {@link NewestSdkJourney}'s), in an order where each step uses what the earlier ones made. The sandbox's control area ({@code /sandbox/...},
 * unsigned) plays the world outside: a person reading a box's security code, a payer paying a dynamic QR,
 * a merchant cancelling an e-invoice, a buyer's mailbox. Shared by the end-to-end tests; it assumes
 * nothing about ids already used.
 */
final class MerchantJourney {

    private final PayCollectClient client;
    private final String base;
    private final ControlCalls control;

    long merchantId;
    long shopId;
    String vaAccountNumber;
    String billId;
    String qrAccount;
    String uuid;
    String referralCode;

    MerchantJourney(PayCollectClient client, String base) {
        this.client = client;
        this.base = base;
        this.control = new ControlCalls(base);
    }

    static <E extends ResultEnvelope<E>> E ok(E envelope) {
        assertEquals("00", envelope.getCode(), envelope.getMessage());
        assertEquals("Success", envelope.getMessage());
        return envelope;
    }

    /** The 64 operations before the 0.3.0 SDKs, in order. */
    void all() {
        customQr();
        staticQrAndBanks();
        merchantsAndShops();
        virtualAccountsAndNotifications();
        dynamicQrAndTransactions();
        accountsBeyondTheInterface();
        devices();
        deepLinks();
        eInvoices();
        directDebit();
        endings();
    }

    void customQr() {
        CustomVietQrData data = ok(client.bank().generateCustomVietQr(new CustomVietQrRequest()
                .bankName(QrBankName.MBB).accountNumber("0123456789")
                .amount(new BigDecimal("50000")).content("Thanh toán đơn hàng 001"))).getData();
        assertEquals("00020101021238540010A00000072701240006970422011001234567890208QRIBFTTA"
                + "53037045405500005802VN62270823Thanh toan don hang 0016304A4C0", data.getQrCode());
        assertTrue(data.getQrCodeImage().startsWith("data:image/png;base64,"));
    }

    void staticQrAndBanks() {
        BankGenerateVietQrData stat = ok(client.bank().generateVietQr(new BankGenerateVietQrRequest()
                .bankName(BankName.ACB).accountNumber("12345678").content("Tiền điện"))).getData();
        assertTrue(stat.getQrCode().startsWith("000201010211"), stat.getQrCode());
        assertTrue(stat.getQrCode().contains("970416"));
        assertEquals("12345678", stat.getQrAccount());
        BankGenerateVietQrData byBin = ok(client.bank().generateVietQr(new BankGenerateVietQrRequest()
                .bankBin("970436").accountNumber("12345678").amount(20000L))).getData();
        assertTrue(byBin.getQrCode().startsWith("000201010212") && byBin.getQrCode().contains("970436"), byBin.getQrCode());

        List<Bank> banks = ok(client.bank().getBanks()).getData();
        assertEquals(16, banks.size());
        Bank mbb = banks.stream().filter(b -> BankName.MBB.equals(b.getCode())).findFirst().orElseThrow();
        assertEquals("970422", mbb.getBin());
        assertEquals("970446", banks.stream().filter(b -> BankName.COB.equals(b.getCode())).findFirst().orElseThrow().getBin());
    }

    void merchantsAndShops() {
        referralCode = "CAPHE-" + System.nanoTime();
        Object id = ok(client.merchant().create(new MerchantCreateRequest().name("Cà phê Sài Gòn")
                .phoneNumber("0901234567").password("s3cret!").appType(AppType.fromValue("tingee-web"))
                .referralCode(referralCode)
                .email("caphe@merchant.example").putAdditionalProperty("favouriteColour", "green"))).getData().getMerchantId();
        assertNotNull(id);
        merchantId = (Long) id;
        Merchant merchant = ok(client.merchant().getPaging(new MerchantGetPagingRequest().skipCount(0L)
                .maxResultCount(1000L).filter("Sài Gòn"))).getData().getItems().stream()
                .filter(m -> m.getId() == merchantId).findFirst().orElseThrow();
        assertEquals("Cà phê Sài Gòn", merchant.getName());
        assertEquals("0901234567", merchant.getPhoneNumber());
        assertNotNull(merchant.getCreationTime());
        assertFalse(merchant.getAdditionalProperties() != null && merchant.getAdditionalProperties().containsKey("favouriteColour"),
                "a caller's unknown field is not answered");

        long configId = ok(client.merchant().createOrUpdateConfig(new MerchantCreateOrUpdateConfigRequest()
                .accountType(BankAccountType.fromValue("personal-account")).merchantId(merchantId).bankName(BankName.BIDV)
                .bidvConfigDto(Map.of("serviceCode", "PAYCOLLECT")))).getData();
        assertEquals(configId, ok(client.merchant().createOrUpdateConfig(new MerchantCreateOrUpdateConfigRequest()
                .accountType(BankAccountType.fromValue("personal-account")).id(configId).merchantId(merchantId)
                .bidvConfigDto(Map.of("serviceCode", "PAYCOLLECT2")))).getData());
        MerchantGetPagingConfigData configs = ok(client.merchant().getPagingConfig(new MerchantGetPagingConfigRequest()
                .skipCount(0L).maxResultCount(10L).merchantId(merchantId))).getData();
        assertEquals(1L, configs.getTotalCount());
        assertEquals(configId, configs.getItems().get(0).getId());
        assertEquals(configId, ok(client.merchant().deleteConfig(new MerchantDeleteConfigRequest().id(configId)
                .merchantId(merchantId))).getData());

        String confirmId = ok(client.merchant().configAccountBusiness(new MerchantConfigAccountBusinessRequest()
                .acbUserId("acb-user-1").merchantId(merchantId).bankName(BankName.ACB).accountNumber("2222")
                .accountName("CONG TY A"))).getData().getConfirmId();
        assertNotNull(confirmId);
        assertEquals(true, ok(client.merchant().deleteConfigAccountBusiness(new MerchantDeleteConfigAccountBusinessRequest()
                .accountType(BankAccountType.fromValue("business-account")).merchantId(merchantId)
                .configRemove(Map.of("accountNumber", "2222")))).getData());

        shopId = ok(client.shop().createOrUpdate(new ShopCreateOrUpdateRequest().name("Quầy 1").isActive(true)
                .merchantId(merchantId).address("1 Lê Lợi"))).getData().getShopId();
        assertEquals(shopId, ok(client.shop().createOrUpdate(new ShopCreateOrUpdateRequest().id(shopId).name("Quầy số 1")
                .isActive(true))).getData().getShopId());
        ShopGetPagingData shops = ok(client.shop().getPaging(new ShopGetPagingRequest().skipCount(0L).maxResultCount(10L)
                .merchantId(merchantId))).getData();
        assertEquals(1L, shops.getTotalCount());
        assertEquals("Quầy số 1", shops.getItems().get(0).getName());
        assertEquals("1 Lê Lợi", shops.getItems().get(0).getAddress());
    }

    void virtualAccountsAndNotifications() {
        BankCreateVaData va = ok(client.bank().createVa(new BankCreateVaRequest()
                .accountType(BankAccountType.fromValue("personal-account")).appType(AppType.fromValue("tingee-web"))
                .bankName(BankName.MBB).shopId(shopId).accountName("NGUYEN VAN A").accountNumber("0123456789"))).getData();
        assertEquals(AccountNumberStatus.fromValue("inactive"), va.getStatus());
        vaAccountNumber = va.getVaAccountNumber();
        assertEquals(shopId, va.getShopId());

        BankConfirmVaResponse wrongOtp = client.bank().confirmVa(new BankConfirmVaRequest().confirmId(va.getConfirmId())
                .otpNumber("000000").bankName(BankName.MBB).bankBin("970422"));
        assertEquals("1004", wrongOtp.getCode());
        BankConfirmVaData confirmed = ok(client.bank().confirmVa(new BankConfirmVaRequest().confirmId(va.getConfirmId())
                .otpNumber(BankService.SANDBOX_OTP).bankName(BankName.MBB).bankBin("970422"))).getData();
        assertEquals(vaAccountNumber, confirmed.getVaAccountNumber());

        BankGetVaPagingData page = ok(client.bank().getVaPaging(new BankGetVaPagingRequest().skipCount(0L)
                .maxResultCount(1000L).merchantId(merchantId).accountType(BankAccountType.fromValue("personal-account"))
                .dataAccess(DataAccessFilter.fromValue("referral-only")).transactionType(VaTransactionType.fromValue("credit"))))
                .getData();
        VirtualAccount listed = page.getItems().stream().filter(v -> vaAccountNumber.equals(v.getVaAccountNumber()))
                .findFirst().orElseThrow();
        assertEquals(AccountNumberStatus.fromValue("active"), listed.getStatus());

        String registration = ok(client.bank().registerNotify(new BankRegisterNotifyRequest()
                .vaAccountNumber(vaAccountNumber).bankName(BankName.MBB))).getData().getConfirmId();
        assertEquals(registration, ok(client.bank().confirmRegisterNotify(new BankConfirmRegisterNotifyRequest()
                .confirmId(registration).otpNumber(BankService.SANDBOX_OTP).bankName(BankName.MBB).bankBin("970422")))
                .getData().getConfirmId());
    }

    void dynamicQrAndTransactions() {
        BankGenerateDynamicQrData bill = ok(client.bank().generateDynamicQr(new BankGenerateDynamicQrRequest()
                .vaAccountNumber(vaAccountNumber).qrCodeType(QrCodeType.fromValue("dynamic-one-time-payment"))
                .amount(75000L).purpose("Don hang 7").expireInMinute(30L))).getData();
        billId = bill.getBillId();
        qrAccount = bill.getQrAccount();
        assertTrue(bill.getQrCode().contains("5405750005802VN"), bill.getQrCode());
        assertEquals("pending", ok(client.bank().getStatusDynamicQr(new BankGetStatusDynamicQrRequest()
                .qrAccount(qrAccount).billId(billId))).getData().getBillInfo().getStatus());

        JsonNode paid = control.call("POST", "/sandbox/dynamic-qr/" + billId + "/pay");
        String transactionId = paid.get("data").get("transactionId").asString();
        BankGetStatusDynamicQrData status = ok(client.bank().getStatusDynamicQr(new BankGetStatusDynamicQrRequest()
                .qrAccount(qrAccount).billId(billId))).getData();
        assertEquals("paid", status.getBillInfo().getStatus());
        assertEquals(1L, status.getBillInfo().getTotalPaymentsCount());
        assertEquals(transactionId, status.getTransactionInfos().get(0).getTransactionId());

        TransactionGetPagingData transactions = ok(client.transaction().getPaging(new TransactionGetPagingRequest()
                .skipCount(0L).maxResultCount(50L).billId(billId))).getData();
        assertEquals(1L, transactions.getTotalCount());
        assertEquals(75000L, transactions.getItems().get(0).getAmount());
        assertEquals(vaAccountNumber, transactions.getItems().get(0).getVaAccountNumber());

        String other = ok(client.bank().generateDynamicQr(new BankGenerateDynamicQrRequest()
                .vaAccountNumber(vaAccountNumber).qrCodeType(QrCodeType.fromValue("dynamic-recurring-payment"))
                .bankName(BankName.MBB).amount(12000L))).getData().getBillId();
        ok(client.bank().deleteDynamicQr(new BankDeleteDynamicQrRequest().qrAccount(qrAccount).billId(other)));
        assertEquals("deleted", ok(client.bank().getStatusDynamicQr(new BankGetStatusDynamicQrRequest()
                .qrAccount(qrAccount).billId(other))).getData().getBillInfo().getStatus());
    }

    void devices() {
        uuid = "TB3PRO-" + System.nanoTime();
        ok(client.device().readSecurityCode(new DeviceReadSecurityCodeRequest().uuid(uuid).merchantId(merchantId)));
        String code = control.call("GET", "/sandbox/devices/" + uuid).get("data").get("securityCode").asString();
        assertTrue(code.matches("\\d{6}"), code);
        List<LinkedDevice> added = ok(client.device().addDeviceToShop(new DeviceAddDeviceToShopRequest().uuid(uuid)
                .securityCode(code).appType(AppType.fromValue("tingee-app")).merchantId(merchantId)
                .shopIds(List.of(shopId)).vaAccountNumbers(List.of(vaAccountNumber)))).getData();
        assertEquals(uuid, added.get(0).getUuid());

        ok(client.device().showQrCode(new DeviceShowQrCodeRequest().uuid(uuid).qrCode("00020101021138").amount(0L)));
        ok(client.device().showStaticQrCode(new DeviceShowStaticQrCodeRequest().uuid(uuid).qrCode("00020101021138")
                .amount(0L).isStaticQr(true).bankName(BankName.OCB)));
        ok(client.device().showDynamicQrCode(new DeviceShowDynamicQrCodeRequest().uuid(uuid).qrCode("00020101021238")
                .amount(12000L).firstText("Quầy 1")));
        Object shown = ok(client.device().generateAndShowDynamicQrCode(new DeviceGenerateAndShowDynamicQrCodeRequest()
                .uuid(uuid).vaAccountNumber(vaAccountNumber).qrCodeType(QrCodeType.fromValue("dynamic-one-time-payment"))
                .amount(34000L))).getData();
        assertTrue(shown instanceof Map<?, ?> m && m.keySet().equals(java.util.Set.of("qrCode", "qrAccount", "billId")),
                String.valueOf(shown));
        assertEquals(34000, control.call("GET", "/sandbox/devices/" + uuid).get("data").get("display").get("amount").asInt());
        ok(client.device().readAmountLinkToMerchant(new DeviceReadAmountLinkToMerchantRequest().uuid(uuid)
                .transactionId("TXN-X").amount(34000L).bankBin("970422")));
        ok(client.device().updateShopDeviceLinkStatus(new DeviceUpdateShopDeviceLinkStatusRequest().uuid(uuid)
                .appType(AppType.fromValue("tingee-app")).shopsLinkToDeviceDtos(List.of(new ShopDeviceLink()
                        .shopId(shopId).shopName("Quầy số 1").isLinkToDevice(true).fullAddress("1 Lê Lợi")))));
        assertEquals(uuid, ok(client.device().getDevicesLinkToShopOrVa(new DeviceGetDevicesLinkToShopOrVaRequest()
                .merchantId(merchantId).shopId(shopId).vaAccountNumber(vaAccountNumber))).getData().get(0).getUuid());
        DeviceGetPagingData boxes = ok(client.device().getPaging(new DeviceGetPagingRequest().skipCount(0L)
                .maxResultCount(10L).merchantId(merchantId))).getData();
        assertEquals(1L, boxes.getTotalCount());
        assertEquals(uuid, boxes.getItems().get(0).getUuid());

        // Beyond the interface description: the BIDV read-out, the partner's code check, receipts, NFC.
        ok(client.device().readAmount(new DeviceReadAmountRequest().uuid(uuid).transactionId("TXN-BIDV-1")
                .amount(56000L).bankBin("970418").firstDisplayText("Cảm ơn quý khách").playSound(true)));
        JsonNode box = control.call("GET", "/sandbox/devices/" + uuid).get("data");
        assertEquals(56000, box.get("lastAnnouncement").get("amount").asInt());
        assertEquals("970418", box.get("lastAnnouncement").get("bankBin").asString());
        ok(client.device().readSecurityCode(new DeviceReadSecurityCodeRequest().uuid(uuid).merchantId(merchantId)));
        String shownCode = control.call("GET", "/sandbox/devices/" + uuid).get("data").get("securityCode").asString();
        assertEquals("1004", client.device().readPartnerSecurityCode(new DeviceReadPartnerSecurityCodeRequest().uuid(uuid)
                .merchantId(merchantId).securityCode(shownCode.equals("000000") ? "111111" : "000000")).getCode());
        ok(client.device().readPartnerSecurityCode(new DeviceReadPartnerSecurityCodeRequest().uuid(uuid)
                .merchantId(merchantId).securityCode(shownCode)));
        assertEquals(merchantId, control.call("GET", "/sandbox/devices/" + uuid).get("data").get("partnerCodeCheck")
                .get("merchantId").asLong());
        ok(client.device().printReceipt(new DevicePrintReceiptRequest().uuid(uuid).merchantId(merchantId)
                .storeName("Cà phê Sài Gòn").orderCode("HD-7").logo(ReceiptLogo.PRINTER_RECEIPT_LOGO)
                .items(List.of(new ReceiptItem().name("Cà phê sữa").quantity(new BigDecimal("2")).unitPrice(new BigDecimal("25000")),
                        new ReceiptItem().name("Bánh mì").quantity(BigDecimal.ONE).unitPrice(new BigDecimal("20000"))))
                .totalAmount(new BigDecimal("70000")).footerNote("Hẹn gặp lại")));
        JsonNode receipts = control.call("GET", "/sandbox/devices/" + uuid).get("data").get("receipts");
        assertEquals(1, receipts.size());
        assertEquals(70000, receipts.get(0).get("totalAmount").asInt());
        assertEquals("Bánh mì", receipts.get(0).get("items").get(1).get("name").asString());
        ok(client.device().nfcCommand(new DeviceNfcCommandRequest().uuid(uuid).merchantId(merchantId).enableNfc(true)
                .nfcUrl("https://shop.example/nfc").nfcPackageName("vn.example.nfc")));
        assertEquals("https://shop.example/nfc", control.call("GET", "/sandbox/devices/" + uuid).get("data").get("nfc")
                .get("nfcUrl").asString());

        // reset-device on the linked box, with its receipts and NFC settings: it must clear them itself.
        ok(client.device().resetDevice(new DeviceResetDeviceRequest().uuid(uuid).isBankRequest(false)));
        JsonNode afterReset = control.call("GET", "/sandbox/devices/" + uuid).get("data");
        assertFalse(afterReset.has("merchantId") || afterReset.has("receipts") || afterReset.has("nfc"), afterReset.toString());
        assertEquals("Success", ok(client.device().reset(uuid)).getData());
        assertEquals("1001", client.device().resetDevice(new DeviceResetDeviceRequest().uuid(uuid + "-unknown")).getCode());
    }

    /**
     * Beyond the interface description, around accounts: a VA made the advanced way, what a VietQR pays
     * into, the merchant's VAs as a list, referral codes.
     */
    void accountsBeyondTheInterface() {
        BankCreateVaAdvancedData advanced = ok(client.bank().createVaAdvanced(new BankCreateVaAdvancedRequest()
                .accountType(BankAccountType.PERSONAL_ACCOUNT).appType(AppType.TINGEE_WEB).bankName(BankName.MBB)
                .shopId(shopId).merchantId(merchantId).accountName("CA PHE SAI GON").vaPrefix("PC"))).getData();
        assertEquals(AccountNumberStatus.fromValue("inactive"), advanced.getStatus());
        assertTrue(advanced.getVaAccountNumber().startsWith("PC9"), advanced.getVaAccountNumber());
        ok(client.bank().confirmVa(new BankConfirmVaRequest().confirmId(advanced.getConfirmId())
                .otpNumber(BankService.SANDBOX_OTP).bankName(BankName.MBB).bankBin("970422")));

        String payload = ok(client.bank().generateVietQr(new BankGenerateVietQrRequest().bankName(BankName.MBB)
                .accountNumber(advanced.getVaAccountNumber()).amount(15000L).content("Đơn hàng 8"))).getData().getQrCode();
        BankGetAccountNumberInfoByQrCodeData info = ok(client.bank().getAccountNumberInfoByQrCode(payload)).getData();
        assertEquals(1L, info.getTotalCount());
        AccountNumberQrInfo read = info.getItems().get(0);
        assertEquals("970422", read.getBankBin());
        assertEquals(advanced.getVaAccountNumber(), read.getAccountNumber());
        assertEquals("15000", read.getAmount());
        assertEquals("Don hang 8", read.getPurpose());
        assertEquals("PC", read.getVaPrefix());
        assertEquals("", read.getVaSuffix());
        String broken = payload.substring(0, payload.length() - 4) + (payload.endsWith("0000") ? "1111" : "0000");
        // Any text is a qrCode to the contract: one that is no VietQR is a business refusal, 1008.
        var bad = client.bank().getAccountNumberInfoByQrCode(broken);
        assertEquals("1008", bad.getCode());
        assertTrue(bad.getMessage().startsWith("qrCode: "), bad.getMessage());

        List<AccountNumberOption> options = ok(client.accountNumber().getAllDdl(new AccountNumberGetAllDdlRequest()
                .skipCount(0L).maxResultCount(100L).merchantId(merchantId))).getData();
        assertEquals(List.of(vaAccountNumber, advanced.getVaAccountNumber()),
                options.stream().map(AccountNumberOption::getVaAccountNumber).toList());
        assertEquals("Quầy số 1", options.get(1).getShopName());
        assertEquals(advanced.getMerchantAccountNumberId(), options.get(1).getId());
        assertEquals(1, ok(client.accountNumber().getAllDdl(new AccountNumberGetAllDdlRequest().skipCount(0L)
                .maxResultCount(100L).merchantId(merchantId).realVANumbers(List.of(vaAccountNumber)))).getData().size());

        UserVerifyReferralCodeData merchantCode = ok(client.user().verifyReferralCode(referralCode)).getData();
        assertEquals(true, merchantCode.getIsValid());
        assertEquals(true, merchantCode.getCanConnectAllBanks());
        UserVerifyReferralCodeData demo = ok(client.user().verifyReferralCode(MerchantService.DEMO_REFERRAL_CODE)).getData();
        assertEquals(List.of("970422", "970418"), demo.getBankBins());
        assertEquals(false, ok(client.user().verifyReferralCode("NO-SUCH-CODE")).getData().getIsValid());
    }

    /**
     * Beyond the interface description: e-invoice accounts at a provider, a draft issued, mailed, cancelled
     * by the merchant at the provider (the control area), and the real PDF.
     */
    void eInvoices() {
        new EInvoiceJourney(client, control, merchantId).run();
    }

    void deepLinks() {
        String link = ok(client.deepLink().generate(new DeepLinkGenerateRequest().type("vietqr")
                .qrCode("00020101021238540010A000000727").bankBin("970436").destinationBankBin("970422")
                .accountName("NGUYEN VAN A").accountNumber("0123456789").billNumber("HD-9").amount(10000L))).getData();
        assertTrue(link.startsWith("https://"), link);
        String test = ok(client.deepLink().generateBidvTest(new DeepLinkGenerateBidvTestRequest().type("vietqr")
                .qrCode("00020101021238540010A000000727").bankBin("970418").destinationBankBin("970422")
                .accountName("NGUYEN VAN A").accountNumber("0123456789").billNumber("HD-10")
                .amount(new BigDecimal("10000")))).getData();
        assertTrue(test.startsWith("https://") && test.contains("bidv-test"), test);
    }

    void directDebit() {
        String requestId = "REQ-" + System.nanoTime();
        String url = ok(client.directDebit().register(new DirectDebitRegisterRequest().requestId(requestId)
                .phone("0901234567").returnUrl("https://shop.example/return").bankBin("970422")
                .accountName("NGUYEN VAN A"))).getData();
        Map<String, String> query = Links.query(url);
        String sub = query.get("subscriptionId");
        String token = query.get("tokenRef");
        assertEquals(sub, control.call("GET", "/sandbox/direct-debit/" + requestId).get("data").get("subscriptionId").asString());

        DirectDebitPaymentBillData bill = ok(client.directDebit().paymentBill(new DirectDebitPaymentBillRequest()
                .requestId(requestId + "-1").subscriptionId(sub).tokenRef(token).amount("200000").description("Hóa đơn 1")
                .partnerCode(DirectDebitPartner.fromValue("one-pay")).serviceProviderName("PayCollect"))).getData();
        assertEquals(DirectDebitTransactionStatus.fromValue("success"), bill.getStatus());
        String txn = bill.getTransactionCode();
        DirectDebitRefundData refund = ok(client.directDebit().refund(new DirectDebitRefundRequest().subscriptionId(sub)
                .tokenRef(token).transactionId(txn).amount(50000L))).getData();
        assertEquals(50000L, refund.getRefundAmount());
        assertEquals("1003", client.directDebit().refund(new DirectDebitRefundRequest().subscriptionId(sub)
                .tokenRef(token).transactionId(txn).amount(150001L)).getCode());
        DirectDebitGetTransactionStatusData status = ok(client.directDebit().getTransactionStatus(txn, token, sub)).getData();
        assertEquals(0, new BigDecimal("200000").compareTo(status.getAmount()));
        assertTrue(ok(client.directDebit().editConfirmPaymentMethod(new DirectDebitEditConfirmPaymentMethodRequest()
                .requestId(requestId + "-2").returnUrl("https://shop.example/return").subscriptionId(sub))).getData()
                .startsWith("https://"));
        DirectDebitGetPagingTransactionsData history = ok(client.directDebit().getPagingTransactions(sub, token, null, null, 0, 10)).getData();
        assertEquals(1L, history.getTotalCount());
        assertEquals("200000", history.getItems().get(0).getAmount());
        assertNotNull(ok(client.directDebit().deleteSubscription(new DirectDebitDeleteSubscriptionRequest()
                .requestId(requestId + "-3").returnUrl("https://shop.example/return").subscriptionId(sub).tokenRef(token)))
                .getData().getConfirmUrl());
        assertEquals(DirectDebitStatus.fromValue("inactive"), ok(client.directDebit().getSubscriptionStatus(sub, token, null)).getData().getStatus());
    }

    void endings() {
        String confirmId = ok(client.bank().deleteVa(vaAccountNumber, null, null, null)).getData().getConfirmId();
        ok(client.bank().confirmDeleteVa(new BankConfirmDeleteVaRequest().confirmId(confirmId)
                .otpNumber(BankService.SANDBOX_OTP).bankName(BankName.MBB).bankBin("970422")));
        assertEquals("1001", client.bank().registerNotify(new BankRegisterNotifyRequest().vaAccountNumber(vaAccountNumber))
                .getCode());
        ok(client.merchant().delete(merchantId));
    }
}
