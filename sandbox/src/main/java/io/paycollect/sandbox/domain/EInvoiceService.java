package io.paycollect.sandbox.domain;

import io.paycollect.sandbox.store.Fields;
import io.paycollect.sandbox.store.InvalidField;
import io.paycollect.sandbox.store.Paging;
import io.paycollect.sandbox.store.Refusal;
import io.paycollect.sandbox.store.SandboxClock;
import io.paycollect.sandbox.store.Table;
import io.paycollect.sandbox.store.Values;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * The e-invoice group: accounts of a merchant at an e-invoice provider ({@code x-cyber}, {@code hilo},
 * {@code s-invoice}, {@code misa}), and the invoices made with them. Nothing goes to a provider or a tax
 * authority: the sandbox plays both, numbers the invoices itself and renders each as a real one-page PDF.
 *
 * <p>Accounts have numeric ids from 1. The password is kept only as its SHA-256 (to check it in
 * invoice-templates) and always answered as {@code ********}. A merchant's default account
 * ({@code isDefault}) is the one an invoice uses when the request names no {@code accountId}; a merchant's
 * first account is its default unless {@code isDefault} says otherwise, and marking one default unmarks
 * the others.
 *
 * <p>Invoices are known by their {@code invoiceCode} (the caller's, used once in the sandbox): {@code draft}
 * (create) → {@code issued} (create-and-issue, directly or of the draft with that code) → {@code cancelled}
 * (only through the control endpoint: no SDK operation cancels). Issuing gives the invoice its number
 * (eight digits, counting from 1 per account), a lookup code ({@code reservationCode}) and the tax
 * authority's code ({@code codeOfTax}). send-email records the mail instead of sending it.
 */
public final class EInvoiceService {

    /** What every password is answered as. */
    public static final String MASKED_PASSWORD = "********";
    /** Invoice numbers an account may issue in its series. */
    static final long QUOTA = 1000;
    /** The invoice pattern (form) of a value-added-tax invoice. */
    static final String VAT_INVOICE_PATTERN = "1";

    static final String DRAFT = "draft";
    static final String ISSUED = "issued";
    static final String CANCELLED = "cancelled";

    /** The providers of {@code EInvoiceProviderEnum}, with the name get-provider gives each, and the two letters of its series. */

    private final MerchantService merchants;
    private final SandboxClock clock;
    private final Table<Map<String, Object>> accounts;
    private final Table<Map<String, Object>> invoices;
    private final Table<Map<String, Object>> mails;

    /** E-invoices of the merchants of {@code merchants}. */
    public EInvoiceService(MerchantService merchants, SandboxClock clock) {
        this(merchants, clock, Table.DEFAULT_CAPACITY);
    }

    /**
     * As {@link #EInvoiceService(MerchantService, SandboxClock)}, each of its tables holding at most
     * {@code maxRecords} records.
     */
    public EInvoiceService(MerchantService merchants, SandboxClock clock, int maxRecords) {
        this.merchants = merchants;
        this.clock = clock;
        this.accounts = new Table<>("id", m -> m.get("id"), "e-invoice account", maxRecords);
        this.invoices = new Table<>("invoiceCode", m -> m.get("invoiceCode"), "invoice", maxRecords);
        this.mails = new Table<>("id", m -> m.get("id"), "invoice e-mail", maxRecords);
    }

    // ---- Providers and accounts ----------------------------------------------------------------

    /** The four providers ({@code EInvoiceProviderDto}): {@code [{code, name}]}. */
    public List<Map<String, Object>> getProvider() {
        return java.util.Arrays.stream(EInvoiceProvider.values()).map(p -> Values.of("code", p.code, "name", p.displayName))
                .toList();
    }

    /**
     * Without {@code id}: creates an account ({@code CreateOrUpdateEInvoiceAccountDto}) of {@code merchantId}
     * (must exist when sent; none: the calling client's own). With {@code id}: updates it (of the same
     * merchant, when {@code merchantId} is sent). {@code isActive} is {@code true} unless sent. Answers the id.
     */
    // Synchronized: "the first account of a merchant is its default" and "one default per merchant" are
    // read and written in separate steps; accounts change rarely, so one lock for all is cheap.
    public synchronized long createOrUpdateAccount(Fields request) {
        String provider = EInvoiceProvider.of(request, "provider").code;
        Map<String, Object> settings = Values.of("provider", provider, "taxCode", request.text("taxCode"),
                "username", request.text("username"), "passwordSha256", PasswordDigest.of(request.text("password")),
                "isActive", request.optionalBool("isActive").orElse(null));
        Boolean isDefault = request.optionalBool("isDefault").orElse(null);
        Long merchantId = request.optionalId("merchantId").orElse(null);
        if (merchantId != null) {
            merchants.requireMerchant(merchantId, "merchantId");
        }
        Long id = request.optionalId("id").orElse(null);
        Map<String, Object> account;
        if (id == null) {
            boolean first = accounts.list(a -> Objects.equals(merchantId, a.get("merchantId"))).isEmpty();
            account = accounts.insert(n -> Values.merge(Values.of("id", n, "merchantId", merchantId,
                    "isDefault", isDefault != null ? isDefault : first, "isActive", true, "lastInvoiceNumber", 0L,
                    "creationTime", clock.now()), settings));
        } else {
            account = accounts.update(id, "id", a -> {
                if (merchantId != null && !merchantId.equals(a.get("merchantId"))) {
                    throw Refusal.wrongState("id", "an account of another merchant", "update it");
                }
                return Values.merge(a, Values.merge(settings, Values.of("isDefault", isDefault,
                        "lastModificationTime", clock.now())));
            });
        }
        if (Boolean.TRUE.equals(account.get("isDefault"))) {
            Object owner = account.get("merchantId");
            for (Map<String, Object> other : accounts.list(a -> Objects.equals(owner, a.get("merchantId"))
                    && !a.get("id").equals(account.get("id")) && Boolean.TRUE.equals(a.get("isDefault")))) {
                accounts.update(other.get("id"), a -> Values.merge(a, Values.of("isDefault", false)));
            }
        }
        return (Long) account.get("id");
    }

    /**
     * A page of accounts ({@code GetPagingEInvoiceAccountOutputDto}), of {@code merchantId}, {@code provider},
     * {@code isDefault}, {@code isActive} when sent; {@code filter} keeps those whose tax code or user name
     * contains it. The password is answered as {@code ********}.
     */
    public Map<String, Object> getPagingAccount(Fields request) {
        Paging paging = Paging.of(request);
        Long merchantId = request.optionalId("merchantId").orElse(null);
        String provider = request.optionalText("provider").isPresent() ? EInvoiceProvider.of(request, "provider").code : null;
        Boolean isDefault = request.optionalBool("isDefault").orElse(null);
        Boolean isActive = request.optionalBool("isActive").orElse(null);
        String filter = request.optionalText("filter").orElse(null);
        return paging.apply(accounts.list(a -> (merchantId == null || merchantId.equals(a.get("merchantId")))
                && (provider == null || provider.equals(a.get("provider")))
                && (isDefault == null || isDefault.equals(a.get("isDefault")))
                && (isActive == null || isActive.equals(a.get("isActive")))
                && Values.matches(a, filter, "taxCode", "username"))
                .stream().map(EInvoiceService::accountDto).toList());
    }

    private static Map<String, Object> accountDto(Map<String, Object> a) {
        return Values.merge(Values.pick(a, "id", "creationTime", "merchantId", "provider", "taxCode", "username"),
                Values.of("password", MASKED_PASSWORD, "isDefault", a.get("isDefault"), "isActive", a.get("isActive")));
    }

    /** Deletes the account {@code id} (of {@code merchantId}, when sent); answers {@code {}}. Its invoices stay. */
    public Map<String, Object> deleteAccount(Fields request) {
        long id = request.id("id");
        Long merchantId = request.optionalId("merchantId").orElse(null);
        Map<String, Object> account = accounts.require(id, "id");
        if (merchantId != null && !merchantId.equals(account.get("merchantId"))) {
            throw Refusal.unknownId("id", "e-invoice account of this merchant");
        }
        accounts.remove(id, "id");
        return Values.of();
    }

    /**
     * The template of the account {@code accountId} ({@code InvoiceTemplateInputDto}: the account's
     * {@code merchantId}, {@code provider}, {@code taxCode}, {@code username} and {@code password} must match,
     * else 1004 naming the first that does not): {@code {invoicePattern, invoiceSeries, quota}}, the pattern
     * {@code 1} (a VAT invoice), the series {@code C<yy>T<two letters of the provider>} and, as quota, how
     * many invoice numbers of the series' {@value #QUOTA} are left after {@code invoiceNoToCheck} and after
     * the last number issued.
     */
    public Map<String, Object> invoiceTemplates(Fields request) {
        long merchantId = request.id("merchantId");
        long accountId = request.id("accountId");
        String provider = EInvoiceProvider.of(request, "provider").code;
        String taxCode = request.text("taxCode");
        String username = request.text("username");
        String password = request.text("password");
        int toCheck = request.optionalInt("invoiceNoToCheck").orElseThrow(() -> new InvalidField("invoiceNoToCheck", "is required"));
        if (toCheck < 0) {
            throw new InvalidField("invoiceNoToCheck", "must be 0 or more");
        }
        Map<String, Object> account = accounts.require(accountId, "accountId");
        if (!Long.valueOf(merchantId).equals(account.get("merchantId"))) {
            throw Refusal.unknownId("accountId", "e-invoice account of this merchant");
        }
        if (!provider.equals(account.get("provider"))) {
            throw Refusal.wrongCode("provider");
        }
        if (!taxCode.equals(account.get("taxCode"))) {
            throw Refusal.wrongCode("taxCode");
        }
        if (!username.equals(account.get("username"))) {
            throw Refusal.wrongCode("username");
        }
        if (!PasswordDigest.matches(password, (String) account.get("passwordSha256"))) {
            throw Refusal.wrongCode("password");
        }
        long used = Math.max(toCheck, ((Number) account.get("lastInvoiceNumber")).longValue());
        return Values.of("invoicePattern", VAT_INVOICE_PATTERN, "invoiceSeries", series(account),
                "quota", Math.max(0L, QUOTA - used));
    }

    // ---- Invoices ------------------------------------------------------------------------------

    /**
     * A {@code draft} invoice ({@code CreateInvoiceDto}) with the account {@code accountId}, else the default
     * account of {@code merchantId}; its {@code invoiceCode} must be new (1002). Answers
     * {@code {invoiceCode, pdfBase64}}, the draft as a PDF.
     */
    public Map<String, Object> create(Fields request) {
        Map<String, Object> account = usableAccount(request);
        Map<String, Object> input = InvoiceInput.read(request);
        String code = request.text("invoiceCode");
        Map<String, Object> invoice = invoices.insertUnique(code, "invoiceCode", n -> newInvoice(code, n, input, account,
                request));
        return Values.of("invoiceCode", code, "pdfBase64", InvoicePdf.base64(invoice));
    }

    /**
     * Issues an invoice ({@code CreateInvoiceDto}): a new one, or the {@code draft} with this
     * {@code invoiceCode} (of the same account; the request's fields written over the draft's). An invoice
     * already issued or cancelled is refused (1002). Answers {@code TrackingResultDto}
     * {@code {invoiceCode, trackingCode, invoiceNumber, reservationCode, codeOfTax, url}}.
     */
    public Map<String, Object> createAndIssue(Fields request) {
        Map<String, Object> account = usableAccount(request);
        Map<String, Object> input = InvoiceInput.read(request);
        String code = request.text("invoiceCode");
        Map<String, Object> invoice = invoices.insertOrUpdate(code,
                n -> issue(newInvoice(code, n, input, account, request)),
                draft -> {
                    if (!DRAFT.equals(draft.get("status"))) {
                        throw Refusal.wrongState("invoiceCode", draft.get("status"), "issue it again");
                    }
                    if (!draft.get("accountId").equals(account.get("id"))) {
                        throw Refusal.wrongState("invoiceCode", "a draft of e-invoice account " + draft.get("accountId"),
                                "issue it with account " + account.get("id"));
                    }
                    return issue(Values.merge(draft, Values.merge(input, Values.of("lastModificationTime", clock.now()))));
                });
        return tracking(invoice);
    }

    /** The tracking result of the invoice {@code invoiceCode}, as create-and-issue answers it (a draft has no number yet). */
    public Map<String, Object> getInvoiceInfo(Fields request) {
        return tracking(requireInvoice(request));
    }

    /** The invoice {@code invoiceCode} as a PDF, in its current state: {@code {invoiceCode, pdfBase64}}. */
    public Map<String, Object> download(Fields request) {
        Map<String, Object> invoice = requireInvoice(request);
        return Values.of("invoiceCode", invoice.get("invoiceCode"), "pdfBase64", InvoicePdf.base64(invoice));
    }

    /**
     * Mails the {@code issued} invoice {@code invoiceCode} to {@code recipientEmail} (a draft or a cancelled
     * invoice is refused, 1002): the sandbox records the mail, the PDF attached, instead of sending it
     * ({@code GET /sandbox/e-invoice/mails}). Answers {@code {}}.
     */
    public Map<String, Object> sendEmail(Fields request) {
        String to = request.text("recipientEmail");
        if (!InvoiceInput.isEmail(to)) {
            throw new InvalidField("recipientEmail", "is not an e-mail address");
        }
        Map<String, Object> invoice = requireInvoice(request);
        if (!ISSUED.equals(invoice.get("status"))) {
            throw Refusal.wrongState("invoiceCode", invoice.get("status"), "mail it");
        }
        String buyerName = request.optionalText("buyerName").orElse((String) invoice.get("buyerName"));
        String code = (String) invoice.get("invoiceCode");
        mails.insert(n -> Values.of("id", n, "recipientEmail", to, "invoiceCode", code, "buyerName", buyerName,
                "subject", "Hoa don dien tu " + invoice.get("invoiceSeries") + " so " + invoice.get("invoiceNumber"),
                "sentAt", clock.now(), "attachment", Values.of("fileName", code + ".pdf",
                        "contentType", "application/pdf", "pdfBase64", InvoicePdf.base64(invoice))));
        return Values.of();
    }

    /**
     * Cancels the {@code issued} invoice {@code invoiceCode} (sandbox control: what a merchant does at the
     * provider; no SDK operation does it). Another state is refused (1002). Answers the invoice as
     * {@link #view} shows it.
     */
    public Map<String, Object> cancel(String invoiceCode) {
        return view(invoices.update(invoiceCode, "invoiceCode", invoice -> {
            if (!ISSUED.equals(invoice.get("status"))) {
                throw Refusal.wrongState("invoiceCode", invoice.get("status"), "cancel it");
            }
            return Values.merge(invoice, Values.of("status", CANCELLED, "cancelledTime", clock.now()));
        }));
    }

    /** The invoice {@code invoiceCode} with its state, for the sandbox's control area (not part of the service). */
    public Map<String, Object> invoice(String invoiceCode) {
        return view(invoices.require(invoiceCode, "invoiceCode"));
    }

    /** The mails send-email recorded, oldest first, only those to {@code recipientEmail} and of {@code invoiceCode} when given. */
    public List<Map<String, Object>> mails(String recipientEmail, String invoiceCode) {
        return mails.list(m -> (recipientEmail == null || recipientEmail.equalsIgnoreCase((String) m.get("recipientEmail")))
                && (invoiceCode == null || invoiceCode.equals(m.get("invoiceCode"))));
    }

    private Map<String, Object> view(Map<String, Object> invoice) {
        Map<String, Object> view = Values.pick(invoice, "invoiceCode", "status", "accountId", "merchantId", "provider",
                "sellerTaxCode", "invoicePattern", "invoiceSeries", "invoiceNumber", "invoiceDate", "buyerName",
                "buyerLegalName", "buyerTaxCode", "buyerEmail", "currency", "lines", "totalAmount", "trackingCode",
                "reservationCode", "codeOfTax", "creationTime", "issuedTime", "cancelledTime");
        view.put("url", lookupUrl(invoice));
        return view;
    }

    private Map<String, Object> newInvoice(String code, long n, Map<String, Object> input, Map<String, Object> account,
            Fields request) {
        return Values.merge(input, Values.of("invoiceCode", code, "status", DRAFT, "accountId", account.get("id"),
                "merchantId", account.get("merchantId"), "provider", account.get("provider"),
                "sellerTaxCode", account.get("taxCode"), "trackingCode", String.format("TRK%06d", n),
                "creationTime", clock.now()));
    }

    /** {@code invoice} issued: the next number of its account, a lookup code and the tax authority's code. */
    private Map<String, Object> issue(Map<String, Object> invoice) {
        Map<String, Object> account = accounts.update(invoice.get("accountId"), "accountId", a -> {
            long next = ((Number) a.get("lastInvoiceNumber")).longValue() + 1;
            if (next > QUOTA) {
                throw Refusal.wrongState("accountId", "out of invoice numbers", "issue another invoice");
            }
            return Values.merge(a, Values.of("lastInvoiceNumber", next));
        });
        long number = ((Number) account.get("lastInvoiceNumber")).longValue();
        int year = clock.local().getYear() % 100;
        return Values.merge(invoice, Values.of("status", ISSUED, "invoiceNumber", String.format("%08d", number),
                "reservationCode", InvoicePdf.lookupCode(),
                "codeOfTax", String.format("M1-%02d-PCSBX-%011d", year, ((Number) account.get("id")).longValue() * 100_000 + number),
                "issuedTime", clock.now()));
    }

    private Map<String, Object> tracking(Map<String, Object> invoice) {
        return Values.merge(Values.pick(invoice, "invoiceCode", "trackingCode", "invoiceNumber", "reservationCode",
                "codeOfTax"), Values.of("url", lookupUrl(invoice)));
    }

    /** Where a buyer looks the invoice up; it carries the invoice's state, the one field of the answer that can. */
    private static String lookupUrl(Map<String, Object> invoice) {
        return BankService.LINK_HOST + "/e-invoice/lookup?trackingCode=" + invoice.get("trackingCode")
                + "&status=" + invoice.get("status");
    }

    private Map<String, Object> requireInvoice(Fields request) {
        Map<String, Object> invoice = invoices.require(request.text("invoiceCode"), "invoiceCode");
        Long accountId = request.optionalId("accountId").orElse(null);
        if (accountId != null && !accountId.equals(invoice.get("accountId"))) {
            throw Refusal.unknownId("invoiceCode", "invoice of this e-invoice account");
        }
        Long merchantId = request.optionalId("merchantId").orElse(null);
        if (merchantId != null && !merchantId.equals(invoice.get("merchantId"))) {
            throw Refusal.unknownId("invoiceCode", "invoice of this merchant");
        }
        return invoice;
    }

    /** The account an invoice request names ({@code accountId}), else the default one of {@code merchantId}; it must be active. */
    private Map<String, Object> usableAccount(Fields request) {
        Long accountId = request.optionalId("accountId").orElse(null);
        Long merchantId = request.optionalId("merchantId").orElse(null);
        Map<String, Object> account;
        if (accountId != null) {
            account = accounts.require(accountId, "accountId");
            if (merchantId != null && !merchantId.equals(account.get("merchantId"))) {
                throw Refusal.unknownId("accountId", "e-invoice account of this merchant");
            }
        } else {
            if (merchantId != null) {
                merchants.requireMerchant(merchantId, "merchantId");
            }
            account = accounts.first(a -> Objects.equals(merchantId, a.get("merchantId")) && Boolean.TRUE.equals(a.get("isDefault")))
                    .orElseThrow(() -> Refusal.unknown("accountId", "none sent, and "
                            + (merchantId == null ? "the client" : "merchant " + merchantId) + " has no default e-invoice account"));
        }
        if (!Boolean.TRUE.equals(account.get("isActive"))) {
            throw Refusal.wrongState("accountId", "inactive", "make invoices with it");
        }
        return account;
    }

    private String series(Map<String, Object> account) {
        return "C" + String.format("%02d", clock.local().getYear() % 100) + "T"
                + EInvoiceProvider.byCode((String) account.get("provider")).seriesLetters;
    }

    /** Forgets every e-invoice account, invoice and recorded mail (the sandbox's reset). */
    public void reset() {
        accounts.removeAll(a -> true);
        invoices.removeAll(i -> true);
        mails.removeAll(m -> true);
    }
}
