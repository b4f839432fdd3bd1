package io.paycollect.sandbox.domain;

import io.paycollect.server.model.BankGetVaPagingRequest;
import io.paycollect.server.model.DeepLinkGenerateBidvTestRequest;
import io.paycollect.server.model.MerchantCreateRequest;
import static io.paycollect.sandbox.domain.DomainFixture.request;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.paycollect.sandbox.domain.NapasBank;
import io.paycollect.sandbox.store.InvalidField;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The bank, account-number, user and deep-link operations the official SDKs call beyond the interface description. */
class BeyondTheInterfaceBankTest {

    private final DomainFixture f = new DomainFixture();

    @Test
    void aVaMadeTheAdvancedWayAnswersAndLivesAsCreateVa() {
        io.paycollect.server.model.BankCreateVaData va = f.bank.createVaAdvanced(DomainFixture.request(io.paycollect.server.model.BankCreateVaAdvancedRequest.class, "accountType", "personal-account", "appType", "tingee-web",
                "bankName", "BIDV", "vaPrefix", "PC", "vaSuffix", "X", "requestId", "R-1"), null, "client");
        assertEquals(java.util.Set.of("bankName", "merchantAccountNumberId", "status", "confirmId", "vaAccountNumber", "deepLink",
                "otpMethod"), DomainFixture.fields(va).keySet());
        assertEquals("PC9000000001X", va.getVaAccountNumber());
        assertEquals("inactive", va.getStatus().getValue());
        f.bank.confirmVa(DomainFixture.request(io.paycollect.server.model.BankConfirmVaRequest.class, "confirmId", va.getConfirmId(), "otpNumber", BankService.SANDBOX_OTP, "bankName", "BIDV",
                "bankBin", "970418"));
        assertEquals("active", f.bank.getVaPaging(request(BankGetVaPagingRequest.class, "merchantId", 1, "accountType",
                "personal-account", "transactionType", "credit")).getItems().get(0).getStatus().getValue());
    }

    @Test
    void aVietQrIsReadBackWithTheVasPrefixAndSuffix() {
        f.bank.createVaAdvanced(DomainFixture.request(io.paycollect.server.model.BankCreateVaAdvancedRequest.class, "accountType", "personal-account", "appType", "tingee-web", "vaPrefix", "PC"), null, "client");
        String payload = f.qr.issue(NapasBank.MBB, "PC9000000001", new java.math.BigDecimal("15000"), "Đơn 8").getQrCode();
        Map<String, Object> page = DomainFixture.fields(f.bank.getAccountNumberInfoByQrCode(payload));
        assertEquals(Map.of("totalCount", 1L, "items", List.of(Map.of("bankBin", "970422", "accountNumber", "PC9000000001",
                "amount", "15000", "purpose", "Don 8", "vaPrefix", "PC", "vaSuffix", ""))), page);
        String other = f.qr.issue(NapasBank.ACB, "123", null, null).getQrCode();
        assertEquals(Map.of("bankBin", "970416", "accountNumber", "123", "vaPrefix", "", "vaSuffix", ""),
                DomainFixture.fields(f.bank.getAccountNumberInfoByQrCode(other).getItems().get(0)));

        String bad = DomainFixture.refusal(() -> f.bank.getAccountNumberInfoByQrCode(
                payload.substring(0, payload.length() - 1) + (payload.endsWith("0") ? "1" : "0")));
        assertTrue(bad.startsWith("1008 qrCode: ") && bad.contains("CRC"), bad);
        assertEquals("qrCode", assertThrows(InvalidField.class, () -> f.bank.getAccountNumberInfoByQrCode(null)).field());
    }

    @Test
    void theActiveVasOfAMerchantAreAList() {
        long m = f.merchant("A");
        long shop = f.shop(m, "Quầy 1");
        io.paycollect.server.model.BankCreateVaData va = f.bank.createVa(DomainFixture.request(io.paycollect.server.model.BankCreateVaRequest.class, "accountType", "personal-account", "appType", "tingee-web",
                "shopId", shop, "accountName", "NGUYEN VAN A"), null, "client");
        f.bank.createVa(DomainFixture.request(io.paycollect.server.model.BankCreateVaRequest.class, "accountType", "personal-account", "appType", "tingee-web", "merchantId", m), null, "client");
        f.bank.confirmVa(DomainFixture.request(io.paycollect.server.model.BankConfirmVaRequest.class, "confirmId", va.getConfirmId(), "otpNumber", BankService.SANDBOX_OTP, "bankName", "MBB",
                "bankBin", "970422"));
        List<io.paycollect.server.model.AccountNumberOption> list = f.dropDown.list(request(io.paycollect.server.model.AccountNumberGetAllDdlRequest.class, "merchantId", m, "skipCount", 0, "maxResultCount", 10));
        assertEquals(List.of(new io.paycollect.server.model.AccountNumberOption().id(1L).name("NGUYEN VAN A").merchantId(m)
                .bankBin("970422").bankName(io.paycollect.server.model.BankName.MBB).accountNumber("9000000001")
                .vaAccountNumber("9000000001").realVANumber("9000000001").shopId(shop).shopName("Quầy 1")), list,
                "only the active one");
        assertEquals(1, f.dropDown.list(request(io.paycollect.server.model.AccountNumberGetAllDdlRequest.class, "bankNames", List.of("MBB"), "shopIds", List.of(shop), "filter", "nguyen")).size());
        assertEquals(0, f.dropDown.list(request(io.paycollect.server.model.AccountNumberGetAllDdlRequest.class, "bankBins", List.of("970418"))).size());
        assertEquals(0, f.dropDown.list(request(io.paycollect.server.model.AccountNumberGetAllDdlRequest.class, "skipCount", 1)).size());
    }

    @Test
    void aReferralCodeIsAMerchantsOrTheDemoCode() {
        f.merchants.create(request(MerchantCreateRequest.class, "name", "A", "phoneNumber", "1", "password", "p", "appType", "tingee-web",
                "referralCode", "REF-A"));
        io.paycollect.server.model.UserVerifyReferralCodeData merchant = f.merchants.verifyReferralCode("REF-A");
        assertEquals(true, merchant.getIsValid());
        assertEquals(true, merchant.getCanConnectAllBanks());
        assertEquals(NapasBank.values().length, merchant.getBankBins().size());
        assertEquals(Map.of("isValid", true, "canConnectAllBanks", false, "bankBins", List.of("970422", "970418")),
                DomainFixture.fields(f.merchants.verifyReferralCode(MerchantService.DEMO_REFERRAL_CODE)));
        assertEquals(Map.of("isValid", false, "canConnectAllBanks", false, "bankBins", List.of()),
                DomainFixture.fields(f.merchants.verifyReferralCode("ref-a")));
        assertEquals("referralCode", assertThrows(InvalidField.class, () -> f.merchants.verifyReferralCode(" ")).field());
    }

    @Test
    void aBidvTestDeepLinkIsText() {
        String link = f.deepLinks.generateBidvTest(request(DeepLinkGenerateBidvTestRequest.class, "type", "vietqr", "qrCode", "000201", "bankBin", "970418",
                "destinationBankBin", "970422", "accountName", "A", "accountNumber", "1", "billNumber", "HD 1", "amount", 5));
        assertTrue(link.startsWith("https://sandbox.paycollect.invalid/deep-link/bidv-test/vietqr?bankBin=970418&qr=000201"), link);
    }
}
