package io.paycollect.sandbox.domain;

import io.paycollect.server.model.VaLinkResult;
import io.paycollect.server.model.WebhookStatus;

/**
 * A VA-link or unlink result the service POSTs to the notification URL of the virtual account
 * (api/openapi.yaml, VaLinkResult): {@code {requestId, status, vaAccountNumber, accountNumber, accountName}}, signed
 * with the secret of the client that created the account, without {@code clientId} as the live service sends it.
 *
 * @param url where it goes: the confirmed registration's URL, else the one given at creation
 * @param clientId the client whose secret signs it
 * @param requestId the {@code requestId} the creation sent, if it sent one
 * @param status confirm-va-success or delete-va-success
 * @param va the virtual account it is about
 */
public record LinkResult(String url, String clientId, String requestId, String status, VirtualAccountView va) {

    /** What of a virtual account a link result names. */
    public record VirtualAccountView(String vaAccountNumber, String accountNumber, String accountName) {
    }

    /** The body, its keys in the order of the live capture. */
    public VaLinkResult body() {
        return new VaLinkResult().requestId(requestId).status(WebhookStatus.fromValue(status))
                .vaAccountNumber(va.vaAccountNumber()).accountNumber(va.accountNumber()).accountName(va.accountName());
    }
}
