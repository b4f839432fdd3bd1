package io.paycollect.sandbox.domain;

import io.paycollect.sandbox.store.Fields;
import io.paycollect.sandbox.store.InvalidField;
import io.paycollect.sandbox.store.Values;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.time.LocalDate;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** The fields of an e-invoice request ({@code OpenApiEInvoiceInputDto}), checked and totalled. */
final class InvoiceInput {

    private static final Pattern EMAIL = Pattern.compile("[^@\\s]+@[^@\\s]+\\.[^@\\s]+");
    private static final Pattern RATE = Pattern.compile("(\\d{1,2}(?:\\.\\d+)?)\\s*%?");
    private static final String[] INVOICE_INPUT = {"invoiceType", "invoicePattern", "invoiceSeries", "invoiceDate",
        "buyerTaxCode", "buyerName", "buyerLegalName", "buyerAddress", "buyerPhone", "buyerEmail", "buyerBankAccount",
        "buyerBankName", "paymentMethod", "paymentMethodName", "currency", "exchangeRate", "amountInWords", "note",
        "totalDiscount", "totalBeforeTax", "totalTax", "totalAfterTax", "taxRateSummaries"};

    private InvoiceInput() {
    }

    /** Whether {@code text} looks like an e-mail address. */
    static boolean isEmail(String text) {
        return EMAIL.matcher(text).matches();
    }

    /**
     * The documented fields of an invoice request, checked: the items ({@code itemName}, {@code quantity},
     * {@code unitPrice}, {@code taxRateCode} required; numbers as text), and the total computed from them
     * unless {@code totalAfterTax} is sent.
     */
    static Map<String, Object> read(Fields request) {
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
        // As a long: for an exponent near Integer.MIN_VALUE (1e2147483647) an int difference overflows.
        if ((long) value.precision() - value.scale() > 15) {
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
}
