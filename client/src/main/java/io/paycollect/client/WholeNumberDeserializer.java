package io.paycollect.client;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.deser.std.StdDeserializer;
import java.io.IOException;
import java.math.BigDecimal;

/**
 * Reads an answer's whole quantity ({@code Long}, {@code Integer}: the contract's {@code type: number,
 * multipleOf: 1}) as the service and standard validators read it: {@code 10000.0} is 10000; a real fraction
 * ({@code 12.5}) or a number too large for the field is a mapping error, never cut to an integer (Jackson's
 * {@code ACCEPT_FLOAT_AS_INT} would cut it, and without it refuses {@code 10000.0} too).
 */
final class WholeNumberDeserializer<T extends Number> extends StdDeserializer<T> {

    private static final long serialVersionUID = 1L;

    WholeNumberDeserializer(Class<T> type) {
        super(type);
    }

    @Override
    public T deserialize(JsonParser p, DeserializationContext ctxt) throws IOException {
        JsonToken token = p.currentToken();
        if (token != JsonToken.VALUE_NUMBER_INT && token != JsonToken.VALUE_NUMBER_FLOAT) {
            return handledType().cast(ctxt.handleUnexpectedToken(handledType(), p));
        }
        BigDecimal value = p.getDecimalValue();
        try {
            long whole = value.longValueExact();
            if (handledType() == Integer.class) {
                return handledType().cast(Math.toIntExact(whole));
            }
            return handledType().cast(whole);
        } catch (ArithmeticException fractionOrTooLarge) {
            return handledType().cast(ctxt.handleWeirdNumberValue(handledType(), p.getNumberValue(), "not a whole number that fits"));
        }
    }

    @Override
    @SuppressWarnings("unchecked")
    public Class<T> handledType() {
        return (Class<T>) super.handledType();
    }
}
