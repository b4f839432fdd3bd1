package io.paycollect.client.notification;

import java.util.Objects;

/**
 * Remembers which notifications were processed, by the service's transaction code, so that a
 * notification delivered again is acknowledged without being processed again. In memory
 * ({@link InMemoryProcessedNotifications}) for one process; in a database
 * ({@link JdbcProcessedNotifications}) for several nodes and across restarts.
 */
public interface ProcessedNotifications {

    /**
     * Runs {@code work} unless {@code transactionCode} was processed, handing it the store's transaction, and
     * records it as processed only when {@code work} returned: a failure, or a crash, before that leaves it unprocessed, so a payment
     * is never lost. Of concurrent calls with the same code, one runs the work and the others wait for
     * it.
     *
     * @return {@code true} if the work ran, {@code false} if the code was already processed
     * @throws Exception what {@code work} threw (the code stays unprocessed), or a failure of the store
     */
    boolean processOnce(String transactionCode, Work work) throws Exception;

    /**
     * The processed notifications of one merchant among several sharing this store ({@link NotificationReceiver#forClients}),
     * whose codes never collide with another merchant's: by default each is recorded prefixed with the client id and its
     * length ({@code "9:merchant1FT123"}), which no other client's code can spell.
     *
     * @param clientId the merchant's client id, as its notifications name it
     */
    default ProcessedNotifications forClient(String clientId) {
        String prefix = Objects.requireNonNull(clientId, "clientId").length() + ":" + clientId;
        ProcessedNotifications all = this;
        return new ProcessedNotifications() {
            @Override
            public boolean processOnce(String transactionCode, Work work) throws Exception {
                return all.processOnce(prefix + Objects.requireNonNull(transactionCode, "transactionCode"), work);
            }

            @Override
            public String toString() {
                return all + " for " + clientId;
            }
        };
    }

    /** The processing of one notification. */
    @FunctionalInterface
    interface Work {

        /**
         * Processes the notification.
         *
         * @param transaction the store's transaction recording it: write the effects through its
         *     {@link StoreTransaction#connection()} to commit them with the record
         * @throws Exception when it could not be processed now (nothing is recorded)
         */
        void run(StoreTransaction transaction) throws Exception;
    }
}
