package io.paycollect.sandbox.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.paycollect.client.PayCollectClient;
import io.paycollect.client.model.*;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.util.Base64;
import java.util.List;
import tools.jackson.databind.JsonNode;

/** The e-invoice part of {@link MerchantJourney}: accounts, templates, drafts, issuing, PDFs, mails, cancelling. */
final class EInvoiceJourney {

    private final PayCollectClient client;
    private final ControlCalls control;
    private final long merchantId;

    EInvoiceJourney(PayCollectClient client, ControlCalls control, long merchantId) {
        this.client = client;
        this.control = control;
        this.merchantId = merchantId;
    }

    void run() {
        List<EInvoiceProvider> providers = MerchantJourney.ok(client.eInvoice().getProvider()).getData();
        assertEquals(List.of("x-cyber", "hilo", "s-invoice", "misa"),
                providers.stream().map(p -> p.getCode().getValue()).toList());
        String taxCode = "0312345678";
        long accountId = MerchantJourney.ok(client.eInvoice().createOrUpdateAccount(new EInvoiceCreateOrUpdateAccountRequest()
                .masterMerchantId(merchantId).provider(EInvoiceProviderCode.MISA).taxCode(taxCode).username("caphe-sg").password("first-secret")
                .merchantId(merchantId))).getData().longValueExact();
        assertEquals(accountId, MerchantJourney.ok(client.eInvoice().createOrUpdateAccount(new EInvoiceCreateOrUpdateAccountRequest()
                .id(accountId).masterMerchantId(merchantId).provider(EInvoiceProviderCode.MISA).taxCode(taxCode).username("caphe-sg")
                .password("misa-secret").isActive(true).merchantId(merchantId))).getData().longValueExact());
        long spare = MerchantJourney.ok(client.eInvoice().createOrUpdateAccount(new EInvoiceCreateOrUpdateAccountRequest()
                .masterMerchantId(merchantId).provider(EInvoiceProviderCode.S_INVOICE).taxCode(taxCode).username("caphe-viettel").password("v")
                .isDefault(false).merchantId(merchantId))).getData().longValueExact();
        EInvoiceGetPagingAccountData accounts = MerchantJourney.ok(client.eInvoice().getPagingAccount(new EInvoiceGetPagingAccountRequest()
                .skipCount(0L).maxResultCount(10L).merchantId(merchantId))).getData();
        assertEquals(2L, accounts.getTotalCount());
        assertEquals(List.of("********", "********"), accounts.getItems().stream().map(EInvoiceAccount::getPassword).toList());
        assertEquals(true, accounts.getItems().get(0).getIsDefault(), "a merchant's first account is its default");

        EInvoiceInvoiceTemplatesData template = MerchantJourney.ok(client.eInvoice().invoiceTemplates(new EInvoiceInvoiceTemplatesRequest()
                .merchantId(merchantId).accountId(accountId).provider(EInvoiceProviderCode.MISA).taxCode(taxCode)
                .username("caphe-sg").password("misa-secret").invoiceNoToCheck(BigDecimal.ZERO))).getData();
        assertEquals("1", template.getInvoicePattern());
        assertTrue(template.getInvoiceSeries().matches("C\\d\\dTMS"), template.getInvoiceSeries());
        assertEquals(0, new BigDecimal("1000").compareTo(template.getQuota()));
        assertEquals("1004", client.eInvoice().invoiceTemplates(new EInvoiceInvoiceTemplatesRequest().merchantId(merchantId)
                .accountId(accountId).provider(EInvoiceProviderCode.MISA).taxCode(taxCode).username("caphe-sg")
                .password("first-secret").invoiceNoToCheck(BigDecimal.ZERO)).getCode());

        String invoiceCode = "HD-" + System.nanoTime();
        List<InvoiceItem> items = List.of(new InvoiceItem().itemName("Cà phê sữa đá").unitName("ly").quantity("2")
                .unitPrice("25000").taxRateCode("8%"));
        EInvoiceCreateData draft = MerchantJourney.ok(client.eInvoice().create(new EInvoiceCreateRequest().merchantId(merchantId)
                .invoicePattern(template.getInvoicePattern()).invoiceSeries(template.getInvoiceSeries())
                .invoiceCode(invoiceCode).invoiceDate("2026-01-31").buyerName("Công ty ABC").buyerTaxCode("0101234567")
                .buyerEmail("ketoan@abc.example").items(items))).getData();
        assertEquals(invoiceCode, draft.getInvoiceCode());
        assertTrue(pdfText(draft.getPdfBase64()).contains("Invoice code: " + invoiceCode), "the draft as a PDF");
        EInvoiceGetInvoiceInfoData drafted = MerchantJourney.ok(client.eInvoice().getInvoiceInfo(new EInvoiceGetInvoiceInfoRequest()
                .invoiceCode(invoiceCode).merchantId(merchantId))).getData();
        assertNotNull(drafted.getTrackingCode());
        assertEquals(null, drafted.getInvoiceNumber(), "a draft has no number yet");
        assertEquals("1002", client.eInvoice().create(new EInvoiceCreateRequest().merchantId(merchantId)
                .invoicePattern("1").invoiceSeries(template.getInvoiceSeries()).invoiceCode(invoiceCode)
                .invoiceDate("2026-01-31").items(items)).getCode(), "an invoice code is used once");

        EInvoiceCreateAndIssueData issued = MerchantJourney.ok(client.eInvoice().createAndIssue(new EInvoiceCreateAndIssueRequest()
                .merchantId(merchantId).accountId(accountId).invoicePattern("1").invoiceSeries(template.getInvoiceSeries())
                .invoiceCode(invoiceCode).invoiceDate("2026-01-31").buyerName("Công ty ABC").items(items)
                .amountInWords("Năm mươi bốn nghìn đồng"))).getData();
        assertEquals("00000001", issued.getInvoiceNumber());
        assertEquals(drafted.getTrackingCode(), issued.getTrackingCode());
        assertNotNull(issued.getReservationCode());
        assertNotNull(issued.getCodeOfTax());
        assertEquals("1002", client.eInvoice().createAndIssue(new EInvoiceCreateAndIssueRequest().merchantId(merchantId)
                .invoicePattern("1").invoiceSeries(template.getInvoiceSeries()).invoiceCode(invoiceCode)
                .invoiceDate("2026-01-31").items(items)).getCode(), "issued once");
        EInvoiceDownloadData file = MerchantJourney.ok(client.eInvoice().download(new EInvoiceDownloadRequest().invoiceCode(invoiceCode)
                .accountId(accountId))).getData();
        String text = pdfText(file.getPdfBase64());
        assertTrue(text.startsWith("%PDF-1.4") && text.endsWith("%%EOF"));
        assertTrue(text.contains("Cong ty ABC") && text.contains("Total: 54000 VND"), text);

        MerchantJourney.ok(client.eInvoice().sendEmail(new EInvoiceSendEmailRequest().invoiceCode(invoiceCode).merchantId(merchantId)
                .recipientEmail("ketoan@abc.example").buyerName("Công ty ABC")));
        JsonNode mails = control.call("GET", "/sandbox/e-invoice/mails?invoiceCode=" + invoiceCode).get("data");
        assertEquals(1, mails.size());
        assertEquals("ketoan@abc.example", mails.get(0).get("recipientEmail").asString());
        assertTrue(pdfText(mails.get(0).get("attachment").get("pdfBase64").asString()).startsWith("%PDF-1.4"));

        assertEquals("cancelled", control.call("POST", "/sandbox/e-invoice/invoices/" + invoiceCode + "/cancel")
                .get("data").get("status").asString());
        EInvoiceGetInvoiceInfoData cancelled = MerchantJourney.ok(client.eInvoice().getInvoiceInfo(new EInvoiceGetInvoiceInfoRequest()
                .invoiceCode(invoiceCode))).getData();
        assertTrue(cancelled.getUrl().endsWith("status=cancelled"), cancelled.getUrl());
        assertEquals("00000001", cancelled.getInvoiceNumber());
        JsonNode stored = control.call("GET", "/sandbox/e-invoice/invoices/" + invoiceCode).get("data");
        assertEquals("cancelled", stored.get("status").asString());
        assertEquals(accountId, stored.get("accountId").asLong());
        assertEquals("54000", stored.get("totalAmount").asString());
        assertEquals("1002", client.eInvoice().sendEmail(new EInvoiceSendEmailRequest().invoiceCode(invoiceCode)
                .recipientEmail("ketoan@abc.example")).getCode(), "a cancelled invoice is not mailed");

        MerchantJourney.ok(client.eInvoice().deleteAccount(new EInvoiceDeleteAccountRequest().id(spare).merchantId(merchantId)));
        assertEquals(1L, MerchantJourney.ok(client.eInvoice().getPagingAccount(new EInvoiceGetPagingAccountRequest().skipCount(0L)
                .maxResultCount(10L).merchantId(merchantId))).getData().getTotalCount());
    }

    /** The bytes of a base64 PDF as ISO-8859-1 text. */
    static String pdfText(String base64) {
        return new String(Base64.getDecoder().decode(base64), StandardCharsets.ISO_8859_1);
    }
}
