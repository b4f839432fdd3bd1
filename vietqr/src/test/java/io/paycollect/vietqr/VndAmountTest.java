package io.paycollect.vietqr;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigDecimal;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class VndAmountTest {

    @ParameterizedTest(name = "{0} is accepted as {1}")
    @CsvSource({
            "50000, 50000",
            "50000.00, 50000",
            "5E+4, 50000",
            "1, 1",
            "9999999999999, 9999999999999",
    })
    void acceptsPositiveWholeAmountsAndDropsAZeroFraction(String given, String whole) {
        BigDecimal amount = new BigDecimal(given);
        assertEquals(Optional.empty(), VndAmount.problem(amount, 13));
        assertEquals(whole, VndAmount.whole(amount).toPlainString());
    }

    @ParameterizedTest(name = "{0}: {1}")
    @CsvSource(delimiter = '|', value = {
            "0          | must be greater than 0",
            "-5         | must be greater than 0",
            "50000.5    | must be a whole number of VND",
            "10000000000000 | must have at most 13 digits",
            // A ten-character JSON number that would expand into ten million digits.
            "1e10000000 | must have at most 13 digits",
            "1e-10000000 | must be a whole number of VND",
            // Exponents at the edges of the int scale: the digit count must not overflow into a pass.
            "1e2147483647 | must have at most 13 digits",
            "9.99e2147483647 | must have at most 13 digits",
            "1e-2147483647 | must be a whole number of VND",
            "123456789e-2147483647 | must be a whole number of VND",
    })
    void refusesWhatIsNotAPositiveWholeAmountOfBoundedLength(String given, String reason) {
        assertEquals(Optional.of(reason), VndAmount.problem(new BigDecimal(given), 13));
    }

    @Test
    // A hang guard, not a speed target: the old check expanded the number and ran for minutes. In its
    // own thread, since BigInteger arithmetic does not notice an interrupt.
    @Timeout(value = 10, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
    void hugeExponentsAreJudgedWithoutExpandingTheNumber() {
        // Expanding 1e100000000 would need a 100-million-digit BigInteger; the check reads precision and scale only.
        assertTrue(VndAmount.problem(new BigDecimal("1e100000000"), 13).isPresent());
        assertTrue(VndAmount.problem(new BigDecimal("1e-100000000"), 13).isPresent());
    }
}
