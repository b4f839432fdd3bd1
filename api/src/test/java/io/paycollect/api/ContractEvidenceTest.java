package io.paycollect.api;

import static io.paycollect.api.ContractTree.fieldNames;
import static io.paycollect.api.ContractTree.queryParameters;
import static io.paycollect.api.ContractTree.texts;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The contract and the evidence of the official SDKs (evidence/sdk-payloads.yaml) agree: every
 * evidenced schema names its SDK type, and has exactly that type's fields, with the same JSON types,
 * enumeration values and (for requests) required fields. A change to either that the other does not
 * follow fails the build, naming the schema and the field.
 */
class ContractEvidenceTest {

    private static JsonNode contract;
    private static JsonNode evidence;
    /** Every contract schema that names an SDK type in its x-evidence, with that type. */
    private static final Map<String, String> SDK_TYPE_OF_SCHEMA = new TreeMap<>();
    private static Set<String> schemasOfAnswers;

    @BeforeAll
    static void load() throws IOException {
        ObjectMapper yaml = new ObjectMapper(new YAMLFactory());
        contract = ContractTree.load();
        evidence = yaml.readTree(Files.readString(Path.of("evidence/sdk-payloads.yaml")));
        contract.path("components").path("schemas").fields().forEachRemaining(e -> {
            String sdkType = e.getValue().at("/x-evidence/sdkType").asText(null);
            if (sdkType != null) {
                SDK_TYPE_OF_SCHEMA.put(e.getKey(), sdkType);
            }
        });
    }

    @Test
    void everyOperationOfTheEvidenceIsInTheContractWithItsSdkMethod() {
        List<String> problems = new ArrayList<>();
        evidence.path("operations").fields().forEachRemaining(e -> {
            JsonNode op = operation(e.getValue());
            if (!e.getKey().equals(op.path("operationId").asText())) {
                problems.add(e.getKey() + ": the contract has " + op.path("operationId").asText() + " at that path");
            }
            if (!op.path("description").asText().contains("`" + e.getValue().path("sdkMethod").asText() + "`")) {
                problems.add(e.getKey() + ": the description does not name SDK method " + e.getValue().path("sdkMethod").asText());
            }
            if (!texts(op.path("x-sdks")).equals(texts(e.getValue().path("sdks")))) {
                problems.add(e.getKey() + ": x-sdks " + texts(op.path("x-sdks")) + " but the SDKs that call it are "
                        + texts(e.getValue().path("sdks")));
            }
            String input = e.getValue().has("request") ? "body" : e.getValue().has("query") ? "query" : "none";
            String contractInput = op.has("requestBody") ? (op.has("parameters") ? "body and query" : "body")
                    : op.path("parameters").isEmpty() ? "none" : "query";
            if (!input.equals(contractInput)) {
                problems.add(e.getKey() + ": input is " + contractInput + " in the contract, " + input + " in the SDKs");
            }
        });
        assertEquals(List.of(), problems);
        long beyond = 0;
        for (JsonNode op : evidence.path("operations")) {
            beyond += op.path("beyondInterface").asBoolean(false) ? 1 : 0;
            if (op.path("beyondInterface").asBoolean(false) != operation(op).path("x-beyond-interface").asBoolean(false)) {
                problems.add(op.path("sdkMethod").asText() + ": beyond the interface in one of contract and evidence only");
            }
        }
        assertEquals(List.of(), problems);
        assertEquals(43, evidence.path("operations").size() - beyond, "the 44 operations but the one the interface shows in full");
        assertEquals(33, beyond, "and those the SDKs call beyond the interface");
    }

    @Test
    void requestsHaveExactlyTheFieldsTypesAndRequiredFieldsOfTheSdkTypes() {
        List<String> problems = new ArrayList<>();
        evidence.path("operations").fields().forEachRemaining(e -> {
            JsonNode op = operation(e.getValue());
            String type = e.getValue().path("request").asText(null);
            if (type != null) {
                String ref = op.at("/requestBody/content/application~1json/schema/$ref").asText();
                compareObject(e.getKey() + " request", schemaAt(ref), type, true, problems);
            }
            JsonNode query = e.getValue().path("query");
            if (!query.isMissingNode()) {
                assertEquals(fieldNames(query), new TreeSet<>(queryParameters(op, false)), e.getKey() + " query parameters");
                Set<String> required = new TreeSet<>();
                query.fields().forEachRemaining(q -> {
                    if (q.getValue().path("required").asBoolean(false)) {
                        required.add(q.getKey());
                    }
                });
                assertEquals(required, new TreeSet<>(queryParameters(op, true)), e.getKey() + " required query parameters");
            }
        });
        assertEquals(List.of(), problems);
    }

    @Test
    void dataHasTheShapeTheSdksDeclare() {
        List<String> problems = new ArrayList<>();
        evidence.path("operations").fields().forEachRemaining(e -> {
            String id = e.getKey();
            JsonNode op = operation(e.getValue());
            String envelopeRef = op.at("/responses/200/content/application~1json/schema/$ref").asText();
            if (e.getValue().has("bare")) {
                // An answer the SDK reads without the envelope: the 200 body's success member (the first of its
                // oneOf; the other is the envelope of a refusal) has the declared shape.
                JsonNode answer = schemaAt(schemaAt(envelopeRef).at("/oneOf/0/$ref").asText());
                expectType(id + " answer", answer, e.getValue().path("bare").asText(), problems);
                compareObject(id + " answer items", schemaAt(answer.at("/items/$ref").asText()),
                        e.getValue().path("bare").asText().replaceAll("[\\[\\]]", ""), false, problems);
                return;
            }
            JsonNode data = schemaAt(envelopeRef).at("/properties/data");
            String shape = e.getValue().path("data").asText();
            switch (shape) {
                case "paged" -> {
                    JsonNode page = schemaAt(data.path("$ref").asText());
                    expectType(id + " data.totalCount", page.at("/properties/totalCount"), "integer", problems);
                    expectType(id + " data.items", page.at("/properties/items"), "[" + e.getValue().path("items").asText() + "]", problems);
                    expectOpen(id + " data", page, problems);
                }
                case "any" -> {
                    if (!isAnyJsonValue(data)) {
                        problems.add(id + " data: the SDKs disagree or declare no type, so it must be any JSON value"
                                + " (AnyValue, or a schema marked not-shown that is only allOf it)");
                    }
                }
                default -> {
                    if (data.has("$ref")) {
                        compareObject(id + " data", schemaAt(data.path("$ref").asText()), shape, false, problems);
                    } else {
                        expectType(id + " data", data, shape, problems);
                    }
                }
            }
        });
        assertEquals(List.of(), problems);
    }

    @Test
    void everySchemaNamingAnSdkTypeHasItsFieldsOrValues() {
        List<String> problems = new ArrayList<>();
        SDK_TYPE_OF_SCHEMA.forEach((name, sdkType) -> {
            JsonNode schema = contract.at("/components/schemas/" + name);
            if (sdkType.startsWith("PagedResultDto<")) {
                return; // a page: compared with its operation in dataHasTheShapeTheSdksDeclare
            }
            JsonNode enumEvidence = evidence.path("enums").path(sdkType);
            if (!enumEvidence.isMissingNode()) {
                List<String> values = new ArrayList<>();
                schema.path("x-extensible-enum").forEach(v -> values.add(v.asText()));
                List<String> expected = new ArrayList<>();
                enumEvidence.path("values").forEach(v -> expected.add(v.asText()));
                if (!values.equals(expected)) {
                    problems.add(name + ": values " + values + " but " + sdkType + " has " + expected);
                }
                if (schema.has("enum")) {
                    problems.add(name + ": an evidenced enumeration lists its values in x-extensible-enum, not enum"
                            + " (which standard validators read as closed)");
                }
            } else {
                // An operation's own request body carries the SDKs' required fields; a nested type may serve
                // answers too, where nothing is required, unless only requests hold it (a receipt line).
                compareObject(name, schema, sdkType, name.endsWith("Request"),
                        !name.endsWith("Request") && !schemasOfAnswers().contains(name), problems);
            }
        });
        assertTrue(SDK_TYPE_OF_SCHEMA.size() > 100, "the schemas naming an SDK type were found: " + SDK_TYPE_OF_SCHEMA.size());
        assertEquals(List.of(), problems);
    }

    @Test
    void everyTypeAndEnumerationOfTheEvidenceIsUsed() {
        Set<String> unused = new TreeSet<>();
        evidence.path("types").fieldNames().forEachRemaining(unused::add);
        evidence.path("enums").fieldNames().forEachRemaining(unused::add);
        String text = contract.toString();
        unused.removeIf(type -> text.contains("\"sdkType\":\"" + type + "\"") || text.contains("`" + type + "`"));
        assertEquals(Set.of(), unused, "evidence that no schema of the contract names");
    }

    private static void compareObject(String where, JsonNode schema, String sdkType, boolean request, List<String> problems) {
        compareObject(where, schema, sdkType, request, false, problems);
    }

    /**
     * As above; {@code nestedInRequestsOnly}: a type only request bodies hold, which may require what the SDKs
     * require of it (some of it: what a request cannot do without), as no reader of an answer meets it.
     */
    private static void compareObject(String where, JsonNode schema, String sdkType, boolean request,
            boolean nestedInRequestsOnly, List<String> problems) {
        JsonNode type = evidence.path("types").path(sdkType);
        if (type.isMissingNode()) {
            problems.add(where + ": the evidence has no type " + sdkType);
            return;
        }
        if (!sdkType.equals(schema.at("/x-evidence/sdkType").asText())) {
            problems.add(where + ": x-evidence.sdkType is '" + schema.at("/x-evidence/sdkType").asText() + "', not " + sdkType);
        }
        if (!"evidenced".equals(schema.path("x-payload-status").asText())) {
            problems.add(where + ": must be marked x-payload-status: evidenced");
        }
        expectOpen(where, schema, problems);
        JsonNode fields = type.path("fields");
        Set<String> documented = fieldNames(schema.path("properties"));
        if (!documented.equals(fieldNames(fields))) {
            Set<String> missing = new TreeSet<>(fieldNames(fields));
            missing.removeAll(documented);
            Set<String> extra = new TreeSet<>(documented);
            extra.removeAll(fieldNames(fields));
            problems.add(where + " (" + sdkType + "): missing " + missing + ", not in the SDKs " + extra);
        }
        Set<String> required = new TreeSet<>();
        fields.fields().forEachRemaining(f -> {
            JsonNode field = f.getValue();
            String fieldType = field.isTextual() ? field.asText() : field.path("type").asText();
            if (field.path("required").asBoolean(false)) {
                required.add(f.getKey());
            }
            JsonNode property = schema.path("properties").path(f.getKey());
            if (!property.isMissingNode()) {
                expectType(where + "." + f.getKey(), property, fieldType, problems);
            }
        });
        Set<String> declared = texts(schema.path("required"));
        if (request && !declared.equals(required)) {
            problems.add(where + ": required " + declared + " but the SDKs require " + required);
        }
        if (nestedInRequestsOnly && !required.containsAll(declared)) {
            problems.add(where + ": required " + declared + " but the SDKs require only " + required);
        } else if (!request && !nestedInRequestsOnly && !declared.isEmpty()) {
            problems.add(where + ": a response field is never required (a reader must tolerate its absence): " + declared);
        }
    }

    private static void expectOpen(String where, JsonNode schema, List<String> problems) {
        if (!schema.path("additionalProperties").asBoolean(false)) {
            problems.add(where + ": must stay open (additionalProperties: true)");
        }
    }

    private static void expectType(String where, JsonNode property, String expected, List<String> problems) {
        // a one-member allOf, or anyOf of a $ref and a schema admitting null alone (an optional $ref that may be
        // null), is the referenced type
        JsonNode schema = property.has("allOf") ? property.path("allOf").get(0)
                : property.has("anyOf") ? property.path("anyOf").get(0) : property;
        String actual = describe(schema);
        if (!actual.equals(expected)) {
            problems.add(where + ": " + actual + " in the contract, " + expected + " in the evidence");
        }
    }

    /** A contract schema in the evidence's notation. */
    private static String describe(JsonNode schema) {
        if (isAnyJsonValue(schema)) {
            return "any";
        }
        if (schema.has("$ref")) {
            String name = schema.path("$ref").asText().substring("#/components/schemas/".length());
            return contract.at("/components/schemas/" + name + "/x-evidence/sdkType").asText("$ref " + name);
        }
        String type = schema.path("type").asText("");
        return switch (type) {
            case "array" -> "[" + describe(schema.path("items")) + "]";
            case "object" -> schema.path("additionalProperties").asBoolean(false) && !schema.has("properties") ? "map" : "object";
            // not any value to every validator: Atlassian's reads an untyped field of a named schema as an object
            case "" -> "untyped (write any JSON value as $ref AnyValue)";
            // the evidence's integer: a whole number, which the contract writes `type: number, multipleOf: 1`
            case "number" -> ContractTree.isWholeNumber(schema) ? "integer" : "number";
            default -> type.toLowerCase(Locale.ROOT);
        };
    }

    private static JsonNode operation(JsonNode evidenced) {
        JsonNode op = contract.path("paths").path(evidenced.path("path").asText())
                .path(evidenced.path("method").asText().toLowerCase(Locale.ROOT));
        assertFalse(op.isMissingNode(), "no " + evidenced.path("method").asText() + " " + evidenced.path("path").asText());
        return op;
    }

    /** The schemas an answer or a notification may hold: referenced, at any depth, from a response or a callback. */
    private static Set<String> schemasOfAnswers() {
        if (schemasOfAnswers != null) {
            return schemasOfAnswers;
        }
        Set<String> found = new TreeSet<>();
        List<JsonNode> pending = new ArrayList<>();
        contract.path("paths").forEach(item -> item.forEach(op -> {
            pending.add(op.path("responses"));
            pending.add(op.path("callbacks"));
        }));
        pending.add(contract.at("/components/responses"));
        pending.add(contract.at("/components/callbacks"));
        while (!pending.isEmpty()) {
            JsonNode node = pending.remove(pending.size() - 1);
            String ref = node.path("$ref").asText("");
            if (ref.startsWith("#/components/schemas/") && found.add(ref.substring("#/components/schemas/".length()))) {
                pending.add(schemaAt(ref));
            } else if (ref.startsWith("#/components/") && !ref.startsWith("#/components/schemas/")) {
                pending.add(contract.at(ref.substring(1)));
            }
            node.forEach(pending::add);
        }
        schemasOfAnswers = found;
        return found;
    }

    /**
     * Any JSON value, null included: the contract's {@code AnyValue} ({@code anyOf} the five JSON types), by
     * {@code $ref} or as a schema marked not-shown that is only {@code allOf} it. An empty schema {@code {}} is not:
     * Atlassian's validator reads it as an object where it is a field of a named schema.
     */
    private static boolean isAnyJsonValue(JsonNode schema) {
        if (schema.has("$ref")) {
            return isAnyJsonValue(schemaAt(schema.path("$ref").asText()));
        }
        if (schema.has("type") || !"not-shown".equals(schema.path("x-payload-status").asText())) {
            return false;
        }
        if (schema.path("allOf").size() == 1) {
            return isAnyJsonValue(schema.path("allOf").get(0));
        }
        Set<String> types = new TreeSet<>();
        schema.path("anyOf").forEach(member -> types.add(member.path("type").asText()));
        return types.equals(Set.of("object", "array", "string", "number", "boolean"))
                && schema.path("anyOf").size() == types.size();
    }

    private static JsonNode schemaAt(String ref) {
        return ContractTree.schemaAt(contract, ref);
    }
}
