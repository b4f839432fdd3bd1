package io.paycollect.sandbox.domain;

/**
 * A pending or done OTP confirmation of a request about a virtual account, by {@code confirmId}.
 *
 * @param confirmId its id, {@code CF000001}
 * @param purpose what it confirms: {@code create-va}, {@code delete-va} or {@code register-notify}
 * @param vaAccountNumber the virtual account it is about
 * @param creationTime when it was asked for
 * @param confirmedAt when it was confirmed, if it was
 * @param registration for {@code register-notify}, the registration it confirms
 */
record Confirmation(String confirmId, String purpose, String vaAccountNumber, String creationTime, String confirmedAt,
        NotificationRegistration registration) {

    /** This confirmation, confirmed at {@code at}. */
    Confirmation confirmed(String at) {
        return new Confirmation(confirmId, purpose, vaAccountNumber, creationTime, at, registration);
    }
}
