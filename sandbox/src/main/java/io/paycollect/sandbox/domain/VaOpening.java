package io.paycollect.sandbox.domain;

/**
 * What create-va, create-va-advanced and create-debit ask for ({@code OpenApiCreateVAInpuDto} and
 * {@code OpenApiCreateDebitAccountInputDto}), as the sandbox uses it: three request types, one way of
 * opening a virtual account. Values are as sent; {@link BankService} checks them.
 *
 * @param bankName the bank by name, if sent
 * @param bankBin the bank by NAPAS BIN, if sent
 * @param accountType the kind of account (required)
 * @param appType the calling application (required)
 * @param shopId the shop the VA belongs to, if any
 * @param merchantId the merchant the VA belongs to, if any
 * @param vaPrefix text before the VA number, if any
 * @param vaSuffix text after the VA number, if any
 * @param accountName the account's name, if sent
 * @param name the SDKs' other field for the account's name, if sent
 * @param accountNumber the account behind the VA, if sent
 * @param minAmount the least one payment may be, if sent
 * @param maxAmount the most one payment may be, if sent
 * @param transactionType {@code credit} or {@code debit} (create-va's, 0.3.0), if sent
 */
record VaOpening(String bankName, String bankBin, String accountType, String appType, Long shopId, Long merchantId,
        String vaPrefix, String vaSuffix, String accountName, String name, String accountNumber,
        java.math.BigDecimal minAmount, java.math.BigDecimal maxAmount, String transactionType) {
}
