package io.paycollect.sandbox.contract;

import com.atlassian.oai.validator.OpenApiInteractionValidator;
import com.atlassian.oai.validator.report.LevelResolver;
import com.atlassian.oai.validator.report.ValidationReport;
import com.fasterxml.jackson.core.JsonPointer;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.paycollect.sandbox.contract.NegativeCase.Kind;
import io.swagger.v3.oas.models.OpenAPI;
import io.swagger.v3.oas.models.Operation;
import io.swagger.v3.oas.models.PathItem;
import io.swagger.v3.oas.models.media.Schema;
import io.swagger.v3.oas.models.parameters.Parameter;
import io.swagger.v3.parser.OpenAPIV3Parser;
import io.swagger.v3.parser.core.models.ParseOptions;
import java.math.BigDecimal;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import java.util.regex.Pattern;

/**
 * Generates, from the contract's own schemas, requests it forbids: for every operation, its valid example
 * with one body field or query parameter made wrong in each way the field's schema rules out (another JSON
 * type, another structure, a fraction for a whole number, a value outside its stated range, null or nothing
 * where a value is required, empty text where text is required, text its pattern does not admit, an empty list
 * where items are required, a null list item).
 */
final class NegativeCases {

    private static final JsonNodeFactory JSON = JsonNodeFactory.instance;
    private static final ObjectMapper MAPPER = new ObjectMapper();
    /** Text that no pattern of the contract admits but the non-blank one (a date, for instance, it is not). */
    private static final String NOT_OF_THE_PATTERN = "not valid";

    private NegativeCases() {
    }

    /** Every case of the contract at {@code location}. */
    static List<NegativeCase> of(String location) {
        OpenAPI api = contract(location);
        List<NegativeCase> cases = new ArrayList<>();
        api.getPaths().forEach((path, item) -> item.readOperationsMap().forEach((method, operation) ->
                cases.addAll(of(method.name(), path, operation))));
        return cases;
    }

    /** The contract at {@code location}, its references resolved. */
    static OpenAPI contract(String location) {
        ParseOptions options = new ParseOptions();
        options.setResolve(true);
        options.setResolveFully(true);
        return new OpenAPIV3Parser().read(location, null, options);
    }

    /** The query of {@code operation}'s parameter examples, or empty. */
    static String exampleQuery(Operation operation) {
        Map<String, String> valid = new LinkedHashMap<>();
        if (operation.getParameters() != null) {
            operation.getParameters().stream().filter(p -> "query".equals(p.getIn()) && p.getExample() != null)
                    .forEach(p -> valid.put(p.getName(), String.valueOf(p.getExample())));
        }
        return query(valid);
    }

    /** The JSON of {@code operation}'s request example, or null when it has no body. */
    static String exampleBody(Operation operation) {
        return operation.getRequestBody() == null ? null
                : MAPPER.valueToTree(operation.getRequestBody().getContent().get("application/json").getExample()).toString();
    }

    private static List<NegativeCase> of(String method, String path, Operation operation) {
        List<NegativeCase> cases = new ArrayList<>();
        String id = operation.getOperationId();
        if (operation.getRequestBody() != null) {
            var media = operation.getRequestBody().getContent().get("application/json");
            JsonNode example = MAPPER.valueToTree(media.getExample());
            Schema<?> schema = media.getSchema();
            if (example instanceof ObjectNode object && schema.getProperties() != null) {
                Set<String> required = schema.getRequired() == null ? Set.of() : Set.copyOf(schema.getRequired());
                schema.getProperties().forEach((name, property) -> {
                    for (Wrong wrong : wrongValues(property, required.contains(name))) {
                        ObjectNode body = object.deepCopy();
                        if (wrong.value() == null) {
                            body.remove(name);
                        } else {
                            body.set(name, wrong.value());
                        }
                        cases.add(new NegativeCase(id, method, path, body.toString(), name, wrong.kind()));
                    }
                });
            }
        }
        List<Parameter> query = operation.getParameters() == null ? List.of()
                : operation.getParameters().stream().filter(p -> "query".equals(p.getIn())).toList();
        Map<String, String> valid = new LinkedHashMap<>();
        query.forEach(p -> {
            if (p.getExample() != null) {
                valid.put(p.getName(), String.valueOf(p.getExample()));
            }
        });
        for (Parameter parameter : query) {
            for (Wrong wrong : wrongValues(parameter.getSchema(), Boolean.TRUE.equals(parameter.getRequired()))) {
                String text = queryText(wrong);
                if (text == null && wrong.kind() != Kind.MISSING_REQUIRED) {
                    continue; // a query carries only text: JSON structure, null and list items do not apply
                }
                Map<String, String> values = new LinkedHashMap<>(valid);
                if (text == null) {
                    values.remove(parameter.getName());
                } else {
                    values.put(parameter.getName(), text);
                }
                cases.add(new NegativeCase(id, method, path + query(values), null, parameter.getName(), wrong.kind()));
            }
        }
        return cases;
    }

    /** A wrong value, or null for "left out". */
    private record Wrong(JsonNode value, Kind kind) {
    }

    private static List<Wrong> wrongValues(Schema<?> schema, boolean required) {
        List<Wrong> wrong = new ArrayList<>();
        if (required) {
            wrong.add(new Wrong(null, Kind.MISSING_REQUIRED));
            wrong.add(new Wrong(JSON.nullNode(), Kind.NULL_REQUIRED));
        }
        String type = isAnyValue(schema) ? "" : type(schema);
        switch (type) {
            case "string" -> {
                wrong.add(new Wrong(JSON.numberNode(12345), Kind.WRONG_SCALAR_TYPE));
                wrong.add(new Wrong(JSON.booleanNode(true), Kind.WRONG_SCALAR_TYPE));
                wrong.add(new Wrong(JSON.objectNode(), Kind.WRONG_STRUCTURE));
                wrong.add(new Wrong(JSON.arrayNode(), Kind.WRONG_STRUCTURE));
                if (schema.getMinLength() != null && schema.getMinLength() > 0) {
                    wrong.add(new Wrong(JSON.textNode(""), Kind.EMPTY_REQUIRED));
                }
                if (schema.getPattern() != null && !Pattern.compile(schema.getPattern()).matcher("   ").find()) {
                    wrong.add(new Wrong(JSON.textNode("   "), Kind.EMPTY_REQUIRED));
                }
                if (schema.getPattern() != null && !Pattern.compile(schema.getPattern()).matcher(NOT_OF_THE_PATTERN).find()) {
                    wrong.add(new Wrong(JSON.textNode(NOT_OF_THE_PATTERN), Kind.PATTERN_MISMATCH));
                }
                if (schema.getMaxLength() != null) {
                    wrong.add(new Wrong(JSON.textNode("9".repeat(schema.getMaxLength() + 1)), Kind.OUT_OF_RANGE));
                }
            }
            case "integer", "number" -> {
                wrong.add(new Wrong(JSON.textNode("12"), Kind.WRONG_SCALAR_TYPE));
                wrong.add(new Wrong(JSON.booleanNode(true), Kind.WRONG_SCALAR_TYPE));
                wrong.add(new Wrong(JSON.objectNode(), Kind.WRONG_STRUCTURE));
                wrong.add(new Wrong(JSON.arrayNode(), Kind.WRONG_STRUCTURE));
                if (type.equals("integer") || schema.getMultipleOf() != null) {
                    wrong.add(new Wrong(JSON.numberNode(new BigDecimal("1.5")), Kind.FRACTION));
                }
                bound(schema.getMinimum(), BigDecimal.ONE.negate(), wrong);
                bound(schema.getMaximum(), BigDecimal.ONE, wrong);
            }
            case "boolean" -> {
                wrong.add(new Wrong(JSON.numberNode(1), Kind.WRONG_SCALAR_TYPE));
                wrong.add(new Wrong(JSON.textNode("true"), Kind.WRONG_SCALAR_TYPE));
                wrong.add(new Wrong(JSON.objectNode(), Kind.WRONG_STRUCTURE));
            }
            case "array" -> {
                wrong.add(new Wrong(JSON.textNode("x"), Kind.WRONG_STRUCTURE));
                wrong.add(new Wrong(JSON.objectNode(), Kind.WRONG_STRUCTURE));
                wrong.add(new Wrong(JSON.arrayNode().add(JSON.nullNode()), Kind.NULL_ITEM));
                if (schema.getMinItems() != null && schema.getMinItems() > 0) {
                    wrong.add(new Wrong(JSON.arrayNode(), Kind.EMPTY_REQUIRED));
                }
            }
            case "object" -> {
                wrong.add(new Wrong(JSON.textNode("x"), Kind.WRONG_STRUCTURE));
                wrong.add(new Wrong(JSON.arrayNode(), Kind.WRONG_STRUCTURE));
            }
            default -> {
                // any JSON value (the SDKs disagree): nothing is wrong but leaving a required one out
            }
        }
        return wrong;
    }

    private static void bound(BigDecimal bound, BigDecimal step, List<Wrong> wrong) {
        if (bound != null) {
            wrong.add(new Wrong(JSON.numberNode(bound.add(step)), Kind.OUT_OF_RANGE));
        }
    }

    private static String type(Schema<?> schema) {
        if (schema.getType() != null) {
            return schema.getType();
        }
        if (schema.getAnyOf() != null && !schema.getAnyOf().isEmpty()) {
            return type(schema.getAnyOf().get(0)); // an open enumeration: text
        }
        return schema.getProperties() != null ? "object" : "";
    }

    /**
     * Any JSON value (where the SDKs disagree), of which no type is wrong, null included: the contract's
     * {@code AnyValue}, {@code anyOf} the five JSON types (the object one nullable), or an empty schema {@code {}}.
     */
    static boolean isAnyValue(Schema<?> schema) {
        if (schema.getAnyOf() != null) {
            Set<String> types = new HashSet<>();
            schema.getAnyOf().forEach(member -> types.add(String.valueOf(member.getType())));
            return types.equals(Set.of("object", "array", "string", "number", "boolean"))
                    && schema.getAnyOf().stream().anyMatch(member -> Boolean.TRUE.equals(member.getNullable()));
        }
        return schema.getProperties() == null && schema.getAdditionalProperties() == null && schema.getItems() == null
                && schema.getAnyOf() == null && schema.getEnum() == null && !"string".equals(schema.getType())
                && !"integer".equals(schema.getType()) && !"number".equals(schema.getType())
                && !"boolean".equals(schema.getType());
    }

    /** The text a query parameter carries for {@code wrong}, or null when a query cannot carry it. */
    private static String queryText(Wrong wrong) {
        JsonNode value = wrong.value();
        if (value == null || value.isNull() || value.isContainerNode()) {
            return null;
        }
        return switch (wrong.kind()) {
            // in a query everything is text: a number is valid text, text is a wrong number
            case WRONG_SCALAR_TYPE -> value.isTextual() ? "twelve" : null;
            default -> value.asText();
        };
    }

    /** {@code ?name=value&...}, names and values percent-encoded; empty for no values. */
    static String query(Map<String, String> values) {
        Function<String, String> encode = s -> URLEncoder.encode(s, StandardCharsets.UTF_8).replace("+", "%20");
        StringBuilder out = new StringBuilder();
        values.forEach((name, value) -> out.append(out.isEmpty() ? '?' : '&').append(encode.apply(name)).append('=')
                .append(encode.apply(value)));
        return out.toString();
    }

    /** The path and method of {@code operationId} in {@code api}. */
    static Map.Entry<String, PathItem.HttpMethod> operation(OpenAPI api, String operationId) {
        for (Map.Entry<String, PathItem> path : api.getPaths().entrySet()) {
            for (Map.Entry<PathItem.HttpMethod, Operation> op : path.getValue().readOperationsMap().entrySet()) {
                if (operationId.equals(op.getValue().getOperationId())) {
                    return Map.entry(path.getKey(), op.getKey());
                }
            }
        }
        throw new IllegalArgumentException("no operation " + operationId);
    }

    /** Sets {@code value} at {@code pointer} in {@code root}; an index past a list's end copies its first item up to it. */
    static void set(JsonNode root, JsonPointer pointer, JsonNode value) {
        JsonNode parent = root.at(pointer.head());
        if (parent instanceof ArrayNode list) {
            int index = pointer.last().getMatchingIndex();
            while (list.size() <= index) {
                list.add(list.get(0).deepCopy());
            }
            list.set(index, value);
        } else {
            ((ObjectNode) parent).set(pointer.last().getMatchingProperty(), value);
        }
    }

    /**
     * Atlassian's validator of the contract at {@code location}, reading it alone; the signature headers are left to
     * the sandbox, which checks them over real HTTP.
     */
    static OpenApiInteractionValidator unsignedValidator(String location) {
        return OpenApiInteractionValidator.createForSpecificationUrl(location)
                .withLevelResolver(LevelResolver.create().withLevel(
                        "validation.request.security", ValidationReport.Level.IGNORE).build())
                .build();
    }
}
