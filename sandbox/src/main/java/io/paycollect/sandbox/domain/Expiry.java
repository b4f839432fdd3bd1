package io.paycollect.sandbox.domain;

import io.paycollect.sandbox.store.SandboxClock;
import java.time.LocalDateTime;

/** When something that can be paid for a while (a dynamic QR bill, a payment link) stops being payable. */
final class Expiry {

    private Expiry() {
    }

    /**
     * {@code status} as of now: a {@code pending} one created at {@code creationTime} reads {@code expired} once
     * {@code expireInMinute} (if any) has passed.
     */
    static String statusNow(String status, String creationTime, Long expireInMinute, SandboxClock clock) {
        if (BankService.PENDING.equals(status) && expireInMinute != null
                && LocalDateTime.parse(creationTime).plusMinutes(expireInMinute).isBefore(clock.local())) {
            return BankService.EXPIRED;
        }
        return status;
    }
}
