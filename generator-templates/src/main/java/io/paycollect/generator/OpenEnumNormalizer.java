package io.paycollect.generator;

import io.swagger.v3.oas.models.OpenAPI;
import io.swagger.v3.oas.models.media.Schema;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.openapitools.codegen.OpenAPINormalizer;

/**
 * Lets the generator see an open enumeration as the enumeration it generates a class for.
 *
 * <p>The contract writes an open enumeration as a plain {@code type: string} whose known values are listed
 * in {@code x-extensible-enum}, so that standard validators (which read {@code enum} as closed) accept a
 * value the service adds. The generator only makes an enumeration class from {@code enum}: before
 * generating, this moves the listed values into {@code enum} and leaves {@code x-extensible-enum: true},
 * which the patched templates render as an extensible enumeration (generator-templates/README.md).
 * Selected with the generator's {@code openapiNormalizer} option {@code NORMALIZER_CLASS}.
 */
public class OpenEnumNormalizer extends OpenAPINormalizer {

    private static final String EXTENSION = "x-extensible-enum";

    /** The generator creates normalizers reflectively through this constructor. */
    public OpenEnumNormalizer(OpenAPI openAPI, Map<String, String> inputRules) {
        super(openAPI, inputRules);
    }

    @Override
    protected void normalize() {
        if (openAPI.getComponents() != null && openAPI.getComponents().getSchemas() != null) {
            openAPI.getComponents().getSchemas().values().forEach(OpenEnumNormalizer::closeForGeneration);
        }
        super.normalize();
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    private static void closeForGeneration(Schema schema) {
        Map<String, Object> extensions = schema.getExtensions();
        if (extensions != null && extensions.get(EXTENSION) instanceof List<?> known) {
            schema.setEnum(new ArrayList<>(known));
            extensions.put(EXTENSION, Boolean.TRUE);
        }
    }
}
