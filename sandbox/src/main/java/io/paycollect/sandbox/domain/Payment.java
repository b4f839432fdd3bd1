package io.paycollect.sandbox.domain;

import io.paycollect.server.model.NotificationAdditionalData;
import java.util.ArrayList;
import java.util.List;

/**
 * A payment the ledger records, as a notification tells of it: a credit into a virtual account or a
 * direct-debit payment.
 */
public sealed interface Payment permits Credit, Debit {

    /** The ledger's id of it ({@code TXN000001}, {@code DDT000001}). */
    String transactionId();

    /**
     * The code the receiver knows it by: for a transfer, the code the payer's bank shows; for a direct-debit
     * payment, the {@code transactionCode} its payment-bill answer gave, its {@code transactionId}.
     */
    String transactionCode();

    /** Its amount, whole VND. */
    long amount();

    /** Its content. */
    String content();

    /** The bank of the account paid into or debited. */
    NapasBank bank();

    /** The account paid into or debited. */
    String accountNumber();

    /** The virtual account paid into, for a credit. */
    String vaAccountNumber();

    /** The direct-debit subscription debited, for a debit. */
    String subscriptionId();

    /** When it was recorded, in {@code SandboxClock.FORMAT}. */
    String transactionDate();

    /**
     * What it links to, as the notification's {@code additionalData} names them, in order: the bill of a credit; the
     * subscription and request of a debit.
     */
    List<NotificationAdditionalData> links();

    /** The links among {@code namesAndValues} (name, value, name, value...) that have a value, in order. */
    static List<NotificationAdditionalData> links(String... namesAndValues) {
        List<NotificationAdditionalData> links = new ArrayList<>();
        for (int i = 0; i < namesAndValues.length; i += 2) {
            if (namesAndValues[i + 1] != null) {
                links.add(new NotificationAdditionalData().name(namesAndValues[i]).value(namesAndValues[i + 1]));
            }
        }
        return List.copyOf(links);
    }
}
