package io.paycollect.sandbox.notify;

import io.paycollect.sandbox.domain.BankService;
import io.paycollect.sandbox.domain.DirectDebitService;
import io.paycollect.sandbox.domain.NotificationRegistration;
import io.paycollect.sandbox.store.SandboxClock;
import io.paycollect.sandbox.store.Values;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Consumer;

/**
 * Turns each payment into the notification the service sends, in the shape the official Node.js SDK
 * declares ({@code TingeeWebhookBody}: clientId, transactionCode, amount, content, bank, bankBin,
 * accountNumber, vaAccountNumber, transactionDate as {@code yyyyMMddHHmmss} Vietnam time,
 * additionalData), and hands it to {@link NotificationDeliveries}: a payment into a virtual account when
 * the account has a confirmed registration with a URL, a direct-debit payment when its subscription was
 * registered with one. Any other payment notifies nobody.
 */
public final class PaymentNotifier implements Consumer<Map<String, Object>> {

    private static final System.Logger LOG = System.getLogger(PaymentNotifier.class.getName());
    private static final DateTimeFormatter NOTIFICATION_DATE = DateTimeFormatter.ofPattern("yyyyMMddHHmmss");

    private final BankService bank;
    private final DirectDebitService directDebit;
    private final NotificationDeliveries deliveries;

    /** Notifies the registrations {@code bank} and {@code directDebit} hold through {@code deliveries}. */
    public PaymentNotifier(BankService bank, DirectDebitService directDebit, NotificationDeliveries deliveries) {
        this.bank = bank;
        this.directDebit = directDebit;
        this.deliveries = deliveries;
    }

    /** Called with each payment the ledger records. */
    @Override
    public void accept(Map<String, Object> payment) {
        Optional<NotificationRegistration> registration = payment.get("vaAccountNumber") != null
                ? bank.notificationRegistration((String) payment.get("vaAccountNumber"))
                : payment.get("subscriptionId") != null
                        ? directDebit.notificationRegistration((String) payment.get("subscriptionId"))
                        : Optional.empty();
        registration.ifPresent(r -> {
            try {
                deliveries.deliver(r.url(), r.clientId(), notification(payment, r.clientId()));
            } catch (RuntimeException e) {
                // The payment is recorded whatever happens to its notification: a log full of pending
                // deliveries must not undo it.
                LOG.log(System.Logger.Level.WARNING, "payment " + payment.get("transactionId") + " not notified: " + e.getMessage());
            }
        });
    }

    static Map<String, Object> notification(Map<String, Object> payment, String clientId) {
        String date = LocalDateTime.parse((String) payment.get("transactionDate"), SandboxClock.FORMAT).format(NOTIFICATION_DATE);
        List<Map<String, Object>> additional = new ArrayList<>();
        for (String link : List.of("billId", "subscriptionId", "requestId")) {
            if (payment.get(link) != null) {
                additional.add(Values.of("name", link, "value", payment.get(link)));
            }
        }
        // The code the payer's bank shows for a transfer; a direct-debit payment is known by the
        // transactionCode its payment-bill answer gave, its transactionId.
        Object transactionCode = payment.get("subscriptionId") != null ? payment.get("transactionId") : payment.get("code");
        return Values.of("clientId", clientId, "transactionCode", transactionCode, "amount", payment.get("amount"),
                "content", payment.get("content"), "bank", payment.get("bankName"), "bankBin", payment.get("bankBin"),
                "accountNumber", payment.get("accountNumber"), "vaAccountNumber", payment.get("vaAccountNumber"),
                "transactionDate", date, "additionalData", List.copyOf(additional));
    }
}
