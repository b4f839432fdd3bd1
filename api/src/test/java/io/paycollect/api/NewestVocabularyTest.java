package io.paycollect.api;

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
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The vocabulary of the newest official SDKs (Java 0.3.0 and PHP 0.3.0), as {@code newest} in
 * evidence/sdk-payloads.yaml lists it, is in the contract: every enumeration value in the open enumeration naming
 * that SDK enumeration, every field in each schema naming that SDK type. A value or field the contract lacks is
 * named, so the contract cannot fall behind the service's newest definitions unnoticed. The evidence's own types and
 * enumerations must list them too ({@link ContractEvidenceTest} then compares their JSON types and required-ness).
 */
class NewestVocabularyTest {

    private static JsonNode contract;
    private static JsonNode evidence;

    @BeforeAll
    static void load() throws IOException {
        contract = ContractTree.load();
        evidence = new ObjectMapper(new YAMLFactory()).readTree(Files.readString(Path.of("evidence/sdk-payloads.yaml")));
    }

    @Test
    void everyValueOfTheNewestEnumerationsIsInTheContract() {
        List<String> missing = new ArrayList<>();
        evidence.at("/newest/enums").fields().forEachRemaining(e -> {
            List<JsonNode> schemas = schemasNaming(e.getKey());
            if (schemas.isEmpty()) {
                missing.add(e.getKey() + ": no schema of the contract names it");
            }
            e.getValue().forEach(value -> {
                if (!ContractTree.texts(evidence.at("/enums/" + e.getKey() + "/values")).contains(value.asText())) {
                    missing.add(e.getKey() + " " + value.asText() + ": not in the evidence's enums");
                }
                schemas.forEach(schema -> {
                    if (!ContractTree.texts(schema.path("x-extensible-enum")).contains(value.asText())) {
                        missing.add(e.getKey() + " " + value.asText() + ": not in the contract");
                    }
                });
            });
        });
        assertEquals(List.of(), missing);
        assertEquals(11, count("/newest/enums"), "the 11 values of 0.3.0: nine added to existing enumerations, credit and debit");
    }

    @Test
    void everyFieldOfTheNewestTypesIsInTheContract() {
        List<String> missing = new ArrayList<>();
        evidence.at("/newest/fields").fields().forEachRemaining(e -> {
            List<JsonNode> schemas = schemasNaming(e.getKey());
            if (schemas.isEmpty()) {
                missing.add(e.getKey() + ": no schema of the contract names it");
            }
            e.getValue().forEach(field -> {
                if (!evidence.at("/types/" + e.getKey() + "/fields").has(field.asText())) {
                    missing.add(e.getKey() + "." + field.asText() + ": not in the evidence's types");
                }
                schemas.forEach(schema -> {
                    if (!schema.path("properties").has(field.asText())) {
                        missing.add(e.getKey() + "." + field.asText() + ": not in the contract");
                    }
                });
            });
        });
        assertEquals(List.of(), missing);
        assertTrue(count("/newest/fields") >= 66, "the fields the newest SDKs added: " + count("/newest/fields"));
    }

    @Test
    void theNewestListIsNotEmpty() {
        assertFalse(evidence.path("newest").isMissingNode(), "evidence/sdk-payloads.yaml lists the newest vocabulary");
        assertEquals("0.3.0", evidence.at("/newest/version").asText());
    }

    private static int count(String pointer) {
        int n = 0;
        for (JsonNode list : evidence.at(pointer)) {
            n += list.size();
        }
        return n;
    }

    private static List<JsonNode> schemasNaming(String sdkType) {
        List<JsonNode> found = new ArrayList<>();
        for (Map.Entry<String, JsonNode> schema : (Iterable<Map.Entry<String, JsonNode>>) () -> contract.at("/components/schemas").fields()) {
            if (sdkType.equals(schema.getValue().at("/x-evidence/sdkType").asText())) {
                found.add(schema.getValue());
            }
        }
        return found;
    }
}
