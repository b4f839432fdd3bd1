package io.paycollect.client.notification;

/** A verified body's processing, run once per key in the store and answered as the service expects. */
final class ProcessingOnce {

    private ProcessingOnce() {
    }

    /**
     * Runs {@code work} unless {@code key} was processed in {@code store}: acknowledged when it ran or had run, 500
     * when it failed (nothing recorded, so the service's next delivery processes it).
     *
     * @param what what could not be processed, for the 500's message ({@code "the notification"})
     */
    static NotificationAnswer answer(ProcessedNotifications store, String key, ProcessedNotifications.Work work, String what) {
        try {
            boolean ran = store.processOnce(key, work);
            return NotificationAnswer.acknowledged(ran ? NotificationAnswer.Outcome.PROCESSED
                    : NotificationAnswer.Outcome.ALREADY_PROCESSED);
        } catch (Exception e) {
            // The handler's message may hold a customer's data: not echoed.
            return NotificationAnswer.refused(500, "500", what + " could not be processed now");
        }
    }
}
