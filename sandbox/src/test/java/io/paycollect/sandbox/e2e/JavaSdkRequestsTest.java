package io.paycollect.sandbox.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.dataformat.yaml.YAMLMapper;
import io.paycollect.sandbox.SignedCalls;
import java.io.File;
import java.net.http.HttpResponse;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.boot.test.context.SpringBootTest;

/**
 * The official Java SDK writes a request with Jackson's defaults: every field its type declares, those
 * the caller did not set as {@code null}. The sandbox must read such a body as it reads the compact one:
 * for every operation with a body, the contract's example plus every other field of the SDK type (from
 * the evidence) as {@code null} is accepted by the verifier and the validation, and refused, if at all,
 * only for what the records say (a 10xx code), never with 400 or 401.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT)
class JavaSdkRequestsTest {

    private static final ObjectMapper JSON = new ObjectMapper();
    @Value("${local.server.port}")
    int port;

    @Test
    void bodiesWithEveryUnsetFieldAsNullAreReadLikeCompactOnes() throws Exception {
        JsonNode contract;
        try (java.io.InputStream in = getClass().getClassLoader().getResourceAsStream("paycollect/openapi.yaml")) {
            contract = new YAMLMapper().readTree(in);
        }
        JsonNode evidence = new YAMLMapper().readTree(new File(System.getProperty("paycollect.evidence",
                "../api/evidence/sdk-payloads.yaml")));
        List<String> problems = new ArrayList<>();
        int sent = 0;
        Iterator<Map.Entry<String, JsonNode>> operations = evidence.get("operations").fields();
        while (operations.hasNext()) {
            JsonNode op = operations.next().getValue();
            if (!op.has("request")) {
                continue;
            }
            String method = op.get("method").asText();
            String path = op.get("path").asText();
            ObjectNode body = (ObjectNode) contract.at("/paths/" + path.replace("/", "~1") + "/"
                    + method.toLowerCase(Locale.ROOT) + "/requestBody/content/application~1json/example").deepCopy();
            evidence.at("/types/" + op.get("request").asText() + "/fields").fieldNames().forEachRemaining(field -> {
                if (!body.has(field)) {
                    body.putNull(field);
                }
            });
            HttpResponse<String> answer = new SignedCalls(port).send(method, path, JSON.writeValueAsBytes(body));
            sent++;
            if (answer.statusCode() != 200) {
                problems.add(method + " " + path + " answered " + answer.statusCode() + ": " + answer.body());
            }
        }
        assertEquals(List.of(), problems);
        assertEquals(66, sent, "every evidenced operation with a body: 36 of the interface, 30 beyond it");
    }
}
