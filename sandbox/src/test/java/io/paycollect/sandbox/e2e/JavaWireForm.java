package io.paycollect.sandbox.e2e;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.DoubleNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.Set;

/**
 * tingee-java 0.3.0: Jackson's defaults over types whose numbers are {@code Double}, so every number with a fraction
 * part ({@code 1.0}, {@code 9.999999999999E12}); every field its type declares that the caller did not set as
 * {@code null}, nested objects too; query values through {@code String.valueOf} ({@code merchantId=2.0}, {@code null}
 * for an unset one); the bytes it sends are the bytes it signs.
 */
final class JavaWireForm implements SdkWireForm {

    /** {@code LocalDateTime} fields of the SDK's types that the caller leaves unset, since the SDK cannot write them as text. */
    private static final Set<String> DATE_TIMES = Set.of("startTime", "endTime");

    @Override
    public String name() {
        return "tingee-java 0.3.0";
    }

    @Override
    public Set<String> absent() {
        return Set.of();
    }

    /**
     * Its HTTP library attaches no body to a POST without one (the first three never leave it); it sends a DELETE
     * without the body it signed; it writes a {@code LocalDateTime} as a JSON array where the service takes a
     * date-time text (an invoice's required {@code invoiceDate}).
     */
    @Override
    public Set<String> faults() {
        return Set.of("bank_deleteVa", "bank_getAccountNumberInfoByQrCode", "eInvoice_getProvider",
                "directDebit_deleteSubscription", "eInvoice_create", "eInvoice_createAndIssue");
    }

    @Override
    public Body body(String operationId, JsonNode contract, JsonNode schema, ObjectNode example) {
        DATE_TIMES.forEach(example::remove);
        SdkWireForm.withUnsetFieldsAsNull(contract, schema, example);
        byte[] bytes = asDoubles(example).toString().getBytes(StandardCharsets.UTF_8);
        return new Body(bytes, bytes);
    }

    @Override
    public String query(JsonNode operation) {
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
