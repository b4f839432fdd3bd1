package io.paycollect.sandbox.domain;

import io.paycollect.server.model.EInvoiceProviderCode;

/**
 * An account of a merchant at an e-invoice provider, by {@code id}.
 *
 * @param id its id, from 1
 * @param merchantId its merchant (none: the calling client's own)
 * @param provider its provider
 * @param taxCode the seller's tax code
 * @param username its user name at the provider
 * @param passwordSha256 the SHA-256 of its password, never the password
 * @param isDefault whether invoices of its merchant that name no account use it
 * @param isActive whether it may make invoices
 * @param lastInvoiceNumber the last invoice number it issued, 0 before the first
 * @param creationTime when it was created
 * @param lastModificationTime when it was last updated, if it was
 */
record EInvoiceAccount(long id, Long merchantId, EInvoiceProvider provider, String taxCode, String username,
        String passwordSha256, boolean isDefault, boolean isActive, long lastInvoiceNumber, String creationTime,
        String lastModificationTime) {

    /** This account with the settings sent at {@code at}; {@code isDefault} and {@code isActive} stay unless sent. */
    EInvoiceAccount updated(EInvoiceProvider newProvider, String newTaxCode, String newUsername, String newPasswordSha256,
            Boolean sentDefault, Boolean sentActive, String at) {
        return new EInvoiceAccount(id, merchantId, newProvider, newTaxCode, newUsername, newPasswordSha256,
                sentDefault != null ? sentDefault : isDefault, sentActive != null ? sentActive : isActive,
                lastInvoiceNumber, creationTime, at);
    }

    /** This account no longer its merchant's default. */
    EInvoiceAccount notDefault() {
        return new EInvoiceAccount(id, merchantId, provider, taxCode, username, passwordSha256, false, isActive,
                lastInvoiceNumber, creationTime, lastModificationTime);
    }

    /** This account having issued its next invoice number. */
    EInvoiceAccount numbered() {
        return new EInvoiceAccount(id, merchantId, provider, taxCode, username, passwordSha256, isDefault, isActive,
                lastInvoiceNumber + 1, creationTime, lastModificationTime);
    }

    /**
     * As get-paging-account shows it ({@code GetPagingEInvoiceAccountOutputDto}), the password masked. Its
     * {@code masterMerchantId} (required in the 0.3.0 SDKs' type) is its merchant, which in the sandbox is its own
     * master; 0 for an account made without a merchant.
     */
    io.paycollect.server.model.EInvoiceAccount toPageItem() {
        return new io.paycollect.server.model.EInvoiceAccount().id(id).creationTime(creationTime).merchantId(merchantId)
                .masterMerchantId(merchantId == null ? 0L : merchantId).provider(EInvoiceProviderCode.fromValue(provider.code))
                .taxCode(taxCode).username(username).password(EInvoiceService.MASKED_PASSWORD).isDefault(isDefault)
                .isActive(isActive);
    }
}
