package io.paycollect.sandbox.contract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.atlassian.oai.validator.OpenApiInteractionValidator;
import com.atlassian.oai.validator.model.Request;
import com.atlassian.oai.validator.model.SimpleRequest;
import com.fasterxml.jackson.core.JsonPointer;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.paycollect.sandbox.SignedCalls;
import io.swagger.v3.oas.models.OpenAPI;
import io.swagger.v3.oas.models.Operation;
import io.swagger.v3.oas.models.PathItem;
import io.swagger.v3.oas.models.parameters.Parameter;
import java.net.URLDecoder;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.boot.test.context.SpringBootTest;

/**
 * The guard of "every 400 is one the contract gives", by construction rather than by a list: from each operation's
 * example, every field in turn (nested ones and a list's first item too) is left out, made null, empty, blank,
 * arbitrary text ({@code x}), 0 or -1, and each request Atlassian's validator of {@code api/openapi.yaml} admits is
 * sent to the sandbox, which must not answer it with a 400 (a rule the contract cannot state is a business code,
 * such as {@code 1008}); likewise each query parameter left out, blank or {@code x}. What the variants cannot reach
 * (two fields that must agree, a day the calendar lacks) has its own row in {@link SandboxRulesInTheContractTest}.
 * The examples name the merchant and e-invoice account of an {@link ExampleFixture}, so that rules checked after
 * finding them are reached; a rule checked after another record (a VA, a box) is reached only by its row there.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT)
class AdmittedValuesTest {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;
    /** The values each field is given in turn; null stands for "left out". */
    private static final List<JsonNode> VARIANTS = java.util.Arrays.asList(null, NODES.nullNode(), NODES.textNode(""),
            NODES.textNode(" "), NODES.textNode("x"), NODES.numberNode(0), NODES.numberNode(-1));

    @Value("${local.server.port}")
    int port;

    @Test
    void noRequestTheContractAdmitsIsAnsweredWithA400() throws Exception {
        String location = System.getProperty("paycollect.contract");
        OpenAPI api = NegativeCases.contract(location);
        OpenApiInteractionValidator validator = NegativeCases.unsignedValidator(location);
        SignedCalls calls = new SignedCalls(port);
        ExampleFixture fixture = ExampleFixture.make(api, calls);
        List<String> answered400 = new ArrayList<>();
        int admitted = 0;
        for (Map.Entry<String, PathItem> path : api.getPaths().entrySet()) {
            for (Map.Entry<PathItem.HttpMethod, Operation> at : path.getValue().readOperationsMap().entrySet()) {
                for (Variant variant : variants(at.getValue(), fixture)) {
                    if (!admits(validator, at.getKey(), path.getKey(), variant)) {
                        continue;
                    }
                    admitted++;
                    String target = path.getKey() + variant.query();
                    HttpResponse<String> answer = variant.body() == null
                            ? calls.sendBodiless(at.getKey().name(), target)
                            : calls.send(at.getKey().name(), target, variant.body().getBytes(StandardCharsets.UTF_8));
                    if (answer.statusCode() == 400) {
                        answered400.add(at.getValue().getOperationId() + " " + variant.what() + " -> " + answer.body());
                    }
                }
            }
        }
        assertTrue(admitted > 500, "premise: the variants reach the sandbox, " + admitted + " did");
        assertEquals(List.of(), answered400, "admitted by the contract, refused with a 400 by the sandbox");
    }

    /** A request made from an operation's example: its body (or null), its query ({@code ?...} or empty). */
    private record Variant(String what, String body, String query) {
    }

    private static List<Variant> variants(Operation operation, ExampleFixture fixture) {
        List<Variant> out = new ArrayList<>();
        String query = NegativeCases.exampleQuery(operation);
        String body = NegativeCases.exampleBody(operation);
        if (body != null) {
            JsonNode example = read(body);
            if (example instanceof ObjectNode object) {
                fixture.apply(object);
                body = object.toString();
            }
            List<JsonPointer> fields = new ArrayList<>();
            fieldsOf(example, JsonPointer.empty(), fields);
            for (JsonPointer field : fields) {
                for (JsonNode value : VARIANTS) {
                    JsonNode copy = example.deepCopy();
                    if (value == null) {
                        ((ObjectNode) copy.at(field.head())).remove(field.last().getMatchingProperty());
                    } else {
                        NegativeCases.set(copy, field, value);
                    }
                    out.add(new Variant(field + " = " + (value == null ? "<absent>" : value), copy.toString(), query));
                }
            }
        }
        List<Parameter> parameters = operation.getParameters() == null ? List.of()
                : operation.getParameters().stream().filter(p -> "query".equals(p.getIn()) && p.getExample() != null).toList();
        for (Parameter parameter : parameters) {
            for (String value : java.util.Arrays.asList(null, "", " ", "x")) {
                Map<String, String> values = new LinkedHashMap<>();
                parameters.forEach(p -> values.put(p.getName(), String.valueOf(p.getExample())));
                if (value == null) {
                    values.remove(parameter.getName());
                } else {
                    values.put(parameter.getName(), value);
                }
                out.add(new Variant("?" + parameter.getName() + "=" + (value == null ? "<absent>" : "'" + value + "'"),
                        body, NegativeCases.query(values)));
            }
        }
        return out;
    }

    /** The pointers of every field of the objects in {@code node}, a list's first item standing for all of them. */
    private static void fieldsOf(JsonNode node, JsonPointer at, List<JsonPointer> out) {
        if (node.isObject()) {
            for (Iterator<String> names = node.fieldNames(); names.hasNext();) {
                String name = names.next();
                JsonPointer field = at.append(JsonPointer.compile("/" + name.replace("~", "~0").replace("/", "~1")));
                out.add(field);
                fieldsOf(node.get(name), field, out);
            }
        } else if (node.isArray() && !node.isEmpty()) {
            fieldsOf(node.get(0), at.appendIndex(0), out);
        }
    }

    private static boolean admits(OpenApiInteractionValidator validator, PathItem.HttpMethod method, String path,
            Variant variant) {
        SimpleRequest.Builder request = new SimpleRequest.Builder(Request.Method.valueOf(method.name()), path);
        if (!variant.query().isEmpty()) {
            for (String pair : variant.query().substring(1).split("&")) {
                String[] nameValue = pair.split("=", 2);
                request.withQueryParam(URLDecoder.decode(nameValue[0], StandardCharsets.UTF_8),
                        URLDecoder.decode(nameValue.length > 1 ? nameValue[1] : "", StandardCharsets.UTF_8));
            }
        }
        if (variant.body() != null) {
            request.withHeader("content-type", "application/json").withBody(variant.body());
        }
        return !validator.validateRequest(request.build()).hasErrors();
    }

    private static JsonNode read(String json) {
        try {
            return JSON.readTree(json);
        } catch (java.io.IOException e) {
            throw new IllegalStateException(e);
        }
    }
}
