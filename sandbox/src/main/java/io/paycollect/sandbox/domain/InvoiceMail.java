package io.paycollect.sandbox.domain;

import io.paycollect.sandbox.store.Values;
import java.util.Map;

/**
 * A mail send-email recorded instead of sending it, by {@code id}.
 *
 * @param id its number, from 1
 * @param recipientEmail to whom
 * @param invoiceCode the invoice mailed
 * @param buyerName the buyer named in it, if any
 * @param subject its subject
 * @param sentAt when it was "sent"
 * @param pdfBase64 the invoice's PDF attached, in base64
 */
record InvoiceMail(long id, String recipientEmail, String invoiceCode, String buyerName, String subject, String sentAt,
        String pdfBase64) {

    /** As the sandbox's control area shows it, the PDF as its attachment. */
    Map<String, Object> toView() {
        return Values.of("id", id, "recipientEmail", recipientEmail, "invoiceCode", invoiceCode, "buyerName", buyerName,
                "subject", subject, "sentAt", sentAt, "attachment", Values.of("fileName", invoiceCode + ".pdf",
                        "contentType", "application/pdf", "pdfBase64", pdfBase64));
    }
}
