package io.paycollect.vietqr;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.code_intelligence.jazzer.api.FuzzedDataProvider;
import com.code_intelligence.jazzer.junit.FuzzTest;
import java.math.BigDecimal;

/**
 * Untrusted text meets the parser, the amount check and the purpose folding: every input is read or refused with a
 * {@link VietQrException} naming {@code qrCode}, never another exception, and what is read reads back
 * the same. Each build replays the saved inputs under
 * {@code src/test/resources/io/paycollect/vietqr/PayloadFuzzTestInputs/}; fuzz for longer with
 * {@code JAZZER_FUZZ=1 ./mvnw -pl vietqr test -Dtest='PayloadFuzzTest#<target>'} (one target per run, as {@code .ci/fuzz} lists them) (docs/reliability.md).
 */
class PayloadFuzzTest {

    @FuzzTest(maxDuration = "10s")
    void anyTextIsReadOrRefusedAsNotAVietQr(String text) {
        VietQr read;
        try {
            read = VietQr.parse(text);
        } catch (VietQrException refused) {
            assertEquals("qrCode", refused.field());
            return;
        }
        assertEquals(read, VietQr.parse(read.text()));
        assertTrue(read.bankBin().matches("\\d{6}"));
    }

    /**
     * Any number is judged, at its own exponent and with its digits moved to both ends of the scale
     * ({@code 1e2147483647} once passed). Raw bytes, so that a saved input is the number's text as written.
     */
    @FuzzTest(maxDuration = "10s")
    void anyNumberIsJudgedAsAWholeVndAmountOrNot(FuzzedDataProvider data) {
        String text = data.consumeRemainingAsAsciiString();
        BigDecimal amount;
        try {
            amount = new BigDecimal(text);
        } catch (NumberFormatException notANumber) {
            return;
        }
        judge(amount, text);
        for (int scale : new int[] {Integer.MIN_VALUE, -Integer.MAX_VALUE, Integer.MIN_VALUE + amount.precision(), Integer.MAX_VALUE}) {
            judge(new BigDecimal(amount.unscaledValue(), scale), text + " at scale " + scale);
        }
    }

    private static void judge(BigDecimal amount, String text) {
        if (VndAmount.problem(amount, VietQr.MAX_AMOUNT_DIGITS).isEmpty()) {
            BigDecimal whole = VndAmount.whole(amount);
            assertTrue(whole.signum() > 0 && whole.scale() == 0 && whole.precision() <= VietQr.MAX_AMOUNT_DIGITS, text);
            assertEquals(0, whole.compareTo(amount), text);
        }
    }

    @FuzzTest(maxDuration = "10s")
    void anyTextFoldsIntoPrintableAsciiWithinTheField(String text) {
        String folded = QrText.lenient(text, VietQr.MAX_PURPOSE_LENGTH).text();
        assertTrue(folded.length() <= VietQr.MAX_PURPOSE_LENGTH, folded);
        assertTrue(folded.chars().allMatch(c -> c >= 0x20 && c <= 0x7E), folded);
    }
}
