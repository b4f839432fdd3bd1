package io.paycollect.server.autoconfigure;

import java.math.BigDecimal;
import tools.jackson.core.JsonParser;
import tools.jackson.core.JsonToken;
import tools.jackson.databind.DeserializationContext;
import tools.jackson.databind.deser.std.StdDeserializer;
import tools.jackson.databind.module.SimpleModule;

/**
 * Jackson 3's reading of the contract's whole quantities ({@code Long}, {@code Integer}): a JSON number with a
 * fraction part that is whole ({@code 1.0}, {@code 10000.0}) is that number ({@link WholeNumberText}); a real
 * fraction, text or any other value is a mapping error naming the field ("must be a whole number"). Jackson's own
 * {@code ACCEPT_FLOAT_AS_INT} would cut {@code 1.5} to 1, and without it refuses {@code 1.0} too.
 */
final class WholeNumberDeserializers {

    private WholeNumberDeserializers() {
    }

    /** The module reading {@code Long} and {@code Integer} so, and a whole {@code BigDecimal} without its fraction zeros. */
    static SimpleModule module() {
        return new SimpleModule("paycollect-whole-numbers")
                .addDeserializer(Long.class, new Whole<>(Long.class))
                .addDeserializer(Integer.class, new Whole<>(Integer.class))
                .addDeserializer(BigDecimal.class, new Decimal());
    }

    private static final class Whole<T extends Number> extends StdDeserializer<T> {

        Whole(Class<T> type) {
            super(type);
        }

        @Override
        @SuppressWarnings("unchecked")
        public T deserialize(JsonParser p, DeserializationContext ctxt) {
            JsonToken token = p.currentToken();
            if (token == JsonToken.VALUE_NUMBER_INT || token == JsonToken.VALUE_NUMBER_FLOAT) {
                return (T) WholeNumberText.narrow(p.getDecimalValue(), handledType()).orElseGet(() ->
                        (Number) ctxt.handleWeirdNumberValue(handledType(), p.getNumberValue(), "not a whole number that fits"));
            }
            return (T) ctxt.handleUnexpectedToken(handledType(), p);
        }
    }

    /**
     * A decimal as written, but a whole one ({@code 50000.0}) at scale 0, so that the {@code @Digits(fraction = 0)}
     * of a whole amount generated as {@code BigDecimal} reads it as the whole number it is. Only a positive scale is
     * lowered: {@code 1E+9} is not written out.
     */
    private static final class Decimal extends StdDeserializer<BigDecimal> {
        Decimal() {
            super(BigDecimal.class);
        }

        @Override
        public BigDecimal deserialize(JsonParser p, DeserializationContext ctxt) {
            JsonToken token = p.currentToken();
            if (token != JsonToken.VALUE_NUMBER_INT && token != JsonToken.VALUE_NUMBER_FLOAT) {
                return (BigDecimal) ctxt.handleUnexpectedToken(BigDecimal.class, p);
            }
            BigDecimal value = p.getDecimalValue();
            return value.scale() > 0 && value.stripTrailingZeros().scale() <= 0 ? value.setScale(0) : value;
        }
    }
}
