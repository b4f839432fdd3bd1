package io.paycollect.sandbox.e2e;

import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLMapper;
import com.fasterxml.jackson.datatype.jsr310.JavaTimeModule;
import java.io.File;
import java.io.IOException;
import java.time.LocalDateTime;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;

/**
 * Checks an answer the way the service's official Java SDK would read it, driven by
 * {@code api/evidence/sdk-payloads.yaml}: the envelope is read with a Jackson {@code ObjectMapper} set up as
 * the SDK sets up its own (Jackson's defaults, so {@code FAIL_ON_UNKNOWN_PROPERTIES} on, plus
 * {@code JavaTimeModule}) into an envelope of exactly {@code code}, {@code message} and {@code data}; then
 * every field of {@code data}, nested types too, must be one the Java SDK's type declares (not a field
 * only the Node.js SDK has), of its JSON type; an enum value must be one the Java SDK's enumeration has (the
 * evidence's values without its {@code notInJava}); and a
 * date-time must read as a {@code java.time.LocalDateTime}. Uses the evidence's facts only, no SDK code.
 *
 * <p>A type only the Node.js SDK has ({@code in: [node]}: the e-invoice types, the receipt and NFC commands)
 * has no Java type to be strict about: its fields and values are checked against the evidence as it stands,
 * every field the evidence records (whichever SDK has it) and every value of its enumerations, and no other
 * field, down its nested types too.
 */
final class JavaSdkDialect {

    /** The SDK's reader: Jackson's defaults and the Java time module. */
    static final ObjectMapper SDK_MAPPER = new ObjectMapper().registerModule(new JavaTimeModule());

    /** The SDK's envelope: these three fields and no other. */
    static final class Envelope {
        @JsonProperty("code")
        public String code;
        @JsonProperty("message")
        public String message;
        @JsonProperty("data")
        public JsonNode data;
    }

    /** What the sandbox answers for the operations whose {@code data} the SDKs leave open ({@code any}). */
    private static final Map<String, String> CHOSEN_FOR_ANY = Map.of(
            "merchant_deleteConfigAccountBusiness", "boolean",
            "device_generateAndShowDynamicQrCode", "GenerateDynamicQROuputDto");

    private final JsonNode evidence;

    JavaSdkDialect(JsonNode evidence) {
        this.evidence = evidence;
    }

    /** The evidence in the tree (set by the build), else found from the module directory. */
    static JavaSdkDialect load() throws IOException {
        String path = System.getProperty("paycollect.evidence", "../api/evidence/sdk-payloads.yaml");
        return new JavaSdkDialect(new YAMLMapper().readTree(new File(path)));
    }

    /** Whether the SDK reads the answer of {@code operationId} without the envelope (the evidence's {@code bare}). */
    boolean readsBare(String operationId) {
        return evidence.get("operations").path(operationId).has("bare");
    }

    /** Whether the evidence records the operation. */
    boolean knows(String operationId) {
        return evidence.get("operations").has(operationId);
    }

    /**
     * The problems of one answer to {@code operationId}, empty when the Java SDK reads it cleanly.
     * {@code "bank_generateCustomVietQr"}, which no SDK has, is read as {@code GenerateVietQROuputDto}.
     */
    List<String> problems(String operationId, String body) {
        List<String> problems = new ArrayList<>();
        if (!SDK_MAPPER.isEnabled(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)) {
            throw new IllegalStateException("the SDK's mapper fails on unknown properties");
        }
        if (readsBare(operationId)) {
            try {
                check(SDK_MAPPER.readTree(body), evidence.get("operations").get(operationId).get("bare").asText(),
                        "answer", true, problems);
            } catch (IOException e) {
                problems.add("the answer does not read: " + e.getMessage());
            }
            return problems;
        }
        Envelope envelope;
        try {
            envelope = SDK_MAPPER.readValue(body, Envelope.class);
        } catch (IOException e) {
            problems.add("the envelope does not read: " + e.getMessage());
            return problems;
        }
        if (!"00".equals(envelope.code)) {
            return problems;
        }
        String type;
        boolean javaCalls = true;
        if (operationId.equals("bank_generateCustomVietQr")) {
            type = "GenerateVietQROuputDto";
        } else {
            JsonNode op = evidence.get("operations").get(operationId);
            if (op == null) {
                problems.add(operationId + ": not in the evidence");
                return problems;
            }
            type = op.get("data").asText();
            // An operation beyond the interface that the Java SDK does not call has no Java type to meet.
            if (op.has("sdks")) {
                javaCalls = false;
                for (JsonNode sdk : op.get("sdks")) {
                    javaCalls |= sdk.asText().equals("java");
                }
            }
            if (type.equals("EmptyDto") && op.path("java").asText().equals("0.3.0")) {
                // The newest SDK's EmptyDto ignores unknown properties: it reads any object (and keeps nothing).
                type = "map";
            }
            if (type.equals("paged")) {
                type = "paged:" + op.get("items").asText();
            } else if (type.equals("any")) {
                type = CHOSEN_FOR_ANY.getOrDefault(operationId, "any");
            }
        }
        check(envelope.data, type, "data", javaCalls, problems);
        return problems;
    }

    /**
     * @param java whether the enclosing types are all the Java SDK's, so its narrower view applies (fields
     *     and enum values only the Node.js SDK has are refused); false inside a Node.js-only type
     */
    private void check(JsonNode node, String type, String path, boolean java, List<String> problems) {
        if (node == null || node.isNull()) {
            problems.add(path + ": null, which the SDK's non-null fields refuse");
            return;
        }
        if (type.startsWith("paged:")) {
            checkFields(node, Map.of("totalCount", "integer", "items", "[" + type.substring(6) + "]"), path, java, problems);
            return;
        }
        if (type.startsWith("[")) {
            if (!node.isArray()) {
                problems.add(path + ": not a list");
                return;
            }
            for (int i = 0; i < node.size(); i++) {
                check(node.get(i), type.substring(1, type.length() - 1), path + "[" + i + "]", java, problems);
            }
            return;
        }
        switch (type) {
            case "any" -> {
            }
            case "string" -> expect(node.isTextual(), path, "a string", problems);
            case "integer" -> expect(node.isIntegralNumber(), path, "a whole number", problems);
            case "number" -> expect(node.isNumber(), path, "a number", problems);
            case "boolean" -> expect(node.isBoolean(), path, "true or false", problems);
            case "map" -> expect(node.isObject(), path, "an object", problems);
            default -> checkNamed(node, type, path, java, problems);
        }
        if (node.isTextual() && (path.endsWith("Time") || path.endsWith("Date") || node.asText().matches("\\d{4}-\\d\\d-\\d\\dT.*"))) {
            try {
                SDK_MAPPER.readValue(SDK_MAPPER.writeValueAsString(node.asText()), LocalDateTime.class);
            } catch (IOException e) {
                problems.add(path + ": \"" + node.asText() + "\" is not a LocalDateTime");
            }
        }
    }

    private void checkNamed(JsonNode node, String type, String path, boolean java, List<String> problems) {
        JsonNode enumType = evidence.get("enums").get(type);
        if (enumType != null) {
            // The Java SDK's enumeration: the evidence's values without those it lacks (notInJava). A
            // Node.js-only enumeration (or one inside a Node.js-only type): all the evidence's values.
            List<String> values = new ArrayList<>();
            enumType.get("values").forEach(v -> values.add(v.asText()));
            if (java && inJava(enumType)) {
                enumType.path("notInJava").forEach(v -> values.remove(v.asText()));
            }
            if (!node.isTextual() || !values.contains(node.asText())) {
                problems.add(path + ": " + node + " is not a value of " + type + " " + values);
            }
            return;
        }
        JsonNode objectType = evidence.get("types").get(type);
        if (objectType == null) {
            problems.add(path + ": the evidence has no type " + type);
            return;
        }
        if (java && !inJava(objectType)) {
            problems.add(path + ": " + type + " is not a type of the Java SDK, which calls this operation");
        }
        // No Java type to be strict about: the evidence's own fields, all of them.
        boolean strict = java && inJava(objectType);
        Map<String, String> fields = new java.util.LinkedHashMap<>();
        Iterator<Map.Entry<String, JsonNode>> it = objectType.get("fields").fields();
        while (it.hasNext()) {
            Map.Entry<String, JsonNode> f = it.next();
            JsonNode spec = f.getValue();
            if (strict && spec.isObject() && !inJava(spec)) {
                continue;
            }
            fields.put(f.getKey(), spec.isObject() ? spec.get("type").asText() : spec.asText());
        }
        checkFields(node, fields, path, strict, problems);
    }

    private void checkFields(JsonNode node, Map<String, String> fields, String path, boolean java, List<String> problems) {
        if (!node.isObject()) {
            problems.add(path + ": not an object");
            return;
        }
        Iterator<Map.Entry<String, JsonNode>> it = node.fields();
        while (it.hasNext()) {
            Map.Entry<String, JsonNode> field = it.next();
            String type = fields.get(field.getKey());
            if (type == null) {
                problems.add(path + "." + field.getKey() + (java ? ": a field the Java SDK's type does not declare"
                        : ": a field the evidence's (Node.js-only) type does not declare"));
            } else {
                check(field.getValue(), type, path + "." + field.getKey(), java, problems);
            }
        }
    }

    private static boolean inJava(JsonNode spec) {
        JsonNode in = spec.get("in");
        if (in == null) {
            return true;
        }
        for (JsonNode sdk : in) {
            if (sdk.asText().equals("java")) {
                return true;
            }
        }
        return false;
    }

    private static void expect(boolean ok, String path, String what, List<String> problems) {
        if (!ok) {
            problems.add(path + ": not " + what);
        }
    }
}
