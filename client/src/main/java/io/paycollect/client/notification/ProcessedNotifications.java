package io.paycollect.client.notification;

/**
 * Remembers which notifications were processed, by the service's transaction code, so that a
 * notification delivered again is acknowledged without being processed again. In memory
 * ({@link InMemoryProcessedNotifications}) for one process; in a database
 * ({@link JdbcProcessedNotifications}) for several nodes and across restarts.
 */
public interface ProcessedNotifications {

    /**
     * Runs {@code work} unless {@code transactionCode} was processed, and records it as processed only
     * when {@code work} returned: a failure, or a crash, before that leaves it unprocessed, so a payment
     * is never lost. Of concurrent calls with the same code, one runs the work and the others wait for
     * it.
     *
     * @return {@code true} if the work ran, {@code false} if the code was already processed
     * @throws Exception what {@code work} threw (the code stays unprocessed), or a failure of the store
     */
    boolean processOnce(String transactionCode, Work work) throws Exception;

    /** The processing of one notification. */
    @FunctionalInterface
    interface Work {
        void run() throws Exception;
    }
}
