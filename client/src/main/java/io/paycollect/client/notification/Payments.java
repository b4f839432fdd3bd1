package io.paycollect.client.notification;

import io.paycollect.client.model.Notification;

/** How a verified payment notification is processed: read under the server's reading rules, handled once per code. */
final class Payments {

    private final NotificationHandler handler;

    Payments(NotificationHandler handler) {
        this.handler = handler;
    }

    /** Processes {@code body}, verified already, with {@code store} (the merchant's view when several share it). */
    NotificationAnswer process(byte[] body, ProcessedNotifications store) {
        NotificationReading.Read<Notification> read = NotificationReading.read(body);
        if (read.refusal() != null) {
            return read.refusal();
        }
        Notification notification = read.value();
        return ProcessingOnce.answer(store, notification.getTransactionCode(), transaction -> handler.handle(notification, transaction),
                "the notification");
    }
}
