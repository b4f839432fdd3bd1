package io.paycollect.sandbox.notify;

import io.paycollect.sandbox.domain.BankService;
import io.paycollect.sandbox.domain.DirectDebitService;
import io.paycollect.sandbox.domain.NotificationRegistration;
import io.paycollect.sandbox.domain.Payment;
import io.paycollect.sandbox.store.SandboxClock;
import io.paycollect.server.model.Notification;
import java.math.BigDecimal;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
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
public final class PaymentNotifier implements Consumer<Payment> {

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
    public void accept(Payment payment) {
        Optional<NotificationRegistration> registration = payment.vaAccountNumber() != null
                ? bank.notificationRegistration(payment.vaAccountNumber())
                : payment.subscriptionId() != null
                        ? directDebit.notificationRegistration(payment.subscriptionId())
                        : Optional.empty();
        registration.ifPresent(r -> {
            try {
                deliveries.deliver(r.url(), r.clientId(), notification(payment, r.clientId()));
            } catch (RuntimeException e) {
                // The payment is recorded whatever happens to its notification: a log full of pending
                // deliveries must not undo it.
                LOG.log(System.Logger.Level.WARNING, "payment " + payment.transactionId() + " not notified: " + e.getMessage());
            }
        });
    }

    static Notification notification(Payment payment, String clientId) {
        String date = LocalDateTime.parse(payment.transactionDate(), SandboxClock.FORMAT).format(NOTIFICATION_DATE);
        return new Notification().clientId(clientId).transactionCode(payment.transactionCode())
                .amount(BigDecimal.valueOf(payment.amount())).content(payment.content()).bank(payment.bank().name())
                .bankBin(payment.bank().bin()).accountNumber(payment.accountNumber())
                .vaAccountNumber(payment.vaAccountNumber()).transactionDate(date).additionalData(payment.links());
    }
}
