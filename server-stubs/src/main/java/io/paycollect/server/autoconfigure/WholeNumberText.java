package io.paycollect.server.autoconfigure;

import java.math.BigDecimal;
import java.util.Optional;

/**
 * A whole number, the one reading of the server for the contract's whole quantities (every
 * {@code type: number, multipleOf: 1}, generated as {@code Long} or {@code Integer}): {@code 2}, {@code 2.0} and
 * {@code 2e0} are 2, as the service and standard validators read them (the official Java SDK writes its ids and
 * amounts as {@code 2.0}); {@code 2.5} is no whole number and is refused, never cut to 2.
 */
final class WholeNumberText {

    private WholeNumberText() {
    }

    /** {@code text} (a query value) as a whole number of the target type ({@code Long} or {@code Integer}), or empty. */
    static Optional<Number> parse(String text, Class<?> target) {
        BigDecimal value;
        try {
            value = new BigDecimal(text.strip());
        } catch (NumberFormatException notANumber) {
            return Optional.empty();
        }
        return narrow(value, target);
    }

    /** {@code value} in the target type ({@code Long} or {@code Integer}) when it is a whole number that fits. */
    static Optional<Number> narrow(BigDecimal value, Class<?> target) {
        long whole;
        try {
            whole = value.longValueExact();
        } catch (ArithmeticException fractionOrTooLarge) {
            return Optional.empty();
        }
        if (target == Integer.class) {
            return whole == (int) whole ? Optional.of((int) whole) : Optional.empty();
        }
        return Optional.of(whole);
    }
}
