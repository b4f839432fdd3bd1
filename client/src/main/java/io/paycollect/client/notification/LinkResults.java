package io.paycollect.client.notification;

import io.paycollect.client.model.VaLinkResult;

/**
 * How a verified VA-link or unlink result is processed: read under the server's reading rules, handed to the
 * application's {@link VaLinkResultHandler} once, and acknowledged with "00" whether or not the application gave one
 * (the service delivers again what is not acknowledged, and a link result is no refusable payment).
 *
 * <p>Once per result: in the same {@link ProcessedNotifications} as payments, under a key no transaction code spells
 * ({@code va-link-request:} and the {@code requestId}; for a result without one, {@code va-link-account:}, its status
 * and its {@code vaAccountNumber}). The service's transaction codes are {@code <account number>/FT<reference>}
 * (docs/notifications.md), so neither prefix is one.
 */
final class LinkResults {

    private final VaLinkResultHandler handler;

    LinkResults(VaLinkResultHandler handler) {
        this.handler = handler;
    }

    /** Processes {@code body}, verified already, with {@code store} (the merchant's view when several share it). */
    NotificationAnswer process(byte[] body, ProcessedNotifications store) {
        NotificationReading.Read<VaLinkResult> read = NotificationReading.readLinkResult(body);
        if (read.refusal() != null) {
            return read.refusal();
        }
        VaLinkResult result = read.value();
        String key = key(result);
        if (key == null) {
            return NotificationAnswer.refused(400, "400", "the link result names neither requestId nor vaAccountNumber,"
                    + " so it cannot be processed once");
        }
        if (key.length() > NotificationReceiver.MAX_TRANSACTION_CODE_LENGTH) {
            return NotificationAnswer.refused(400, "400", "the link result's requestId is longer than "
                    + (NotificationReceiver.MAX_TRANSACTION_CODE_LENGTH - "va-link-request:".length()) + " characters");
        }
        if (handler == null) {
            return NotificationAnswer.acknowledged(NotificationAnswer.Outcome.NOT_HANDLED);
        }
        return ProcessingOnce.answer(store, key, transaction -> handler.handle(result, transaction), "the link result");
    }

    /** The key the result is processed once under, or null when it names nothing to key it by. */
    static String key(VaLinkResult result) {
        if (result.getRequestId() != null && !result.getRequestId().isBlank()) {
            return "va-link-request:" + result.getRequestId();
        }
        String account = result.getVaAccountNumber();
        return account == null || account.isBlank() ? null : "va-link-account:"
                + (result.getStatus() == null ? "" : result.getStatus().getValue()) + ":" + account;
    }

    @Override
    public String toString() {
        return "LinkResults[" + (handler == null ? "acknowledged, not handled" : "handled") + "]";
    }
}
