package io.paycollect.sandbox.domain;

import io.paycollect.sandbox.store.Refusal;
import io.paycollect.sandbox.store.SandboxClock;
import java.util.List;
import java.util.function.Predicate;

/**
 * webhook-notification: where the balance-change notifications of the caller's virtual accounts go, or that
 * they stop. Unlike register-notify it needs no OTP, and it changes only accounts the calling client created,
 * so nobody redirects another merchant's payments.
 */
public final class NotificationSettings {

    private final BankService bank;
    private final SandboxClock clock;

    /** Changes the notification registrations of {@code bank}'s virtual accounts. */
    public NotificationSettings(BankService bank, SandboxClock clock) {
        this.bank = bank;
        this.clock = clock;
    }

    /**
     * Applies {@code change} for the client {@code clientId}: the accounts it selects notify
     * {@code webhookUrl} from the next payment on, or nobody when it is not {@code active}. Answers
     * {@code true}. A named account or shop with no account of the caller is refused (1001, or 1006 for an
     * account another client created); {@code all} with none changes nothing.
     */
    public boolean apply(WebhookChange change, String clientId) {
        if (change.active() && change.webhookUrl() == null) {
            throw Refusal.invalidValue("webhookUrl", "is required to switch notifications on");
        }
        Predicate<VirtualAccount> which = selection(change, clientId);
        NotificationRegistration registration = change.active() ? new NotificationRegistration(change.webhookUrl(), clientId) : null;
        List<VirtualAccount> changed = bank.virtualAccounts().list(which).stream()
                .map(va -> bank.virtualAccounts().update(va.vaAccountNumber(), v -> v.registered(registration, clock.now())))
                .toList();
        if (changed.isEmpty() && !"all".equals(typeOf(change))) {
            throw Refusal.unknown(change.vaAccountNumber() != null ? "vaAccountNumber" : "targetId",
                    "no virtual account of this client to notify");
        }
        return true;
    }

    private Predicate<VirtualAccount> selection(WebhookChange change, String clientId) {
        Predicate<VirtualAccount> own = va -> clientId != null && clientId.equals(va.clientId());
        if (change.vaAccountNumber() != null) {
            VirtualAccount va = bank.virtualAccounts().require(change.vaAccountNumber(), "vaAccountNumber");
            if (!own.test(va)) {
                throw Refusal.anotherClients("vaAccountNumber", "virtual account");
            }
            return v -> v.vaAccountNumber().equals(va.vaAccountNumber());
        }
        return switch (typeOf(change)) {
            case "all" -> own;
            // The target is required whether or not the caller has accounts yet: read before any is tested.
            case "shop" -> {
                Long shop = requireTarget(change);
                yield own.and(va -> shop.equals(va.shopId()));
            }
            case "accountNumber" -> {
                long account = requireTarget(change);
                yield own.and(va -> account == va.merchantAccountNumberId());
            }
            default -> throw Refusal.notSupported("type", "the sandbox moves notifications by shop, accountNumber or all");
        };
    }

    private static String typeOf(WebhookChange change) {
        return change.type() == null ? "all" : change.type();
    }

    private static Long requireTarget(WebhookChange change) {
        if (change.targetId() == null) {
            throw Refusal.invalidValue("targetId", "is required for type " + change.type() + " without vaAccountNumber");
        }
        return change.targetId();
    }
}
