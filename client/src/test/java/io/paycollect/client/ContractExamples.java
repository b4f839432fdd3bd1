package io.paycollect.client;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.Locale;

/** The examples of the contract as the api jar ships it: one request and one 200 answer per operation. */
final class ContractExamples {

    private static final JsonNode CONTRACT = load();
    private static final JsonNode PATHS = CONTRACT.path("paths");

    private ContractExamples() {
    }

    /** The request body example of {@code method path}. */
    static JsonNode request(String method, String path) {
        JsonNode example = operation(method, path).at("/requestBody/content/application~1json/example");
        if (example.isMissingNode()) {
            throw new AssertionError(method + " " + path + " has no request example in the contract");
        }
        return example;
    }

    /** The 200 answer example of {@code method path}, as JSON text. */
    static String answer(String method, String path) {
        JsonNode example = operation(method, path).at("/responses/200/content/application~1json/example");
        if (example.isMissingNode()) {
            throw new AssertionError(method + " " + path + " has no 200 example in the contract");
        }
        return example.toString();
    }

    /**
     * The operations the contract marks {@code x-beyond-interface}, each as
     * {@code "<tag> <METHOD> <path> <sdkMethod> <body|query|none>"}.
     */
    static java.util.Set<String> beyondTheInterface() {
        java.util.Set<String> beyond = new java.util.TreeSet<>();
        PATHS.fields().forEachRemaining(path -> path.getValue().fields().forEachRemaining(op -> {
            JsonNode operation = op.getValue();
            if (operation.path("x-beyond-interface").asBoolean(false)) {
                String tag = operation.path("tags").get(0).asText();
                String input = operation.has("requestBody") ? "body" : operation.has("parameters") ? "query" : "none";
                beyond.add(tag + " " + op.getKey().toUpperCase(Locale.ROOT) + " " + path.getKey() + " "
                        + operation.path("operationId").asText().substring(tag.length() + 1) + " " + input);
            }
        }));
        return beyond;
    }

    /** Every operation id the contract declares. */
    static java.util.SortedSet<String> operationIds() {
        return new java.util.TreeSet<>(operationIdsByRoute().values());
    }

    /** Every operation id the contract declares, by its route: {@code "GET /v1/bank/get-banks"}. */
    static java.util.Map<String, String> operationIdsByRoute() {
        java.util.Map<String, String> ids = new java.util.TreeMap<>();
        PATHS.fields().forEachRemaining(path -> path.getValue().fields().forEachRemaining(operation -> {
            if (operation.getValue().has("operationId")) {
                ids.put(operation.getKey().toUpperCase(Locale.ROOT) + " " + path.getKey(),
                        operation.getValue().get("operationId").asText());
            }
        }));
        return ids;
    }

    /** The names of every property the contract marks {@code format: password}, wherever it stands. */
    static java.util.SortedSet<String> credentialFields() {
        java.util.SortedSet<String> names = new java.util.TreeSet<>();
        collectCredentialFields(CONTRACT, names);
        return names;
    }

    private static void collectCredentialFields(JsonNode node, java.util.Set<String> names) {
        node.path("properties").fields().forEachRemaining(p -> {
            if ("password".equals(p.getValue().path("format").asText())) {
                names.add(p.getKey());
            }
        });
        node.forEach(child -> collectCredentialFields(child, names));
    }

    private static JsonNode operation(String method, String path) {
        JsonNode operation = PATHS.path(path).path(method.toLowerCase(Locale.ROOT));
        if (operation.isMissingNode()) {
            throw new AssertionError("no operation " + method + " " + path + " in the contract");
        }
        return operation;
    }

    private static JsonNode load() {
        try (InputStream in = ContractExamples.class.getResourceAsStream("/paycollect/openapi.yaml")) {
            if (in == null) {
                throw new AssertionError("openapi.yaml is not in the api jar under paycollect/");
            }
            return new ObjectMapper(new YAMLFactory()).readTree(in);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
