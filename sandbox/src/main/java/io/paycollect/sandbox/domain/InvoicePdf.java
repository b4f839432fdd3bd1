package io.paycollect.sandbox.domain;

import io.paycollect.sandbox.pdf.OnePagePdf;
import java.util.Base64;
import java.util.List;
import java.util.Locale;

/** An e-invoice as the one-page PDF the sandbox answers with. */
final class InvoicePdf {

    /** Items printed on the one-page PDF; the others are summed up in one line. */
    private static final int PDF_ITEM_LINES = 25;

    private static final char[] LOOKUP_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789".toCharArray();
    private static final java.security.SecureRandom RANDOM = new java.security.SecureRandom();

    private InvoicePdf() {
    }

    /** A new lookup code, printed on an issued invoice: ten characters that cannot be read one for another. */
    static String lookupCode() {
        StringBuilder code = new StringBuilder(10);
        for (int i = 0; i < 10; i++) {
            code.append(LOOKUP_ALPHABET[RANDOM.nextInt(LOOKUP_ALPHABET.length)]);
        }
        return code.toString();
    }

    /** The invoice's PDF in base64, as the answers carry it. */
    static String base64(Invoice invoice) {
        return Base64.getEncoder().encodeToString(of(invoice));
    }

    /** The invoice as a one-page PDF: code, state, seller, buyer, items and total, in unaccented text. */
    static byte[] of(Invoice invoice) {
        String status = invoice.status();
        InvoiceInput input = invoice.input();
        OnePagePdf pdf = new OnePagePdf()
                .title("HOA DON GIA TRI GIA TANG (VAT INVOICE)")
                .line("PayCollect sandbox e-invoice - " + status.toUpperCase(Locale.ROOT)
                        + (EInvoiceService.DRAFT.equals(status) ? " (not issued, no legal value)" : ""))
                .line("")
                .boldLine("Invoice code: " + invoice.invoiceCode())
                .line("Pattern / series: " + input.invoicePattern() + " / " + input.invoiceSeries())
                .line("Invoice number: " + (invoice.invoiceNumber() != null ? invoice.invoiceNumber() : "none yet"))
                .line("Invoice date: " + input.invoiceDate())
                .line("Seller tax code: " + invoice.sellerTaxCode() + " (provider " + invoice.provider().code + ")")
                .line("")
                .line("Buyer: " + or(input.buyerName(), input.buyerLegalName(), "-"))
                .line("Buyer tax code: " + or(input.buyerTaxCode(), null, "-"))
                .line("Buyer address: " + or(input.buyerAddress(), null, "-"))
                .line("")
                .boldLine("Items");
        int i = 0;
        List<InvoiceLine> items = input.lines();
        for (InvoiceLine line : items) {
            if (i == PDF_ITEM_LINES && items.size() > PDF_ITEM_LINES) {
                // The page holds about 48 lines: the total and the state below the items must stay on it.
                pdf.line("... and " + (items.size() - i) + " more items (in the total below)");
                break;
            }
            pdf.line(++i + ". " + line.itemName() + ": " + line.quantity()
                    + (line.unitName() != null ? " " + line.unitName() : "") + " x " + line.unitPrice()
                    + ", VAT " + line.taxRateCode() + " = " + line.totalAfterTax());
        }
        pdf.line("").boldLine("Total: " + input.totalAmount() + " " + input.currency());
        if (input.amountInWords() != null) {
            pdf.line("In words: " + input.amountInWords());
        }
        if (invoice.reservationCode() != null) {
            pdf.line("").line("Lookup code: " + invoice.reservationCode())
                    .line("Code of the tax authority: " + invoice.codeOfTax());
        }
        if (EInvoiceService.CANCELLED.equals(status)) {
            pdf.line("").boldLine("CANCELLED on " + invoice.cancelledTime());
        }
        return pdf.bytes();
    }

    private static String or(String first, String second, String otherwise) {
        return first != null ? first : second != null ? second : otherwise;
    }
}
