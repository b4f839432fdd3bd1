package io.paycollect.sandbox.domain;

import io.paycollect.server.model.DirectDebitEditConfirmPaymentMethodRequest;
import io.paycollect.server.model.DirectDebitDeleteSubscriptionRequest;
import io.paycollect.server.model.DirectDebitRefundRequest;
import static io.paycollect.sandbox.domain.DomainFixture.request;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.paycollect.sandbox.store.InvalidField;
import io.paycollect.sandbox.store.Refusal;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class DirectDebitServiceTest {

    private final DomainFixture f = new DomainFixture();

    @Test
    void billsRefundsAndCancellationShowInStatusAndHistory() {
        Map<String, String> s = f.subscription("REQ-1");
        String sub = s.get("subscriptionId");
        String token = s.get("tokenRef");
        assertEquals("SUB000001", sub);
        assertTrue(token.matches("TOKEN-[0-9A-F]{16}"), token);
        io.paycollect.server.model.DirectDebitPaymentBillData bill = f.bill(sub, token, "100000");
        assertEquals("success", bill.getStatus().getValue());
        String txn = bill.getTransactionCode();

        Map<String, Object> refund = DomainFixture.fields(f.directDebit.refund(request(DirectDebitRefundRequest.class, "subscriptionId", sub, "tokenRef", token,
                "transactionId", txn, "amount", 30000)));
        assertEquals(Map.of("refundAmount", 30000L, "transactionId", "RFD000001", "status", "success"), refund);
        io.paycollect.server.model.DirectDebitGetTransactionStatusData status = f.directDebit.getTransactionStatus(txn, sub, token);
        assertEquals(java.math.BigDecimal.valueOf(100000L), status.getAmount());
        assertEquals("success", status.getStatus().getValue());

        assertEquals("1003", assertThrows(Refusal.class, () -> f.directDebit.refund(request(DirectDebitRefundRequest.class, "subscriptionId", sub,
                "tokenRef", token, "transactionId", txn, "amount", 70001))).code());
        f.directDebit.refund(request(DirectDebitRefundRequest.class, "subscriptionId", sub, "tokenRef", token, "transactionId", txn, "amount", 70000));
        List<io.paycollect.server.model.DirectDebitTransaction> history = f.directDebit.getPagingTransactions(
                sub, token, null, null, null, null).getItems();
        assertEquals("refunded", history.get(0).getStatus().getValue());
        assertEquals("100000", history.get(0).getAmount());

        assertTrue(f.directDebit.editConfirmPaymentMethod(request(DirectDebitEditConfirmPaymentMethodRequest.class, "requestId", "R2", "returnUrl", "https://r",
                "subscriptionId", sub)).contains(sub));
        io.paycollect.server.model.DirectDebitDeleteSubscriptionData deleted = f.directDebit.deleteSubscription(request(DirectDebitDeleteSubscriptionRequest.class, "requestId", "R3", "returnUrl", "https://r",
                "subscriptionId", sub, "tokenRef", token));
        assertEquals("CANCEL-" + sub, deleted.getCode());
        assertEquals("inactive", f.directDebit.getSubscriptionStatus(sub, token)
                .getStatus().getValue());
        assertEquals("1002", assertThrows(Refusal.class, () -> f.bill(sub, token, "1")).code());
    }

    @Test
    void theTokenRefMustGoWithTheSubscription() {
        String sub = f.subscription("REQ-2").get("subscriptionId");
        assertEquals("1001", assertThrows(Refusal.class, () -> f.directDebit.getSubscriptionStatus(
                sub, "TOKEN-WRONG")).code());
        assertEquals("tokenRef", assertThrows(InvalidField.class, () -> f.directDebit.getSubscriptionStatus(
                sub, null)).field(), "a required query parameter");
    }

    @Test
    void theSameRequestIdAnswersTheSameLinkAndPaymentsArePaged() {
        Map<String, String> first = f.subscription("REQ-3");
        assertEquals(first, f.subscription("REQ-3"));
        for (int i = 0; i < 3; i++) {
            f.bill(first.get("subscriptionId"), first.get("tokenRef"), "1000");
        }
        io.paycollect.server.model.DirectDebitGetPagingTransactionsData page = f.directDebit.getPagingTransactions(
                first.get("subscriptionId"), first.get("tokenRef"), null, null, 2, 2);
        assertEquals(3L, page.getTotalCount());
        assertEquals(1, page.getItems().size());
        assertEquals(0L, f.directDebit.getPagingTransactions(first.get("subscriptionId"), first.get("tokenRef"),
                "2020-01-01T00:00:00", "2020-12-31T23:59:59", null, null).getTotalCount(), "a period without payments");
        assertEquals("maxResultCount", assertThrows(InvalidField.class, () -> f.directDebit.getPagingTransactions(
                first.get("subscriptionId"), first.get("tokenRef"), null, null, null, 1001)).field());
    }
}
