package io.paycollect.sandbox.domain;

import io.paycollect.sandbox.pdf.OnePagePdf;
import java.util.Base64;
import java.util.List;
import java.util.Locale;
import java.util.Map;

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
    static String base64(Map<String, Object> invoice) {
        return Base64.getEncoder().encodeToString(of(invoice));
    }

    /** The invoice as a one-page PDF: code, state, seller, buyer, items and total, in unaccented text. */
    @SuppressWarnings("unchecked")
    static byte[] of(Map<String, Object> invoice) {
        String status = (String) invoice.get("status");
        OnePagePdf pdf = new OnePagePdf()
                .title("HOA DON GIA TRI GIA TANG (VAT INVOICE)")
                .line("PayCollect sandbox e-invoice - " + status.toUpperCase(Locale.ROOT)
                        + (EInvoiceService.DRAFT.equals(status) ? " (not issued, no legal value)" : ""))
                .line("")
                .boldLine("Invoice code: " + invoice.get("invoiceCode"))
                .line("Pattern / series: " + invoice.get("invoicePattern") + " / " + invoice.get("invoiceSeries"))
                .line("Invoice number: " + (invoice.get("invoiceNumber") != null ? invoice.get("invoiceNumber") : "none yet"))
                .line("Invoice date: " + invoice.get("invoiceDate"))
                .line("Seller tax code: " + invoice.get("sellerTaxCode") + " (provider " + invoice.get("provider") + ")")
                .line("")
                .line("Buyer: " + or(invoice.get("buyerName"), invoice.get("buyerLegalName"), "-"))
                .line("Buyer tax code: " + or(invoice.get("buyerTaxCode"), null, "-"))
                .line("Buyer address: " + or(invoice.get("buyerAddress"), null, "-"))
                .line("")
                .boldLine("Items");
        int i = 0;
        List<Map<String, Object>> items = (List<Map<String, Object>>) invoice.get("lines");
        for (Map<String, Object> line : items) {
            if (i == PDF_ITEM_LINES && items.size() > PDF_ITEM_LINES) {
                // The page holds about 48 lines: the total and the state below the items must stay on it.
                pdf.line("... and " + (items.size() - i) + " more items (in the total below)");
                break;
            }
            pdf.line(++i + ". " + line.get("itemName") + ": " + line.get("quantity")
                    + (line.get("unitName") != null ? " " + line.get("unitName") : "") + " x " + line.get("unitPrice")
                    + ", VAT " + line.get("taxRateCode") + " = " + line.get("totalAfterTax"));
        }
        pdf.line("").boldLine("Total: " + invoice.get("totalAmount") + " " + invoice.get("currency"));
        if (invoice.get("amountInWords") != null) {
            pdf.line("In words: " + invoice.get("amountInWords"));
        }
        if (invoice.get("reservationCode") != null) {
            pdf.line("").line("Lookup code: " + invoice.get("reservationCode"))
                    .line("Code of the tax authority: " + invoice.get("codeOfTax"));
        }
        if (EInvoiceService.CANCELLED.equals(status)) {
            pdf.line("").boldLine("CANCELLED on " + invoice.get("cancelledTime"));
        }
        return pdf.bytes();
    }

    private static Object or(Object first, Object second, Object otherwise) {
        return first != null ? first : second != null ? second : otherwise;
    }
}
