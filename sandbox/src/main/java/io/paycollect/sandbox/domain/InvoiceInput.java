package io.paycollect.sandbox.domain;

import io.paycollect.sandbox.store.Given;
import io.paycollect.sandbox.store.InvalidField;
import io.paycollect.sandbox.store.Refusal;
import io.paycollect.server.model.EInvoiceCreateRequest;
import io.paycollect.server.model.InvoiceItem;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.time.LocalDate;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The fields of an e-invoice request ({@code OpenApiEInvoiceInputDto}), checked and totalled; the text fields as
 * sent (a blank one too).
 *
 * @param invoicePattern the invoice's form
 * @param invoiceSeries its series
 * @param invoiceDate its date, or date and time
 * @param buyerName the buyer's name, if sent
 * @param buyerLegalName the buyer's company, if sent
 * @param buyerTaxCode the buyer's tax code, if sent
 * @param buyerAddress the buyer's address, if sent
 * @param buyerEmail the buyer's e-mail address, if sent
 * @param currency {@code VND} unless sent
 * @param amountInWords the total in words, if sent
 * @param lines the items, checked and totalled
 * @param totalAmount the total, whole VND, as text: {@code totalAfterTax} when sent, else the items' sum
 */
// The other documented fields (invoiceType, paymentMethod, note...) play no part in a sandbox invoice, its PDF or
// any answer, so they are not kept.
record InvoiceInput(String invoicePattern, String invoiceSeries, String invoiceDate, String buyerName,
        String buyerLegalName, String buyerTaxCode, String buyerAddress, String buyerEmail, String currency,
        String amountInWords, List<InvoiceLine> lines, String totalAmount) {

    private static final Pattern EMAIL = Pattern.compile("[^@\\s]+@[^@\\s]+\\.[^@\\s]+");
    // The shape the contract's pattern gives invoiceDate: one of this shape that is no day of the calendar passes it.
    private static final Pattern DATE_SHAPE = Pattern.compile(
            "\\d{4}-\\d{2}-\\d{2}(T\\d{2}:\\d{2}(:\\d{2}(\\.\\d{1,9})?)?(Z|[+-]\\d{2}:\\d{2})?)?");
    private static final Pattern RATE = Pattern.compile("(\\d{1,2}(?:\\.\\d+)?)\\s*%?");
    InvoiceInput {
        lines = List.copyOf(lines);
    }

    /** These fields written over {@code draft}'s: a field this request did not send stays as the draft had it. */
    InvoiceInput over(InvoiceInput draft) {
        return new InvoiceInput(invoicePattern, invoiceSeries, invoiceDate, or(buyerName, draft.buyerName),
                or(buyerLegalName, draft.buyerLegalName), or(buyerTaxCode, draft.buyerTaxCode),
                or(buyerAddress, draft.buyerAddress), or(buyerEmail, draft.buyerEmail), currency,
                or(amountInWords, draft.amountInWords), lines, totalAmount);
    }

    private static String or(String sent, String kept) {
        return sent != null ? sent : kept;
    }

    /** Whether {@code text} looks like an e-mail address. */
    static boolean isEmail(String text) {
        return EMAIL.matcher(text).matches();
    }

    /**
     * The fields of an invoice request ({@code CreateInvoiceDto}), checked: the items ({@code itemName},
     * {@code quantity}, {@code unitPrice}, {@code taxRateCode} required; numbers as text), and the total computed
     * from them unless {@code totalAfterTax} is sent. What the contract refuses (a required field, a date or e-mail
     * of another shape, no line) is a 400; the contract states nothing of a line's fields, so what the sandbox
     * requires of them, and a date of the right shape that is no day of the calendar, are refused with
     * {@link Refusal#INVALID_VALUE}.
     */
    static InvoiceInput read(EInvoiceCreateRequest request) {
        String pattern = Given.text("invoicePattern", request.getInvoicePattern());
        String series = Given.text("invoiceSeries", request.getInvoiceSeries());
        String date = Given.text("invoiceDate", request.getInvoiceDate());
        if (!isDate(date) && DATE_SHAPE.matcher(date).matches()) {
            throw Refusal.invalidValue("invoiceDate", "is not a day (and time) of the calendar");
        }
        if (!isDate(date)) {
            throw new InvalidField("invoiceDate", "must be a date (2026-01-31) or a date and time (2026-01-31T09:15:00)");
        }
        Given.optionalText(request.getBuyerEmail()).filter(e -> !EMAIL.matcher(e).matches()).ifPresent(e -> {
            throw new InvalidField("buyerEmail", "is not an e-mail address");
        });
        List<InvoiceItem> items = Given.listOf(request.getItems());
        if (items.isEmpty()) {
            throw new InvalidField("items", "must hold at least one item");
        }
        List<InvoiceLine> lines = new ArrayList<>();
        BigDecimal sum = BigDecimal.ZERO;
        for (int i = 0; i < items.size(); i++) {
            String at = "items[" + i + "].";
            InvoiceItem item = Given.item("items", i, items.get(i));
            String name = lineText(at + "itemName", item.getItemName());
            BigDecimal quantity = decimal(item.getQuantity(), at + "quantity", true);
            BigDecimal unitPrice = decimal(item.getUnitPrice(), at + "unitPrice", true);
            String rateCode = lineText(at + "taxRateCode", item.getTaxRateCode());
            if (quantity.signum() <= 0) {
                throw Refusal.invalidValue(at + "quantity", "must be greater than 0");
            }
            if (unitPrice.signum() < 0) {
                throw Refusal.invalidValue(at + "unitPrice", "must be 0 or more");
            }
            BigDecimal before = quantity.multiply(unitPrice).subtract(orZero(decimal(item.getDiscountAmount(),
                    at + "discountAmount", false)));
            BigDecimal tax = decimal(item.getTaxAmount(), at + "taxAmount", false);
            if (tax == null) {
                tax = before.multiply(rate(rateCode));
            }
            BigDecimal total = decimal(item.getTotalAfterTax(), at + "totalAfterTax", false);
            if (total == null) {
                total = before.add(tax);
            }
            total = total.setScale(0, RoundingMode.HALF_UP);
            if (total.signum() < 0) {
                throw Refusal.invalidValue(at + "totalAfterTax", "must not be negative (a discount larger than the line?)");
            }
            sum = sum.add(total);
            lines.add(new InvoiceLine(name, Given.optionalText(item.getUnitName()).orElse(null),
                    quantity.stripTrailingZeros().toPlainString(), unitPrice.stripTrailingZeros().toPlainString(), rateCode,
                    total.toPlainString()));
        }
        BigDecimal sent = decimal(request.getTotalAfterTax(), "totalAfterTax", false);
        BigDecimal total = sent != null ? sent : sum;
        if (total.signum() < 0) {
            throw Refusal.invalidValue("totalAfterTax", "must not be negative");
        }
        String currency = request.getCurrency();
        return new InvoiceInput(pattern, series, date, request.getBuyerName(), request.getBuyerLegalName(),
                request.getBuyerTaxCode(), request.getBuyerAddress(), request.getBuyerEmail(),
                currency != null ? currency : "VND", request.getAmountInWords(), lines,
                total.setScale(0, RoundingMode.HALF_UP).toPlainString());
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

    /** The text of a line's field {@code field}, required though the contract's line requires nothing. */
    private static String lineText(String field, String text) {
        return Given.optionalText(text).orElseThrow(() -> Refusal.invalidValue(field, "is required"));
    }

    /**
     * The number written as text in the field {@code field} (any text to the contract), refused unless a bounded
     * number; {@code null} if not sent.
     */
    private static BigDecimal decimal(String text, String field, boolean required) {
        if (text == null) {
            if (required) {
                throw Refusal.invalidValue(field, "is required");
            }
            return null;
        }
        try {
            return bounded(new BigDecimal(text.strip()), field);
        } catch (NumberFormatException e) {
            throw Refusal.invalidValue(field, "must be a number");
        }
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
        // As a long: for an exponent near Integer.MIN_VALUE (1e2147483647) an int difference overflows.
        if ((long) value.precision() - value.scale() > 15) {
            throw Refusal.invalidValue(field, "must have at most 15 digits before the decimal point");
        }
        if (value.scale() > 6 && value.stripTrailingZeros().scale() > 6) {
            throw Refusal.invalidValue(field, "must have at most 6 digits after the decimal point");
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
}
