package io.paycollect.sandbox.junit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.paycollect.client.PayCollectClient;
import java.time.Duration;
import org.junit.jupiter.api.Test;

/**
 * Everything the service sends to a shop's webhook besides payments, in the shop's own suite: the link results of its
 * virtual account (signed, handled once, a redelivery acknowledged and not handled again) and the dashboard's
 * unsigned connection test, which the shop's receiver answers 200 and the sandbox reports as passed.
 */
@PayCollectSandbox
class ShopWebhookTest {

    private static final Duration WAIT = Duration.ofSeconds(30);

    @Test
    void theShopIsToldItsAccountIsLinkedAndUnlinkedEachOnce(PayCollectClient client, SandboxCredentials credentials,
            SandboxControl control) throws Exception {
        try (Shop shop = Shop.open(client, credentials.secretToken())) {
            assertEquals("confirm-va-success " + shop.vaAccountNumber(), shop.nextLinkResult(WAIT));
            String linkedId = control.deliveries().stream()
                    .filter(d -> "confirm-va-success".equals(d.notification().path("status").asText())).findFirst().orElseThrow()
                    .deliveryId();
            // The shop has handled it; the sandbox records the acknowledgement once the answer is in.
            NotificationDelivery linked = control.awaitDeliveryById(linkedId, WAIT);
            assertTrue(linked.delivered(), linked.toString());
            assertTrue(linked.notification().path("clientId").isMissingNode(), "named by no clientId, as the service sends it");

            control.redeliver(linked.deliveryId());
            NotificationDelivery redelivered = control.awaitDeliveryById(linked.deliveryId(), WAIT);
            assertTrue(redelivered.delivered(), "acknowledged again: " + redelivered);
            assertEquals(1, redelivered.redeliveries());
            assertNull(shop.nextLinkResult(Duration.ZERO), "and not handled again");

            shop.closeAccount();
            assertEquals("delete-va-success " + shop.vaAccountNumber(), shop.nextLinkResult(WAIT));
        }
    }

    @Test
    void theDashboardsConnectionTestPasses(PayCollectClient client, SandboxCredentials credentials, SandboxControl control) {
        try (Shop shop = Shop.open(client, credentials.secretToken())) {
            ConnectionTestResult ping = control.ping(shop.webhookUrl());

            assertTrue(ping.acknowledged(), ping.toString());
            assertEquals(200, ping.status());
            assertEquals(java.util.List.of(), shop.paidBills());
        }
    }
}
