package io.paycollect.sandbox.domain;

import io.paycollect.server.model.BankName;
import io.paycollect.server.model.DirectDebitGetSubscriptionStatusData;
import io.paycollect.server.model.DirectDebitStatus;

/**
 * A direct-debit subscription, {@code active → inactive}, by {@code subscriptionId}.
 *
 * @param subscriptionId its id, {@code SUB000001}
 * @param tokenRef the token that goes with it
 * @param requestId the request that registered it
 * @param phone the customer's phone
 * @param accountName the customer's name, if sent
 * @param bank the customer's bank
 * @param accountNumber the customer's account, masked
 * @param onepayAccountId the customer's id at the payment gateway
 * @param status {@code active} or {@code inactive}
 * @param returnUrl where the customer returns after confirming
 * @param notifyUrl where its payments are notified (an open field of the registration), if anywhere
 * @param clientId the client that registered it, whose it stays
 * @param creationTime when it was registered
 * @param lastModificationTime when it last changed
 * @param lastPaymentAt when it was last debited, if it was
 */
record Subscription(String subscriptionId, String tokenRef, String requestId, String phone, String accountName,
        NapasBank bank, String accountNumber, String onepayAccountId, String status, String returnUrl, String notifyUrl,
        String clientId, String creationTime, String lastModificationTime, String lastPaymentAt) {

    /** This subscription in {@code status} from {@code at}. */
    Subscription changed(String status, String at) {
        return new Subscription(subscriptionId, tokenRef, requestId, phone, accountName, bank, accountNumber,
                onepayAccountId, status, returnUrl, notifyUrl, clientId, creationTime, at, lastPaymentAt);
    }

    /** This subscription debited at {@code at}. */
    Subscription paid(String at) {
        return new Subscription(subscriptionId, tokenRef, requestId, phone, accountName, bank, accountNumber,
                onepayAccountId, status, returnUrl, notifyUrl, clientId, creationTime, lastModificationTime, at);
    }

    /** As get-subscription-status shows it ({@code OpenApiSubscriptionStatusResponseDto}). */
    DirectDebitGetSubscriptionStatusData toStatus() {
        return new DirectDebitGetSubscriptionStatusData().lastModificationTime(lastModificationTime)
                .bankName(BankName.fromValue(bank.name())).accountName(accountName).accountNumber(accountNumber).phone(phone)
                .confirmPaymentByEmail(false).confirmPaymentByZalo(false).confirmPhoneNumber(phone).tokenRef(tokenRef)
                .status(DirectDebitStatus.fromValue(status)).subscriptionId(subscriptionId).bankBin(bank.bin());
    }

    /** As the sandbox's control area shows it. */
    SubscriptionView toControlView() {
        return new SubscriptionView(subscriptionId, tokenRef, requestId, status, phone, bank.name(), bank.bin());
    }
}
