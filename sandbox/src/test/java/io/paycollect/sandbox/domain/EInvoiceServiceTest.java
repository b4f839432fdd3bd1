package io.paycollect.sandbox.domain;

import static io.paycollect.sandbox.domain.DomainFixture.request;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.paycollect.sandbox.pdf.PdfChecks;
import io.paycollect.sandbox.store.InvalidField;
import io.paycollect.sandbox.store.Refusal;
import io.paycollect.server.model.EInvoiceCreateOrUpdateAccountRequest;
import io.paycollect.server.model.EInvoiceCreateRequest;
import io.paycollect.server.model.EInvoiceDeleteAccountRequest;
import io.paycollect.server.model.EInvoiceDownloadRequest;
import io.paycollect.server.model.EInvoiceGetInvoiceInfoRequest;
import io.paycollect.server.model.EInvoiceGetPagingAccountRequest;
import io.paycollect.server.model.EInvoiceInvoiceTemplatesRequest;
import io.paycollect.server.model.EInvoiceSendEmailRequest;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class EInvoiceServiceTest {

    private final DomainFixture f = new DomainFixture();
    private final EInvoiceService e = f.eInvoices;

    private long account(Object merchantId, String provider, Object... more) {
        Map<String, Object> m = new LinkedHashMap<>(Map.of("provider", provider, "taxCode", "0312345678",
                "username", "user-" + provider, "password", "secret-" + provider));
        if (merchantId != null) {
            m.put("merchantId", merchantId);
        }
        for (int i = 0; i < more.length; i += 2) {
            m.put((String) more[i], more[i + 1]);
        }
        return e.createOrUpdateAccount(DomainFixture.request(EInvoiceCreateOrUpdateAccountRequest.class, m));
    }

    private static EInvoiceCreateRequest invoice(String code, Object... more) {
        Map<String, Object> m = new LinkedHashMap<>(Map.of("invoicePattern", "1", "invoiceSeries", "C26TMS",
                "invoiceCode", code, "invoiceDate", "2026-01-31", "buyerName", "Công ty Hải Đăng",
                "items", List.of(Map.of("itemName", "Cà phê", "quantity", "2", "unitPrice", "25000", "taxRateCode", "8%"),
                        Map.of("itemName", "Bánh", "quantity", "1", "unitPrice", "10000", "taxRateCode", "KCT"))));
        for (int i = 0; i < more.length; i += 2) {
            m.put((String) more[i], more[i + 1]);
        }
        return DomainFixture.request(EInvoiceCreateRequest.class, m);
    }

    private static String pdf(String base64) {
        return PdfChecks.assertWellFormed(Base64.getDecoder().decode(base64));
    }

    @Test
    void theFourProvidersHaveAName() {
        assertEquals(List.of("x-cyber", "hilo", "s-invoice", "misa"), e.getProvider().stream().map(p -> p.getCode().getValue()).toList());
        assertTrue(e.getProvider().stream().allMatch(p -> DomainFixture.fields(p).keySet().equals(java.util.Set.of("code", "name"))));
    }

    @Test
    void accountsArePagedWithTheirPasswordMaskedAndOneDefaultPerMerchant() {
        long m = f.merchant("A");
        long first = account(m, "misa");
        long second = account(m, "hilo");
        Map<String, Object> page = DomainFixture.fields(e.getPagingAccount(request(EInvoiceGetPagingAccountRequest.class, "merchantId", m, "skipCount", 0, "maxResultCount", 10)));
        List<Map<String, Object>> items = (List<Map<String, Object>>) page.get("items");
        assertEquals(2L, page.get("totalCount"));
        assertEquals(List.of("********", "********"), items.stream().map(a -> a.get("password")).toList());
        assertFalse(items.toString().contains("secret"), items.toString());
        assertEquals(List.of(true, false), items.stream().map(a -> a.get("isDefault")).toList(), "the first account is the default");
        assertEquals(java.util.Set.of("id", "creationTime", "merchantId", "masterMerchantId", "provider", "taxCode", "username", "password",
                "isDefault", "isActive"), items.get(0).keySet());

        assertEquals(second, account(m, "hilo", "id", second, "isDefault", true));
        items = (List<Map<String, Object>>) DomainFixture.fields(e.getPagingAccount(request(EInvoiceGetPagingAccountRequest.class, "merchantId", m))).get("items");
        assertEquals(List.of(false, true), items.stream().map(a -> a.get("isDefault")).toList(), "one default per merchant");
        assertEquals(1L, e.getPagingAccount(request(EInvoiceGetPagingAccountRequest.class, "provider", "misa")).getTotalCount());
        assertEquals(1L, e.getPagingAccount(request(EInvoiceGetPagingAccountRequest.class, "filter", "USER-HILO")).getTotalCount());

        assertEquals("1001", assertThrows(Refusal.class, () -> account(99L, "misa")).code());
        assertEquals(Refusal.NOT_SUPPORTED, assertThrows(Refusal.class, () -> account(m, "viettel")).code());
        e.deleteAccount(request(EInvoiceDeleteAccountRequest.class, "id", first, "merchantId", m));
        assertEquals(1L, e.getPagingAccount(request(EInvoiceGetPagingAccountRequest.class, "merchantId", m)).getTotalCount());
        assertEquals("1001", assertThrows(Refusal.class, () -> e.deleteAccount(request(EInvoiceDeleteAccountRequest.class, "id", first))).code());
    }

    @Test
    void templatesNeedTheAccountsOwnCredentials() {
        long m = f.merchant("A");
        long id = account(m, "misa");
        Map<String, Object> ok = DomainFixture.fields(e.invoiceTemplates(request(EInvoiceInvoiceTemplatesRequest.class, "merchantId", m, "accountId", id, "provider", "misa",
                "taxCode", "0312345678", "username", "user-misa", "password", "secret-misa", "invoiceNoToCheck", 0)));
        assertEquals(Map.of("invoicePattern", "1", "invoiceSeries", "C26TMS", "quota", java.math.BigDecimal.valueOf(1000)), ok);
        assertEquals(java.math.BigDecimal.valueOf(990L), e.invoiceTemplates(request(EInvoiceInvoiceTemplatesRequest.class, "merchantId", m, "accountId", id, "provider", "misa",
                "taxCode", "0312345678", "username", "user-misa", "password", "secret-misa", "invoiceNoToCheck", 10)).getQuota());
        assertEquals("password: does not match", assertThrows(Refusal.class, () -> e.invoiceTemplates(request(EInvoiceInvoiceTemplatesRequest.class, "merchantId", m,
                "accountId", id, "provider", "misa", "taxCode", "0312345678", "username", "user-misa", "password", "x",
                "invoiceNoToCheck", 0))).getMessage());
        assertEquals("1001", assertThrows(Refusal.class, () -> e.invoiceTemplates(request(EInvoiceInvoiceTemplatesRequest.class, "merchantId", m + 1,
                "accountId", id, "provider", "misa", "taxCode", "0312345678", "username", "user-misa",
                "password", "secret-misa", "invoiceNoToCheck", 0))).code());
    }

    @Test
    void issuingADraftWritesTheFieldsSentOverItsOwnAndKeepsTheOthers() {
        long m = f.merchant("A");
        account(m, "misa");
        e.create(invoice("HD-1", "merchantId", m, "buyerTaxCode", "0101234567", "buyerEmail", "ketoan@haidang.example"));
        e.createAndIssue(invoice("HD-1", "merchantId", m, "buyerName", "Công ty B", "currency", "USD"));
        Invoice.View issued = e.invoice("HD-1");
        assertEquals("Công ty B", issued.buyerName(), "sent again: the request's");
        assertEquals("USD", issued.currency());
        assertEquals("0101234567", issued.buyerTaxCode(), "not sent again: the draft's");
        assertEquals("ketoan@haidang.example", issued.buyerEmail());
    }

    @Test
    void aDraftIsIssuedByCreateAndIssueThenCancelledThroughTheControlArea() {
        long m = f.merchant("A");
        long id = account(m, "misa");
        io.paycollect.server.model.EInvoiceCreateData draft = e.create(invoice("HD-1", "merchantId", m));
        assertEquals("HD-1", draft.getInvoiceCode());
        String draftPdf = pdf(draft.getPdfBase64());
        assertTrue(draftPdf.contains("DRAFT") && draftPdf.contains("Cong ty Hai Dang") && draftPdf.contains("Total: 64000 VND"),
                draftPdf);
        io.paycollect.server.model.EInvoiceGetInvoiceInfoData info = e.getInvoiceInfo(request(EInvoiceGetInvoiceInfoRequest.class, "invoiceCode", "HD-1"));
        assertEquals("TRK000001", info.getTrackingCode());
        assertNull(info.getInvoiceNumber(), "a draft has no number yet");
        assertEquals("draft", e.invoice("HD-1").status());
        assertEquals(id, e.invoice("HD-1").accountId(), "the merchant's default account");

        Map<String, Object> issued = DomainFixture.fields(e.createAndIssue(invoice("HD-1", "accountId", id, "buyerName", "Công ty B")));
        assertEquals(java.util.Set.of("invoiceCode", "trackingCode", "invoiceNumber", "reservationCode", "codeOfTax", "url"),
                issued.keySet());
        assertEquals("00000001", issued.get("invoiceNumber"));
        assertEquals("TRK000001", issued.get("trackingCode"), "the draft, issued");
        assertTrue(((String) issued.get("reservationCode")).matches("[A-Z2-9]{10}"));
        assertTrue(((String) issued.get("codeOfTax")).matches("M1-26-PCSBX-\\d{11}"), (String) issued.get("codeOfTax"));
        assertEquals(issued, DomainFixture.fields(e.getInvoiceInfo(request(EInvoiceGetInvoiceInfoRequest.class, "invoiceCode", "HD-1", "accountId", id))));
        assertTrue(pdf(e.download(request(EInvoiceDownloadRequest.class, "invoiceCode", "HD-1")).getPdfBase64()).contains("Invoice number: 00000001"));
        assertEquals("00000002", e.createAndIssue(invoice("HD-2", "merchantId", m)).getInvoiceNumber(), "numbers count per account");

        Invoice.View cancelled = e.cancel("HD-1");
        assertEquals("cancelled", cancelled.status());
        assertTrue(e.getInvoiceInfo(request(EInvoiceGetInvoiceInfoRequest.class, "invoiceCode", "HD-1")).getUrl().endsWith("status=cancelled"));
        assertEquals("00000001", e.getInvoiceInfo(request(EInvoiceGetInvoiceInfoRequest.class, "invoiceCode", "HD-1")).getInvoiceNumber());
        assertTrue(pdf(e.download(request(EInvoiceDownloadRequest.class, "invoiceCode", "HD-1")).getPdfBase64()).contains("CANCELLED on"));
        assertEquals("1002", assertThrows(Refusal.class, () -> e.cancel("HD-1")).code(), "cancelled once");
        e.create(invoice("HD-3", "merchantId", m));
        assertEquals("1002", assertThrows(Refusal.class, () -> e.cancel("HD-3")).code(), "a draft is not cancelled");
        assertEquals("1001", assertThrows(Refusal.class, () -> e.cancel("HD-404")).code());
    }

    @Test
    void aLongInvoiceKeepsItsTotalAndStateOnThePage() {
        long m = f.merchant("A");
        account(m, "misa");
        List<Map<String, Object>> many = new java.util.ArrayList<>();
        for (int i = 0; i < 50; i++) {
            many.add(Map.of("itemName", "Item " + i, "quantity", "1", "unitPrice", "1000", "taxRateCode", "KCT"));
        }
        e.createAndIssue(invoice("HD-LONG", "merchantId", m, "items", many));
        e.cancel("HD-LONG");

        String page = pdf(e.download(request(EInvoiceDownloadRequest.class, "invoiceCode", "HD-LONG")).getPdfBase64());

        assertTrue(page.contains("... and 25 more items") && page.contains("Total: 50000 VND") && page.contains("CANCELLED on"),
                page);
        assertFalse(page.contains("Item 30"), "items past the page are summed up, not drawn below it");
    }

    @Test
    void numbersOutOfRangeAreRefusedNamingTheFieldBeforeAnyArithmetic() {
        long m = f.merchant("A");
        account(m, "misa");
        java.util.function.Function<Map<String, Object>, String> refused = item -> assertThrows(Refusal.class,
                () -> e.create(invoice("HD-X", "merchantId", m, "items", List.of(item)))).getMessage();
        Map<String, Object> base = Map.of("itemName", "A", "quantity", "1", "unitPrice", "1000", "taxRateCode", "8%");
        java.util.function.BiFunction<String, String, Map<String, Object>> with = (k, v) -> {
            Map<String, Object> item = new LinkedHashMap<>(base);
            item.put(k, v);
            return item;
        };
        assertTrue(refused.apply(with.apply("quantity", "1e-60000000")).contains("items[0].quantity"));
        assertEquals("items[0].quantity: must be a number", refused.apply(with.apply("quantity", "two")));
        Map<String, Object> unnamed = new LinkedHashMap<>(base);
        unnamed.remove("itemName");
        assertEquals("items[0].itemName: is required", refused.apply(unnamed));
        assertTrue(refused.apply(with.apply("quantity", "1e999999999")).contains("items[0].quantity"));
        // The largest exponent there is: digits before the point counted without int overflow.
        assertEquals("items[0].unitPrice: must have at most 15 digits before the decimal point",
                refused.apply(with.apply("unitPrice", "1e2147483647")));
        assertTrue(refused.apply(with.apply("discountAmount", "1e-999999999")).contains("items[0].discountAmount"));
        assertTrue(refused.apply(with.apply("discountAmount", "5000")).contains("items[0].totalAfterTax"), "a negative line");
        assertTrue(DomainFixture.refusal(() -> e.create(invoice("HD-Y", "merchantId", m, "totalAfterTax",
                "1e999999999"))).startsWith("1008 totalAfterTax: "));
        assertTrue(DomainFixture.refusal(() -> e.create(invoice("HD-Z", "merchantId", m, "totalAfterTax",
                "-5"))).startsWith("1008 totalAfterTax: "));
        assertEquals("1008 invoiceDate: is not a day (and time) of the calendar", DomainFixture.refusal(
                () -> e.create(invoice("HD-C", "merchantId", m, "invoiceDate", "2026-02-30"))));
        assertTrue(assertThrows(InvalidField.class, () -> e.create(invoice("HD-D", "merchantId", m, "invoiceDate",
                "2026-01-31x"))).getMessage().contains("invoiceDate"));
        assertEquals("HD-T", e.create(invoice("HD-T", "merchantId", m, "invoiceDate", "2026-01-31T09:15:00")).getInvoiceCode());
    }

    @Test
    void anInvoiceCodeIsUsedOnce() {
        long m = f.merchant("A");
        account(m, "misa");
        e.create(invoice("HD-1", "merchantId", m));
        assertEquals("invoiceCode: is already used, cannot use it for another invoice",
                assertThrows(Refusal.class, () -> e.create(invoice("HD-1", "merchantId", m))).getMessage());
        e.createAndIssue(invoice("HD-1", "merchantId", m));
        assertEquals("1002", assertThrows(Refusal.class, () -> e.createAndIssue(invoice("HD-1", "merchantId", m))).code());
        assertEquals("1002", assertThrows(Refusal.class, () -> e.create(invoice("HD-1", "merchantId", m))).code());
        e.createAndIssue(invoice("HD-2", "merchantId", m));
        assertEquals("1002", assertThrows(Refusal.class, () -> e.createAndIssue(invoice("HD-2", "merchantId", m))).code());
    }

    @Test
    void anInvoiceNeedsAnActiveAccount() {
        long m = f.merchant("A");
        assertEquals("accountId: none sent, and merchant 1 has no default e-invoice account",
                assertThrows(Refusal.class, () -> e.create(invoice("HD-1", "merchantId", m))).getMessage());
        assertEquals("1001", assertThrows(Refusal.class, () -> e.create(invoice("HD-1", "accountId", 7))).code());
        long id = account(m, "misa", "isActive", false);
        assertEquals("1002", assertThrows(Refusal.class, () -> e.create(invoice("HD-1", "accountId", id))).code());
        long other = account(f.merchant("B"), "hilo");
        assertEquals("1001", assertThrows(Refusal.class, () -> e.create(invoice("HD-1", "accountId", other, "merchantId", m))).code());
        assertEquals("1008 items[0].quantity: must be a number", DomainFixture.refusal(() -> e.create(invoice("HD-1", "accountId", other,
                "items", List.of(Map.of("itemName", "X", "quantity", "two", "unitPrice", "1", "taxRateCode", "10%"))))));
        assertEquals("items", assertThrows(InvalidField.class, () -> e.create(invoice("HD-1", "accountId", other,
                "items", List.of()))).field());
        assertEquals("invoiceDate", assertThrows(InvalidField.class, () -> e.create(invoice("HD-1", "accountId", other,
                "invoiceDate", "yesterday"))).field());
    }

    @Test
    void aMailIsRecordedWithThePdfAttachedInsteadOfSent() {
        long m = f.merchant("A");
        account(m, "misa");
        e.create(invoice("HD-1", "merchantId", m));
        assertEquals("1002", assertThrows(Refusal.class, () -> e.sendEmail(request(EInvoiceSendEmailRequest.class, "invoiceCode", "HD-1",
                "recipientEmail", "a@b.example"))).code(), "a draft is not mailed");
        e.createAndIssue(invoice("HD-1", "merchantId", m));
        e.sendEmail(request(EInvoiceSendEmailRequest.class, "invoiceCode", "HD-1", "recipientEmail", "ketoan@haidang.example"));
        e.sendEmail(request(EInvoiceSendEmailRequest.class, "invoiceCode", "HD-1", "recipientEmail", "giamdoc@haidang.example", "buyerName", "Anh Đăng"));
        assertEquals("recipientEmail", assertThrows(InvalidField.class, () -> e.sendEmail(request(EInvoiceSendEmailRequest.class, "invoiceCode", "HD-1",
                "recipientEmail", "not-an-address"))).field());

        List<InvoiceMail.View> mails = e.mails(null, "HD-1");
        assertEquals(2, mails.size());
        InvoiceMail.View mail = mails.get(0);
        assertEquals("ketoan@haidang.example", mail.recipientEmail());
        assertEquals("HD-1", mail.invoiceCode());
        assertEquals("Công ty Hải Đăng", mail.buyerName(), "the invoice's buyer unless the request names one");
        assertEquals("Anh Đăng", mails.get(1).buyerName());
        assertEquals("2026-01-31T09:15:00.000", mail.sentAt());
        InvoiceMail.Attachment attachment = mail.attachment();
        assertEquals("HD-1.pdf", attachment.fileName());
        assertEquals("application/pdf", attachment.contentType());
        assertTrue(pdf(attachment.pdfBase64()).contains("Invoice number: 00000001"));
        assertEquals(1, e.mails("GIAMDOC@haidang.example", null).size());
        assertEquals(0, e.mails(null, "HD-2").size());
    }
}
