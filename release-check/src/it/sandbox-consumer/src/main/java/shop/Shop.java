package shop;

import com.sun.net.httpserver.HttpServer;
import io.paycollect.client.PayCollectClient;
import io.paycollect.client.model.AppType;
import io.paycollect.client.model.BankAccountType;
import io.paycollect.client.model.BankConfirmRegisterNotifyRequest;
import io.paycollect.client.model.BankConfirmVaRequest;
import io.paycollect.client.model.BankCreateVaData;
import io.paycollect.client.model.BankCreateVaRequest;
import io.paycollect.client.model.BankGenerateDynamicQrRequest;
import io.paycollect.client.model.BankName;
import io.paycollect.client.model.BankRegisterNotifyRequest;
import io.paycollect.client.model.NotificationAdditionalData;
import io.paycollect.client.model.QrCodeType;
import io.paycollect.client.notification.NotificationAnswer;
import io.paycollect.client.notification.NotificationReceiver;
import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * A small shop: each order is paid by a one-time dynamic QR bill, and an order is paid when a verified
 * notification of its bill arrives at the shop's own endpoint.
 */
public final class Shop implements AutoCloseable {

    private static final String NOTIFICATIONS = "/paycollect/notifications";

    private final PayCollectClient client;
    private final HttpServer server;
    private final Map<String, String> orderByBill = new ConcurrentHashMap<>();
    private final Map<String, String> paidOrders = new ConcurrentHashMap<>();
    private String vaAccountNumber;

    /** A shop calling the service with {@code client}, verifying notifications with {@code secretToken}. */
    public Shop(PayCollectClient client, String secretToken) throws IOException {
        this.client = client;
        NotificationReceiver receiver = NotificationReceiver.builder(secretToken, (notification, transaction) -> {
            String bill = notification.getAdditionalData().stream().filter(d -> "billId".equals(d.getName()))
                    .map(NotificationAdditionalData::getValue).findFirst().orElseThrow();
            paidOrders.put(orderByBill.get(bill), notification.getTransactionCode());
        }).build();
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

    /** Opens the shop's virtual account, its payments notified to the shop's endpoint. */
    public void open(String bankAccountNumber) {
        BankCreateVaData va = client.bank().createVa(new BankCreateVaRequest()
                .accountType(BankAccountType.fromValue("personal-account")).appType(AppType.fromValue("tingee-web"))
                .bankName(BankName.MBB).accountNumber(bankAccountNumber)
                .webhookUrl("http://127.0.0.1:" + server.getAddress().getPort() + NOTIFICATIONS)).requireSuccess().getData();
        client.bank().confirmVa(new BankConfirmVaRequest().confirmId(va.getConfirmId())
                .otpNumber("123456").bankName(BankName.MBB).bankBin("970422")).requireSuccess();
        String registration = client.bank().registerNotify(new BankRegisterNotifyRequest()
                .vaAccountNumber(va.getVaAccountNumber())).requireSuccess().getData().getConfirmId();
        client.bank().confirmRegisterNotify(new BankConfirmRegisterNotifyRequest().confirmId(registration)
                .otpNumber("123456").bankName(BankName.MBB).bankBin("970422")).requireSuccess();
        vaAccountNumber = va.getVaAccountNumber();
    }

    /** Checks {@code order} out for {@code amount} VND: the id of the bill whose QR the customer scans. */
    public String checkout(String order, long amount) {
        String bill = client.bank().generateDynamicQr(new BankGenerateDynamicQrRequest().vaAccountNumber(vaAccountNumber)
                .qrCodeType(QrCodeType.fromValue("dynamic-one-time-payment")).amount(amount).purpose(order))
                .requireSuccess().getData().getBillId();
        orderByBill.put(bill, order);
        return bill;
    }

    /** The transaction code that paid {@code order}, or null while it is unpaid. */
    public String paymentOf(String order) {
        return paidOrders.get(order);
    }

    @Override
    public void close() {
        server.stop(0);
    }
}
