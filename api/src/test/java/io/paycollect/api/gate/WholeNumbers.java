package io.paycollect.api.gate;

import io.swagger.v3.oas.models.OpenAPI;
import io.swagger.v3.oas.models.Operation;
import io.swagger.v3.oas.models.media.MediaType;
import io.swagger.v3.oas.models.media.Schema;
import io.swagger.v3.oas.models.parameters.Parameter;
import java.math.BigDecimal;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.Set;

/**
 * Reads {@code type: number, multipleOf: 1} as {@code type: integer}: in JSON Schema both admit exactly the whole
 * numbers, and the contract moved from the second to the first because Atlassian's validator refuses {@code 1.0}
 * against {@code integer} while Prism and the service accept it. openapi-diff would call the move "type changed";
 * read this way, only a real change (a whole number becoming any number, or the reverse) is compared.
 */
final class WholeNumbers {

    private WholeNumbers() {
    }

    /** Rewrites, in place, every whole {@code number} schema of {@code api} as the equivalent {@code integer}. */
    static void asIntegers(OpenAPI api) {
        Set<Schema<?>> seen = Collections.newSetFromMap(new IdentityHashMap<>());
        if (api.getComponents() != null && api.getComponents().getSchemas() != null) {
            api.getComponents().getSchemas().values().forEach(s -> walk(s, seen));
        }
        if (api.getPaths() == null) {
            return;
        }
        api.getPaths().values().forEach(item -> {
            if (item.getParameters() != null) {
                item.getParameters().forEach(p -> walk(p.getSchema(), seen));
            }
            item.readOperations().forEach(op -> operation(op, seen));
        });
    }

    private static void operation(Operation op, Set<Schema<?>> seen) {
        if (op.getParameters() != null) {
            for (Parameter p : op.getParameters()) {
                walk(p.getSchema(), seen);
            }
        }
        if (op.getRequestBody() != null && op.getRequestBody().getContent() != null) {
            op.getRequestBody().getContent().values().stream().map(MediaType::getSchema).forEach(s -> walk(s, seen));
        }
        if (op.getResponses() != null) {
            op.getResponses().values().stream().filter(r -> r.getContent() != null)
                    .flatMap(r -> r.getContent().values().stream()).map(MediaType::getSchema).forEach(s -> walk(s, seen));
        }
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    private static void walk(Schema schema, Set<Schema<?>> seen) {
        if (schema == null || !seen.add(schema)) {
            return;
        }
        if ("number".equals(schema.getType()) && schema.getMultipleOf() != null
                && schema.getMultipleOf().compareTo(BigDecimal.ONE) == 0) {
            schema.setType("integer");
            schema.setMultipleOf(null);
        }
        if (schema.getProperties() != null) {
            ((java.util.Map<String, Schema>) schema.getProperties()).values().forEach(s -> walk(s, seen));
        }
        walk(schema.getItems(), seen);
        if (schema.getAdditionalProperties() instanceof Schema extra) {
            walk(extra, seen);
        }
        for (java.util.List<Schema> members : new java.util.List[] {schema.getAllOf(), schema.getAnyOf(), schema.getOneOf()}) {
            if (members != null) {
                members.forEach(s -> walk(s, seen));
            }
        }
    }
}
