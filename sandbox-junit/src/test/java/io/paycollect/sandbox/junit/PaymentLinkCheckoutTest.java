package io.paycollect.sandbox.junit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.paycollect.client.PayCollectClient;
import io.paycollect.client.model.AppType;
import io.paycollect.client.model.BankOffVaRequest;
import io.paycollect.client.model.BankOnVaRequest;
import io.paycollect.client.model.BankWebhookNotificationRequest;
import io.paycollect.client.model.MerchantCreateRequest;
import io.paycollect.client.model.QrCodeType;
import io.paycollect.client.model.TransactionGetPagingData;
import io.paycollect.client.model.TransactionGetPagingRequest;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A shop that sells through payment links (the newest official SDK's {@code paymentGateway.createLink}): the
 * sandbox's control area plays the payer on the checkout page, and the payment reaches the shop like any other.
 */
@PayCollectSandbox
class PaymentLinkCheckoutTest {

    private static final Duration WAIT = Duration.ofSeconds(30);

    @Test
    void aPaymentLinkPaidThroughTheSandboxReachesTheMerchantAsOneVerifiedNotification(PayCollectClient client,
            SandboxCredentials credentials, SandboxControl control) {
        try (Shop shop = Shop.openFor(merchant(client), client, credentials.secretToken())) {
            String link = shop.checkoutByLink("ORDER-42", 120_000);

            SandboxTransaction payment = control.payPaymentLink(link);
            NotificationDelivery delivery = control.awaitDelivery(payment.code(), WAIT);

            assertTrue(delivery.delivered(), delivery.toString());
            assertEquals(1, control.deliveries(payment.code()).size(), "one notification");
            assertEquals(List.of(linkId(link)), shop.paidBills(), "verified and taken once, naming the link");
            assertEquals(120_000L, payment.amount());
            // Reconciliation reads the transaction list: the payment is there, under the link's id.
            TransactionGetPagingData listed = client.transaction().getPaging(new TransactionGetPagingRequest()
                    .skipCount(0L).maxResultCount(10L).billId(linkId(link))).requireSuccess().getData();
            assertEquals(List.of(payment.code()), listed.getItems().stream().map(t -> t.getCode()).toList());
            assertEquals("1002", assertThrows(SandboxControlException.class, () -> control.payPaymentLink(link)).code(),
                    "a paid link is not paid twice");
        }
    }

    @Test
    void aVirtualAccountSwitchedOffRefusesPaymentsUntilSwitchedOnAgain(PayCollectClient client,
            SandboxCredentials credentials, SandboxControl control) {
        try (Shop shop = Shop.openFor(merchant(client), client, credentials.secretToken())) {
            String link = shop.checkoutByLink("ORDER-43", 50_000);
            String qrBill = shop.checkout("Don hang 43", 50_000);
            String bill = client.bank().onVa(new BankOnVaRequest().vaAccountNumber(shop.vaAccountNumber())
                    .qrCodeType(QrCodeType.fromValue("dynamic-one-time-payment")).amount(50_000L)).requireSuccess()
                    .getData().getBillId();
            client.bank().offVa(new BankOffVaRequest().billId(bill).vaAccountNumber(shop.vaAccountNumber())).requireSuccess();

            assertEquals("1002", assertThrows(SandboxControlException.class,
                    () -> control.transferToVa(shop.vaAccountNumber(), 50_000, "Don hang 43")).code());
            assertEquals("1002", assertThrows(SandboxControlException.class, () -> control.payPaymentLink(link)).code());
            assertEquals("1002", assertThrows(SandboxControlException.class, () -> control.payDynamicQr(qrBill)).code());
            // No payment notified (the account's link result, delivered when it was confirmed, is no payment).
            assertEquals(List.of(), control.deliveries().stream().filter(d -> d.transactionCode() != null).toList());

            client.bank().onVa(new BankOnVaRequest().vaAccountNumber(shop.vaAccountNumber())
                    .qrCodeType(QrCodeType.fromValue("dynamic-one-time-payment"))).requireSuccess();
            SandboxTransaction paid = control.payPaymentLink(link);
            assertTrue(control.awaitDelivery(paid.code(), WAIT).delivered());
            assertEquals(List.of(linkId(link)), shop.paidBills());
        }
    }

    @Test
    void theWebhookUpdateChangesWhereTheNotificationsGo(PayCollectClient client, SandboxCredentials credentials,
            SandboxControl control) {
        long merchantId = merchant(client);
        try (Shop first = Shop.openFor(merchantId, client, credentials.secretToken());
                Shop second = Shop.open(client, credentials.secretToken())) {
            assertEquals(Boolean.TRUE, client.bank().webhookNotification(new BankWebhookNotificationRequest()
                    .vaAccountNumber(first.vaAccountNumber()).webhookUrl(second.webhookUrl()).isActive(true))
                    .requireSuccess().getData());
            String link = first.checkoutByLink("ORDER-44", 30_000);

            SandboxTransaction paid = control.payPaymentLink(link);
            NotificationDelivery delivery = control.awaitDelivery(paid.code(), WAIT);

            assertTrue(delivery.delivered(), delivery.toString());
            assertEquals(second.webhookUrl(), delivery.url());
            assertEquals(List.of(linkId(link)), second.paidBills());
            assertEquals(List.of(), first.paidBills());
        }
    }

    private static long merchant(PayCollectClient client) {
        return client.merchant().create(new MerchantCreateRequest().name("Shop").phoneNumber("0901234567")
                .password("s3cret!").appType(AppType.fromValue("tingee-web"))).requireSuccess().getData().getMerchantId();
    }

    private static String linkId(String link) {
        return link.substring(link.lastIndexOf('/') + 1);
    }
}
