package io.paycollect.api;

import static io.paycollect.api.ContractTree.resolve;
import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * docs/migration.md shows, for every method of the official Java SDK (api/evidence/java-sdk.yaml: its newest grouped
 * client, and what 0.1.0 had differently), the call of this client that does the same, rendered from the contract;
 * a method the contract has no operation for fails the build, naming it.
 */
class MigrationTableTest {

    private static final Path PAGE = Path.of("../docs/migration.md");
    private static final Path JAVA_SDK = Path.of("evidence/java-sdk.yaml");
    private static final String BEGIN = "<!-- methods-of-the-java-sdk:begin (MigrationTableTest renders it) -->";
    private static final String END = "<!-- methods-of-the-java-sdk:end -->";
    private static final String OLDER_BEGIN = "<!-- methods-of-the-java-sdk-0.1.0:begin (MigrationTableTest renders it) -->";
    private static final String OLDER_END = "<!-- methods-of-the-java-sdk-0.1.0:end -->";
    private static final Set<String> METHODS = Set.of("get", "put", "post", "delete", "patch");

    @Test
    void everyMethodOfTheOfficialJavaSdkHasItsCounterpartOnThePage() throws IOException {
        JsonNode contract = ContractTree.load();
        Map<String, JsonNode> operations = new LinkedHashMap<>();
        contract.path("paths").fields().forEachRemaining(path -> path.getValue().fields().forEachRemaining(op -> {
            if (METHODS.contains(op.getKey())) {
                operations.put(op.getValue().path("operationId").asText(), op.getValue());
            }
        }));
        JsonNode sdk = new ObjectMapper(new YAMLFactory()).readTree(JAVA_SDK.toFile());
        List<String> missing = new ArrayList<>();
        String newest = table(contract, operations, sdk.path("methods"), missing);
        String older = table(contract, operations, sdk.at("/older/methods"), missing);
        assertEquals(List.of(), missing, "methods of the official Java SDK without an operation in the contract");

        new RenderedBlock(PAGE, BEGIN, END).assertShows(newest + "\n", "paycollect.docs.update",
                "./mvnw -pl api test -Dtest=MigrationTableTest");
        new RenderedBlock(PAGE, OLDER_BEGIN, OLDER_END).assertShows(older + "\n", "paycollect.docs.update",
                "./mvnw -pl api test -Dtest=MigrationTableTest");
    }

    /** The table of {@code methods}, each beside its call here; a method without an operation is added to {@code missing}. */
    static String table(JsonNode contract, Map<String, JsonNode> operations, JsonNode methods, List<String> missing) {
        StringBuilder table = new StringBuilder("\n| Official Java SDK (`TingeeClient`) | paycollect (`PayCollectClient`) | Request | `data` |\n|---|---|---|---|\n");
        for (JsonNode method : methods) {
            String group = method.path("group").asText();
            String name = method.path("method").asText();
            JsonNode operation = operations.get(group + "_" + name);
            if (operation == null) {
                missing.add(group + "." + name);
                continue;
            }
            String since = method.has("since") ? " (" + method.path("since").asText() + ")" : "";
            table.append("| `").append(group).append('.').append(name).append('(').append(method.path("parameters").asText())
                    .append(")` → `").append(method.path("data").asText()).append('`').append(since).append(" | `client.")
                    .append(group).append("().").append(name)
                    .append(operation.has("requestBody") || operation.has("parameters") ? "(…)` | " : "()` | ")
                    .append(request(contract, operation)).append(" | ").append(data(contract, operation)).append(" |\n");
        }
        return table.toString();
    }

    /** The Java type of the request: its model class, the named query parameters, or none. */
    private static String request(JsonNode contract, JsonNode operation) {
        JsonNode body = operation.at("/requestBody/content/application~1json/schema");
        if (!body.isMissingNode()) {
            return "`" + simpleName(body) + "`";
        }
        List<String> names = ContractTree.queryParameters(operation, false);
        return names.isEmpty() ? "none" : "parameters " + String.join(", ", names);
    }

    /** The Java type of the answer's {@code data}. */
    private static String data(JsonNode contract, JsonNode operation) {
        JsonNode answer = operation.at("/responses/200/content/application~1json/schema");
        JsonNode envelope = resolve(contract, answer);
        if (envelope.has("oneOf")) {
            // create-batch-va-on-off: the bare list of a success or a refusal's envelope, read by the client's own class.
            JsonNode list = envelope.at("/oneOf/0");
            return "`BatchVaOnOffResult`: `getData()` `" + simpleName(list) + "` (a success is a list, no envelope)";
        }
        JsonNode data = envelope.at("/properties/data");
        if (data.has("$ref")) {
            JsonNode schema = resolve(contract, data);
            if (schema.has("properties") || schema.path("additionalProperties").asBoolean(false)) {
                return "`" + simpleName(data) + "`";
            }
            data = schema;
        }
        return switch (data.path("type").asText("")) {
            case "array" -> "`List<" + simpleName(data.path("items")) + ">`";
            case "string" -> "`String`";
            case "number" -> switch (data.path("format").asText("")) {
                case "int64" -> "`Long`"; // a whole number (multipleOf: 1), generated as Long
                case "int32" -> "`Integer`";
                default -> "`BigDecimal`";
            };
            case "integer" -> "`Long`";
            case "boolean" -> "`Boolean`";
            default -> "`Object`";
        };
    }

    private static String simpleName(JsonNode ref) {
        String text = ref.path("$ref").asText();
        return text.substring(text.lastIndexOf('/') + 1);
    }
}
