package io.paycollect.sandbox.notify;

import io.paycollect.sandbox.domain.BankService;
import io.paycollect.sandbox.store.SandboxClock;
import io.paycollect.sandbox.store.Values;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;

/**
 * Turns each payment into a virtual account into the notification the service sends, in the shape the
 * official Node.js SDK declares ({@code TingeeWebhookBody}: clientId, transactionCode, amount, content,
 * bank, bankBin, accountNumber, vaAccountNumber, transactionDate as {@code yyyyMMddHHmmss} Vietnam time,
 * additionalData), and hands it to {@link NotificationDeliveries} when the account has a confirmed
 * registration with a URL. A payment into an account without one notifies nobody.
 */
public final class PaymentNotifier implements Consumer<Map<String, Object>> {

    private static final DateTimeFormatter NOTIFICATION_DATE = DateTimeFormatter.ofPattern("yyyyMMddHHmmss");

    private final BankService bank;
    private final NotificationDeliveries deliveries;

    /** Notifies the registrations {@code bank} holds through {@code deliveries}. */
    public PaymentNotifier(BankService bank, NotificationDeliveries deliveries) {
        this.bank = bank;
        this.deliveries = deliveries;
    }

    /** Called with each credit the ledger records. */
    @Override
    public void accept(Map<String, Object> credit) {
        Object va = credit.get("vaAccountNumber");
        if (va == null) {
            return;
        }
        bank.notificationRegistration((String) va).ifPresent(registration ->
                deliveries.deliver(registration.url(), registration.clientId(), notification(credit, registration.clientId())));
    }

    static Map<String, Object> notification(Map<String, Object> credit, String clientId) {
        String date = LocalDateTime.parse((String) credit.get("transactionDate"), SandboxClock.FORMAT).format(NOTIFICATION_DATE);
        List<Map<String, Object>> additional = credit.get("billId") == null ? List.of()
                : List.of(Values.of("name", "billId", "value", credit.get("billId")));
        return Values.of("clientId", clientId, "transactionCode", credit.get("code"), "amount", credit.get("amount"),
                "content", credit.get("content"), "bank", credit.get("bankName"), "bankBin", credit.get("bankBin"),
                "accountNumber", credit.get("accountNumber"), "vaAccountNumber", credit.get("vaAccountNumber"),
                "transactionDate", date, "additionalData", additional);
    }
}
