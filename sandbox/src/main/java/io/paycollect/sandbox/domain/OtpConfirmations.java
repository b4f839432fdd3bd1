package io.paycollect.sandbox.domain;

import io.paycollect.sandbox.store.Refusal;
import io.paycollect.sandbox.store.SandboxClock;
import io.paycollect.sandbox.store.Table;
import java.util.function.Consumer;

/**
 * The one-time-password confirmations of the virtual accounts' two-step operations (create-va, delete-va,
 * register-notify), by {@code confirmId}: each used once, with the sandbox's OTP, for the operation it was opened for.
 */
final class OtpConfirmations {

    private final Table<Confirmation> confirmations;
    private final SandboxClock clock;

    OtpConfirmations(SandboxClock clock, int maxRecords) {
        this.confirmations = new Table<>("confirmId", Confirmation::confirmId, "confirmation", maxRecords);
        this.clock = clock;
    }

    /** A new confirmation of {@code purpose} for the VA, of the {@code registration} it confirms if any: its id. */
    String open(String purpose, String vaAccountNumber, NotificationRegistration registration) {
        return confirmations.insert(n -> new Confirmation(String.format("CF%06d", n), purpose, vaAccountNumber,
                clock.now(), null, registration)).confirmId();
    }

    /**
     * Uses the confirmation {@code confirmId} of {@code purpose} once with {@code otp}, after {@code requestCheck} (the
     * request's own checks of the confirmation, such as its bank) passed: the confirmation, confirmed now.
     */
    Confirmation use(String confirmId, String otp, String purpose, Consumer<Confirmation> requestCheck) {
        return confirmations.update(confirmId, "confirmId", c -> {
            if (!purpose.equals(c.purpose())) {
                throw Refusal.wrongState("confirmId", "a " + c.purpose() + " confirmation", "confirm a " + purpose);
            }
            if (c.confirmedAt() != null) {
                throw Refusal.wrongState("confirmId", "already confirmed", "confirm it again");
            }
            requestCheck.accept(c);
            if (!BankService.SANDBOX_OTP.equals(otp)) {
                throw Refusal.wrongCode("otpNumber");
            }
            return c.confirmed(clock.now());
        });
    }

    /** Forgets every confirmation; ids keep counting. */
    void reset() {
        confirmations.removeAll(c -> true);
    }
}
