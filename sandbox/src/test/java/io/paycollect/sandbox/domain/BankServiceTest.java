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
        io.paycollect.server.model.BankCreateVaData va = f.bank.createVa(DomainFixture.request(io.paycollect.server.model.BankCreateVaRequest.class, "accountType", "personal-account", "appType", "tingee-web",
                "bankName", "OCB", "accountName", "NGUYEN VAN A", "status", "active", "merchantAccountNumberId", 99,
                "orderRef", "R1"), null, "client");
        assertEquals(Set.of("bankName", "merchantAccountNumberId", "status", "confirmId", "vaAccountNumber", "deepLink",
                "otpMethod"), DomainFixture.fields(va).keySet(), "only the Java SDK's fields, never the caller's");
        assertEquals("inactive", va.getStatus().getValue());
        assertEquals(1L, va.getMerchantAccountNumberId());
        assertEquals("9000000001", va.getVaAccountNumber());
        String number = va.getVaAccountNumber();

        Refusal wrong = assertThrows(Refusal.class, () -> f.bank.confirmVa(DomainFixture.request(io.paycollect.server.model.BankConfirmVaRequest.class, "confirmId", va.getConfirmId(),
                "otpNumber", "654321", "bankName", "OCB", "bankBin", "970448")));
        assertEquals(Refusal.WRONG_CODE, wrong.code());
        assertEquals(Refusal.WRONG_STATE, assertThrows(Refusal.class,
                () -> f.bank.deleteVa(number, null, null, "client")).code());
        io.paycollect.server.model.BankConfirmVaData confirmed = f.bank.confirmVa(DomainFixture.request(io.paycollect.server.model.BankConfirmVaRequest.class, "confirmId", va.getConfirmId(),
                "otpNumber", BankService.SANDBOX_OTP, "bankName", "OCB", "bankBin", "970448"));
        assertEquals(number, confirmed.getVaAccountNumber());
        assertEquals(Refusal.WRONG_STATE, assertThrows(Refusal.class, () -> f.bank.confirmVa(DomainFixture.request(io.paycollect.server.model.BankConfirmVaRequest.class, "confirmId",
                va.getConfirmId(), "otpNumber", BankService.SANDBOX_OTP, "bankName", "OCB", "bankBin", "970448"))).code(),
                "a confirmation is used once");

        io.paycollect.server.model.BankGetVaPagingData page = f.bank.getVaPaging(request(BankGetVaPagingRequest.class, "skipCount", 0, "maxResultCount", 10, "merchantId", 1,
                "accountType", "personal-account", "dataAccess", "referral-only", "transactionType", "credit"));
        assertEquals(1L, page.getTotalCount());
        assertEquals("active", page.getItems().get(0).getStatus().getValue());

        String deletion = f.bank.deleteVa(number, null, null, "client").getConfirmId();
        assertEquals(Map.of(), DomainFixture.fields(f.bank.confirmDeleteVa(DomainFixture.request(io.paycollect.server.model.BankConfirmDeleteVaRequest.class, "confirmId", deletion, "otpNumber", BankService.SANDBOX_OTP,
                "bankName", "OCB", "bankBin", "970448"))));
        assertEquals(Refusal.UNKNOWN_ID, assertThrows(Refusal.class,
                () -> f.bank.registerNotify(DomainFixture.request(io.paycollect.server.model.BankRegisterNotifyRequest.class, "vaAccountNumber", number), null, "client")).code());
    }

    @Test
    void aDynamicQrBillOfAnActiveVaIsPaidOnceAndThePaymentIsATransaction() {
        String va = f.activeVa();
        io.paycollect.server.model.BankGenerateDynamicQrData bill = f.bank.generateDynamicQr(DomainFixture.request(io.paycollect.server.model.BankGenerateDynamicQrRequest.class, "vaAccountNumber", va,
                "qrCodeType", "dynamic-one-time-payment", "amount", 50000, "purpose", "Thanh toán đơn hàng 001"), DomainFixture.CLIENT);
        assertEquals(Set.of("qrCode", "qrAccount", "billId"), DomainFixture.fields(bill).keySet());
        String billId = bill.getBillId();
        assertEquals("BILL000001", billId);
        assertTrue(bill.getQrCode().contains("0006970422011090000000010208QRIBFTTA"), bill.getQrCode());
        assertEquals(va, bill.getQrAccount());

        io.paycollect.server.model.Transaction txn = f.bank.payBill(billId, null);
        assertEquals(50000L, txn.getAmount());
        io.paycollect.server.model.BankGetStatusDynamicQrData status = f.bank.getStatusDynamicQr(DomainFixture.request(io.paycollect.server.model.BankGetStatusDynamicQrRequest.class, "qrAccount", va, "billId", billId), DomainFixture.CLIENT);
        io.paycollect.server.model.DynamicQrBill info = status.getBillInfo();
        assertEquals("paid", info.getStatus());
        assertEquals(1L, info.getTotalPaymentsCount());
        assertEquals(List.of(txn), status.getTransactionInfos());
        assertEquals(Refusal.WRONG_STATE, assertThrows(Refusal.class, () -> f.bank.payBill(billId, null)).code());
        assertEquals(Refusal.WRONG_STATE, assertThrows(Refusal.class,
                () -> f.bank.deleteDynamicQr(DomainFixture.request(io.paycollect.server.model.BankDeleteDynamicQrRequest.class, "qrAccount", va, "billId", billId), DomainFixture.CLIENT)).code());
        assertEquals(1L, f.ledger.page(request(TransactionGetPagingRequest.class, "skipCount", 0, "maxResultCount", 10, "billId", billId)).getTotalCount());
        assertEquals(Refusal.UNKNOWN_ID, assertThrows(Refusal.class,
                () -> f.bank.getStatusDynamicQr(DomainFixture.request(io.paycollect.server.model.BankGetStatusDynamicQrRequest.class, "qrAccount", "other", "billId", billId), DomainFixture.CLIENT)).code());
    }

    @Test
    void aDynamicQrNeedsAnActiveVaOfTheBankNamed() {
        assertEquals(Refusal.UNKNOWN_ID, assertThrows(Refusal.class, () -> f.bank.generateDynamicQr(
                DomainFixture.request(io.paycollect.server.model.BankGenerateDynamicQrRequest.class, "vaAccountNumber", "123", "qrCodeType", "dynamic-one-time-payment"), DomainFixture.CLIENT)).code());
        String va = f.activeVa();
        assertEquals("1008 bankName: the virtual account is at MBB", DomainFixture.refusal(() -> f.bank.generateDynamicQr(
                DomainFixture.request(io.paycollect.server.model.BankGenerateDynamicQrRequest.class, "vaAccountNumber", va, "qrCodeType", "dynamic-one-time-payment", "bankName", "ACB"), DomainFixture.CLIENT)));
        String recurring = f.bank.generateDynamicQr(DomainFixture.request(io.paycollect.server.model.BankGenerateDynamicQrRequest.class, "vaAccountNumber", va,
                "qrCodeType", "dynamic-recurring-payment"), DomainFixture.CLIENT).getBillId();
        assertEquals("1008 amount: is required: the bill has no amount", DomainFixture.refusal(() -> f.bank.payBill(recurring, null)));
        f.bank.payBill(recurring, 1000L);
        f.bank.payBill(recurring, 2000L);
        io.paycollect.server.model.DynamicQrBill info = f.bank.getStatusDynamicQr(
                DomainFixture.request(io.paycollect.server.model.BankGetStatusDynamicQrRequest.class, "qrAccount", va, "billId", recurring), DomainFixture.CLIENT).getBillInfo();
        assertEquals("pending", info.getStatus());
        assertEquals(java.math.BigDecimal.valueOf(3000L), info.getTotalAmountPaid());
    }

    @Test
    void aStaticQrTakesTheBankByNameOrBin() {
        io.paycollect.server.model.BankGenerateVietQrData qr = StaticQrCodes.generate(f.qr, DomainFixture.request(io.paycollect.server.model.BankGenerateVietQrRequest.class, "bankName", "BIDV", "accountNumber", "12345"));
        assertTrue(qr.getQrCode().startsWith("000201010211"));
        assertEquals("PC12345", qr.getReferenceLabelCode());
        assertTrue((StaticQrCodes.generate(f.qr, DomainFixture.request(io.paycollect.server.model.BankGenerateVietQrRequest.class, "bankBin", "970436", "accountNumber", "1", "amount", 10))
                .getQrCode()).startsWith("000201010212"));
        assertEquals(Refusal.NOT_SUPPORTED, assertThrows(Refusal.class,
                () -> StaticQrCodes.generate(f.qr, DomainFixture.request(io.paycollect.server.model.BankGenerateVietQrRequest.class, "bankName", "NEXTPAY", "accountNumber", "1"))).code());
        assertEquals("1008 bankBin: is not the BIN of MBB", DomainFixture.refusal(
                () -> StaticQrCodes.generate(f.qr, DomainFixture.request(io.paycollect.server.model.BankGenerateVietQrRequest.class, "bankName", "MBB", "bankBin", "970448", "accountNumber", "1"))));
        assertEquals("1008 bankName: bankName or bankBin is required", DomainFixture.refusal(
                () -> StaticQrCodes.generate(f.qr, DomainFixture.request(io.paycollect.server.model.BankGenerateVietQrRequest.class, "accountNumber", "1"))));
    }

    @Test
    void listsTheSixteenBanksWithTheirNapasBins() {
        List<io.paycollect.server.model.Bank> banks = NapasBank.bankList();
        assertEquals(16, banks.size());
        Map<String, Object> bins = new java.util.HashMap<>();
        banks.forEach(b -> bins.put(b.getCode().getValue(), b.getBin()));
        assertEquals(Map.ofEntries(Map.entry("OCB", "970448"), Map.entry("MBB", "970422"), Map.entry("BIDV", "970418"),
                Map.entry("ACB", "970416"), Map.entry("CTG", "970415"), Map.entry("PGB", "970430"), Map.entry("STB", "970403"),
                Map.entry("VPB", "970432"), Map.entry("VIB", "970441"), Map.entry("VCB", "970436"),
                Map.entry("AGRIBANK", "970405"), Map.entry("SHINHAN", "970424"), Map.entry("COB", "970446"),
                Map.entry("MSB", "970426"), Map.entry("TPB", "970423"), Map.entry("NEXTPAY", "")), bins);
    }

    @Test
    void notificationsAreRegisteredForAnActiveVaAndConfirmedOnce() {
        String va = f.activeVa();
        String id = f.bank.registerNotify(DomainFixture.request(io.paycollect.server.model.BankRegisterNotifyRequest.class, "vaAccountNumber", va), null, "client").getConfirmId();
        Object[] confirm = {"confirmId", id, "otpNumber", BankService.SANDBOX_OTP, "bankName", "MBB", "bankBin", "970422"};
        assertEquals(Map.of("confirmId", id), DomainFixture.fields(f.bank.confirmRegisterNotify(DomainFixture.request(io.paycollect.server.model.BankConfirmRegisterNotifyRequest.class, confirm))));
        assertEquals(Refusal.WRONG_STATE, assertThrows(Refusal.class,
                () -> f.bank.confirmRegisterNotify(DomainFixture.request(io.paycollect.server.model.BankConfirmRegisterNotifyRequest.class, confirm))).code());
        assertEquals(Refusal.WRONG_STATE, assertThrows(Refusal.class,
                () -> f.bank.confirmVa(DomainFixture.request(io.paycollect.server.model.BankConfirmVaRequest.class, confirm))).code(), "not a VA creation");
    }
}
