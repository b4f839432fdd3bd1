package io.paycollect.client.notification;

import io.paycollect.client.model.Notification;

/** What a merchant does with a verified notification: credit the order it pays, say. */
@FunctionalInterface
public interface NotificationHandler {

    /**
     * Processes one payment. Called once per {@code transactionCode} by a {@link NotificationReceiver};
     * an exception leaves the notification unprocessed, so the service's next delivery processes it.
     *
     * @param notification the verified notification
     * @param transaction the transaction in which the store records the payment as processed: effects written through
     *     its {@link StoreTransaction#connection()} commit, or roll back, with that record ({@link JdbcProcessedNotifications})
     * @throws Exception when the payment could not be processed now
     */
    void handle(Notification notification, StoreTransaction transaction) throws Exception;
}
