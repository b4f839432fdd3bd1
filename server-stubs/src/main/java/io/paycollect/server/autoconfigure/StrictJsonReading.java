package io.paycollect.server.autoconfigure;

import com.fasterxml.jackson.annotation.JsonSetter;
import com.fasterxml.jackson.annotation.Nulls;
import java.util.List;
import org.springframework.boot.jackson.autoconfigure.JsonMapperBuilderCustomizer;
import tools.jackson.databind.DeserializationFeature;
import tools.jackson.databind.MapperFeature;
import tools.jackson.databind.cfg.CoercionAction;
import tools.jackson.databind.cfg.CoercionInputShape;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.type.LogicalType;

/**
 * The server's reading rules for Jackson 3 (Spring Boot 4), applied to the application's mapper, the one
 * that reads request bodies: a JSON value is read only into a field of its own type. A string field
 * refuses numbers and booleans, a whole-number field (every id and amount of VND the contract declares
 * {@code type: number, multipleOf: 1}) reads {@code 50000.0} as 50000 and refuses strings and fractions
 * ({@code 50000.7} is not cut to 50000; {@link WholeNumberDeserializers}), a decimal field
 * refuses strings, a boolean field refuses numbers and strings, an enumeration refuses numbers, and a
 * {@code null} item in a list is refused. Each refusal is a mapping error that {@link JacksonErrors} turns
 * into a 400 naming the field. {@link StrictObjectMapperReading} is the same rule set for Jackson 2 (Boot 3.5).
 */
final class StrictJsonReading implements JsonMapperBuilderCustomizer {

    @Override
    public void customize(JsonMapper.Builder builder) {
        // Off, scalar coercion lets no text into a number or true/false, and no number into true/false or an enumeration.
        builder.disable(MapperFeature.ALLOW_COERCION_OF_SCALARS)
                .disable(DeserializationFeature.ACCEPT_FLOAT_AS_INT)
                // Long and Integer: 1.0 is 1, 1.5 is refused (the feature above would cut it to 1).
                .addModule(WholeNumberDeserializers.module())
                // A text field takes any scalar whatever that feature says: refused here.
                .withCoercionConfig(LogicalType.Textual, c -> c
                        .setCoercion(CoercionInputShape.Integer, CoercionAction.Fail)
                        .setCoercion(CoercionInputShape.Float, CoercionAction.Fail)
                        .setCoercion(CoercionInputShape.Boolean, CoercionAction.Fail))
                // Every array of the contract is a List in the generated models.
                .withConfigOverride(List.class, o -> o.setNullHandling(JsonSetter.Value.forContentNulls(Nulls.FAIL)));
    }
}
