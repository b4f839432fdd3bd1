package io.paycollect.vietqr;

import java.math.BigDecimal;
import java.util.Optional;

/**
 * An amount of Vietnamese dong: positive and whole (the dong has no minor unit), with a bounded number
 * of digits. Checks the digit count and the fraction from precision and scale before expanding the
 * number, so a tiny text such as {@code 1e10000000} is refused at once instead of being expanded into
 * ten million digits. Any exponent a {@link BigDecimal} can hold is judged, up to the edges of the
 * {@code int} scale.
 */
public final class VndAmount {

    private VndAmount() {
    }

    /**
     * Why {@code amount} is not a positive whole amount of at most {@code maxDigits} digits, or empty
     * when it is one; the reason reads after the field name ("amount: must be ...").
     */
    public static Optional<String> problem(BigDecimal amount, int maxDigits) {
        if (amount.signum() <= 0) {
            return Optional.of("must be greater than 0");
        }
        // In long: for an exponent near the int range (1e2147483647 has scale -2147483647) the int
        // difference overflows to a negative digit count and would let the number through.
        if ((long) amount.precision() - amount.scale() > maxDigits) {
            return Optional.of("must have at most " + maxDigits + " digits");
        }
        // stripTrailingZeros works on the unscaled digits only: cheap for any exponent.
        if (amount.stripTrailingZeros().scale() > 0) {
            return Optional.of("must be a whole number of VND");
        }
        return Optional.empty();
    }

    /**
     * The whole amount; call only when {@link #problem} found none, so the scale change is exact and
     * involves at most {@code maxDigits} digits.
     */
    public static BigDecimal whole(BigDecimal checked) {
        return checked.stripTrailingZeros().setScale(0);
    }
}
