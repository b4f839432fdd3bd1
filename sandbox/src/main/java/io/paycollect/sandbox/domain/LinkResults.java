package io.paycollect.sandbox.domain;

import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Consumer;

/**
 * The link results of the bank group's virtual accounts: confirm-va-success when confirm-va activates one,
 * delete-va-success when confirm-delete-va removes it, each to the URL the account notifies (its confirmed
 * registration's, else the one its creation gave; none: nothing is sent), with the {@code requestId} its creation sent.
 */
final class LinkResults {

    static final String CONFIRMED = "confirm-va-success";
    static final String DELETED = "delete-va-success";

    private final List<Consumer<LinkResult>> listeners = new CopyOnWriteArrayList<>();
    /** The requestId each virtual account's creation sent, until it is deleted (a VA's own table bounds them). */
    private final Map<String, String> requestIds = new ConcurrentHashMap<>();

    void onLinkResult(Consumer<LinkResult> listener) {
        listeners.add(listener);
    }

    /** Remembers the {@code requestId} (may be null) of the creation of {@code vaAccountNumber}. */
    void created(String vaAccountNumber, String requestId) {
        if (requestId != null) {
            requestIds.put(vaAccountNumber, requestId);
        }
    }

    /** Tells the listeners that {@code va} now has {@code status} (the account as it then is). */
    void result(VirtualAccount va, String status) {
        String url = va.registration() != null && va.registration().url() != null ? va.registration().url() : va.webhookUrl();
        String clientId = va.registration() != null ? va.registration().clientId() : va.clientId();
        String requestId = DELETED.equals(status) ? requestIds.remove(va.vaAccountNumber()) : requestIds.get(va.vaAccountNumber());
        if (url == null || clientId == null) {
            return;
        }
        LinkResult result = new LinkResult(url, clientId, requestId, status,
                new LinkResult.VirtualAccountView(va.vaAccountNumber(), va.accountNumber(), va.accountName()));
        listeners.forEach(listener -> listener.accept(result));
    }

    /** Forgets the request ids (the sandbox's reset); the listeners stay. */
    void reset() {
        requestIds.clear();
    }
}
