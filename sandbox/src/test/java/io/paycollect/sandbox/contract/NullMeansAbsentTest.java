package io.paycollect.sandbox.contract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import com.atlassian.oai.validator.OpenApiInteractionValidator;
import com.atlassian.oai.validator.model.Request;
import com.atlassian.oai.validator.model.SimpleRequest;
import com.atlassian.oai.validator.report.ValidationReport;
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
 * Where the contract lets a request field be null, null means absent: each operation's example with one such field
 * set to null is answered as the same example without the field (same status, and the same message when refused),
 * never a refusal naming the field; and an independent validator (the Atlassian swagger-request-validator) reads
 * the contract as admitting that null. A field may be null when it is {@code nullable}, or, being a {@code $ref} (an
 * enumeration or a nested object, whose siblings OpenAPI 3.0 ignores), when it is {@code anyOf} the reference and a
 * schema admitting null alone. Every optional request field may be null; where a field is required, null is refused
 * ({@link ContractNegativeTest}), so no required field may be null. The same holds inside nested objects (an invoice's
 * items, a receipt's print data, notification platforms): the official Java SDK writes every unset field as null at
 * every depth.
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
        OpenApiInteractionValidator validator = NegativeCases.unsignedValidator(System.getProperty("paycollect.contract"));
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
            fields(operation.getOperationId(), schema, object, "", tests, (pointer, name) -> {
                ValidationReport contractSays = validator.validateRequest(
                        new SimpleRequest.Builder(Request.Method.valueOf(method.name()), path)
                                .withHeader("content-type", "application/json")
                                .withBody(at(object, pointer, name, true).toString()).build());
                assertFalse(contractSays.hasErrors(), () -> "the validator refuses " + pointer + "/" + name + ": null: " + contractSays);
                JsonNode absent = at(object, pointer, name, false);
                JsonNode asNull = at(object, pointer, name, true);
                HttpResponse<String> withoutIt = calls.send(method.name(), path, bytes(absent));
                HttpResponse<String> withNull = calls.send(method.name(), path, bytes(asNull));
                assertEquals(withoutIt.statusCode(), withNull.statusCode(), () -> asNull + " -> " + withNull.body()
                        + ", but without the field -> " + withoutIt.body());
                if (withNull.statusCode() >= 400) {
                    assertEquals(JSON.readTree(withoutIt.body()).path("message"), JSON.readTree(withNull.body()).path("message"));
                }
            });
        }));
        assertTrue(tests.size() > 100, "nullable fields found: " + tests.size());
        return tests.stream();
    }

    /** One field of the example, at {@code pointer} in it, set to null or left out. */
    @FunctionalInterface
    interface FieldCheck {
        void check(String pointer, String name) throws Exception;
    }

    /**
     * A test for each field of {@code schema} that may be null, and a failing one for each optional field that may not;
     * then the same inside each nested object the example holds (an object field, or a list's first item), so that
     * null means absent at every depth.
     */
    private static void fields(String operationId, Schema<?> schema, JsonNode example, String pointer, List<DynamicTest> tests,
            FieldCheck check) {
        Set<String> required = schema.getRequired() == null ? Set.of() : Set.copyOf(schema.getRequired());
        schema.getProperties().forEach((name, property) -> {
            String where = operationId + " " + pointer + (pointer.isEmpty() ? "" : "/") + name;
            if (!mayBeNull(property)) {
                if (!required.contains(name) && !NegativeCases.isAnyValue(property)) {
                    tests.add(DynamicTest.dynamicTest(where, () -> fail(where
                            + " is optional, so the contract must let it be null, as every server built from the stubs reads it")));
                }
            } else {
                tests.add(DynamicTest.dynamicTest(where, () -> {
                    assertTrue(!required.contains(name), name + " is required, so it must not be nullable");
                    check.check(pointer, name);
                }));
            }
            Schema<?> nested = objectOf(property);
            JsonNode value = example.path(name);
            String inner = pointer + "/" + name;
            if (value.isArray() && !value.isEmpty()) {
                value = value.get(0);
                inner += "/0";
            }
            if (nested != null && value instanceof ObjectNode) {
                fields(operationId, nested, value, inner, tests, check);
            }
        });
    }

    /** The object schema a field holds, itself or as its list's items or its {@code anyOf}'s first member; else null. */
    private static Schema<?> objectOf(Schema<?> property) {
        Schema<?> schema = property.getItems() != null ? property.getItems()
                : property.getAnyOf() != null ? property.getAnyOf().get(0) : property;
        return schema.getProperties() != null ? schema : null;
    }

    /** A copy of {@code body} with the field {@code name} of the object at {@code pointer} set to null, or removed. */
    private static JsonNode at(ObjectNode body, String pointer, String name, boolean asNull) {
        ObjectNode copy = body.deepCopy();
        ObjectNode holder = (ObjectNode) (pointer.isEmpty() ? copy : copy.at(pointer));
        if (asNull) {
            holder.putNull(name);
        } else {
            holder.remove(name);
        }
        return copy;
    }

    /**
     * {@code nullable: true}, or {@code anyOf} a schema admitting null alone ({@code nullable: true, enum: [null]}), or
     * any JSON value ({@code AnyValue}, whose object member is nullable).
     */
    private static boolean mayBeNull(Schema<?> property) {
        if (Boolean.TRUE.equals(property.getNullable())) {
            return true;
        }
        return property.getAnyOf() != null && (NegativeCases.isAnyValue(property) || property.getAnyOf().stream()
                .anyMatch(member -> Boolean.TRUE.equals(member.getNullable()) && member.getEnum() != null
                        && member.getEnum().size() == 1 && member.getEnum().get(0) == null));
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
