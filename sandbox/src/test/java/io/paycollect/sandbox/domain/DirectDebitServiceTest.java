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
        Map<String, Object> bill = f.bill(sub, token, "100000");
        assertEquals("success", bill.get("status"));
        String txn = (String) bill.get("transactionCode");

        Map<String, Object> refund = f.directDebit.refund(request(DirectDebitRefundRequest.class, "subscriptionId", sub, "tokenRef", token,
                "transactionId", txn, "amount", 30000));
        assertEquals(Map.of("refundAmount", 30000L, "transactionId", "RFD000001", "status", "success"), refund);
        Map<String, Object> status = f.directDebit.getTransactionStatus(txn, sub, token);
        assertEquals(100000L, status.get("amount"));
        assertEquals("success", status.get("status"));

        assertEquals("1003", assertThrows(Refusal.class, () -> f.directDebit.refund(request(DirectDebitRefundRequest.class, "subscriptionId", sub,
                "tokenRef", token, "transactionId", txn, "amount", 70001))).code());
        f.directDebit.refund(request(DirectDebitRefundRequest.class, "subscriptionId", sub, "tokenRef", token, "transactionId", txn, "amount", 70000));
        List<Map<String, Object>> history = (List<Map<String, Object>>) f.directDebit.getPagingTransactions(
                sub, token, null, null, null, null).get("items");
        assertEquals("refunded", history.get(0).get("status"));
        assertEquals("100000", history.get(0).get("amount"));

        assertTrue(f.directDebit.editConfirmPaymentMethod(request(DirectDebitEditConfirmPaymentMethodRequest.class, "requestId", "R2", "returnUrl", "https://r",
                "subscriptionId", sub)).contains(sub));
        Map<String, Object> deleted = f.directDebit.deleteSubscription(request(DirectDebitDeleteSubscriptionRequest.class, "requestId", "R3", "returnUrl", "https://r",
                "subscriptionId", sub, "tokenRef", token));
        assertEquals("CANCEL-" + sub, deleted.get("code"));
        assertEquals("inactive", f.directDebit.getSubscriptionStatus(sub, token)
                .get("status"));
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
        Map<String, Object> page = f.directDebit.getPagingTransactions(first.get("subscriptionId"), first.get("tokenRef"),
                null, null, 2, 2);
        assertEquals(3, page.get("totalCount"));
        assertEquals(1, ((List<?>) page.get("items")).size());
        assertEquals(0, f.directDebit.getPagingTransactions(first.get("subscriptionId"), first.get("tokenRef"),
                "2020-01-01T00:00:00", "2020-12-31T23:59:59", null, null).get("totalCount"), "a period without payments");
        assertEquals("maxResultCount", assertThrows(InvalidField.class, () -> f.directDebit.getPagingTransactions(
                first.get("subscriptionId"), first.get("tokenRef"), null, null, null, 1001)).field());
    }
}
