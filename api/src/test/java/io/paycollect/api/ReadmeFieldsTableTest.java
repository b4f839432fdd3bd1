package io.paycollect.api;

import static io.paycollect.api.ContractTree.resolve;
import static io.paycollect.api.ContractTree.texts;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The table of documented fields per operation in docs/client.md is rendered from the contract, so it is never
 * written twice: when the contract changes, this test fails until the page is regenerated with
 * {@code ./mvnw -pl api test -Dtest=ReadmeFieldsTableTest -Dpaycollect.readme.update=true}.
 */
class ReadmeFieldsTableTest {

    private static final Path README = Path.of("../docs/client.md");
    private static final String BEGIN = "<!-- fields-from-the-contract:begin (ReadmeFieldsTableTest renders it) -->";
    private static final String END = "<!-- fields-from-the-contract:end -->";
    private static final Set<String> METHODS = Set.of("get", "put", "post", "delete", "patch");

    @Test
    void theReadmeShowsTheFieldsOfTheContract() throws IOException {
        new RenderedBlock(README, BEGIN, END).assertShows(render(ContractTree.load()), "paycollect.readme.update",
                "./mvnw -pl api test -Dtest=ReadmeFieldsTableTest");
    }

    /** One table per tag, in the contract's order of tags and paths. */
    static String render(JsonNode contract) {
        Map<String, List<String>> rowsByTag = new LinkedHashMap<>();
        contract.path("tags").forEach(tag -> rowsByTag.put(tag.path("name").asText(), new ArrayList<>()));
        contract.path("paths").fields().forEachRemaining(path -> path.getValue().fields().forEachRemaining(op -> {
            if (METHODS.contains(op.getKey())) {
                JsonNode operation = op.getValue();
                String tag = operation.path("tags").get(0).asText();
                String sdkMethod = tag + "." + operation.path("operationId").asText().substring(tag.length() + 1);
                rowsByTag.get(tag).add("| `" + op.getKey().toUpperCase(Locale.ROOT) + " " + path.getKey() + "` | `"
                        + sdkMethod + "` | " + request(contract, operation) + " | " + data(contract, operation) + " |");
            }
        }));
        StringBuilder out = new StringBuilder();
        rowsByTag.forEach((tag, rows) -> {
            out.append("\n| ").append(tag).append(" | SDK method | Request fields (**required**) | `data` |\n|---|---|---|---|\n");
            rows.forEach(row -> out.append(row).append('\n'));
        });
        return out.append('\n').toString();
    }

    private static String request(JsonNode contract, JsonNode operation) {
        JsonNode body = operation.at("/requestBody/content/application~1json/schema");
        if (!body.isMissingNode()) {
            return fields(contract, resolve(contract, body), true);
        }
        List<String> required = ContractTree.queryParameters(operation, true);
        List<String> names = new ArrayList<>();
        ContractTree.queryParameters(operation, false).forEach(n -> names.add(required.contains(n) ? "**" + n + "**" : n));
        return names.isEmpty() ? "none" : "query: " + String.join(", ", names);
    }

    private static String data(JsonNode contract, JsonNode operation) {
        JsonNode envelope = resolve(contract, operation.at("/responses/200/content/application~1json/schema"));
        JsonNode data = envelope.at("/properties/data");
        JsonNode schema = resolve(contract, data);
        if (schema.path("type").asText().equals("array")) {
            JsonNode item = resolve(contract, schema.path("items"));
            return "list of " + name(schema.path("items")) + ": " + fields(contract, item, false);
        }
        if (schema.has("properties") && schema.at("/properties/items/type").asText().equals("array")
                && schema.has("x-evidence") && schema.at("/x-evidence/sdkType").asText().startsWith("PagedResultDto")) {
            JsonNode items = schema.at("/properties/items/items");
            return "page `{totalCount, items}` of " + name(items) + ": " + fields(contract, resolve(contract, items), false);
        }
        if (schema.has("properties")) {
            return "object: " + fields(contract, schema, false);
        }
        return switch (schema.path("type").asText("")) {
            case "string" -> "text";
            case "number", "integer" -> "number";
            case "boolean" -> "true or false";
            case "object" -> "object (the SDKs name no field)";
            default -> "any JSON value" + (schema.path("description").asText().contains("disagree") ? " (the SDKs disagree)" : "");
        };
    }

    private static String fields(JsonNode contract, JsonNode schema, boolean markRequired) {
        Set<String> required = markRequired ? texts(schema.path("required")) : Set.of();
        List<String> names = new ArrayList<>();
        schema.path("properties").fieldNames().forEachRemaining(n -> names.add(required.contains(n) ? "**" + n + "**" : n));
        return names.isEmpty() ? "none documented" : String.join(", ", names);
    }

    private static String name(JsonNode ref) {
        String text = ref.path("$ref").asText();
        return "`" + text.substring(text.lastIndexOf('/') + 1) + "`";
    }

}
