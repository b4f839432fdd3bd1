package io.paycollect.api;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

/** The contract as the api jar ships it, read as a tree, with the look-ups the contract's tests share. */
final class ContractTree {

    private ContractTree() {
    }

    /** The packaged copy: what the api jar publishes is what is tested. */
    static JsonNode load() throws IOException {
        try (InputStream in = ContractTree.class.getResourceAsStream("/paycollect/openapi.yaml")) {
            assertNotNull(in, "openapi.yaml is not in the api jar under paycollect/");
            return new ObjectMapper(new YAMLFactory()).readTree(in);
        }
    }

    /** The component schema {@code ref} ({@code #/components/schemas/<name>}) points at; it must exist. */
    static JsonNode schemaAt(JsonNode contract, String ref) {
        assertTrue(ref.startsWith("#/components/schemas/"), ref);
        JsonNode schema = contract.at(ref.substring(1));
        assertFalse(schema.isMissingNode(), "no schema " + ref);
        return schema;
    }

    /** {@code schema} itself, or the component it refers to. */
    static JsonNode resolve(JsonNode contract, JsonNode schema) {
        String ref = schema.path("$ref").asText(null);
        return ref == null ? schema : schemaAt(contract, ref);
    }

    /** The field names of an object node, sorted. */
    static Set<String> fieldNames(JsonNode node) {
        Set<String> names = new TreeSet<>();
        node.fieldNames().forEachRemaining(names::add);
        return names;
    }

    /** The names of an operation's query parameters, in the contract's order ({@code required} ones only if asked). */
    static List<String> queryParameters(JsonNode operation, boolean requiredOnly) {
        List<String> names = new ArrayList<>();
        operation.path("parameters").forEach(p -> {
            if ("query".equals(p.path("in").asText()) && (!requiredOnly || p.path("required").asBoolean(false))) {
                names.add(p.path("name").asText());
            }
        });
        return names;
    }

    /** The texts of an array node, sorted. */
    static Set<String> texts(JsonNode array) {
        Set<String> texts = new TreeSet<>();
        array.forEach(t -> texts.add(t.asText()));
        return texts;
    }

    /**
     * Whether {@code schema} is one of the contract's whole quantities generated as {@code Long} or {@code Integer}:
     * {@code type: number, multipleOf: 1} with an integer format (the evidence's {@code integer}). Written so rather
     * than {@code type: integer} because Atlassian's validator refuses {@code 1.0} against {@code integer}.
     */
    static boolean isWholeNumber(JsonNode schema) {
        return "number".equals(schema.path("type").asText()) && schema.path("multipleOf").asDouble() == 1
                && schema.path("format").asText().matches("int32|int64");
    }
}
