package io.paycollect.sandbox.junit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.paycollect.client.PayCollectClient;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

// README:begin
@PayCollectSandbox
class ShopCheckoutTest {

    /** The bills the tests of this class opened, in whatever order they ran. */
    static final List<String> billsOfEarlierTests = new CopyOnWriteArrayList<>();

    @BeforeEach
    void eachTestStartsFromAnEmptySandbox(SandboxControl control) {
        assertEquals(List.of(), control.deliveries());
        for (String bill : billsOfEarlierTests) {
            SandboxControlException unknown = assertThrows(SandboxControlException.class, () -> control.payDynamicQr(bill));
            assertEquals("1001", unknown.code());
        }
    }

    @Test
    void aPaidQrReachesTheShopAsAVerifiedNotification(PayCollectClient client, SandboxCredentials credentials,
            SandboxControl control) {
        try (Shop shop = Shop.open(client, credentials.secretToken())) {
            String billId = shop.checkout("Don hang 7", 75_000);
            billsOfEarlierTests.add(billId);

            SandboxTransaction payment = control.payDynamicQr(billId);
            NotificationDelivery delivery = control.awaitDelivery(payment.code(), Duration.ofSeconds(30));

            assertTrue(delivery.delivered(), delivery.toString());
            assertEquals(75_000L, payment.amount());
            assertEquals(List.of(billId), shop.paidBills());
        }
    }

    @Test
    void aBillNobodyPaidIsNotPaid(PayCollectClient client, SandboxCredentials credentials) {
        try (Shop shop = Shop.open(client, credentials.secretToken())) {
            billsOfEarlierTests.add(shop.checkout("Don hang 8", 20_000));

            assertEquals(List.of(), shop.paidBills());
        }
    }
}
// README:end
