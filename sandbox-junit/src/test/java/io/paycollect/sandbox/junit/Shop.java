// README:begin
package io.paycollect.sandbox.junit;

import com.sun.net.httpserver.HttpServer;
import io.paycollect.client.PayCollectClient;
import io.paycollect.client.model.AppType;
import io.paycollect.client.model.BankAccountType;
import io.paycollect.client.model.BankConfirmRegisterNotifyRequest;
import io.paycollect.client.model.BankConfirmDeleteVaRequest;
import io.paycollect.client.model.BankConfirmVaRequest;
import io.paycollect.client.model.BankCreateVaData;
import io.paycollect.client.model.BankCreateVaRequest;
import io.paycollect.client.model.BankGenerateDynamicQrRequest;
import io.paycollect.client.model.BankName;
import io.paycollect.client.model.BankRegisterNotifyRequest;
import io.paycollect.client.model.NotificationAdditionalData;
import io.paycollect.client.model.PaymentGatewayCreateLinkRequest;
import io.paycollect.client.model.QrCodeType;
import io.paycollect.client.notification.NotificationAnswer;
import io.paycollect.client.notification.NotificationReceiver;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.math.BigDecimal;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

/**
 * The application under test: a small shop that sells through dynamic QR bills. It opens a virtual account
 * with a notification URL of its own, creates a bill per order, and marks a bill paid when a verified
 * notification says so (its endpoint is a JDK HTTP server with the client's {@link NotificationReceiver}). The same
 * endpoint takes the account's link results (confirmed, deleted) and answers the dashboard's connection test.
 */
final class Shop implements AutoCloseable {

    private static final String NOTIFICATIONS = "/paycollect/notifications";

    private final PayCollectClient client;
    private final HttpServer server;
    private final List<String> paidBills = new CopyOnWriteArrayList<>();
    private final BlockingQueue<String> linkResults = new LinkedBlockingQueue<>();
    private String vaAccountNumber;
    private Long merchantId;

    private Shop(PayCollectClient client, String secretToken) throws IOException {
        this.client = client;
        // A transfer into the account (no bill) is acknowledged and not taken for an order.
        NotificationReceiver receiver = NotificationReceiver.builder(secretToken, (notification, transaction) ->
                notification.getAdditionalData().stream().filter(d -> "billId".equals(d.getName()))
                        .map(NotificationAdditionalData::getValue).findFirst().ifPresent(paidBills::add))
                .linkResults((result, transaction) -> linkResults.add(result.getStatus().getValue() + " " + result.getVaAccountNumber()))
                .build();
        server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        server.createContext(NOTIFICATIONS, exchange -> {
            NotificationAnswer answer = receiver.receive(exchange.getRequestHeaders().getFirst("x-request-timestamp"),
                    exchange.getRequestHeaders().getFirst("x-signature"), exchange.getRequestBody().readAllBytes());
            byte[] body = answer.bodyBytes();
            exchange.getResponseHeaders().add("Content-Type", "application/json");
            exchange.sendResponseHeaders(answer.status(), body.length);
            exchange.getResponseBody().write(body);
            exchange.close();
        });
        server.start();
    }

    /**
     * A shop calling the service through {@code client}, verifying notifications with {@code secretToken}:
     * its virtual account is open and notified to its endpoint when this returns.
     */
    static Shop open(PayCollectClient client, String secretToken) {
        try {
            Shop shop = new Shop(client, secretToken);
            shop.openAccount();
            return shop;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * As {@link #open(PayCollectClient, String)}, for the merchant {@code merchantId}, whose payment links then pay
     * into the shop's virtual account.
     */
    static Shop openFor(long merchantId, PayCollectClient client, String secretToken) {
        try {
            Shop shop = new Shop(client, secretToken);
            shop.merchantId = merchantId;
            shop.openAccount();
            return shop;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private void openAccount() {
        String webhookUrl = webhookUrl();
        BankCreateVaData va = client.bank().createVa(new BankCreateVaRequest()
                .accountType(BankAccountType.fromValue("personal-account")).appType(AppType.fromValue("tingee-web"))
                .bankName(BankName.MBB).accountNumber("0123456789").webhookUrl(webhookUrl).merchantId(merchantId)).getData();
        client.bank().confirmVa(new BankConfirmVaRequest().confirmId(va.getConfirmId())
                .otpNumber("123456").bankName(BankName.MBB).bankBin("970422"));
        String registration = client.bank().registerNotify(new BankRegisterNotifyRequest()
                .vaAccountNumber(va.getVaAccountNumber())).getData().getConfirmId();
        client.bank().confirmRegisterNotify(new BankConfirmRegisterNotifyRequest().confirmId(registration)
                .otpNumber("123456").bankName(BankName.MBB).bankBin("970422"));
        vaAccountNumber = va.getVaAccountNumber();
    }

    /** Checks an order out: the id of the one-time dynamic QR bill the customer is shown. */
    String checkout(String order, long amount) {
        return client.bank().generateDynamicQr(new BankGenerateDynamicQrRequest().vaAccountNumber(vaAccountNumber)
                .qrCodeType(QrCodeType.fromValue("dynamic-one-time-payment")).amount(amount).purpose(order))
                .getData().getBillId();
    }

    /** Checks an order out by payment link: the address of the checkout page the customer is sent to. */
    String checkoutByLink(String orderId, long amount) {
        return client.paymentGateway().createLink(new PaymentGatewayCreateLinkRequest().merchantId(merchantId)
                .orderId(orderId).requestId("req-" + orderId).amount(BigDecimal.valueOf(amount))).requireSuccess().getData();
    }

    /** Closes the shop's virtual account (delete-va, then confirm-delete-va with the OTP). */
    void closeAccount() {
        String deletion = client.bank().deleteVa(vaAccountNumber, null, null, null).getData().getConfirmId();
        client.bank().confirmDeleteVa(new BankConfirmDeleteVaRequest().confirmId(deletion).otpNumber("123456")
                .bankName(BankName.MBB).bankBin("970422"));
    }

    /**
     * The next link result a verified notification told the shop of ({@code "confirm-va-success 9000000001"}), waiting
     * for it up to {@code timeout}; null when none came.
     */
    String nextLinkResult(Duration timeout) throws InterruptedException {
        return linkResults.poll(timeout.toMillis(), TimeUnit.MILLISECONDS);
    }

    /** Where the shop receives its notifications. */
    String webhookUrl() {
        return "http://127.0.0.1:" + server.getAddress().getPort() + NOTIFICATIONS;
    }

    /** The shop's virtual account. */
    String vaAccountNumber() {
        return vaAccountNumber;
    }

    /** The bills a verified notification said were paid, each once. */
    List<String> paidBills() {
        return List.copyOf(paidBills);
    }

    @Override
    public void close() {
        server.stop(0);
    }
}
// README:end
