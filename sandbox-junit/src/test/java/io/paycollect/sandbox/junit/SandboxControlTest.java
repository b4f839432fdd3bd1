package io.paycollect.sandbox.junit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.paycollect.client.PayCollectClient;
import io.paycollect.client.model.TransactionGetPagingRequest;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.URI;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The typed control client against a running sandbox: what each endpoint answers, typed; refusals as one
 * exception naming the endpoint, status, code and message; arguments that cannot be right refused before
 * anything is sent.
 */
@PayCollectSandbox
class SandboxControlTest {

    private static final Duration GENEROUS = Duration.ofSeconds(30);

    @Test
    void aTransferIntoAVirtualAccountIsATransactionWhoseNotificationCanBeAwaitedAndRedelivered(PayCollectClient client,
            SandboxCredentials credentials, SandboxControl control) {
        try (Shop shop = Shop.open(client, credentials.secretToken())) {
            String va = shop.vaAccountNumber();

            SandboxTransaction transfer = control.transferToVa(va, 20_000, "Don hang 8");
            NotificationDelivery first = control.awaitDelivery(transfer.code(), GENEROUS);
            NotificationDelivery again = control.redeliver(first.deliveryId());
            NotificationDelivery settled = control.awaitDelivery(transfer.code(), GENEROUS);

            assertEquals(20_000L, transfer.amount());
            assertEquals("Don hang 8", transfer.content());
            assertEquals(va, transfer.vaAccountNumber());
            assertTrue(first.delivered(), first.toString());
            assertEquals(transfer.code(), first.notification().path("transactionCode").asText());
            assertEquals(1, again.redeliveries());
            assertEquals(first.deliveryId(), control.delivery(first.deliveryId()).deliveryId());
            assertTrue(settled.delivered(), settled.toString());
            assertEquals(List.of(first.deliveryId()), control.deliveries(transfer.code()).stream()
                    .map(NotificationDelivery::deliveryId).toList());
        }
    }

    @Test
    void aDroppedDeliveryIsAwaitedAsSettledButNotDelivered(PayCollectClient client, SandboxCredentials credentials,
            SandboxControl control) {
        try (Shop shop = Shop.open(client, credentials.secretToken())) {
            String bill = shop.checkout("Don hang 9", 30_000);

            assertEquals(1, control.dropNext(1));
            SandboxTransaction payment = control.payDynamicQr(bill);
            NotificationDelivery dropped = control.awaitDelivery(payment.code(), GENEROUS);

            assertEquals("dropped", dropped.status());
            assertFalse(dropped.delivered());
            assertEquals(List.of(), shop.paidBills());
        }
    }

    @Test
    void aRefusalNamesTheEndpointTheStatusTheCodeAndTheMessage(SandboxControl control) {
        SandboxControlException unknown = assertThrows(SandboxControlException.class,
                () -> control.payDynamicQr("BILL999999"));
        SandboxControlException unknownBox = assertThrows(SandboxControlException.class, () -> control.device("no-such-box"));

        assertEquals("POST /sandbox/dynamic-qr/BILL999999/pay", unknown.endpoint());
        assertEquals(200, unknown.httpStatus());
        assertEquals("1001", unknown.code());
        assertTrue(unknown.getMessage().startsWith("POST /sandbox/dynamic-qr/BILL999999/pay answered HTTP 200, code 1001: "),
                unknown.getMessage());
        assertEquals("1001", unknownBox.code());
    }

    @Test
    void argumentsThatCannotBeRightAreRefusedBeforeAnythingIsSent() throws Exception {
        // Nothing listens behind this control client: a call that reached the network would fail another way.
        int closed;
        try (ServerSocket socket = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            closed = socket.getLocalPort();
        }
        SandboxControl nowhere = SandboxControl.of(URI.create("http://127.0.0.1:" + closed));

        assertEquals("billId is required", assertThrows(IllegalArgumentException.class,
                () -> nowhere.payDynamicQr(" ")).getMessage());
        assertEquals("amount must be 1 VND or more, not 0", assertThrows(IllegalArgumentException.class,
                () -> nowhere.transferToVa("9000000001", 0, null)).getMessage());
        assertEquals("count must be 0 to 1000, not 1001", assertThrows(IllegalArgumentException.class,
                () -> nowhere.dropNext(1001)).getMessage());
        assertEquals("deliveryId cannot be ..", assertThrows(IllegalArgumentException.class,
                () -> nowhere.redeliver("..")).getMessage());
        assertThrows(IllegalArgumentException.class, () -> SandboxControl.of(URI.create("file:///tmp")));
        SandboxControlException unreachable = assertThrows(SandboxControlException.class, nowhere::deliveries);
        assertEquals("GET /sandbox/notifications/deliveries", unreachable.endpoint());
        assertEquals(0, unreachable.httpStatus());
    }

    @Test
    void theResetEndpointEmptiesTheSandbox(PayCollectClient client, SandboxCredentials credentials, SandboxControl control) {
        try (Shop shop = Shop.open(client, credentials.secretToken())) {
            control.payDynamicQr(shop.checkout("Don hang 10", 10_000));
        }
        assertEquals(1L, client.transaction().getPaging(new TransactionGetPagingRequest().skipCount(0L)
                .maxResultCount(10L)).getData().getTotalCount());

        control.reset();

        assertEquals(0L, client.transaction().getPaging(new TransactionGetPagingRequest().skipCount(0L)
                .maxResultCount(10L)).getData().getTotalCount());
    }
}
