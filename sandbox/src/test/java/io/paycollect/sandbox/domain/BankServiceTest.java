package io.paycollect.sandbox.domain;

import io.paycollect.server.model.BankGetVaPagingRequest;
import io.paycollect.server.model.TransactionGetPagingRequest;
import static io.paycollect.sandbox.domain.DomainFixture.request;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.paycollect.sandbox.store.InvalidField;
import io.paycollect.sandbox.store.Refusal;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

class BankServiceTest {

    private final DomainFixture f = new DomainFixture();

    @Test
    void aVirtualAccountIsInactiveUntilItsOtpIsConfirmedAndGoneOnceItsDeletionIs() {
        Map<String, Object> va = f.bank.createVa(DomainFixture.request(io.paycollect.server.model.BankCreateVaRequest.class, "accountType", "personal-account", "appType", "tingee-web",
                "bankName", "OCB", "accountName", "NGUYEN VAN A", "status", "active", "merchantAccountNumberId", 99,
                "orderRef", "R1"), null, "client");
        assertEquals(Set.of("bankName", "merchantAccountNumberId", "status", "confirmId", "vaAccountNumber", "deepLink",
                "otpMethod"), va.keySet(), "only the Java SDK's fields, never the caller's");
        assertEquals("inactive", va.get("status"));
        assertEquals(1L, va.get("merchantAccountNumberId"));
        assertEquals("9000000001", va.get("vaAccountNumber"));
        String number = (String) va.get("vaAccountNumber");

        Refusal wrong = assertThrows(Refusal.class, () -> f.bank.confirmVa(DomainFixture.request(io.paycollect.server.model.BankConfirmVaRequest.class, "confirmId", va.get("confirmId"),
                "otpNumber", "654321", "bankName", "OCB", "bankBin", "970448")));
        assertEquals(Refusal.WRONG_CODE, wrong.code());
        assertEquals(Refusal.WRONG_STATE, assertThrows(Refusal.class,
                () -> f.bank.deleteVa(number, null, null, "client")).code());
        Map<String, Object> confirmed = f.bank.confirmVa(DomainFixture.request(io.paycollect.server.model.BankConfirmVaRequest.class, "confirmId", va.get("confirmId"),
                "otpNumber", BankService.SANDBOX_OTP, "bankName", "OCB", "bankBin", "970448"));
        assertEquals(number, confirmed.get("vaAccountNumber"));
        assertEquals(Refusal.WRONG_STATE, assertThrows(Refusal.class, () -> f.bank.confirmVa(DomainFixture.request(io.paycollect.server.model.BankConfirmVaRequest.class, "confirmId",
                va.get("confirmId"), "otpNumber", BankService.SANDBOX_OTP, "bankName", "OCB", "bankBin", "970448"))).code(),
                "a confirmation is used once");

        Map<String, Object> page = f.bank.getVaPaging(request(BankGetVaPagingRequest.class, "skipCount", 0, "maxResultCount", 10, "merchantId", 1,
                "accountType", "personal-account", "dataAccess", "referral-only", "transactionType", "credit"));
        assertEquals(1, page.get("totalCount"));
        assertEquals("active", ((List<Map<String, Object>>) page.get("items")).get(0).get("status"));

        String deletion = (String) f.bank.deleteVa(number, null, null, "client").get("confirmId");
        assertEquals(Map.of(), f.bank.confirmDeleteVa(DomainFixture.request(io.paycollect.server.model.BankConfirmDeleteVaRequest.class, "confirmId", deletion, "otpNumber", BankService.SANDBOX_OTP,
                "bankName", "OCB", "bankBin", "970448")));
        assertEquals(Refusal.UNKNOWN_ID, assertThrows(Refusal.class,
                () -> f.bank.registerNotify(DomainFixture.request(io.paycollect.server.model.BankRegisterNotifyRequest.class, "vaAccountNumber", number), null, "client")).code());
    }

    @Test
    void aDynamicQrBillOfAnActiveVaIsPaidOnceAndThePaymentIsATransaction() {
        String va = f.activeVa();
        Map<String, Object> bill = f.bank.generateDynamicQr(DomainFixture.request(io.paycollect.server.model.BankGenerateDynamicQrRequest.class, "vaAccountNumber", va,
                "qrCodeType", "dynamic-one-time-payment", "amount", 50000, "purpose", "Thanh toán đơn hàng 001"), DomainFixture.CLIENT);
        assertEquals(Set.of("qrCode", "qrAccount", "billId"), bill.keySet());
        String billId = (String) bill.get("billId");
        assertEquals("BILL000001", billId);
        assertTrue(((String) bill.get("qrCode")).contains("0006970422011090000000010208QRIBFTTA"), (String) bill.get("qrCode"));
        assertEquals(va, bill.get("qrAccount"));

        Map<String, Object> txn = f.bank.payBill(billId, null);
        assertEquals(50000L, txn.get("amount"));
        Map<String, Object> status = f.bank.getStatusDynamicQr(DomainFixture.request(io.paycollect.server.model.BankGetStatusDynamicQrRequest.class, "qrAccount", va, "billId", billId), DomainFixture.CLIENT);
        Map<String, Object> info = (Map<String, Object>) status.get("billInfo");
        assertEquals("paid", info.get("status"));
        assertEquals(1L, info.get("totalPaymentsCount"));
        assertEquals(List.of(txn), status.get("transactionInfos"));
        assertEquals(Refusal.WRONG_STATE, assertThrows(Refusal.class, () -> f.bank.payBill(billId, null)).code());
        assertEquals(Refusal.WRONG_STATE, assertThrows(Refusal.class,
                () -> f.bank.deleteDynamicQr(DomainFixture.request(io.paycollect.server.model.BankDeleteDynamicQrRequest.class, "qrAccount", va, "billId", billId), DomainFixture.CLIENT)).code());
        assertEquals(1, f.ledger.page(request(TransactionGetPagingRequest.class, "skipCount", 0, "maxResultCount", 10, "billId", billId)).get("totalCount"));
        assertEquals(Refusal.UNKNOWN_ID, assertThrows(Refusal.class,
                () -> f.bank.getStatusDynamicQr(DomainFixture.request(io.paycollect.server.model.BankGetStatusDynamicQrRequest.class, "qrAccount", "other", "billId", billId), DomainFixture.CLIENT)).code());
    }

    @Test
    void aDynamicQrNeedsAnActiveVaOfTheBankNamed() {
        assertEquals(Refusal.UNKNOWN_ID, assertThrows(Refusal.class, () -> f.bank.generateDynamicQr(
                DomainFixture.request(io.paycollect.server.model.BankGenerateDynamicQrRequest.class, "vaAccountNumber", "123", "qrCodeType", "dynamic-one-time-payment"), DomainFixture.CLIENT)).code());
        String va = f.activeVa();
        assertEquals("bankName", assertThrows(InvalidField.class, () -> f.bank.generateDynamicQr(
                DomainFixture.request(io.paycollect.server.model.BankGenerateDynamicQrRequest.class, "vaAccountNumber", va, "qrCodeType", "dynamic-one-time-payment", "bankName", "ACB"), DomainFixture.CLIENT)).field());
        String recurring = (String) f.bank.generateDynamicQr(DomainFixture.request(io.paycollect.server.model.BankGenerateDynamicQrRequest.class, "vaAccountNumber", va,
                "qrCodeType", "dynamic-recurring-payment"), DomainFixture.CLIENT).get("billId");
        assertEquals("amount", assertThrows(InvalidField.class, () -> f.bank.payBill(recurring, null)).field());
        f.bank.payBill(recurring, 1000L);
        f.bank.payBill(recurring, 2000L);
        Map<String, Object> info = (Map<String, Object>) f.bank.getStatusDynamicQr(
                DomainFixture.request(io.paycollect.server.model.BankGetStatusDynamicQrRequest.class, "qrAccount", va, "billId", recurring), DomainFixture.CLIENT).get("billInfo");
        assertEquals("pending", info.get("status"));
        assertEquals(3000L, info.get("totalAmountPaid"));
    }

    @Test
    void aStaticQrTakesTheBankByNameOrBin() {
        Map<String, Object> qr = f.bank.generateVietQr(DomainFixture.request(io.paycollect.server.model.BankGenerateVietQrRequest.class, "bankName", "BIDV", "accountNumber", "12345"));
        assertTrue(((String) qr.get("qrCode")).startsWith("000201010211"));
        assertEquals("PC12345", qr.get("referenceLabelCode"));
        assertTrue(((String) f.bank.generateVietQr(DomainFixture.request(io.paycollect.server.model.BankGenerateVietQrRequest.class, "bankBin", "970436", "accountNumber", "1", "amount", 10))
                .get("qrCode")).startsWith("000201010212"));
        assertEquals(Refusal.NOT_SUPPORTED, assertThrows(Refusal.class,
                () -> f.bank.generateVietQr(DomainFixture.request(io.paycollect.server.model.BankGenerateVietQrRequest.class, "bankName", "NEXTPAY", "accountNumber", "1"))).code());
        assertEquals("bankBin", assertThrows(InvalidField.class,
                () -> f.bank.generateVietQr(DomainFixture.request(io.paycollect.server.model.BankGenerateVietQrRequest.class, "bankName", "MBB", "bankBin", "970448", "accountNumber", "1"))).field());
        assertEquals("bankName", assertThrows(InvalidField.class,
                () -> f.bank.generateVietQr(DomainFixture.request(io.paycollect.server.model.BankGenerateVietQrRequest.class, "accountNumber", "1"))).field());
    }

    @Test
    void listsTheSixteenBanksWithTheirNapasBins() {
        List<Map<String, Object>> banks = f.bank.getBanks();
        assertEquals(16, banks.size());
        Map<String, Object> bins = new java.util.HashMap<>();
        banks.forEach(b -> bins.put((String) b.get("code"), b.get("bin")));
        assertEquals(Map.ofEntries(Map.entry("OCB", "970448"), Map.entry("MBB", "970422"), Map.entry("BIDV", "970418"),
                Map.entry("ACB", "970416"), Map.entry("CTG", "970415"), Map.entry("PGB", "970430"), Map.entry("STB", "970403"),
                Map.entry("VPB", "970432"), Map.entry("VIB", "970441"), Map.entry("VCB", "970436"),
                Map.entry("AGRIBANK", "970405"), Map.entry("SHINHAN", "970424"), Map.entry("COB", "970446"),
                Map.entry("MSB", "970426"), Map.entry("TPB", "970423"), Map.entry("NEXTPAY", "")), bins);
    }

    @Test
    void notificationsAreRegisteredForAnActiveVaAndConfirmedOnce() {
        String va = f.activeVa();
        String id = (String) f.bank.registerNotify(DomainFixture.request(io.paycollect.server.model.BankRegisterNotifyRequest.class, "vaAccountNumber", va), null, "client").get("confirmId");
        Object[] confirm = {"confirmId", id, "otpNumber", BankService.SANDBOX_OTP, "bankName", "MBB", "bankBin", "970422"};
        assertEquals(Map.of("confirmId", id), f.bank.confirmRegisterNotify(DomainFixture.request(io.paycollect.server.model.BankConfirmRegisterNotifyRequest.class, confirm)));
        assertEquals(Refusal.WRONG_STATE, assertThrows(Refusal.class,
                () -> f.bank.confirmRegisterNotify(DomainFixture.request(io.paycollect.server.model.BankConfirmRegisterNotifyRequest.class, confirm))).code());
        assertEquals(Refusal.WRONG_STATE, assertThrows(Refusal.class,
                () -> f.bank.confirmVa(DomainFixture.request(io.paycollect.server.model.BankConfirmVaRequest.class, confirm))).code(), "not a VA creation");
    }
}
