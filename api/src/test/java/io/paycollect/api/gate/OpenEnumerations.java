package io.paycollect.api.gate;

import io.swagger.parser.OpenAPIParser;
import io.swagger.v3.oas.models.OpenAPI;
import io.swagger.v3.oas.models.media.Schema;
import io.swagger.v3.parser.core.models.ParseOptions;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Reads a contract for the gate with its open enumerations as the generated code sees them.
 *
 * <p>The contract lists an open enumeration's known values in {@code x-extensible-enum} (no {@code enum}, which
 * standard validators read as closed); earlier contracts wrote {@code enum} plus {@code x-extensible-enum: true}.
 * openapi-diff would call the move from one form to the other "enum value removed"; read both ways as
 * {@code enum} plus {@code x-extensible-enum: true} (what the generator's OpenEnumNormalizer makes of them), the
 * gate compares the values themselves, as before.
 *
 * <p>Likewise an optional request field that may be null and is a {@code $ref} is written {@code anyOf: [$ref, a
 * null-only schema]} (a {@code $ref}'s siblings are ignored in OpenAPI 3.0); the generator's default
 * {@code SIMPLIFY_ONEOF_ANYOF} normalisation reads it as the referenced type, nullable. openapi-diff would call the
 * move "type changed"; read here as the generator reads it, only the referenced schema is compared. Whole
 * numbers are read as {@link WholeNumbers} says, any JSON value as {@link AnyValues} says.
 */
final class OpenEnumerations {

    private OpenEnumerations() {
    }

    /** The contract at {@code location}, resolved as openapi-diff resolves it, open enumerations as the generator sees them. */
    static OpenAPI read(String location) {
        ParseOptions options = new ParseOptions();
        options.setResolve(true);
        OpenAPI api = new OpenAPIParser().readLocation(location, null, options).getOpenAPI();
        if (api != null && api.getComponents() != null && api.getComponents().getSchemas() != null) {
            api.getComponents().getSchemas().values().forEach(OpenEnumerations::asGenerated);
            api.getComponents().getSchemas().values().forEach(OpenEnumerations::nullableReferencesAsGenerated);
        }
        if (api != null) {
            WholeNumbers.asIntegers(api);
            AnyValues.asEmptySchemas(api);
        }
        return api;
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    private static void nullableReferencesAsGenerated(Schema schema) {
        if (schema.getProperties() == null) {
            return;
        }
        ((Map<String, Schema>) schema.getProperties()).replaceAll((name, property) -> {
            List<Schema> anyOf = property.getAnyOf();
            if (anyOf == null || anyOf.size() != 2 || anyOf.get(0).get$ref() == null || !isNullOnly(anyOf.get(1))) {
                return property;
            }
            return new Schema<>().$ref(anyOf.get(0).get$ref());
        });
    }

    /** {@code {type: ..., nullable: true, enum: [null]}}: the OpenAPI 3.0 schema admitting null alone. */
    private static boolean isNullOnly(Schema<?> schema) {
        return Boolean.TRUE.equals(schema.getNullable()) && schema.getEnum() != null && schema.getEnum().size() == 1
                && schema.getEnum().get(0) == null;
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    private static void asGenerated(Schema schema) {
        if (schema.getExtensions() != null && schema.getExtensions().get("x-extensible-enum") instanceof List<?> known) {
            schema.setEnum(new ArrayList<>(known));
            schema.getExtensions().put("x-extensible-enum", Boolean.TRUE);
        }
    }
}
