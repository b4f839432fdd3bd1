package io.paycollect.sandbox.junit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.paycollect.client.PayCollectClient;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;

// README:begin
@PayCollectSandbox
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class ShopCheckoutTest {

    static String billOfTheFirstTest;

    @Test
    @Order(1)
    void aPaidQrReachesTheShopAsAVerifiedNotification(PayCollectClient client, SandboxCredentials credentials,
            SandboxControl control) {
        try (Shop shop = Shop.open(client, credentials.secretToken())) {
            String billId = shop.checkout("Don hang 7", 75_000);

            SandboxTransaction payment = control.payDynamicQr(billId);
            NotificationDelivery delivery = control.awaitDelivery(payment.code(), Duration.ofSeconds(30));

            assertTrue(delivery.delivered(), delivery.toString());
            assertEquals(75_000L, payment.amount());
            assertEquals(List.of(billId), shop.paidBills());
            billOfTheFirstTest = billId;
        }
    }

    @Test
    @Order(2)
    void theNextTestStartsFromAnEmptySandbox(SandboxControl control) {
        assertEquals(List.of(), control.deliveries());
        SandboxControlException unknown = assertThrows(SandboxControlException.class,
                () -> control.payDynamicQr(billOfTheFirstTest));
        assertEquals("1001", unknown.code());
    }
}
// README:end
