package io.paycollect.sandbox.e2e;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.Set;

/**
 * How one official SDK writes a request on the wire, as its source does: the body it sends, the bytes it signs, the
 * query it builds, and which evidenced operations it cannot send (its own faults) or does not have.
 */
interface SdkWireForm {

    /** The bytes sent and the bytes signed for one request body. */
    record Body(byte[] sent, byte[] signed) {
    }

    /** The SDK and version, for messages. */
    String name();

    /** Operation ids of the evidence the SDK does not call at all. */
    Set<String> absent();

    /** Operation ids the SDK calls but cannot send correctly (its own faults, listed in docs/client.md): none by default. */
    default Set<String> faults() {
        return Set.of();
    }

    /** The body the SDK writes for {@code example}, a copy of the contract's example of {@code operationId}. */
    Body body(String operationId, JsonNode contract, JsonNode schema, ObjectNode example);

    /** The query string ({@code ?a=1&b=x}, or empty) the SDK writes for the operation's example parameters. */
    String query(JsonNode operation);

    /** A query of every parameter with an example as its text, those without one left out (Node and PHP). */
    static String queryOfSetValues(JsonNode operation) {
        StringBuilder query = new StringBuilder();
        for (JsonNode parameter : operation.path("parameters")) {
            JsonNode example = parameter.path("example");
            if (!example.isMissingNode() && !example.isNull()) {
                query.append(query.length() == 0 ? '?' : '&').append(parameter.path("name").asText()).append('=')
                        .append(URLEncoder.encode(example.asText(), StandardCharsets.UTF_8));
            }
        }
        return query.toString();
    }

    /** Puts null for every field of {@code schema} (and of its nested objects) that {@code body} leaves out. */
    static void withUnsetFieldsAsNull(JsonNode contract, JsonNode schema, JsonNode body) {
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
}
