package io.paycollect.sandbox.domain;

/**
 * What webhook-notification asks for ({@code UpdateWebhookNotificationDto}), as the sandbox uses it.
 *
 * @param webhookUrl where the notifications go from now on (required to switch them on)
 * @param vaAccountNumber the one virtual account changed, if named
 * @param targetId the shop ({@code type shop}) or the account's {@code merchantAccountNumberId} ({@code type
 *     accountNumber}) changed, if named
 * @param type {@code shop}, {@code accountNumber} or {@code all} (the default: every account of the caller)
 * @param active whether the notifications are sent at all
 */
public record WebhookChange(String webhookUrl, String vaAccountNumber, Long targetId, String type, boolean active) {
}
