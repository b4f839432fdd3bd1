package io.paycollect.sandbox.store;

import io.paycollect.api.ExtensibleEnum;
import io.paycollect.vietqr.VietQr;
import io.paycollect.vietqr.VndAmount;
import java.math.BigDecimal;
import java.net.URI;
import java.net.URISyntaxException;
import java.util.List;
import java.util.Optional;

/**
 * The checks the sandbox makes on a typed request value beyond its JSON type (which the server's reading
 * rules have checked already), throwing {@link InvalidField} naming the field: a required text is there and
 * not blank, an id is 1 or more, an amount is a positive whole number of VND that fits a VietQR, a number the
 * contract writes as text is one, a list holds no null item. Every request reaches the domain typed (a generated
 * model or a query operation's parameters), and these checks are how the domain reads it. Each of them is a limit the
 * contract states too, so a 400 here is one the contract gives; a URL or an open field's text, which the contract does
 * not constrain, is refused with the business code {@link Refusal#INVALID_VALUE} instead.
 */
public final class Given {

    // Every amount may end up in a VietQR payload (dynamic QR, display box), so one bound serves all.
    private static final int MAX_AMOUNT_DIGITS = VietQr.MAX_AMOUNT_DIGITS;

    private Given() {
    }

    /** The text an open enumeration was sent as, or null, for the checks of a text to read it. */
    public static String valueOf(ExtensibleEnum value) {
        return value == null ? null : value.getValue();
    }

    /** {@code value}, a non-blank text. */
    public static String text(String field, String value) {
        return optionalText(value).orElseThrow(() -> new InvalidField(field, "is required"));
    }

    /** {@code value} if present; a blank text counts as absent. */
    public static Optional<String> optionalText(String value) {
        return value == null || value.isBlank() ? Optional.empty() : Optional.of(value);
    }

    /**
     * {@code value}, an absolute http or https URL, if present: a field holding anything else is refused naming
     * it with {@link Refusal#INVALID_VALUE}, since the contract types these fields as any text (or leaves them open).
     */
    public static Optional<String> optionalUrl(String field, Object value) {
        return optionalOpenText(field, value).map(url -> {
            try {
                URI uri = new URI(url);
                if (uri.getHost() != null && ("http".equalsIgnoreCase(uri.getScheme()) || "https".equalsIgnoreCase(uri.getScheme()))) {
                    return url;
                }
            } catch (URISyntaxException e) {
                // refused below
            }
            throw Refusal.invalidValue(field, "must be an absolute http or https URL");
        });
    }

    /**
     * {@code value}, a text in an open field (one the contract does not declare, kept as the JSON value sent), if
     * present: any other JSON value, which the contract admits there, is refused naming the field with
     * {@link Refusal#INVALID_VALUE}; a blank text counts as absent.
     */
    public static Optional<String> optionalOpenText(String field, Object value) {
        if (value != null && !(value instanceof String)) {
            throw Refusal.invalidValue(field, "must be a string");
        }
        return optionalText((String) value);
    }

    /**
     * {@code value}, the item {@code index} of the list {@code list}: a null one is refused naming where it is
     * ({@code items[2]}), as the server's reading rules refuse it on the wire.
     */
    public static <T> T item(String list, int index, T value) {
        if (value == null) {
            throw new InvalidField(list + "[" + index + "]", "must not be null");
        }
        return value;
    }

    /** The list {@code sent}, empty when it was not sent. */
    public static <T> List<T> listOf(List<T> sent) {
        return sent == null ? List.of() : sent;
    }

    /** {@code value}, a record id (1 or more). */
    public static long id(String field, Long value) {
        return optionalId(field, value).orElseThrow(() -> new InvalidField(field, "is required"));
    }

    /** {@code value}, a record id (1 or more), if present. */
    public static Optional<Long> optionalId(String field, Long value) {
        if (value != null && value < 1) {
            throw new InvalidField(field, "must be 1 or more");
        }
        return Optional.ofNullable(value);
    }

    /** {@code value}, a positive whole amount of VND, if present. */
    public static Optional<Long> optionalAmount(String field, Long value) {
        return optionalAmount(field, value == null ? null : BigDecimal.valueOf(value));
    }

    /** {@code value}, a positive whole amount of VND. */
    public static long amount(String field, Long value) {
        return optionalAmount(field, value).orElseThrow(() -> new InvalidField(field, "is required"));
    }

    /** {@code value}, a whole amount of VND of 0 or more (a box shows 0 for a QR without an amount). */
    public static long amountOrZero(String field, Long value) {
        return amountOrZero(field, value == null ? null : BigDecimal.valueOf(value));
    }

    /** {@code value}, a whole amount of VND of 0 or more (a free item's price), of a field the contract types as any number. */
    public static long amountOrZero(String field, BigDecimal value) {
        if (value != null && value.signum() == 0) {
            return 0L;
        }
        return optionalAmount(field, value).orElseThrow(() -> new InvalidField(field, "is required"));
    }

    /** {@code value}, a positive whole amount of VND written as text (as a direct-debit bill's amount is). */
    public static long amountInText(String field, String value) {
        return optionalAmount(field, optionalNumberInText(field, text(field, value)).orElseThrow()).orElseThrow();
    }

    /**
     * {@code value}, a number written as text (an invoice's quantities and prices, a query parameter), if
     * present; leading and trailing spaces are ignored, anything else that is not a number is refused.
     */
    public static Optional<BigDecimal> optionalNumberInText(String field, String value) {
        if (value == null) {
            return Optional.empty();
        }
        try {
            return Optional.of(new BigDecimal(value.strip()));
        } catch (NumberFormatException e) {
            throw new InvalidField(field, "must be a number");
        }
    }

    /** {@code value}, a whole number that fits an int (a page number, a quantity), if present: a fraction is refused. */
    public static Optional<Integer> optionalWhole(String field, BigDecimal value) {
        if (value == null) {
            return Optional.empty();
        }
        try {
            return Optional.of(value.intValueExact());
        } catch (ArithmeticException e) {
            throw new InvalidField(field, "must be a whole number");
        }
    }

    /** {@code value}, a positive whole amount of VND, if present (a field the contract types as any number). */
    public static Optional<Long> optionalAmount(String field, BigDecimal value) {
        if (value == null) {
            return Optional.empty();
        }
        VndAmount.problem(value, MAX_AMOUNT_DIGITS).ifPresent(reason -> {
            throw new InvalidField(field, reason);
        });
        return Optional.of(VndAmount.whole(value).longValueExact());
    }
}
