package io.paycollect.sandbox.domain;

import static io.paycollect.sandbox.domain.DomainFixture.fields;
import static io.paycollect.sandbox.domain.DomainFixture.id;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.paycollect.sandbox.store.Refusal;
import java.util.Map;
import org.junit.jupiter.api.Test;

class DirectDebitServiceTest {

    private final DomainFixture f = new DomainFixture();

    @Test
    void billsRefundsAndCancellationShowInStatusAndHistory() {
        String sub = id(f.directDebit.register(fields("customerId", "C1", "paymentMethod", "CARD")), "subscriptionId");
        String txn = id(f.directDebit.paymentBill(fields("subscriptionId", sub, "amount", 100000, "billId", "B1")), "transactionId");
        assertEquals("B1", f.directDebit.getTransactionStatus(fields("transactionId", txn)).get("billId"));

        Map<String, Object> refund = f.directDebit.refund(fields("transactionId", txn, "amount", 30000));
        assertEquals("REFUND", refund.get("type"));
        assertEquals(txn, refund.get("originalTransactionId"));
        Map<String, Object> original = f.directDebit.getTransactionStatus(fields("transactionId", txn));
        assertEquals("PARTIALLY_REFUNDED", original.get("status"));
        assertEquals(30000L, original.get("refundedAmount"));

        Refusal tooMuch = assertThrows(Refusal.class, () -> f.directDebit.refund(fields("transactionId", txn, "amount", 70001)));
        assertEquals("1003", tooMuch.code());
        f.directDebit.refund(fields("transactionId", txn));
        assertEquals("REFUNDED", f.directDebit.getTransactionStatus(fields("transactionId", txn)).get("status"));

        Map<String, Object> edited = f.directDebit.editConfirmPaymentMethod(fields("subscriptionId", sub,
                "paymentMethod", "WALLET", "customerId", "someone-else", "cancelledAt", "2026-01-01T00:00:00+07:00"));
        assertEquals("WALLET", edited.get("paymentMethod"));
        assertEquals("C1", edited.get("customerId"), "the subscription's customer is not the caller's to change");
        assertEquals(null, edited.get("cancelledAt"), "an ACTIVE subscription cannot be marked cancelled by an edit");
        assertEquals("CANCELLED", f.directDebit.deleteSubscription(fields("subscriptionId", sub)).get("status"));
        assertEquals("CANCELLED", f.directDebit.getSubscriptionStatus(fields("subscriptionId", sub)).get("status"));
        assertEquals("1002", assertThrows(Refusal.class,
                () -> f.directDebit.paymentBill(fields("subscriptionId", sub, "amount", 1))).code());

        assertEquals(3, f.directDebit.getPagingTransactions(fields("subscriptionId", sub)).get("totalItems"));
        assertEquals(3, f.ledger.page(fields()).get("totalItems"));
        assertEquals(2, f.ledger.page(fields("type", "REFUND")).get("totalItems"));
    }

    @Test
    void queryParametersArriveAsStringsAndAreReadAsNumbers() {
        String sub = id(f.directDebit.register(fields("customerId", "C1")), "subscriptionId");
        for (int i = 0; i < 3; i++) {
            f.directDebit.paymentBill(fields("subscriptionId", sub, "amount", "1000"));
        }
        Map<String, Object> page = f.directDebit.getPagingTransactions(fields("subscriptionId", sub, "page", "2", "pageSize", "2"));
        assertEquals(2, page.get("page"));
        assertEquals(3, page.get("totalItems"));
    }

    @Test
    void aRegistrationCannotPlantWhatOnlyTheSandboxSets() {
        Map<String, Object> sub = f.directDebit.register(fields("customerId", "C9", "paymentMethod", "CARD",
                "status", "CANCELLED", "cancelledAt", "2026-01-01T00:00:00+07:00", "subscriptionId", "SUB999999"));
        assertEquals("ACTIVE", sub.get("status"));
        assertEquals(null, sub.get("cancelledAt"));
        assertEquals("SUB000001", sub.get("subscriptionId"));
        assertEquals("CARD", sub.get("paymentMethod"), "the caller's own fields are kept");

        String txn = id(f.directDebit.paymentBill(fields("subscriptionId", sub.get("subscriptionId"), "amount", 1000,
                "refundedAmount", 1000, "type", "REFUND")), "transactionId");
        Map<String, Object> payment = f.directDebit.getTransactionStatus(fields("transactionId", txn));
        assertEquals(0L, payment.get("refundedAmount"));
        assertEquals("DIRECT_DEBIT_PAYMENT", payment.get("type"));
    }
}
