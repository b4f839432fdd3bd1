package io.paycollect.api.gate;

import io.swagger.v3.oas.models.OpenAPI;
import io.swagger.v3.oas.models.Operation;
import io.swagger.v3.oas.models.PathItem;
import io.swagger.v3.oas.models.media.Schema;
import io.swagger.v3.oas.models.parameters.Parameter;
import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;

/**
 * Finds open objects ({@code additionalProperties: true} or a schema) and open enumerations
 * ({@code x-extensible-enum: true}) that the new contract closes.
 *
 * <p>openapi-diff 2.1.7 does not compare {@code additionalProperties} at all: it calls a contract
 * whose open request payload became closed "unchanged". For paycollect that is a break: callers that
 * send fields the contract does not name are refused, and the generated models lose their
 * additional-properties map. Documenting an open payload keeps it open (the contract's rule), so
 * this check never fires on it.
 */
public final class ClosedOpenObjects {

    private ClosedOpenObjects() {
    }

    /** Every object open in {@code before} and closed in {@code after}: named schemas and parameter schemas. */
    public static List<Break> between(OpenAPI before, OpenAPI after) {
        List<Break> breaks = new ArrayList<>();
        Map<String, Schema> oldSchemas = schemas(before);
        Map<String, Schema> newSchemas = schemas(after);
        oldSchemas.forEach((name, schema) -> compare(schema, newSchemas.get(name), "schema " + name, breaks,
                Collections.newSetFromMap(new IdentityHashMap<>()), newSchemas));
        if (before.getPaths() != null && after.getPaths() != null) {
            before.getPaths().forEach((path, oldItem) -> {
                PathItem newItem = after.getPaths().get(path);
                if (newItem != null) {
                    oldItem.readOperationsMap().forEach((method, oldOperation) -> {
                        Operation newOperation = newItem.readOperationsMap().get(method);
                        if (newOperation != null) {
                            compareParameters(method + " " + path, oldOperation, newOperation, breaks);
                        }
                    });
                }
            });
        }
        return Collections.unmodifiableList(breaks);
    }

    private static Map<String, Schema> schemas(OpenAPI api) {
        if (api.getComponents() == null || api.getComponents().getSchemas() == null) {
            return Map.of();
        }
        return api.getComponents().getSchemas();
    }

    private static void compareParameters(String where, Operation before, Operation after, List<Break> breaks) {
        if (before.getParameters() == null || after.getParameters() == null) {
            return;
        }
        for (Parameter oldParameter : before.getParameters()) {
            for (Parameter newParameter : after.getParameters()) {
                if (Objects.equals(oldParameter.getName(), newParameter.getName())
                        && Objects.equals(oldParameter.getIn(), newParameter.getIn())) {
                    String operation = where + (before.getOperationId() == null ? "" : " (" + before.getOperationId() + ")");
                    compare(oldParameter.getSchema(), newParameter.getSchema(),
                            operation + " > parameter " + oldParameter.getName(), breaks);
                }
            }
        }
    }

    private static void compare(Schema<?> before, Schema<?> after, String where, List<Break> breaks) {
        compare(before, after, where, breaks, Collections.newSetFromMap(new IdentityHashMap<>()), Map.of());
    }

    private static void compare(Schema<?> before, Schema<?> written, String where, List<Break> breaks, Set<Schema<?>> seen,
            Map<String, Schema> newSchemas) {
        Schema<?> after = referenced(written, newSchemas);
        if (before == null || after == null) {
            return; // a removed schema or parameter is openapi-diff's to report
        }
        if (!seen.add(before)) {
            return; // a fully resolved recursive schema refers back to itself
        }
        if (isOpen(before) && !isOpen(after)) {
            breaks.add(new Break(where, "open object closed (additionalProperties no longer allowed)"));
        }
        if (isExtensible(before) && !isExtensible(after)) {
            breaks.add(new Break(where, "open enumeration closed (x-extensible-enum removed: a value the service adds would be refused)"));
        }
        if (before.getProperties() != null && after.getProperties() != null) {
            before.getProperties().forEach((name, property) ->
                    compare(property, after.getProperties().get(name), where + " > " + name, breaks, seen, newSchemas));
        }
        compare(before.getItems(), after.getItems(), where + "[]", breaks, seen, newSchemas);
    }

    /**
     * The named schema a bare {@code $ref} of the new contract points to: openapi-diff merges a one-member
     * {@code allOf} in place, but leaves a {@code $ref} (what an optional field that may be null reads as, see
     * OpenEnumerations) unresolved, so its openness would otherwise look lost.
     */
    private static Schema<?> referenced(Schema<?> schema, Map<String, Schema> schemas) {
        if (schema == null || schema.get$ref() == null || schema.getAllOf() != null) {
            return schema;
        }
        Schema<?> named = schemas.get(schema.get$ref().substring(schema.get$ref().lastIndexOf('/') + 1));
        return named == null ? schema : named;
    }

    private static boolean isExtensible(Schema<?> schema) {
        return schema.getExtensions() != null && Boolean.TRUE.equals(schema.getExtensions().get("x-extensible-enum"));
    }

    private static boolean isOpen(Schema<?> schema) {
        Object additional = schema.getAdditionalProperties();
        return Boolean.TRUE.equals(additional) || additional instanceof Schema;
    }
}
