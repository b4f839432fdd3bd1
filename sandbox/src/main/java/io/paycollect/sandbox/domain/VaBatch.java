package io.paycollect.sandbox.domain;

import java.util.List;

/**
 * What create-batch-va-on-off asks for ({@code OpenApiCreateBatchVaOnOffInputDto}), as the sandbox uses it.
 *
 * @param bank the bank of the accounts
 * @param accountType the caller's account type
 * @param vaPrefix the prefix of the numbers, if any (recorded)
 * @param name the accounts' name, if any
 * @param shopId the shop they belong to, if any
 * @param merchantId the merchant they belong to, if any
 * @param vaAccountNumbers the numbers of the accounts created, at least one
 * @param amount the amount each account's QR asks for, if fixed
 * @param purpose what each account's QR transfer says, if given
 */
public record VaBatch(NapasBank bank, String accountType, String vaPrefix, String name, Long shopId, Long merchantId,
        List<String> vaAccountNumbers, Long amount, String purpose) {
}
