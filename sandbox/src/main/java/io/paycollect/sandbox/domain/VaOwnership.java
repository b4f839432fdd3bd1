package io.paycollect.sandbox.domain;

import io.paycollect.sandbox.store.Refusal;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Keeps every client to its own virtual accounts: only the client that created a VA may switch it, delete it or
 * register its notifications (1006 for another, as the service answers), and the number of a deleted VA goes to
 * no other client afterwards, so that no client can take over the payers of another's VA.
 */
final class VaOwnership {

    // number of a deleted VA -> the client that created it
    private final Map<String, String> deleted = new ConcurrentHashMap<>();

    /** Refuses (1006) a caller {@code clientId} that did not create {@code va}. */
    static void requireOwner(VirtualAccount va, String clientId, String field) {
        if (clientId == null || !clientId.equals(va.clientId())) {
            throw Refusal.ofAnotherClient(field, "this virtual account belongs to another client; only the client "
                    + "that created it can change it");
        }
    }

    /** Remembers that {@code va} was deleted: its number is its creator's alone. */
    void deleted(VirtualAccount va) {
        if (va.clientId() != null) {
            deleted.put(va.vaAccountNumber(), va.clientId());
        }
    }

    /** Refuses (1006) {@code number} to {@code clientId} when it was another client's deleted VA. */
    void requireFreeFor(String number, String clientId, String field) {
        String creator = deleted.get(number);
        if (creator != null && !creator.equals(clientId)) {
            throw Refusal.ofAnotherClient(field, number + " was a virtual account of another client; only that "
                    + "client can create it again");
        }
    }

    /** Refuses (1006) a caller {@code clientId} other than {@code creator}, the client of the VA a dynamic QR bill pays into. */
    void requireBillOwner(String creator, String clientId) {
        if (clientId == null || !clientId.equals(creator)) {
            throw Refusal.ofAnotherClient("billId", "this dynamic QR bill belongs to another client; only the client "
                    + "that created it can read or delete it");
        }
    }

    /** The client that created the deleted VA {@code number}, or null. */
    String creatorOf(String number) {
        return deleted.get(number);
    }

    void reset() {
        deleted.clear();
    }
}
