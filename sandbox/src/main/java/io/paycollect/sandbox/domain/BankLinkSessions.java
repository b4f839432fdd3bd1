package io.paycollect.sandbox.domain;

import io.paycollect.sandbox.store.Refusal;
import io.paycollect.sandbox.store.SandboxClock;
import io.paycollect.sandbox.store.Table;
import java.util.List;

/**
 * create-bank-link-session: a page where the merchant links (or configures) a bank account. The sandbox has no
 * such page to show: it records the session and answers its address.
 */
public final class BankLinkSessions {

    /** A recorded session. */
    record Session(String sessionId, Long merchantId, Long shopId, String type, List<String> allowedBanks,
            String redirectUrl, String clientId, String creationTime) {
    }

    private final MerchantService merchants;
    private final SandboxClock clock;
    private final Table<Session> sessions;

    /** Sessions of {@code merchants}' merchants; the table holds at most {@code maxRecords}. */
    public BankLinkSessions(MerchantService merchants, SandboxClock clock, int maxRecords) {
        this.merchants = merchants;
        this.clock = clock;
        this.sessions = new Table<>("sessionId", Session::sessionId, "bank link session", maxRecords);
    }

    /**
     * A session of {@code type} ({@code bank-link} by default) for {@code merchantId} (which must exist when sent),
     * offering {@code allowedBanks} without {@code disallowedBanks} (a bank in both is refused with 1008): the page's address.
     */
    public String create(Long merchantId, Long shopId, String type, List<String> allowedBanks,
            List<String> disallowedBanks, String redirectUrl, String clientId) {
        if (merchantId != null) {
            merchants.requireMerchant(merchantId, "merchantId");
        }
        if (allowedBanks.stream().anyMatch(disallowedBanks::contains)) {
            throw Refusal.invalidValue("disallowedBanks", "names a bank allowedBanks allows");
        }
        Session session = sessions.insert(n -> new Session(String.format("BLS%06d", n), merchantId, shopId,
                type == null ? "bank-link" : type, List.copyOf(allowedBanks), redirectUrl, clientId, clock.now()));
        return BankService.LINK_HOST + "/bank-link/" + session.sessionId();
    }

    /** Forgets every session (the sandbox's reset). */
    public void reset() {
        sessions.removeAll(s -> true);
    }
}
