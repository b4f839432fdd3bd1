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
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.boot.test.context.SpringBootTest;

/**
 * Every evidenced operation of each newest official SDK (Java 0.3.0, Node.js 0.2.4, PHP 0.3.0) sent to the sandbox in
 * that SDK's own wire form ({@link SdkWireForm}: the bytes its source writes and signs). The bodies are the contract's
 * examples so written. Every call is answered {@code 00} or refused for the records only (a 1xxx code), never 400 or
 * 401, but the SDK's own faults (docs/client.md, as measured), which are not sent, and the operations it does not call.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT)
class NewestSdkWireFormTest {

    private static final ObjectMapper JSON = new ObjectMapper();
    /** Operations the evidence lists (api/evidence/sdk-payloads.yaml). */
    private static final int EVIDENCED = 76;

    @Value("${local.server.port}")
    int port;

    static Stream<SdkWireForm> sdks() {
        return Stream.of(new JavaWireForm(), new NodeWireForm(), new PhpSdkWireForm());
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("sdks")
    void everyCallInTheSdksWireFormIsAnswered(SdkWireForm sdk) throws Exception {
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
            if (sdk.faults().contains(entry.getKey()) || sdk.absent().contains(entry.getKey())) {
                continue;
            }
            String method = op.get("method").asText();
            String path = op.get("path").asText();
            JsonNode operation = contract.at("/paths/" + path.replace("/", "~1") + "/" + method.toLowerCase(Locale.ROOT));
            HttpResponse<String> answer;
            if (op.has("request")) {
                ObjectNode example = (ObjectNode) operation.at("/requestBody/content/application~1json/example").deepCopy();
                SdkWireForm.Body body = sdk.body(entry.getKey(), contract,
                        operation.at("/requestBody/content/application~1json/schema"), example);
                answer = calls.send(method, path, body.sent(), body.signed());
            } else {
                answer = calls.sendBodiless(method, path + sdk.query(operation));
            }
            sent++;
            JsonNode read = answer.statusCode() == 200 ? JSON.readTree(answer.body()) : null;
            // create-batch-va-on-off answers a bare list, the contract's one answer without the envelope
            boolean bare = read != null && read.isArray();
            String code = read == null ? "" : read.path("code").asText();
            if (!bare && (read == null || !(code.equals("00") || code.matches("1\\d{3}")))) {
                problems.add(entry.getKey() + " " + method + " " + path + " answered " + answer.statusCode() + ": "
                        + answer.body());
            }
        }
        assertEquals(List.of(), problems, sdk.name());
        assertEquals(EVIDENCED - sdk.faults().size() - sdk.absent().size(), sent,
                "every evidenced operation of " + sdk.name() + " but its faults");
    }
}
