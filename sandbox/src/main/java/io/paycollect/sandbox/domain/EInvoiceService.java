package io.paycollect.sandbox.domain;

import io.paycollect.sandbox.store.Given;
import io.paycollect.sandbox.store.InvalidField;
import io.paycollect.sandbox.store.Paging;
import io.paycollect.sandbox.store.Refusal;
import io.paycollect.sandbox.store.SandboxClock;
import io.paycollect.sandbox.store.Table;
import io.paycollect.sandbox.store.TextFilter;
import io.paycollect.server.model.EInvoiceCreateAndIssueData;
import io.paycollect.server.model.EInvoiceCreateData;
import io.paycollect.server.model.EInvoiceDownloadData;
import io.paycollect.server.model.EInvoiceGetInvoiceInfoData;
import io.paycollect.server.model.EInvoiceGetPagingAccountData;
import io.paycollect.server.model.EInvoiceInvoiceTemplatesData;
import io.paycollect.server.model.EInvoiceProviderCode;
import io.paycollect.server.model.EInvoiceCreateOrUpdateAccountRequest;
import io.paycollect.server.model.EInvoiceCreateRequest;
import io.paycollect.server.model.EInvoiceDeleteAccountRequest;
import io.paycollect.server.model.EInvoiceDownloadRequest;
import io.paycollect.server.model.EInvoiceGetInvoiceInfoRequest;
import io.paycollect.server.model.EInvoiceGetPagingAccountRequest;
import io.paycollect.server.model.EInvoiceInvoiceTemplatesRequest;
import io.paycollect.server.model.EInvoiceSendEmailRequest;
import java.math.BigDecimal;
import java.util.List;
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

    private final MerchantService merchants;
    private final SandboxClock clock;
    private final Table<EInvoiceAccount> accounts;
    private final Table<Invoice> invoices;
    private final Table<InvoiceMail> mails;

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
        this.accounts = new Table<>("id", EInvoiceAccount::id, "e-invoice account", maxRecords);
        this.invoices = new Table<>("invoiceCode", Invoice::invoiceCode, "invoice", maxRecords);
        this.mails = new Table<>("id", InvoiceMail::id, "invoice e-mail", maxRecords);
    }

    // ---- Providers and accounts ----------------------------------------------------------------

    /** The four providers ({@code EInvoiceProviderDto}): {@code [{code, name}]}. */
    public List<io.paycollect.server.model.EInvoiceProvider> getProvider() {
        return java.util.Arrays.stream(EInvoiceProvider.values()).map(p -> new io.paycollect.server.model.EInvoiceProvider()
                .code(EInvoiceProviderCode.fromValue(p.code)).name(p.displayName)).toList();
    }

    /**
     * Without {@code id}: creates an account ({@code CreateOrUpdateEInvoiceAccountDto}) of {@code merchantId}
     * (must exist when sent; none: the calling client's own). With {@code id}: updates it (of the same
     * merchant, when {@code merchantId} is sent). {@code isActive} is {@code true} unless sent. Answers the id.
     */
    // Synchronized: "the first account of a merchant is its default" and "one default per merchant" are
    // read and written in separate steps; accounts change rarely, so one lock for all is cheap.
    public synchronized long createOrUpdateAccount(EInvoiceCreateOrUpdateAccountRequest request) {
        EInvoiceProvider provider = EInvoiceProvider.of(request.getProvider(), "provider");
        String taxCode = Given.text("taxCode", request.getTaxCode());
        String username = Given.text("username", request.getUsername());
        String passwordSha256 = PasswordDigest.of(Given.text("password", request.getPassword()));
        Boolean isActive = request.getIsActive();
        Boolean isDefault = request.getIsDefault();
        Long merchantId = Given.optionalId("merchantId", request.getMerchantId()).orElse(null);
        if (merchantId != null) {
            merchants.requireMerchant(merchantId, "merchantId");
        }
        Long id = Given.optionalId("id", request.getId()).orElse(null);
        EInvoiceAccount account;
        if (id == null) {
            boolean first = accounts.list(a -> Objects.equals(merchantId, a.merchantId())).isEmpty();
            account = accounts.insert(n -> new EInvoiceAccount(n, merchantId, provider, taxCode, username, passwordSha256,
                    isDefault != null ? isDefault : first, isActive == null || isActive, 0, clock.now(), null));
        } else {
            account = accounts.update(id, "id", a -> {
                if (merchantId != null && !merchantId.equals(a.merchantId())) {
                    throw Refusal.wrongState("id", "an account of another merchant", "update it");
                }
                return a.updated(provider, taxCode, username, passwordSha256, isDefault, isActive, clock.now());
            });
        }
        if (account.isDefault()) {
            for (EInvoiceAccount other : accounts.list(a -> Objects.equals(account.merchantId(), a.merchantId())
                    && a.id() != account.id() && a.isDefault())) {
                accounts.update(other.id(), EInvoiceAccount::notDefault);
            }
        }
        return account.id();
    }

    /**
     * A page of accounts ({@code GetPagingEInvoiceAccountOutputDto}), of {@code merchantId}, {@code provider},
     * {@code isDefault}, {@code isActive} when sent; {@code filter} keeps those whose tax code or user name
     * contains it. The password is answered as {@code ********}.
     */
    public EInvoiceGetPagingAccountData getPagingAccount(EInvoiceGetPagingAccountRequest request) {
        Paging paging = Paging.of(request.getSkipCount(), request.getMaxResultCount());
        Long merchantId = Given.optionalId("merchantId", request.getMerchantId()).orElse(null);
        EInvoiceProvider provider = Given.optionalText(Given.valueOf(request.getProvider())).isPresent()
                ? EInvoiceProvider.of(request.getProvider(), "provider") : null;
        Boolean isDefault = request.getIsDefault();
        Boolean isActive = request.getIsActive();
        String filter = Given.optionalText(request.getFilter()).orElse(null);
        List<EInvoiceAccount> all = accounts.list(a -> (merchantId == null || merchantId.equals(a.merchantId()))
                && (provider == null || provider == a.provider())
                && (isDefault == null || isDefault == a.isDefault()) && (isActive == null || isActive == a.isActive())
                && TextFilter.matches(filter, a.taxCode(), a.username()));
        return new EInvoiceGetPagingAccountData().totalCount((long) all.size())
                .items(paging.slice(all).stream().map(EInvoiceAccount::toPageItem).toList());
    }

    /** Deletes the account {@code id} (of {@code merchantId}, when sent). Its invoices stay. */
    public void deleteAccount(EInvoiceDeleteAccountRequest request) {
        long id = Given.id("id", request.getId());
        Long merchantId = Given.optionalId("merchantId", request.getMerchantId()).orElse(null);
        EInvoiceAccount account = accounts.require(id, "id");
        if (merchantId != null && !merchantId.equals(account.merchantId())) {
            throw Refusal.unknownId("id", "e-invoice account of this merchant");
        }
        accounts.remove(id, "id");
    }

    /**
     * The template of the account {@code accountId}, else of the default account of {@code merchantId}
     * ({@code InvoiceTemplateInputDto}, every field optional in the newest SDKs: the account's {@code merchantId},
     * {@code provider}, {@code taxCode}, {@code username} and {@code password}, each when sent, must match, else 1004
     * naming the first that does not; {@code invoiceNoToCheck} 0 when not sent): {@code {invoicePattern, invoiceSeries, quota}}, the pattern
     * {@code 1} (a VAT invoice), the series {@code C<yy>T<two letters of the provider>} and, as quota, how
     * many invoice numbers of the series' {@value #QUOTA} are left after {@code invoiceNoToCheck} and after
     * the last number issued.
     */
    public EInvoiceInvoiceTemplatesData invoiceTemplates(EInvoiceInvoiceTemplatesRequest request) {
        // Every field is optional in the newest SDKs: the account as an invoice finds it, each credential checked when sent.
        EInvoiceAccount account = chosenAccount(request.getAccountId(), request.getMerchantId());
        int toCheck = Given.optionalWhole("invoiceNoToCheck", request.getInvoiceNoToCheck()).orElse(0);
        if (toCheck < 0) {
            throw new InvalidField("invoiceNoToCheck", "must be 0 or more");
        }
        if (request.getProvider() != null && EInvoiceProvider.of(request.getProvider(), "provider") != account.provider()) {
            throw Refusal.wrongCode("provider");
        }
        if (request.getTaxCode() != null && !Given.text("taxCode", request.getTaxCode()).equals(account.taxCode())) {
            throw Refusal.wrongCode("taxCode");
        }
        if (request.getUsername() != null && !Given.text("username", request.getUsername()).equals(account.username())) {
            throw Refusal.wrongCode("username");
        }
        if (request.getPassword() != null
                && !PasswordDigest.matches(Given.text("password", request.getPassword()), account.passwordSha256())) {
            throw Refusal.wrongCode("password");
        }
        long used = Math.max(toCheck, account.lastInvoiceNumber());
        return new EInvoiceInvoiceTemplatesData().invoicePattern(VAT_INVOICE_PATTERN).invoiceSeries(series(account))
                .quota(BigDecimal.valueOf(Math.max(0L, QUOTA - used)));
    }

    // ---- Invoices ------------------------------------------------------------------------------

    /**
     * A {@code draft} invoice ({@code CreateInvoiceDto}) with the account {@code accountId}, else the default
     * account of {@code merchantId}; its {@code invoiceCode} must be new (1002). Answers
     * {@code {invoiceCode, pdfBase64}}, the draft as a PDF.
     */
    public EInvoiceCreateData create(EInvoiceCreateRequest request) {
        EInvoiceAccount account = usableAccount(request.getAccountId(), request.getMerchantId());
        InvoiceInput input = InvoiceInput.read(request);
        String code = Given.text("invoiceCode", request.getInvoiceCode());
        Invoice invoice = invoices.insertUnique(code, "invoiceCode", n -> Invoice.draft(code, n, input, account, clock.now()));
        return new EInvoiceCreateData().invoiceCode(code).pdfBase64(InvoicePdf.base64(invoice));
    }

    /**
     * Issues an invoice ({@code CreateInvoiceDto}): a new one, or the {@code draft} with this
     * {@code invoiceCode} (of the same account; the request's fields written over the draft's). An invoice
     * already issued or cancelled is refused (1002). Answers {@code TrackingResultDto}
     * {@code {invoiceCode, trackingCode, invoiceNumber, reservationCode, codeOfTax, url}}. The request is
     * create's: both operations send {@code CreateInvoiceDto}, which the contract names once for each.
     */
    public EInvoiceCreateAndIssueData createAndIssue(EInvoiceCreateRequest request) {
        EInvoiceAccount account = usableAccount(request.getAccountId(), request.getMerchantId());
        InvoiceInput input = InvoiceInput.read(request);
        String code = Given.text("invoiceCode", request.getInvoiceCode());
        EInvoiceGetInvoiceInfoData tracking = invoices.insertOrUpdate(code,
                n -> issue(Invoice.draft(code, n, input, account, clock.now())),
                draft -> {
                    if (!DRAFT.equals(draft.status())) {
                        throw Refusal.wrongState("invoiceCode", draft.status(), "issue it again");
                    }
                    if (draft.accountId() != account.id()) {
                        throw Refusal.wrongState("invoiceCode", "a draft of e-invoice account " + draft.accountId(),
                                "issue it with account " + account.id());
                    }
                    return issue(draft.rewritten(input, clock.now()));
                }).toTracking();
        return new EInvoiceCreateAndIssueData().invoiceCode(tracking.getInvoiceCode()).trackingCode(tracking.getTrackingCode())
                .invoiceNumber(tracking.getInvoiceNumber()).reservationCode(tracking.getReservationCode())
                .codeOfTax(tracking.getCodeOfTax()).url(tracking.getUrl());
    }

    /** The tracking result of the invoice {@code invoiceCode}, as create-and-issue answers it (a draft has no number yet). */
    public EInvoiceGetInvoiceInfoData getInvoiceInfo(EInvoiceGetInvoiceInfoRequest request) {
        return requireInvoice(request.getInvoiceCode(), request.getAccountId(), request.getMerchantId()).toTracking();
    }

    /** The invoice {@code invoiceCode} as a PDF, in its current state: {@code {invoiceCode, pdfBase64}}. */
    public EInvoiceDownloadData download(EInvoiceDownloadRequest request) {
        Invoice invoice = requireInvoice(request.getInvoiceCode(), request.getAccountId(), request.getMerchantId());
        return new EInvoiceDownloadData().invoiceCode(invoice.invoiceCode()).pdfBase64(InvoicePdf.base64(invoice));
    }

    /**
     * Mails the {@code issued} invoice {@code invoiceCode} to {@code recipientEmail} (a draft or a cancelled
     * invoice is refused, 1002): the sandbox records the mail, the PDF attached, instead of sending it
     * ({@code GET /sandbox/e-invoice/mails}).
     */
    public void sendEmail(EInvoiceSendEmailRequest request) {
        String to = Given.text("recipientEmail", request.getRecipientEmail());
        if (!InvoiceInput.isEmail(to)) {
            throw new InvalidField("recipientEmail", "is not an e-mail address");
        }
        Invoice invoice = requireInvoice(request.getInvoiceCode(), request.getAccountId(), request.getMerchantId());
        if (!ISSUED.equals(invoice.status())) {
            throw Refusal.wrongState("invoiceCode", invoice.status(), "mail it");
        }
        String buyerName = Given.optionalText(request.getBuyerName()).orElse(invoice.input().buyerName());
        mails.insert(n -> new InvoiceMail(n, to, invoice.invoiceCode(), buyerName,
                "Hoa don dien tu " + invoice.input().invoiceSeries() + " so " + invoice.invoiceNumber(), clock.now(),
                InvoicePdf.base64(invoice)));
    }

    /**
     * Cancels the {@code issued} invoice {@code invoiceCode} (sandbox control: what a merchant does at the
     * provider; no SDK operation does it). Another state is refused (1002). Answers the invoice as
     * {@link #view} shows it.
     */
    public Invoice.View cancel(String invoiceCode) {
        return invoices.update(invoiceCode, "invoiceCode", invoice -> {
            if (!ISSUED.equals(invoice.status())) {
                throw Refusal.wrongState("invoiceCode", invoice.status(), "cancel it");
            }
            return invoice.cancelled(clock.now());
        }).toView();
    }

    /** The invoice {@code invoiceCode} with its state, for the sandbox's control area (not part of the service). */
    public Invoice.View invoice(String invoiceCode) {
        return invoices.require(invoiceCode, "invoiceCode").toView();
    }

    /** The mails send-email recorded, oldest first, only those to {@code recipientEmail} and of {@code invoiceCode} when given. */
    public List<InvoiceMail.View> mails(String recipientEmail, String invoiceCode) {
        return mails.list(m -> (recipientEmail == null || recipientEmail.equalsIgnoreCase(m.recipientEmail()))
                && (invoiceCode == null || invoiceCode.equals(m.invoiceCode()))).stream().map(InvoiceMail::toView).toList();
    }

    /** {@code invoice} issued: the next number of its account, a lookup code and the tax authority's code. */
    private Invoice issue(Invoice invoice) {
        EInvoiceAccount account = accounts.update(invoice.accountId(), "accountId", a -> {
            if (a.lastInvoiceNumber() + 1 > QUOTA) {
                throw Refusal.wrongState("accountId", "out of invoice numbers", "issue another invoice");
            }
            return a.numbered();
        });
        long number = account.lastInvoiceNumber();
        int year = clock.local().getYear() % 100;
        return invoice.issued(String.format("%08d", number), InvoicePdf.lookupCode(),
                String.format("M1-%02d-PCSBX-%011d", year, account.id() * 100_000 + number), clock.now());
    }

    /** The invoice {@code invoiceCode}, of the account {@code sentAccountId} and merchant {@code sentMerchantId} when sent. */
    private Invoice requireInvoice(String invoiceCode, Long sentAccountId, Long sentMerchantId) {
        Invoice invoice = invoices.require(Given.text("invoiceCode", invoiceCode), "invoiceCode");
        Long accountId = Given.optionalId("accountId", sentAccountId).orElse(null);
        if (accountId != null && accountId != invoice.accountId()) {
            throw Refusal.unknownId("invoiceCode", "invoice of this e-invoice account");
        }
        Long merchantId = Given.optionalId("merchantId", sentMerchantId).orElse(null);
        if (merchantId != null && !merchantId.equals(invoice.merchantId())) {
            throw Refusal.unknownId("invoiceCode", "invoice of this merchant");
        }
        return invoice;
    }

    /** The account an invoice request names ({@code accountId}), else the default one of {@code merchantId}; it must be active. */
    private EInvoiceAccount usableAccount(Long sentAccountId, Long sentMerchantId) {
        EInvoiceAccount account = chosenAccount(sentAccountId, sentMerchantId);
        if (!account.isActive()) {
            throw Refusal.wrongState("accountId", "inactive", "make invoices with it");
        }
        return account;
    }

    /** The account {@code accountId} (of {@code merchantId}, when sent), else the default account of {@code merchantId}. */
    private EInvoiceAccount chosenAccount(Long sentAccountId, Long sentMerchantId) {
        Long accountId = Given.optionalId("accountId", sentAccountId).orElse(null);
        Long merchantId = Given.optionalId("merchantId", sentMerchantId).orElse(null);
        EInvoiceAccount account;
        if (accountId != null) {
            account = accounts.require(accountId, "accountId");
            if (merchantId != null && !merchantId.equals(account.merchantId())) {
                throw Refusal.unknownId("accountId", "e-invoice account of this merchant");
            }
        } else {
            if (merchantId != null) {
                merchants.requireMerchant(merchantId, "merchantId");
            }
            account = accounts.first(a -> Objects.equals(merchantId, a.merchantId()) && a.isDefault())
                    .orElseThrow(() -> Refusal.unknown("accountId", "none sent, and "
                            + (merchantId == null ? "the client" : "merchant " + merchantId) + " has no default e-invoice account"));
        }
        return account;
    }

    private String series(EInvoiceAccount account) {
        return "C" + String.format("%02d", clock.local().getYear() % 100) + "T" + account.provider().seriesLetters;
    }

    /** Forgets every e-invoice account, invoice and recorded mail (the sandbox's reset). */
    public void reset() {
        accounts.removeAll(a -> true);
        invoices.removeAll(i -> true);
        mails.removeAll(m -> true);
    }
}
