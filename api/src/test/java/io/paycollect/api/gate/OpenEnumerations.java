package io.paycollect.api.gate;

import io.swagger.parser.OpenAPIParser;
import io.swagger.v3.oas.models.OpenAPI;
import io.swagger.v3.oas.models.media.Schema;
import io.swagger.v3.parser.core.models.ParseOptions;
import java.util.ArrayList;
import java.util.List;

/**
 * Reads a contract for the gate with its open enumerations as the generated code sees them.
 *
 * <p>The contract lists an open enumeration's known values in {@code x-extensible-enum} (no {@code enum}, which
 * standard validators read as closed); earlier contracts wrote {@code enum} plus {@code x-extensible-enum: true}.
 * openapi-diff would call the move from one form to the other "enum value removed"; read both ways as
 * {@code enum} plus {@code x-extensible-enum: true} (what the generator's OpenEnumNormalizer makes of them), the
 * gate compares the values themselves, as before.
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
        }
        return api;
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    private static void asGenerated(Schema schema) {
        if (schema.getExtensions() != null && schema.getExtensions().get("x-extensible-enum") instanceof List<?> known) {
            schema.setEnum(new ArrayList<>(known));
            schema.getExtensions().put("x-extensible-enum", Boolean.TRUE);
        }
    }
}
