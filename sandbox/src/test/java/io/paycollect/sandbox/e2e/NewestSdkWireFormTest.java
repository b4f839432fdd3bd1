package io.paycollect.sandbox.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.DoubleNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.dataformat.yaml.YAMLMapper;
import io.paycollect.sandbox.SignedCalls;
import java.io.File;
import java.net.URLEncoder;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.boot.test.context.SpringBootTest;

/**
 * Every operation of the newest official Java SDK (0.3.0) sent to the sandbox in that SDK's own wire form, as its
 * source writes it: Jackson's defaults over types whose numbers are {@code Double}, so every number with a fraction
 * part ({@code 1.0}, {@code 10000.0}, {@code 9.999999999999E12}); every field its type declares that the caller did
 * not set as {@code null}, inside nested objects too; query values through {@code String.valueOf}
 * ({@code merchantId=2.0}, {@code null} for an unset one). The bodies are the contract's examples so written. Every
 * call is answered {@code 00} or refused for the records only (a 10xx code), never 400 or 401, but the SDK's own
 * faults (docs/client.md, as measured), which are not sent.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT)
class NewestSdkWireFormTest {

    private static final ObjectMapper JSON = new ObjectMapper();
    /**
     * The SDK's own faults, as docs/client.md lists them, not sent: its HTTP library attaches no body to a POST
     * without one (the first three never leave it); it sends a DELETE without the body it signed; it writes a
     * {@code LocalDateTime} as a JSON array where the service takes a date-time text (an invoice's required
     * {@code invoiceDate}).
     */
    static final Set<String> SDK_FAULTS = Set.of("bank_deleteVa", "bank_getAccountNumberInfoByQrCode", "eInvoice_getProvider",
            "directDebit_deleteSubscription", "eInvoice_create", "eInvoice_createAndIssue");
    /** {@code LocalDateTime} fields of the SDK's types that the caller leaves unset, since the SDK cannot write them as text. */
    static final Set<String> DATE_TIMES = Set.of("startTime", "endTime");

    @Value("${local.server.port}")
    int port;

    @Test
    void everyCallInTheJavaSdkWireFormIsReadAsTheCompactOne() throws Exception {
        JsonNode contract;
        try (java.io.InputStream in = getClass().getClassLoader().getResourceAsStream("paycollect/openapi.yaml")) {
            contract = new YAMLMapper().readTree(in);
        }
        JsonNode evidence = new YAMLMapper().readTree(new File(System.getProperty("paycollect.evidence",
                "../api/evidence/sdk-payloads.yaml")));
        SignedCalls calls = new SignedCalls(port);
        List<String> problems = new ArrayList<>();
        int sent = 0;
        Iterator<Map.Entry<String, JsonNode>> operations = evidence.get("operations").fields();
        while (operations.hasNext()) {
            Map.Entry<String, JsonNode> entry = operations.next();
            JsonNode op = entry.getValue();
            if (SDK_FAULTS.contains(entry.getKey())) {
                continue;
            }
            String method = op.get("method").asText();
            String path = op.get("path").asText();
            JsonNode operation = contract.at("/paths/" + path.replace("/", "~1") + "/" + method.toLowerCase(Locale.ROOT));
            HttpResponse<String> answer;
            if (op.has("request")) {
                JsonNode body = operation.at("/requestBody/content/application~1json/example").deepCopy();
                DATE_TIMES.forEach(field -> ((ObjectNode) body).remove(field));
                withUnsetFieldsAsNull(contract, operation.at("/requestBody/content/application~1json/schema"), body);
                answer = calls.send(method, path, asDoubles(body).toString().getBytes(StandardCharsets.UTF_8));
            } else {
                answer = calls.sendBodiless(method, path + query(operation));
            }
            sent++;
            String code = answer.statusCode() == 200 ? JSON.readTree(answer.body()).path("code").asText() : "";
            if (answer.statusCode() != 200 || !(code.equals("00") || code.matches("1\\d{3}"))) {
                problems.add(method + " " + path + " answered " + answer.statusCode() + ": " + answer.body());
            }
        }
        assertEquals(List.of(), problems);
        assertEquals(76 - SDK_FAULTS.size(), sent, "every evidenced operation but the SDK's faults");
    }

    /** The query the SDK writes: each example value through {@code String.valueOf} of a Double, the others as null. */
    private static String query(JsonNode operation) {
        StringBuilder query = new StringBuilder();
        for (JsonNode parameter : operation.path("parameters")) {
            JsonNode example = parameter.path("example");
            String text = example.isMissingNode() ? "null"
                    : example.isNumber() ? String.valueOf(example.asDouble()) : example.asText();
            query.append(query.length() == 0 ? '?' : '&').append(parameter.path("name").asText()).append('=')
                    .append(URLEncoder.encode(text, StandardCharsets.UTF_8));
        }
        return query.toString();
    }

    /** Puts null for every field of {@code schema} (and of its nested objects) that {@code body} leaves out. */
    private static void withUnsetFieldsAsNull(JsonNode contract, JsonNode schema, JsonNode body) {
        JsonNode resolved = resolve(contract, schema);
        if (body instanceof ObjectNode object) {
            resolved.path("properties").fields().forEachRemaining(p -> {
                if (!object.has(p.getKey())) {
                    object.putNull(p.getKey());
                } else {
                    withUnsetFieldsAsNull(contract, p.getValue(), object.get(p.getKey()));
                }
            });
        } else if (body instanceof ArrayNode list) {
            list.forEach(item -> withUnsetFieldsAsNull(contract, resolved.path("items"), item));
        }
    }

    private static JsonNode resolve(JsonNode contract, JsonNode schema) {
        if (schema.has("$ref")) {
            return resolve(contract, contract.at(schema.get("$ref").asText().substring(1)));
        }
        return schema.has("anyOf") ? resolve(contract, schema.get("anyOf").get(0)) : schema;
    }

    /** Every number as Jackson writes a Double: {@code 1.0}, {@code 9.999999999999E12}. */
    private static JsonNode asDoubles(JsonNode node) {
        if (node.isNumber()) {
            return DoubleNode.valueOf(node.asDouble());
        }
        if (node instanceof ObjectNode object) {
            object.fields().forEachRemaining(f -> f.setValue(asDoubles(f.getValue())));
        } else if (node instanceof ArrayNode list) {
            for (int i = 0; i < list.size(); i++) {
                list.set(i, asDoubles(list.get(i)));
            }
        }
        return node;
    }
}
