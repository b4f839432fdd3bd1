package io.paycollect.client;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.StreamReadFeature;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonSerializer;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.SerializerProvider;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.module.SimpleModule;
import com.fasterxml.jackson.datatype.jsr310.JavaTimeModule;
import java.io.IOException;
import java.math.BigDecimal;

/**
 * <b>Internal</b>: public only for the client's own packages, not part of the client's API.
 *
 * The JSON form of the wire: compact, keys in the order written, non-ASCII letters
 * as raw UTF-8, whole numbers without a decimal part ({@code 50000}, never {@code 50000.0} or
 * {@code 5E+4}), null fields left out. That is what {@code JSON.stringify} writes, so a receiver
 * that re-serialises the body before checking the signature computes the same string.
 *
 * <p>Reading keeps what the service sent: unknown fields are kept by open payloads (ignored
 * elsewhere), an unknown value of an open enumeration is kept ({@code ExtensibleEnum}; the closed
 * {@code QrBankName} reads it as null), fractional numbers in open payloads read as
 * {@link BigDecimal} so amounts stay exact, a whole number written with a fraction part ({@code 10000.0}) is
 * that number, and a fraction where the contract declares a whole number is not cut to an integer
 * ({@link ResultEnvelope#getUndecodedData()}). A key given twice is refused when
 * read, since readers disagree on which of the two counts: such an answer is unreadable, like one that is not JSON.
 *
 * @hidden
 */
public final class PayCollectJson {

    private PayCollectJson() {
    }

    /** A new mapper configured for the wire; each client owns one and shares it between threads. */
    public static ObjectMapper newObjectMapper() {
        SimpleModule numbers = new SimpleModule("paycollect-canonical-numbers")
                .addSerializer(BigDecimal.class, new BigDecimalSerializer())
                .addSerializer(Double.class, new WholeNumberSerializer())
                .addSerializer(Double.TYPE, new WholeNumberSerializer())
                .addSerializer(Float.class, new WholeNumberSerializer())
                .addSerializer(Float.TYPE, new WholeNumberSerializer())
                .addDeserializer(Long.class, new WholeNumberDeserializer<>(Long.class))
                .addDeserializer(Integer.class, new WholeNumberDeserializer<>(Integer.class));
        return JsonMapper.builder()
                .disable(SerializationFeature.INDENT_OUTPUT)
                .disable(SerializationFeature.WRITE_DATES_AS_TIMESTAMPS)
                .enable(JsonGenerator.Feature.WRITE_BIGDECIMAL_AS_PLAIN)
                .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
                .enable(DeserializationFeature.READ_UNKNOWN_ENUM_VALUES_AS_NULL)
                .enable(DeserializationFeature.USE_BIG_DECIMAL_FOR_FLOATS)
                // {"amount":1,"amount":1000000}: which one counts depends on the reader; refuse, never guess.
                .enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION)
                // 12.5 in a field declared whole (an amount in VND) must not silently read as 12; 12.0 is 12
                // (WholeNumberDeserializer, for the Long and Integer of the generated models).
                .disable(DeserializationFeature.ACCEPT_FLOAT_AS_INT)
                .serializationInclusion(JsonInclude.Include.NON_NULL)
                .addModule(new JavaTimeModule())
                .addModule(numbers)
                .build();
    }

    /** The most digits a number written out in plain form may have: 1e100000000 would be 100 MB of zeros. */
    public static final int MAX_PLAIN_DIGITS = 1000;

    /**
     * The plain, shortest decimal form: 50000.0 and 5E+4 are written 50000, 1.50 is written 1.5.
     *
     * @throws IllegalArgumentException when that form would have more than {@link #MAX_PLAIN_DIGITS} digits
     */
    static String plain(BigDecimal value) {
        if (value.signum() == 0) {
            return "0";
        }
        BigDecimal stripped = value.stripTrailingZeros();
        // Counted before writing: the exponent alone tells how long the plain form is.
        long digits = stripped.scale() < 0 ? (long) stripped.precision() - stripped.scale()
                : Math.max(stripped.precision(), (long) stripped.scale() + 1);
        if (digits > MAX_PLAIN_DIGITS) {
            throw new IllegalArgumentException("a number of " + digits + " digits written out (scale " + stripped.scale()
                    + ") is refused before sending: at most " + MAX_PLAIN_DIGITS + " digits");
        }
        return stripped.toPlainString();
    }

    private static final class BigDecimalSerializer extends JsonSerializer<BigDecimal> {
        @Override
        public void serialize(BigDecimal value, JsonGenerator gen, SerializerProvider serializers) throws IOException {
            gen.writeNumber(plain(value));
        }
    }

    // Whole doubles up to 2^53 are exact longs; beyond that, and for fractions, Jackson's form stands.
    private static final double EXACT_LIMIT = 9_007_199_254_740_992d;

    /** A whole double or float as a whole number ({@code 50000}, not {@code 50000.0}). */
    private static final class WholeNumberSerializer extends JsonSerializer<Number> {
        @Override
        public void serialize(Number value, JsonGenerator gen, SerializerProvider serializers) throws IOException {
            double d = value.doubleValue();
            if (Math.abs(d) < EXACT_LIMIT && d == Math.rint(d)) {
                gen.writeNumber((long) d);
            } else if (value instanceof Float f) {
                gen.writeNumber(f); // its own shortest form: 0.1f, not 0.10000000149011612
            } else {
                gen.writeNumber(d);
            }
        }
    }
}
