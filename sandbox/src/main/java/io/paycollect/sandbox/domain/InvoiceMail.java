package io.paycollect.sandbox.domain;


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
    View toView() {
        return new View(id, recipientEmail, invoiceCode, buyerName, subject, sentAt,
                new Attachment(invoiceCode + ".pdf", "application/pdf", pdfBase64));
    }

    /**
     * A recorded mail as the control area shows it; a null component is left out.
     *
     * @param id its number
     * @param recipientEmail to whom
     * @param invoiceCode the invoice mailed
     * @param buyerName the buyer named in it, if any
     * @param subject its subject
     * @param sentAt when it was "sent"
     * @param attachment the invoice's PDF
     */
    public record View(long id, String recipientEmail, String invoiceCode, String buyerName, String subject, String sentAt,
            Attachment attachment) {
    }

    /**
     * The PDF attached to a mail.
     *
     * @param fileName {@code <invoiceCode>.pdf}
     * @param contentType {@code application/pdf}
     * @param pdfBase64 the PDF, in base64
     */
    public record Attachment(String fileName, String contentType, String pdfBase64) {
    }
}
