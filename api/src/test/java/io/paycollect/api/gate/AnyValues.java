package io.paycollect.api.gate;

import io.swagger.v3.oas.models.OpenAPI;
import io.swagger.v3.oas.models.media.Schema;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Reads the contract's "any JSON value" as the empty schema {@code {}} it stands for. The contract writes it as the
 * component {@code AnyValue}, {@code anyOf} an object (nullable), a list, text, a number and a boolean, because
 * Atlassian's validator reads an empty schema that is a field of a named schema as an object; a component that is
 * only {@code allOf} such a schema ({@code ErrorData}) is the same value. Both admit every JSON value, and the
 * generators map them to {@code Object} as they do {@code {}}; openapi-diff would call the move from {@code {}}
 * "type changed" (it reads an {@code anyOf} by one of its members), so only a real change is compared.
 */
final class AnyValues {

    private static final Set<String> EVERY_TYPE = Set.of("object", "array", "string", "number", "boolean");

    private AnyValues() {
    }

    /** Rewrites, in place, every component of {@code api} that admits any JSON value as an empty schema. */
    @SuppressWarnings({"unchecked", "rawtypes"})
    static void asEmptySchemas(OpenAPI api) {
        if (api.getComponents() == null || api.getComponents().getSchemas() == null) {
            return;
        }
        Map<String, Schema> schemas = (Map) api.getComponents().getSchemas();
        Set<String> any = new HashSet<>();
        schemas.forEach((name, schema) -> {
            if (isEveryType(schema)) {
                any.add(name);
            }
        });
        boolean grew = true;
        while (grew) {
            grew = false;
            for (Map.Entry<String, Schema> e : schemas.entrySet()) {
                if (!any.contains(e.getKey()) && isOnly(e.getValue().getAllOf(), any)) {
                    grew = any.add(e.getKey());
                }
            }
        }
        any.forEach(name -> {
            Schema<?> was = schemas.get(name);
            Schema<?> empty = new Schema<>();
            empty.setDescription(was.getDescription());
            empty.setExtensions(was.getExtensions());
            schemas.put(name, empty);
        });
    }

    /** {@code anyOf} the five JSON types, each a plain member ({@code items} and {@code additionalProperties} aside). */
    private static boolean isEveryType(Schema<?> schema) {
        List<Schema> members = schema.getAnyOf();
        if (schema.getType() != null || members == null || members.size() != EVERY_TYPE.size()) {
            return false;
        }
        Set<String> types = new HashSet<>();
        for (Schema<?> member : members) {
            boolean plain = member.getProperties() == null && member.getEnum() == null && member.getAllOf() == null
                    && member.getAnyOf() == null && member.getOneOf() == null && member.getNot() == null
                    && member.getFormat() == null && member.getPattern() == null && member.getMinimum() == null
                    && member.getMaximum() == null && member.getMinLength() == null && member.getMaxLength() == null
                    && member.getMinItems() == null && member.getMaxItems() == null && member.getMultipleOf() == null
                    && (member.getItems() == null || isEmpty(member.getItems()))
                    && (member.getAdditionalProperties() == null || Boolean.TRUE.equals(member.getAdditionalProperties()));
            if (!plain || !types.add(String.valueOf(member.getType()))) {
                return false;
            }
        }
        return types.equals(EVERY_TYPE);
    }

    private static boolean isEmpty(Schema<?> schema) {
        return schema.getType() == null && schema.get$ref() == null && schema.getProperties() == null
                && schema.getAllOf() == null && schema.getAnyOf() == null && schema.getOneOf() == null && schema.getNot() == null;
    }

    private static boolean isOnly(List<Schema> allOf, Set<String> any) {
        return allOf != null && allOf.size() == 1 && allOf.get(0).get$ref() != null
                && any.contains(allOf.get(0).get$ref().substring(allOf.get(0).get$ref().lastIndexOf('/') + 1));
    }
}
