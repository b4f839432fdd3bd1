package io.paycollect.sandbox.domain;

import io.paycollect.sandbox.pdf.OnePagePdf;
import io.paycollect.sandbox.store.Fields;
import io.paycollect.sandbox.store.InvalidField;
import io.paycollect.sandbox.store.Paging;
import io.paycollect.sandbox.store.Refusal;
import io.paycollect.sandbox.store.SandboxClock;
import io.paycollect.sandbox.store.Table;
import io.paycollect.sandbox.store.Values;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.security.SecureRandom;
import java.time.LocalDate;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.Base64;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

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
    private static final Map<String, String[]> PROVIDERS = providers();
    private static final Pattern EMAIL = Pattern.compile("[^@\\s]+@[^@\\s]+\\.[^@\\s]+");
    private static final Pattern RATE = Pattern.compile("(\\d{1,2}(?:\\.\\d+)?)\\s*%?");
    private static final String[] INVOICE_INPUT = {"invoiceType", "invoicePattern", "invoiceSeries", "invoiceDate",
        "buyerTaxCode", "buyerName", "buyerLegalName", "buyerAddress", "buyerPhone", "buyerEmail", "buyerBankAccount",
        "buyerBankName", "paymentMethod", "paymentMethodName", "currency", "exchangeRate", "amountInWords", "note",
        "totalDiscount", "totalBeforeTax", "totalTax", "totalAfterTax", "taxRateSummaries"};
    /** Items printed on the one-page PDF; the others are summed up in one line. */
    private static final int PDF_ITEM_LINES = 25;
    private static final char[] LOOKUP_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789".toCharArray();

    private final MerchantService merchants;
    private final SandboxClock clock;
    private final SecureRandom random = new SecureRandom();
    private final Table accounts;
    private final Table invoices;
    private final Table mails;

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
        this.accounts = new Table("id", "e-invoice account", maxRecords);
        this.invoices = new Table("invoiceCode", "invoice", maxRecords);
        this.mails = new Table("id", "invoice e-mail", maxRecords);
    }

    private static Map<String, String[]> providers() {
        Map<String, String[]> p = new LinkedHashMap<>();
        p.put("x-cyber", new String[] {"X-Cyber", "XC"});
        p.put("hilo", new String[] {"Hilo e-Invoice", "HL"});
        p.put("s-invoice", new String[] {"S-Invoice (Viettel)", "SV"});
        p.put("misa", new String[] {"MISA meInvoice", "MS"});
        return p;
    }

    // ---- Providers and accounts ----------------------------------------------------------------

    /** The four providers ({@code EInvoiceProviderDto}): {@code [{code, name}]}. */
    public List<Map<String, Object>> getProvider() {
        List<Map<String, Object>> list = new ArrayList<>();
        PROVIDERS.forEach((code, p) -> list.add(Values.of("code", code, "name", p[0])));
        return list;
    }

    /**
     * Without {@code id}: creates an account ({@code CreateOrUpdateEInvoiceAccountDto}) of {@code merchantId}
     * (must exist when sent; none: the calling client's own). With {@code id}: updates it (of the same
     * merchant, when {@code merchantId} is sent). {@code isActive} is {@code true} unless sent. Answers the id.
     */
    // Synchronized: "the first account of a merchant is its default" and "one default per merchant" are
    // read and written in separate steps; accounts change rarely, so one lock for all is cheap.
    public synchronized long createOrUpdateAccount(Fields request) {
        String provider = provider(request, "provider");
        Map<String, Object> settings = Values.of("provider", provider, "taxCode", request.text("taxCode"),
                "username", request.text("username"), "passwordSha256", sha256(request.text("password")),
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
            account = accounts.insert(n -> Table.merge(Values.of("id", n, "merchantId", merchantId,
                    "isDefault", isDefault != null ? isDefault : first, "isActive", true, "lastInvoiceNumber", 0L,
                    "creationTime", clock.now()), settings));
        } else {
            account = accounts.update(id, "id", a -> {
                if (merchantId != null && !merchantId.equals(a.get("merchantId"))) {
                    throw Refusal.wrongState("id", "an account of another merchant", "update it");
                }
                return Table.merge(a, Table.merge(settings, Values.of("isDefault", isDefault,
                        "lastModificationTime", clock.now())));
            });
        }
        if (Boolean.TRUE.equals(account.get("isDefault"))) {
            Object owner = account.get("merchantId");
            for (Map<String, Object> other : accounts.list(a -> Objects.equals(owner, a.get("merchantId"))
                    && !a.get("id").equals(account.get("id")) && Boolean.TRUE.equals(a.get("isDefault")))) {
                accounts.update(other.get("id"), a -> Table.merge(a, Values.of("isDefault", false)));
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
        String provider = request.optionalText("provider").isPresent() ? provider(request, "provider") : null;
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
        return Table.merge(Values.pick(a, "id", "creationTime", "merchantId", "provider", "taxCode", "username"),
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
        String provider = provider(request, "provider");
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
        if (!MessageDigest.isEqual(sha256(password).getBytes(StandardCharsets.US_ASCII),
                ((String) account.get("passwordSha256")).getBytes(StandardCharsets.US_ASCII))) {
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
        Map<String, Object> input = invoiceInput(request);
        String code = request.text("invoiceCode");
        Map<String, Object> invoice = invoices.insertUnique(code, "invoiceCode", n -> newInvoice(code, n, input, account,
                request));
        return Values.of("invoiceCode", code, "pdfBase64", pdfBase64(invoice));
    }

    /**
     * Issues an invoice ({@code CreateInvoiceDto}): a new one, or the {@code draft} with this
     * {@code invoiceCode} (of the same account; the request's fields written over the draft's). An invoice
     * already issued or cancelled is refused (1002). Answers {@code TrackingResultDto}
     * {@code {invoiceCode, trackingCode, invoiceNumber, reservationCode, codeOfTax, url}}.
     */
    public Map<String, Object> createAndIssue(Fields request) {
        Map<String, Object> account = usableAccount(request);
        Map<String, Object> input = invoiceInput(request);
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
                    return issue(Table.merge(draft, Table.merge(input, Values.of("lastModificationTime", clock.now()))));
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
        return Values.of("invoiceCode", invoice.get("invoiceCode"), "pdfBase64", pdfBase64(invoice));
    }

    /**
     * Mails the {@code issued} invoice {@code invoiceCode} to {@code recipientEmail} (a draft or a cancelled
     * invoice is refused, 1002): the sandbox records the mail, the PDF attached, instead of sending it
     * ({@code GET /sandbox/e-invoice/mails}). Answers {@code {}}.
     */
    public Map<String, Object> sendEmail(Fields request) {
        String to = request.text("recipientEmail");
        if (!EMAIL.matcher(to).matches()) {
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
                        "contentType", "application/pdf", "pdfBase64", pdfBase64(invoice))));
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
            return Table.merge(invoice, Values.of("status", CANCELLED, "cancelledTime", clock.now()));
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
        return Table.merge(input, Values.of("invoiceCode", code, "status", DRAFT, "accountId", account.get("id"),
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
            return Table.merge(a, Values.of("lastInvoiceNumber", next));
        });
        long number = ((Number) account.get("lastInvoiceNumber")).longValue();
        int year = clock.local().getYear() % 100;
        return Table.merge(invoice, Values.of("status", ISSUED, "invoiceNumber", String.format("%08d", number),
                "reservationCode", lookupCode(),
                "codeOfTax", String.format("M1-%02d-PCSBX-%011d", year, ((Number) account.get("id")).longValue() * 100_000 + number),
                "issuedTime", clock.now()));
    }

    private Map<String, Object> tracking(Map<String, Object> invoice) {
        return Table.merge(Values.pick(invoice, "invoiceCode", "trackingCode", "invoiceNumber", "reservationCode",
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

    /**
     * The documented fields of an invoice request, checked: the items ({@code itemName}, {@code quantity},
     * {@code unitPrice}, {@code taxRateCode} required; numbers as text), and the total computed from them
     * unless {@code totalAfterTax} is sent.
     */
    private Map<String, Object> invoiceInput(Fields request) {
        request.text("invoicePattern");
        request.text("invoiceSeries");
        String date = request.text("invoiceDate");
        if (!isDate(date)) {
            throw new InvalidField("invoiceDate", "must be a date (2026-01-31) or a date and time (2026-01-31T09:15:00)");
        }
        request.optionalText("buyerEmail").filter(e -> !EMAIL.matcher(e).matches()).ifPresent(e -> {
            throw new InvalidField("buyerEmail", "is not an e-mail address");
        });
        List<Object> items = request.list("items");
        if (items.isEmpty()) {
            throw new InvalidField("items", "must hold at least one item");
        }
        List<Map<String, Object>> lines = new ArrayList<>();
        BigDecimal sum = BigDecimal.ZERO;
        for (int i = 0; i < items.size(); i++) {
            String at = "items[" + i + "].";
            Fields item = Fields.ofElement("items", i, items.get(i));
            String name = item.text("itemName");
            BigDecimal quantity = decimal(item, "quantity", at, true);
            BigDecimal unitPrice = decimal(item, "unitPrice", at, true);
            String rateCode = item.text("taxRateCode");
            if (quantity.signum() <= 0) {
                throw new InvalidField(at + "quantity", "must be greater than 0");
            }
            if (unitPrice.signum() < 0) {
                throw new InvalidField(at + "unitPrice", "must be 0 or more");
            }
            BigDecimal before = quantity.multiply(unitPrice).subtract(orZero(decimal(item, "discountAmount", at, false)));
            BigDecimal tax = decimal(item, "taxAmount", at, false);
            if (tax == null) {
                tax = before.multiply(rate(rateCode));
            }
            BigDecimal total = decimal(item, "totalAfterTax", at, false);
            if (total == null) {
                total = before.add(tax);
            }
            total = total.setScale(0, RoundingMode.HALF_UP);
            if (total.signum() < 0) {
                throw new InvalidField(at + "totalAfterTax", "must not be negative (a discount larger than the line?)");
            }
            sum = sum.add(total);
            lines.add(Values.of("itemName", name, "unitName", item.optionalText("unitName").orElse(null),
                    "quantity", quantity.stripTrailingZeros().toPlainString(),
                    "unitPrice", unitPrice.stripTrailingZeros().toPlainString(), "taxRateCode", rateCode,
                    "totalAfterTax", total.toPlainString()));
        }
        BigDecimal total = bounded(request.optionalDecimal("totalAfterTax").orElse(sum), "totalAfterTax");
        if (total.signum() < 0) {
            throw new InvalidField("totalAfterTax", "must not be negative");
        }
        Map<String, Object> input = Values.pick(request.all(), INVOICE_INPUT);
        input.putIfAbsent("currency", "VND");
        input.put("lines", List.copyOf(lines));
        input.put("totalAmount", total.setScale(0, RoundingMode.HALF_UP).toPlainString());
        return input;
    }

    private static boolean isDate(String text) {
        for (java.util.function.Function<String, ?> parse : List.<java.util.function.Function<String, ?>>of(
                LocalDate::parse, java.time.LocalDateTime::parse, java.time.OffsetDateTime::parse)) {
            try {
                parse.apply(text);
                return true;
            } catch (DateTimeParseException e) {
                // try the next form
            }
        }
        return false;
    }

    private static BigDecimal decimal(Fields item, String name, String at, boolean required) {
        BigDecimal value = item.optionalDecimal(name).orElse(null);
        if (value == null && required) {
            throw new InvalidField(at + name, "is required");
        }
        return bounded(value, at + name);
    }

    /**
     * At most 15 digits before the point and 6 after: judged from precision and scale before any
     * arithmetic, so that 1e-60000000 or 1e999999999 is refused at once instead of costing seconds of
     * CPU and megabytes of digits.
     */
    private static BigDecimal bounded(BigDecimal value, String field) {
        if (value == null) {
            return null;
        }
        if (value.precision() - value.scale() > 15) {
            throw new InvalidField(field, "must have at most 15 digits before the decimal point");
        }
        if (value.scale() > 6 && value.stripTrailingZeros().scale() > 6) {
            throw new InvalidField(field, "must have at most 6 digits after the decimal point");
        }
        return value;
    }

    private static BigDecimal orZero(BigDecimal value) {
        return value == null ? BigDecimal.ZERO : value;
    }

    /** {@code 10%}, {@code 10} or {@code 8.5%} as a fraction; a code without a rate ({@code KCT}: not taxed) is 0. */
    private static BigDecimal rate(String code) {
        Matcher m = RATE.matcher(code.strip());
        return m.matches() ? new BigDecimal(m.group(1)).movePointLeft(2) : BigDecimal.ZERO;
    }

    private String series(Map<String, Object> account) {
        return "C" + String.format("%02d", clock.local().getYear() % 100) + "T"
                + PROVIDERS.get((String) account.get("provider"))[1];
    }

    private static String provider(Fields request, String field) {
        String provider = request.text(field);
        if (!PROVIDERS.containsKey(provider)) {
            throw new InvalidField(field, "is not a provider of get-provider " + PROVIDERS.keySet());
        }
        return provider;
    }

    private String lookupCode() {
        StringBuilder code = new StringBuilder(10);
        for (int i = 0; i < 10; i++) {
            code.append(LOOKUP_ALPHABET[random.nextInt(LOOKUP_ALPHABET.length)]);
        }
        return code.toString();
    }

    private static String sha256(String text) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(text.getBytes(StandardCharsets.UTF_8)));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    // ---- The PDF -------------------------------------------------------------------------------

    private static String pdfBase64(Map<String, Object> invoice) {
        return Base64.getEncoder().encodeToString(pdf(invoice));
    }

    /** The invoice as a one-page PDF: code, state, seller, buyer, items and total, in unaccented text. */
    @SuppressWarnings("unchecked")
    static byte[] pdf(Map<String, Object> invoice) {
        String status = (String) invoice.get("status");
        OnePagePdf pdf = new OnePagePdf()
                .title("HOA DON GIA TRI GIA TANG (VAT INVOICE)")
                .line("PayCollect sandbox e-invoice - " + status.toUpperCase(Locale.ROOT)
                        + (DRAFT.equals(status) ? " (not issued, no legal value)" : ""))
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
        if (CANCELLED.equals(status)) {
            pdf.line("").boldLine("CANCELLED on " + invoice.get("cancelledTime"));
        }
        return pdf.bytes();
    }

    private static Object or(Object first, Object second, Object otherwise) {
        return first != null ? first : second != null ? second : otherwise;
    }
}
