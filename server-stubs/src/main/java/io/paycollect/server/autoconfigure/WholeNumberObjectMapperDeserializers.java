package io.paycollect.server.autoconfigure;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.deser.std.StdDeserializer;
import com.fasterxml.jackson.databind.module.SimpleModule;
import java.io.IOException;
import java.math.BigDecimal;

/** {@link WholeNumberDeserializers} for Jackson 2 (Spring Boot 3.5): the same reading of whole quantities. */
final class WholeNumberObjectMapperDeserializers {

    private WholeNumberObjectMapperDeserializers() {
    }

    /** The module reading {@code Long} and {@code Integer} so, and a whole {@code BigDecimal} without its fraction zeros. */
    static SimpleModule module() {
        return new SimpleModule("paycollect-whole-numbers")
                .addDeserializer(Long.class, new Whole<>(Long.class))
                .addDeserializer(Integer.class, new Whole<>(Integer.class))
                .addDeserializer(BigDecimal.class, new Decimal());
    }

    private static final class Whole<T extends Number> extends StdDeserializer<T> {
        private static final long serialVersionUID = 1L;

        Whole(Class<T> type) {
            super(type);
        }

        @Override
        @SuppressWarnings("unchecked")
        public T deserialize(JsonParser p, DeserializationContext ctxt) throws IOException {
            JsonToken token = p.currentToken();
            if (token == JsonToken.VALUE_NUMBER_INT || token == JsonToken.VALUE_NUMBER_FLOAT) {
                java.util.Optional<Number> whole = WholeNumberText.narrow(p.getDecimalValue(), handledType());
                if (whole.isPresent()) {
                    return (T) whole.get();
                }
                return (T) ctxt.handleWeirdNumberValue(handledType(), p.getNumberValue(), "not a whole number that fits");
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
        private static final long serialVersionUID = 1L;

        Decimal() {
            super(BigDecimal.class);
        }

        @Override
        public BigDecimal deserialize(JsonParser p, DeserializationContext ctxt) throws IOException {
            JsonToken token = p.currentToken();
            if (token != JsonToken.VALUE_NUMBER_INT && token != JsonToken.VALUE_NUMBER_FLOAT) {
                return (BigDecimal) ctxt.handleUnexpectedToken(BigDecimal.class, p);
            }
            BigDecimal value = p.getDecimalValue();
            return value.scale() > 0 && value.stripTrailingZeros().scale() <= 0 ? value.setScale(0) : value;
        }
    }
}
