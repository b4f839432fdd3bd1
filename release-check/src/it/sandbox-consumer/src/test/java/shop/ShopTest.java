package shop;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.paycollect.client.PayCollectClient;
import io.paycollect.sandbox.junit.NotificationDelivery;
import io.paycollect.sandbox.junit.PayCollectSandbox;
import io.paycollect.sandbox.junit.SandboxControl;
import io.paycollect.sandbox.junit.SandboxControlException;
import io.paycollect.sandbox.junit.SandboxCredentials;
import io.paycollect.sandbox.junit.SandboxTransaction;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;

/**
 * The shop against the sandbox that the published extension starts: an order's QR paid through the control
 * client reaches the shop as a verified notification; the next test finds the sandbox empty.
 */
@PayCollectSandbox
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class ShopTest {

    static String billOfTheFirstTest;

    @Test
    @Order(1)
    void anOrderPaidByItsQrIsMarkedPaidByTheVerifiedNotification(PayCollectClient client, SandboxCredentials credentials,
            SandboxControl control) throws Exception {
        try (Shop shop = new Shop(client, credentials.secretToken())) {
            shop.open("0123456789");
            String bill = shop.checkout("Don hang 7", 75_000);
            assertNull(shop.paymentOf("Don hang 7"));

            SandboxTransaction payment = control.payDynamicQr(bill);
            NotificationDelivery delivery = control.awaitDelivery(payment.code(), Duration.ofSeconds(30));

            assertTrue(delivery.delivered(), delivery.toString());
            assertEquals("acknowledged", delivery.attempts().get(0).outcome());
            assertEquals(payment.code(), shop.paymentOf("Don hang 7"));
            billOfTheFirstTest = bill;
        }
    }

    @Test
    @Order(2)
    void theNextTestStartsFromACleanSandbox(SandboxControl control) {
        assertEquals(List.of(), control.deliveries());
        SandboxControlException unknown = assertThrows(SandboxControlException.class,
                () -> control.payDynamicQr(billOfTheFirstTest));
        assertEquals("1001", unknown.code());
    }
}
