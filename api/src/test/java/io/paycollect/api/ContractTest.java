package io.paycollect.api;

import static io.paycollect.api.ContractTree.fieldNames;
import static io.paycollect.api.ContractTree.texts;
import static org.junit.jupiter.api.Assertions.*;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.function.BiConsumer;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** The contract states every operation of the interface description, exactly, and nothing else. */
class ContractTest {

    private static final Set<String> METHODS = Set.of("get", "put", "post", "delete", "patch", "head", "options", "trace");
    private static JsonNode contract;
    private static List<String[]> interfaceOperations;

    @BeforeAll
    static void load() throws IOException {
        contract = ContractTree.load();
        interfaceOperations = new ArrayList<>();
        try (InputStream in = ContractTest.class.getResourceAsStream("/interface-operations.tsv")) {
            for (String line : new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\n")) {
                if (!line.isBlank() && !line.startsWith("#")) {
                    interfaceOperations.add(line.split("\t"));
                }
            }
        }
    }

    private static void eachOperation(BiConsumer<String, JsonNode> action) {
        contract.get("paths").fields().forEachRemaining(path -> path.getValue().fields().forEachRemaining(op -> {
            if (METHODS.contains(op.getKey())) {
                action.accept(op.getKey().toUpperCase(Locale.ROOT) + " " + path.getKey(), op.getValue());
            }
        }));
    }

    @Test
    void statesThe44OperationsOfTheInterfaceAndMarksEveryOtherAsBeyondIt() {
        Map<String, String> expected = new TreeMap<>();
        for (String[] op : interfaceOperations) {
            expected.put(op[1] + " " + op[2], op[0] + "_" + op[3]);
        }
        Map<String, String> seed = new TreeMap<>();
        Map<String, String> beyond = new TreeMap<>();
        eachOperation((key, op) -> {
            boolean marked = op.path("x-beyond-interface").asBoolean(false);
            (marked ? beyond : seed).put(key, op.path("operationId").asText());
            if (marked) {
                assertTrue(op.path("x-sdks").size() > 0, key + " names the SDKs that call it");
                assertTrue(op.path("description").asText().contains("Beyond the interface description"), key);
            }
        });
        assertEquals(44, expected.size());
        assertEquals(expected, seed, "the interface's 44, none of them marked beyond it");
        assertEquals(33, beyond.size(), "the operations the official SDKs call beyond the interface: " + beyond);
    }

    @Test
    void everyOperationHasOneTagEqualToItsOperationIdPrefix() {
        Set<String> groups = Set.of("bank", "merchant", "shop", "device", "deepLink", "directDebit", "transaction",
                "eInvoice", "user", "accountNumber", "paymentGateway");
        eachOperation((key, op) -> {
            assertEquals(1, op.path("tags").size(), key);
            String tag = op.path("tags").get(0).asText();
            assertTrue(groups.contains(tag), key);
            assertTrue(op.path("operationId").asText().startsWith(tag + "_"), key);
        });
    }

    @Test
    void everyOperationRequiresTheThreeSignatureHeadersTogether() {
        JsonNode schemes = contract.at("/components/securitySchemes");
        eachOperation((key, op) -> {
            JsonNode security = op.path("security");
            assertTrue(security.isArray() && security.size() > 0, key + " has no security");
            for (JsonNode requirement : security) {
                Set<String> headers = new TreeSet<>();
                requirement.fieldNames().forEachRemaining(name -> {
                    JsonNode scheme = schemes.path(name);
                    assertEquals("apiKey", scheme.path("type").asText(), name);
                    assertEquals("header", scheme.path("in").asText(), name);
                    headers.add(scheme.path("name").asText());
                });
                assertEquals(Set.of(SignatureHeaders.CLIENT_ID, SignatureHeaders.REQUEST_TIMESTAMP,
                        SignatureHeaders.SIGNATURE), headers, key);
            }
        });
    }

    @Test
    void inputKindsAreAsTheInterfaceSays() {
        Map<String, String> kinds = new TreeMap<>();
        for (String[] op : interfaceOperations) {
            kinds.put(op[1] + " " + op[2], op[4]);
        }
        eachOperation((key, op) -> {
            String kind = kinds.get(key);
            if (kind == null) {
                return; // beyond the interface: ContractEvidenceTest checks its input against the SDKs
            }
            boolean hasBody = op.has("requestBody");
            JsonNode params = op.path("parameters");
            switch (kind) {
                case "body" -> {
                    assertTrue(hasBody && op.at("/requestBody/required").asBoolean(), key);
                    assertTrue(params.isMissingNode() || params.isEmpty(), key);
                }
                case "query" -> {
                    assertFalse(hasBody, key);
                    assertFalse(params.isEmpty(), key);
                    params.forEach(p -> {
                        assertEquals("query", p.path("in").asText(), key);
                        assertTrue(p.at("/schema/type").asText().equals("string")
                                || ContractTree.isWholeNumber(p.path("schema")), key + " names typed parameters");
                    });
                }
                case "none" -> assertTrue(!hasBody && (params.isMissingNode() || params.isEmpty()), key);
                default -> fail("unknown input kind " + kind);
            }
        });
    }

    @Test
    void customQrRequestIsSection21() {
        JsonNode request = schema("CustomVietQrRequest");
        assertEquals(Set.of("bankName", "accountNumber"), texts(request.path("required")));
        assertEquals(Set.of("bankName", "accountNumber", "amount", "content"), fieldNames(request.path("properties")));
        assertEquals(List.of("OCB", "MBB", "BIDV", "ACB", "CTG", "PGB", "STB"),
                new ObjectMapper().convertValue(schema("QrBankName").path("enum"), List.class));
        assertEquals("#/components/schemas/QrBankName", request.at("/properties/bankName/$ref").asText());
        assertEquals("string", request.at("/properties/accountNumber/type").asText());
        assertEquals(1, request.at("/properties/accountNumber/minLength").asInt());
        assertEquals("number", request.at("/properties/amount/type").asText());
        assertEquals("string", request.at("/properties/content/type").asText());
    }

    @Test
    void customQrResultAndEnvelopeAreSections22And23() {
        JsonNode data = schema("CustomVietQrData");
        assertEquals(Set.of("qrCode", "qrCodeImage", "qrAccount", "referenceLabelCode"), fieldNames(data.path("properties")));
        data.path("properties").forEach(p -> assertEquals("string", p.path("type").asText()));
        JsonNode envelope = schema("CustomVietQrResponse");
        assertEquals(Set.of("code", "message", "data"), fieldNames(envelope.path("properties")));
        assertEquals("#/components/schemas/CustomVietQrData", envelope.at("/properties/data/$ref").asText());
        JsonNode op = contract.at("/paths/~1v1~1generate-viet-qr/post");
        JsonNode example = op.at("/responses/200/content/application~1json/example");
        assertEquals("00", example.path("code").asText());
        assertEquals("Success", example.path("message").asText());
    }

    @Test
    void everyPayloadSaysWhereItsShapeComesFrom() {
        eachOperation((key, op) -> {
            boolean shownInFull = op.path("operationId").asText().equals("bank_generateCustomVietQr");
            String requestRef = op.at("/requestBody/content/application~1json/schema/$ref").asText(null);
            if (requestRef != null) {
                assertEquals(shownInFull ? "shown" : "evidenced", schemaAt(requestRef).path("x-payload-status").asText(), key);
            }
            String responseRef = op.at("/responses/200/content/application~1json/schema/$ref").asText();
            JsonNode envelope = schemaAt(responseRef);
            if (op.path("operationId").asText().equals("bank_createBatchVaOnOff")) {
                // The one success the official Java SDK reads as a bare list, without the envelope; a refusal is the
                // envelope, as every operation's.
                JsonNode list = schemaAt(envelope.at("/oneOf/0/$ref").asText());
                assertEquals("array", list.path("type").asText(), key);
                assertEquals("evidenced", list.path("x-payload-status").asText(), key);
                JsonNode refusal = schemaAt(envelope.at("/oneOf/1/$ref").asText());
                assertTrue(refusal.path("x-envelope").asBoolean(false), key);
                assertEquals(Set.of("code", "message", "data"), fieldNames(refusal.path("properties")), key);
                assertEquals(2, envelope.path("oneOf").size(), key);
                return;
            }
            assertTrue(envelope.path("x-envelope").asBoolean(false), key);
            assertEquals(Set.of("code", "message", "data"), fieldNames(envelope.path("properties")), key);
            JsonNode data = envelope.at("/properties/data");
            JsonNode marked = data.has("$ref") ? schemaAt(data.path("$ref").asText()) : data;
            String status = marked.path("x-payload-status").asText();
            assertEquals(shownInFull ? "shown" : Set.of("evidenced", "not-shown").contains(status) ? status : "a status",
                    status, key + " data");
            if (!shownInFull) {
                assertTrue(marked.has("x-evidence"), key + " data names its evidence, even where the SDKs disagree");
            }
        });
        contract.at("/components/schemas").fields().forEachRemaining(e -> {
            JsonNode schema = e.getValue();
            boolean envelope = schema.path("x-envelope").asBoolean(false)
                    && fieldNames(schema.path("properties")).equals(Set.of("code", "message", "data"));
            boolean wireValue = e.getKey().equals("ResultCode") || e.getKey().equals("ResultMessage");
            assertTrue(envelope || wireValue || Set.of("shown", "evidenced", "not-shown").contains(schema.path("x-payload-status").asText()),
                    e.getKey() + " is neither an envelope nor marked shown, evidenced or not-shown");
            if (schema.path("x-payload-status").asText().equals("evidenced") && "object".equals(schema.path("type").asText())) {
                assertTrue(schema.path("additionalProperties").asBoolean(false), e.getKey() + " stays open");
            }
        });
    }

    @Test
    void theOperationShownInFullIsExactlyAsTheInterfaceShowsIt() {
        JsonNode request = schema("CustomVietQrRequest");
        assertEquals(Set.of("bankName", "accountNumber", "amount", "content"), fieldNames(request.path("properties")));
        assertEquals(Set.of("bankName", "accountNumber"), texts(request.path("required")));
        assertFalse(request.has("additionalProperties"), "docs/protocol.md section 2 lists the fields; nothing more is accepted");
        List<String> banks = new ArrayList<>();
        schema("QrBankName").path("enum").forEach(bank -> banks.add(bank.asText()));
        assertEquals(List.of("OCB", "MBB", "BIDV", "ACB", "CTG", "PGB", "STB"), banks, "the seven, in the interface's order");
        assertFalse(schema("QrBankName").has("x-extensible-enum"), "the seven banks of the custom-QR operation are closed");
    }

    @Test
    void errorsCarryTheEnvelopeOnEveryOperation() {
        eachOperation((key, op) -> assertEquals("#/components/responses/Error",
                op.at("/responses/default/$ref").asText(), key));
        assertEquals("#/components/schemas/ErrorEnvelope",
                contract.at("/components/responses/Error/content/application~1json/schema/$ref").asText());
    }

    @Test
    void bothQrGenerationPathsStateTheGap() {
        Map<String, String> other = Map.of("/v1/generate-viet-qr", "/v1/bank/generate-viet-qr",
                "/v1/bank/generate-viet-qr", "/v1/generate-viet-qr");
        other.forEach((path, twin) -> {
            String description = contract.path("paths").path(path).path("post").path("description").asText();
            assertTrue(description.contains("Gap in the interface description") && description.contains("`POST " + twin + "`")
                    && description.contains("not shown"), path + " states the gap and names " + twin);
        });
    }

    @Test
    void serversAreLiveAndTestAsVariables() {
        JsonNode servers = contract.path("servers");
        assertEquals(2, servers.size());
        assertEquals("{base_url}", servers.get(0).path("url").asText());
        assertEquals("{uat_base_url}", servers.get(1).path("url").asText());
    }

    private static JsonNode schemaAt(String ref) {
        return ContractTree.schemaAt(contract, ref);
    }

    private static JsonNode schema(String name) {
        return schemaAt("#/components/schemas/" + name);
    }
}
