package io.paycollect.sandbox.domain;

import io.paycollect.server.model.EInvoiceGetInvoiceInfoData;
import java.util.List;

/**
 * An e-invoice, by {@code invoiceCode}: {@code draft → issued → cancelled}.
 *
 * @param invoiceCode the caller's code, used once
 * @param status {@code draft}, {@code issued} or {@code cancelled}
 * @param accountId the e-invoice account it was made with
 * @param merchantId that account's merchant, if any
 * @param provider that account's provider
 * @param sellerTaxCode that account's tax code
 * @param trackingCode its tracking code, {@code TRK000001}
 * @param input what the request said it holds
 * @param invoiceNumber its number once issued, eight digits
 * @param reservationCode its lookup code once issued
 * @param codeOfTax the tax authority's code once issued
 * @param creationTime when it was made
 * @param lastModificationTime when a draft was last written over, if it was
 * @param issuedTime when it was issued, if it was
 * @param cancelledTime when it was cancelled, if it was
 */
record Invoice(String invoiceCode, String status, long accountId, Long merchantId, EInvoiceProvider provider,
        String sellerTaxCode, String trackingCode, InvoiceInput input, String invoiceNumber, String reservationCode,
        String codeOfTax, String creationTime, String lastModificationTime, String issuedTime, String cancelledTime) {

    /** A draft of {@code input} with {@code account}, the {@code n}th invoice of the sandbox. */
    static Invoice draft(String code, long n, InvoiceInput input, EInvoiceAccount account, String at) {
        return new Invoice(code, EInvoiceService.DRAFT, account.id(), account.merchantId(), account.provider(),
                account.taxCode(), String.format("TRK%06d", n), input, null, null, null, at, null, null, null);
    }

    /** This draft with {@code sent} written over it at {@code at}. */
    Invoice rewritten(InvoiceInput sent, String at) {
        return new Invoice(invoiceCode, status, accountId, merchantId, provider, sellerTaxCode, trackingCode,
                sent.over(input), invoiceNumber, reservationCode, codeOfTax, creationTime, at, issuedTime, cancelledTime);
    }

    /** This invoice issued at {@code at} with its number, lookup code and the tax authority's code. */
    Invoice issued(String number, String lookupCode, String taxAuthorityCode, String at) {
        return new Invoice(invoiceCode, EInvoiceService.ISSUED, accountId, merchantId, provider, sellerTaxCode,
                trackingCode, input, number, lookupCode, taxAuthorityCode, creationTime, lastModificationTime, at,
                cancelledTime);
    }

    /** This invoice cancelled at {@code at}. */
    Invoice cancelled(String at) {
        return new Invoice(invoiceCode, EInvoiceService.CANCELLED, accountId, merchantId, provider, sellerTaxCode,
                trackingCode, input, invoiceNumber, reservationCode, codeOfTax, creationTime, lastModificationTime,
                issuedTime, at);
    }

    /** Where a buyer looks the invoice up; it carries the invoice's state, the one field of the tracking result that can. */
    String lookupUrl() {
        return BankService.LINK_HOST + "/e-invoice/lookup?trackingCode=" + trackingCode + "&status=" + status;
    }

    /** As create-and-issue and get-invoice-info answer it ({@code TrackingResultDto}); a draft has no number yet. */
    EInvoiceGetInvoiceInfoData toTracking() {
        return new EInvoiceGetInvoiceInfoData().invoiceCode(invoiceCode).trackingCode(trackingCode)
                .invoiceNumber(invoiceNumber).reservationCode(reservationCode).codeOfTax(codeOfTax).url(lookupUrl());
    }

    /** The invoice with its state, for the sandbox's control area. */
    View toView() {
        return new View(invoiceCode, status, accountId, merchantId, provider.code, sellerTaxCode, input.invoicePattern(),
                input.invoiceSeries(), invoiceNumber, input.invoiceDate(), input.buyerName(), input.buyerLegalName(),
                input.buyerTaxCode(), input.buyerEmail(), input.currency(), input.lines(), input.totalAmount(),
                trackingCode, reservationCode, codeOfTax, creationTime, issuedTime, cancelledTime, lookupUrl());
    }

    /**
     * An invoice as the control area shows it ({@code GET /sandbox/e-invoice/invoices/{invoiceCode}}); a null
     * component is left out. The components are the invoice's of the same name, its input's and its lookup URL.
     *
     * @param invoiceCode the caller's code
     * @param status {@code draft}, {@code issued} or {@code cancelled}
     * @param accountId the e-invoice account
     * @param merchantId the account's merchant, if any
     * @param provider the provider's code
     * @param sellerTaxCode the account's tax code
     * @param invoicePattern the pattern
     * @param invoiceSeries the series
     * @param invoiceNumber its number once issued
     * @param invoiceDate its date
     * @param buyerName the buyer
     * @param buyerLegalName the buyer's legal name
     * @param buyerTaxCode the buyer's tax code
     * @param buyerEmail the buyer's e-mail
     * @param currency its currency
     * @param lines its lines
     * @param totalAmount its total
     * @param trackingCode its tracking code
     * @param reservationCode its lookup code once issued
     * @param codeOfTax the tax authority's code once issued
     * @param creationTime when it was made
     * @param issuedTime when it was issued
     * @param cancelledTime when it was cancelled
     * @param url where a buyer looks it up
     */
    public record View(String invoiceCode, String status, long accountId, Long merchantId, String provider,
            String sellerTaxCode, String invoicePattern, String invoiceSeries, String invoiceNumber, String invoiceDate,
            String buyerName, String buyerLegalName, String buyerTaxCode, String buyerEmail, String currency,
            List<InvoiceLine> lines, String totalAmount, String trackingCode, String reservationCode, String codeOfTax,
            String creationTime, String issuedTime, String cancelledTime, String url) {
    }
}
