package io.paycollect.api.gate;

import io.swagger.v3.oas.models.Operation;
import io.swagger.v3.oas.models.media.Schema;
import io.swagger.v3.oas.models.parameters.Parameter;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import org.openapitools.openapidiff.core.model.Changed;
import org.openapitools.openapidiff.core.model.ChangedApiResponse;
import org.openapitools.openapidiff.core.model.ChangedContent;
import org.openapitools.openapidiff.core.model.ChangedOpenApi;
import org.openapitools.openapidiff.core.model.ChangedOperation;
import org.openapitools.openapidiff.core.model.ChangedParameter;
import org.openapitools.openapidiff.core.model.ChangedParameters;
import org.openapitools.openapidiff.core.model.ChangedRequestBody;
import org.openapitools.openapidiff.core.model.ChangedSchema;
import org.openapitools.openapidiff.core.model.ChangedSecurityRequirements;
import org.openapitools.openapidiff.core.model.ComposedChanged;
import org.openapitools.openapidiff.core.model.DiffResult;
import org.openapitools.openapidiff.core.model.Endpoint;
import org.openapitools.openapidiff.core.model.schema.ChangedEnum;
import org.openapitools.openapidiff.core.model.schema.ChangedRequired;

/**
 * The compatibility rule of paycollect: every change openapi-diff calls incompatible, plus one it
 * does not.
 *
 * <p>openapi-diff 2.1.7 treats a removed response property as compatible (an optional field may be
 * absent anyway). For paycollect it is a break: generated clients lose the getter, and callers that
 * read the field stop compiling. Adding properties to a response, the way an open payload gets
 * documented, stays compatible in both views.
 *
 * <p>Each break is located (operation, request body / parameter / response, property path) so the
 * build output says what to undo.
 */
public final class IncompatibleChanges {

    private IncompatibleChanges() {
    }

    /** The breaks in {@code diff}, in contract order; empty when the new contract breaks nobody. */
    public static List<Break> in(ChangedOpenApi diff) {
        List<Break> breaks = new ArrayList<>();
        for (Endpoint removed : diff.getMissingEndpoints()) {
            breaks.add(new Break(label(removed.getMethod().name(), removed.getPathUrl(), removed.getOperation()),
                    "operation removed"));
        }
        for (ChangedOperation operation : diff.getChangedOperations()) {
            String where = label(operation.getHttpMethod().name(), operation.getPathUrl(), operation.getOldOperation());
            walk(operation, where, breaks);
        }
        if (breaks.isEmpty() && diff.isIncompatible()) {
            // Safety net: a kind of break this walker does not know must still stop the build.
            breaks.add(new Break("contract", "openapi-diff reports an incompatible change (see the diff report)"));
        }
        return Collections.unmodifiableList(breaks);
    }

    private static String label(String method, String path, Operation operation) {
        String id = operation == null ? null : operation.getOperationId();
        return method + " " + path + (id == null ? "" : " (" + id + ")");
    }

    private static void walk(Changed node, String where, List<Break> out) {
        if (node == null) {
            return;
        }
        for (String what : ownBreaks(node)) {
            out.add(new Break(where, what));
        }
        if (node instanceof ChangedApiResponse responses) {
            responses.getChanged().forEach((status, response) -> walk(response, where + " > response " + status, out));
        } else if (node instanceof ChangedContent content) {
            content.getChanged().values().forEach(mediaType -> walk(mediaType, where, out));
        } else if (node instanceof ChangedParameters parameters) {
            parameters.getChanged().forEach(p -> walk(p, where + " > parameter " + p.getName(), out));
        } else if (node instanceof ChangedSchema schema) {
            walkSchema(schema, where, out);
        } else if (node instanceof ComposedChanged composed) {
            for (Changed child : composed.getChangedElements()) {
                walk(child, where + sectionOf(child), out);
            }
        }
    }

    private static void walkSchema(ChangedSchema schema, String where, List<Break> out) {
        Set<Changed> named = Collections.newSetFromMap(new IdentityHashMap<>());
        schema.getChangedProperties().forEach((name, property) -> {
            named.add(property);
            walk(property, where + " > " + name, out);
        });
        if (schema.getItems() != null) {
            named.add(schema.getItems());
            walk(schema.getItems(), where + "[]", out);
        }
        if (schema.getAddProp() != null) {
            named.add(schema.getAddProp());
            walk(schema.getAddProp(), where + " > additionalProperties", out);
        }
        for (Changed child : schema.getChangedElements()) {
            if (child != null && !named.contains(child)) {
                walk(child, where, out);
            }
        }
    }

    private static String sectionOf(Changed child) {
        if (child instanceof ChangedRequestBody) {
            return " > request body";
        }
        if (child instanceof ChangedSecurityRequirements) {
            return " > security";
        }
        return "";
    }

    /** What {@code node} itself (not its children) breaks, one sentence per break. */
    private static List<String> ownBreaks(Changed node) {
        List<String> breaks = new ArrayList<>();
        if (node instanceof ChangedSchema schema && schema.getContext().isResponse()
                && !schema.getMissingProperties().isEmpty()) {
            breaks.add("response field removed: " + names(schema.getMissingProperties().keySet()));
        }
        DiffResult own = node instanceof ComposedChanged composed ? composed.isCoreChanged() : node.isChanged();
        if (own.isIncompatible()) {
            breaks.add(describe(node));
        }
        return breaks;
    }

    private static String describe(Changed node) {
        if (node instanceof ChangedRequired required) {
            return joined("new required field", required.getIncreased(), "field no longer required", required.getMissing());
        }
        if (node instanceof ChangedEnum<?> enumeration) {
            return joined("enum value removed", enumeration.getMissing(), "enum value added", enumeration.getIncreased());
        }
        if (node instanceof ChangedSchema schema && schema.isChangedType()) {
            return "type changed from " + typeOf(schema.getOldSchema()) + " to " + typeOf(schema.getNewSchema());
        }
        if (node instanceof ChangedApiResponse responses && !responses.getMissing().isEmpty()) {
            return "response removed: " + names(responses.getMissing().keySet());
        }
        if (node instanceof ChangedContent content && !content.getMissing().isEmpty()) {
            return "media type removed: " + names(content.getMissing().keySet());
        }
        if (node instanceof ChangedParameters parameters) {
            return joined("parameter removed", parameterNames(parameters.getMissing()),
                    "new required parameter", parameterNames(parameters.getIncreased().stream()
                            .filter(p -> Boolean.TRUE.equals(p.getRequired())).toList()));
        }
        if (node instanceof ChangedParameter parameter) {
            return "parameter changed incompatibly (required, style or explode)";
        }
        if (node instanceof ChangedRequestBody body && body.isChangeRequired()) {
            return "request body became required";
        }
        String kind = node.getClass().getSimpleName().replaceFirst("^Changed", "");
        return "incompatible change of " + kind;
    }

    private static String joined(String first, Collection<?> firstItems, String second, Collection<?> secondItems) {
        List<String> parts = new ArrayList<>();
        if (!firstItems.isEmpty()) {
            parts.add(first + ": " + names(firstItems));
        }
        if (!secondItems.isEmpty()) {
            parts.add(second + ": " + names(secondItems));
        }
        return parts.isEmpty() ? "incompatible change" : String.join("; ", parts);
    }

    private static List<String> parameterNames(List<Parameter> parameters) {
        return parameters.stream().map(p -> p.getName() + " (" + p.getIn() + ")").toList();
    }

    private static String names(Collection<?> items) {
        return items.stream().map(String::valueOf).collect(Collectors.joining(", "));
    }

    private static String typeOf(Schema<?> schema) {
        return schema == null ? "none" : String.valueOf(schema.getType());
    }
}
