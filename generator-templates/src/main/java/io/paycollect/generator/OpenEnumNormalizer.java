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
 *
 * <p>An optional request field that may be null and is a {@code $ref} (an enumeration or a nested object) is
 * written {@code anyOf: [$ref, {type: ..., nullable: true, enum: [null]}]}: in OpenAPI 3.0 a {@code $ref}'s
 * siblings are ignored and {@code nullable} takes effect only beside a {@code type}, so that is the form in which
 * standard validators admit null there. The generator would merge those two members into an inline enumeration
 * of its own; this reads the field as the referenced schema, so it stays the referenced class (the null-only
 * member adds nothing to a Java field, which is null when absent anyway).
 *
 * <p>Selected with the generator's {@code openapiNormalizer} option {@code NORMALIZER_CLASS}.
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
            openAPI.getComponents().getSchemas().values().forEach(OpenEnumNormalizer::nullableReferenceAsReference);
        }
        super.normalize();
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    private static void nullableReferenceAsReference(Schema schema) {
        if (schema.getProperties() != null) {
            ((Map<String, Schema>) schema.getProperties()).replaceAll((name, property) -> referenceOf(property));
        }
    }

    /** The {@code $ref} of {@code anyOf: [$ref, null only]}; any other schema as it is. */
    private static Schema<?> referenceOf(Schema<?> property) {
        List<Schema> anyOf = property.getAnyOf();
        if (anyOf == null || anyOf.size() != 2 || anyOf.get(0).get$ref() == null || !isNullOnly(anyOf.get(1))) {
            return property;
        }
        Schema<?> reference = new Schema<>().$ref(anyOf.get(0).get$ref());
        // described, it is a one-member allOf, the form in which a $ref keeps a description of its own
        return property.getDescription() == null ? reference
                : new Schema<>().allOf(List.of(reference)).description(property.getDescription());
    }

    private static boolean isNullOnly(Schema<?> schema) {
        return Boolean.TRUE.equals(schema.getNullable()) && schema.getEnum() != null && schema.getEnum().size() == 1
                && schema.getEnum().get(0) == null;
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
