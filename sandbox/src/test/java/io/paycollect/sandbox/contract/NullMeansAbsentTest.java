package io.paycollect.sandbox.contract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.paycollect.sandbox.SignedCalls;
import io.swagger.v3.oas.models.OpenAPI;
import io.swagger.v3.oas.models.media.Schema;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.boot.test.context.SpringBootTest;

/**
 * Where the contract says a request field is {@code nullable}, null means absent: each operation's example with one
 * such field set to null is answered as the same example without the field (same status, and the same message
 * when refused), never a refusal naming the field. Where a field is required, null is refused
 * ({@link ContractNegativeTest}); no required field is nullable.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT)
class NullMeansAbsentTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    @Value("${local.server.port}")
    int port;

    @TestFactory
    Stream<DynamicTest> aNullableFieldSentAsNullIsReadAsAbsent() {
        OpenAPI api = NegativeCases.contract(System.getProperty("paycollect.contract"));
        SignedCalls calls = new SignedCalls(port);
        List<DynamicTest> tests = new ArrayList<>();
        api.getPaths().forEach((path, item) -> item.readOperationsMap().forEach((method, operation) -> {
            if (operation.getRequestBody() == null) {
                return;
            }
            Schema<?> schema = operation.getRequestBody().getContent().get("application/json").getSchema();
            JsonNode example = tree(NegativeCases.exampleBody(operation));
            if (schema.getProperties() == null || !(example instanceof ObjectNode object)) {
                return;
            }
            Set<String> required = schema.getRequired() == null ? Set.of() : Set.copyOf(schema.getRequired());
            schema.getProperties().forEach((name, property) -> {
                if (!Boolean.TRUE.equals(property.getNullable())) {
                    return;
                }
                tests.add(DynamicTest.dynamicTest(operation.getOperationId() + " " + name, () -> {
                    assertTrue(!required.contains(name), name + " is required, so it must not be nullable");
                    ObjectNode absent = object.deepCopy();
                    absent.remove(name);
                    ObjectNode asNull = object.deepCopy();
                    asNull.putNull(name);
                    HttpResponse<String> withoutIt = calls.send(method.name(), path, bytes(absent));
                    HttpResponse<String> withNull = calls.send(method.name(), path, bytes(asNull));
                    assertEquals(withoutIt.statusCode(), withNull.statusCode(), () -> asNull + " -> " + withNull.body()
                            + ", but without the field -> " + withoutIt.body());
                    if (withNull.statusCode() >= 400) {
                        assertEquals(JSON.readTree(withoutIt.body()).path("message"), JSON.readTree(withNull.body()).path("message"));
                    }
                }));
            });
        }));
        assertTrue(tests.size() > 100, "nullable fields found: " + tests.size());
        return tests.stream();
    }

    private static JsonNode tree(String json) {
        try {
            return JSON.readTree(json);
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    private static byte[] bytes(JsonNode body) {
        return body.toString().getBytes(StandardCharsets.UTF_8);
    }
}
