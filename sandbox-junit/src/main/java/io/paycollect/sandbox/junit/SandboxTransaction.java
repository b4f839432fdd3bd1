package io.paycollect.sandbox.junit;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;

/**
 * A payment the control endpoints made, as {@code transaction/get-paging} lists it.
 *
 * @param transactionId the sandbox's id, e.g. {@code TXN000001}
 * @param code the transaction code the notification carries as {@code transactionCode}
 * @param amount the amount in VND
 * @param content the transfer's content
 * @param currency {@code VND}
 * @param cashFlowSource {@code bank-transfer}
 * @param merchantId the merchant of the virtual account, if any
 * @param shopId the shop of the virtual account, if any
 * @param bankBin the BIN of the account's bank
 * @param accountNumber the merchant's account
 * @param vaAccountNumber the virtual account paid into
 * @param billId the dynamic QR bill paid, if one was
 * @param transactionDate when, as the sandbox writes it
 */
@JsonIgnoreProperties(ignoreUnknown = true)
public record SandboxTransaction(String transactionId, String code, Long amount, String content, String currency,
        String cashFlowSource, Long merchantId, Long shopId, String bankBin, String accountNumber,
        String vaAccountNumber, String billId, String transactionDate) {
}
