package io.paycollect.sandbox.domain;

import io.paycollect.server.model.AccountNumberStatus;
import io.paycollect.server.model.BankAccountType;
import io.paycollect.server.model.BankConfirmVaData;
import io.paycollect.server.model.BankCreateVaData;
import io.paycollect.server.model.BankName;
import io.paycollect.server.model.OtpConfirmMethod;

/**
 * A virtual account of the bank group, {@code inactive → active}, by {@code vaAccountNumber}.
 *
 * @param merchantAccountNumberId its number in the sandbox (the table's sequence)
 * @param vaAccountNumber the number payers pay into
 * @param bank the bank it is at
 * @param accountType the caller's account type
 * @param accountName the name the caller gave, if any
 * @param accountNumber the account behind it (the VA number unless the caller sent one)
 * @param shopId the shop it belongs to, if any
 * @param merchantId the merchant it belongs to, if any
 * @param status {@code inactive} or {@code active}
 * @param otpMethod how its OTP is sent
 * @param vaPrefix the prefix the caller sent, if any
 * @param vaSuffix the suffix the caller sent, if any
 * @param webhookUrl the receiver URL the caller sent with the creation (an open field), if any
 * @param createdBy the operation that created it
 * @param debit whether it is a debit account (create-debit's, or create-va's with {@code transactionType} {@code debit}),
 *     listed by get-va-paging under {@code debit} and not {@code credit}
 * @param clientId the client that created it, which alone may register its notifications
 * @param creationTime when it was created
 * @param lastModificationTime when it last changed, if it did
 * @param registration where its notifications go, once a registration is confirmed
 * @param bounds the least and most one payment into it may be
 */
record VirtualAccount(long merchantAccountNumberId, String vaAccountNumber, NapasBank bank, String accountType,
        String accountName, String accountNumber, Long shopId, Long merchantId, String status, String otpMethod,
        String vaPrefix, String vaSuffix, String webhookUrl, String createdBy, boolean debit, String clientId, String creationTime,
        String lastModificationTime, NotificationRegistration registration, AmountBounds bounds) {

    /** This account in {@code status} from {@code at}. */
    VirtualAccount withStatus(String status, String at) {
        return new VirtualAccount(merchantAccountNumberId, vaAccountNumber, bank, accountType, accountName, accountNumber,
                shopId, merchantId, status, otpMethod, vaPrefix, vaSuffix, webhookUrl, createdBy, debit, clientId, creationTime, at,
                registration, bounds);
    }

    /** This account notifying {@code registration} from {@code at}. */
    VirtualAccount registered(NotificationRegistration registration, String at) {
        return new VirtualAccount(merchantAccountNumberId, vaAccountNumber, bank, accountType, accountName, accountNumber,
                shopId, merchantId, status, otpMethod, vaPrefix, vaSuffix, webhookUrl, createdBy, debit, clientId, creationTime, at,
                registration, bounds);
    }

    /** As get-va-paging shows it. */
    io.paycollect.server.model.VirtualAccount toPageItem() {
        return new io.paycollect.server.model.VirtualAccount().bankName(BankName.fromValue(bank.name())).bankBin(bank.bin())
                .accountType(BankAccountType.fromValue(accountType)).accountName(accountName).accountNumber(accountNumber)
                .vaAccountNumber(vaAccountNumber).shopId(shopId).status(AccountNumberStatus.fromValue(status))
                .creationTime(creationTime);
    }

    /** As create-va answers it, with the confirmation {@code confirmId} and its {@code deepLink}. */
    BankCreateVaData toCreated(String confirmId, String deepLink) {
        return new BankCreateVaData().bankName(BankName.fromValue(bank.name())).merchantAccountNumberId(merchantAccountNumberId)
                .shopId(shopId).status(AccountNumberStatus.fromValue(status)).confirmId(confirmId)
                .vaAccountNumber(vaAccountNumber).deepLink(deepLink).otpMethod(OtpConfirmMethod.fromValue(otpMethod));
    }

    /** As confirm-va answers it. */
    BankConfirmVaData toConfirmed() {
        return new BankConfirmVaData().accountType(BankAccountType.fromValue(accountType))
                .bankName(BankName.fromValue(bank.name())).accountNumber(accountNumber).vaAccountNumber(vaAccountNumber);
    }

    /** Where a payment into it is: the fields a credit carries of the account it paid. */
    PaymentTarget target() {
        return new PaymentTarget(bank, accountNumber, vaAccountNumber, merchantId, shopId, null);
    }
}
