package io.paycollect.server.autoconfigure;

import java.util.Set;
import org.springframework.core.convert.TypeDescriptor;
import org.springframework.core.convert.converter.GenericConverter;

/**
 * Query values of the contract's whole quantities ({@code Long}, {@code Integer} parameters) read as
 * {@link WholeNumberText} reads them: {@code merchantId=2.0} (what the official Java SDK sends, through
 * {@code String.valueOf} of a {@code Double}) is 2; {@code 2.5} and text are refused as a type mismatch naming the
 * parameter; the text {@code null} is no value. Spring's own conversion ({@code Long.decode}) refuses {@code 2.0}
 * and takes {@code 0x10}.
 */
final class WholeNumberQueryValues implements GenericConverter {

    @Override
    public Set<ConvertiblePair> getConvertibleTypes() {
        return Set.of(new ConvertiblePair(String.class, Long.class), new ConvertiblePair(String.class, Integer.class));
    }

    @Override
    public Object convert(Object source, TypeDescriptor sourceType, TypeDescriptor targetType) {
        String text = (String) source;
        // The official Java SDK writes an unset parameter as the text null (String.valueOf of a null Double).
        if (text == null || text.isBlank() || "null".equals(text.strip())) {
            return null;
        }
        return WholeNumberText.parse(text, targetType.getObjectType())
                .orElseThrow(() -> new IllegalArgumentException("not a whole number: " + text));
    }
}
