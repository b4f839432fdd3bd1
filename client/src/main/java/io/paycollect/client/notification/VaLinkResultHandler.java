package io.paycollect.client.notification;

import io.paycollect.client.model.VaLinkResult;

/** What a merchant does with a verified VA-link or unlink result: mark the account linked, say. */
@FunctionalInterface
public interface VaLinkResultHandler {

    /**
     * Processes one link result. Called once per {@code requestId} (or, for a result without one, once per status
     * and virtual account) by a {@link NotificationReceiver}; an exception leaves it unprocessed, so the service's
     * next delivery processes it.
     *
     * @param result the verified link result; {@code getStatus()} tells which (confirm-va-success,
     *     delete-va-success, bank-link-failed, ...)
     * @param transaction the transaction in which the store records the result as processed (see
     *     {@link NotificationHandler#handle})
     * @throws Exception when the result could not be processed now
     */
    void handle(VaLinkResult result, StoreTransaction transaction) throws Exception;
}
