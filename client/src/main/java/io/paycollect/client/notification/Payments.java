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
        try {
            boolean ran = store.processOnce(notification.getTransactionCode(), () -> handler.handle(notification));
            return NotificationAnswer.acknowledged(ran ? NotificationAnswer.Outcome.PROCESSED
                    : NotificationAnswer.Outcome.ALREADY_PROCESSED);
        } catch (Exception e) {
            // Not acknowledged, so the service delivers it again; the handler's message may hold a customer's data.
            return NotificationAnswer.refused(500, "500", "the notification could not be processed now");
        }
    }
}
