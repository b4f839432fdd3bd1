package io.paycollect.sandbox.domain;

/**
 * Where the notifications of one virtual account go once its registration is confirmed.
 *
 * @param url the receiver's URL
 * @param clientId the client that registered, whose secret token signs the notifications
 */
public record NotificationRegistration(String url, String clientId) {
}
