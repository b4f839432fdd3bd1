package io.paycollect.sandbox.domain;

import static io.paycollect.sandbox.domain.DomainFixture.fields;
import static io.paycollect.sandbox.domain.DomainFixture.id;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.paycollect.sandbox.store.InvalidField;
import io.paycollect.sandbox.store.Refusal;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class BankServiceTest {

    private final DomainFixture f = new DomainFixture();

    @Test
    void aDynamicQrIsPendingUntilPaidAndThePaymentIsATransaction() {
        Map<String, Object> qr = f.bank.generateDynamicQr(fields("bankName", "MBB", "accountNumber", "0123456789",
                "amount", 50000, "content", "Thanh toán đơn hàng 001", "orderId", "ORD-1"));
        String qrId = id(qr, "qrId");
        assertEquals("PENDING", qr.get("status"));
        assertEquals("ORD-1", qr.get("orderId"), "keeps what the caller sent");
        assertEquals("00020101021238540010A00000072701240006970422011001234567890208QRIBFTTA"
                + "53037045405500005802VN62270823Thanh toan don hang 0016304A4C0", qr.get("qrCode"));

        Map<String, Object> paid = f.bank.payDynamicQr(qrId);

        assertEquals("PAID", f.bank.getStatusDynamicQr(fields("qrId", qrId)).get("status"));
        Map<String, Object> txn = f.ledger.require(id(paid, "transactionId"));
        assertEquals("QR_PAYMENT", txn.get("type"));
        assertEquals(50000L, txn.get("amount"));
        Refusal again = assertThrows(Refusal.class, () -> f.bank.payDynamicQr(qrId));
        assertEquals(Refusal.WRONG_STATE, again.code());
    }

    @Test
    void aDeletedDynamicQrCannotBeDeletedOrPaidAgain() {
        String qrId = id(f.bank.generateDynamicQr(fields("bankName", "ACB", "accountNumber", "1", "amount", 1000)), "qrId");
        assertEquals("DELETED", f.bank.deleteDynamicQr(fields("qrId", qrId)).get("status"));
        assertEquals(Refusal.WRONG_STATE, assertThrows(Refusal.class, () -> f.bank.deleteDynamicQr(fields("qrId", qrId))).code());
        assertEquals(Refusal.WRONG_STATE, assertThrows(Refusal.class, () -> f.bank.payDynamicQr(qrId)).code());
    }

    @Test
    void aDynamicQrNeedsAnAmountAndAKnownBank() {
        InvalidField noAmount = assertThrows(InvalidField.class,
                () -> f.bank.generateDynamicQr(fields("bankName", "MBB", "accountNumber", "1")));
        assertEquals("amount", noAmount.field());
        InvalidField badBank = assertThrows(InvalidField.class,
                () -> f.bank.generateDynamicQr(fields("bankName", "VCB", "accountNumber", "1", "amount", 5)));
        assertEquals("bankName", badBank.field());
    }

    @Test
    void aStaticQrHasNoAmount() {
        Map<String, Object> qr = f.bank.generateVietQr(fields("bankName", "BIDV", "accountNumber", "12345"));
        assertTrue(((String) qr.get("qrCode")).startsWith("000201010211"));
        assertEquals("PC12345", qr.get("referenceLabelCode"));
        assertEquals("amount", assertThrows(InvalidField.class, () -> f.bank.generateVietQr(
                fields("bankName", "BIDV", "accountNumber", "12345", "amount", 10))).field());
    }

    @Test
    void aVirtualAccountIsCreatedConfirmedThenDeletedAndTheDeletionConfirmed() {
        Map<String, Object> va = f.bank.createVa(fields("accountName", "NGUYEN VAN A", "orderRef", "R1"));
        String vaId = id(va, "vaId");
        assertEquals("PENDING_CONFIRMATION", va.get("status"));
        assertEquals("R1", va.get("orderRef"));
        assertEquals(Refusal.WRONG_STATE, assertThrows(Refusal.class, () -> f.bank.deleteVa(fields("vaId", vaId))).code());

        assertEquals("ACTIVE", f.bank.confirmVa(fields("vaId", vaId)).get("status"));
        assertEquals("PENDING_DELETION", f.bank.deleteVa(fields("vaId", vaId)).get("status"));
        assertEquals("DELETED", f.bank.confirmDeleteVa(fields("vaId", vaId)).get("status"));

        Map<String, Object> page = f.bank.getVaPaging(fields("status", "DELETED"));
        assertEquals(1, page.get("totalItems"));
        assertEquals(va.get("vaNumber"), ((List<Map<String, Object>>) page.get("items")).get(0).get("vaNumber"));
    }

    @Test
    void anUnknownIdIsRefusedWithCode1001NamingTheField() {
        Refusal r = assertThrows(Refusal.class, () -> f.bank.confirmVa(fields("vaId", "VA999999")));
        assertEquals("1001", r.code());
        assertTrue(r.getMessage().startsWith("vaId: "), r.getMessage());
    }

    @Test
    void aNotificationRegistrationIsConfirmedOnce() {
        String id = id(f.bank.registerNotify(fields("notifyUrl", "https://shop.example/hook")), "registrationId");
        assertEquals("ACTIVE", f.bank.confirmRegisterNotify(fields("registrationId", id)).get("status"));
        assertThrows(Refusal.class, () -> f.bank.confirmRegisterNotify(fields("registrationId", id)));
        assertEquals("notifyUrl", assertThrows(InvalidField.class, () -> f.bank.registerNotify(fields())).field());
    }

    @Test
    void listsTheSevenQrBanksWithTheirBins() {
        List<Map<String, Object>> banks = (List<Map<String, Object>>) f.bank.getBanks().get("items");
        assertEquals(7, banks.size());
        assertTrue(banks.contains(Map.of("bankName", "MBB", "bin", "970422", "name", "MB Bank")));
    }
}
