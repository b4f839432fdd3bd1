package io.paycollect.sandbox.domain;

import io.paycollect.sandbox.store.Values;
import java.util.Map;

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
    Map<String, Object> toTracking() {
        return Values.of("invoiceCode", invoiceCode, "trackingCode", trackingCode, "invoiceNumber", invoiceNumber,
                "reservationCode", reservationCode, "codeOfTax", codeOfTax, "url", lookupUrl());
    }

    /** The invoice with its state, for the sandbox's control area. */
    Map<String, Object> toView() {
        return Values.of("invoiceCode", invoiceCode, "status", status, "accountId", accountId, "merchantId", merchantId,
                "provider", provider.code, "sellerTaxCode", sellerTaxCode, "invoicePattern", input.invoicePattern(),
                "invoiceSeries", input.invoiceSeries(), "invoiceNumber", invoiceNumber, "invoiceDate", input.invoiceDate(),
                "buyerName", input.buyerName(), "buyerLegalName", input.buyerLegalName(),
                "buyerTaxCode", input.buyerTaxCode(), "buyerEmail", input.buyerEmail(), "currency", input.currency(),
                "lines", input.lines().stream().map(InvoiceLine::toView).toList(), "totalAmount", input.totalAmount(),
                "trackingCode", trackingCode, "reservationCode", reservationCode, "codeOfTax", codeOfTax,
                "creationTime", creationTime, "issuedTime", issuedTime, "cancelledTime", cancelledTime,
                "url", lookupUrl());
    }
}
