package io.paycollect.client.reconciliation;

import io.paycollect.api.bank.BankDirectory;
import io.paycollect.api.bank.KnownBank;
import io.paycollect.client.model.Notification;
import io.paycollect.client.model.NotificationAdditionalData;
import io.paycollect.client.model.Transaction;
import java.math.BigDecimal;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;

/**
 * A transaction of the service's list seen as the notification it stands for, so that one handler serves
 * both. Which field of the list is the notification's {@code transactionCode}, and why, is written in
 * docs/reconciliation.md.
 */
final class ListedPayment {

    private static final DateTimeFormatter NOTIFICATION_DATE = DateTimeFormatter.ofPattern("yyyyMMddHHmmss");

    private ListedPayment() {
    }

    /** Whether the service lists {@code transaction} as money going out, which no notification announces. */
    static boolean isDebit(Transaction transaction) {
        return transaction.getType() != null && transaction.getType().strip().equalsIgnoreCase("debit");
    }

    /** The notification of {@code transaction}, whose {@code transactionCode} is {@code code}. */
    static Notification asNotification(Transaction transaction, String code, String clientId) {
        Notification notification = new Notification().clientId(clientId).transactionCode(code)
                .amount(transaction.getAmount() == null ? null : BigDecimal.valueOf(transaction.getAmount()))
                .content(transaction.getContent()).bankBin(transaction.getBankBin())
                .bank(transaction.getBankBin() == null ? null
                        : BankDirectory.byBin(transaction.getBankBin()).map(KnownBank::code).orElse(null))
                .accountNumber(transaction.getAccountNumber()).vaAccountNumber(transaction.getVaAccountNumber())
                .transactionDate(notificationDate(transaction.getTransactionDate()));
        if (transaction.getBillId() != null) {
            notification.addAdditionalDataItem(new NotificationAdditionalData().name("billId").value(transaction.getBillId()));
        }
        return notification;
    }

    /** The list's {@code 2026-01-31T09:15:00} as a notification writes it, {@code 20260131091500}; other text as is. */
    private static String notificationDate(String listed) {
        if (listed == null) {
            return null;
        }
        try {
            return LocalDateTime.parse(listed).format(NOTIFICATION_DATE);
        } catch (DateTimeParseException notIso) {
            return listed;
        }
    }
}
