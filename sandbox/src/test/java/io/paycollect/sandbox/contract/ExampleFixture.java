package io.paycollect.sandbox.contract;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.paycollect.sandbox.SignedCalls;
import io.swagger.v3.oas.models.OpenAPI;
import io.swagger.v3.oas.models.PathItem;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;

/**
 * A merchant with a default e-invoice account connected to the tax portal, made over HTTP from the contract's own
 * examples, so that a request built from an example reaches the rules the sandbox checks after finding them (an
 * e-invoice's lines, a sync's period) instead of stopping at an unknown id.
 *
 * @param merchantId the merchant
 * @param accountId its e-invoice account
 */
record ExampleFixture(long merchantId, long accountId) {

    private static final ObjectMapper JSON = new ObjectMapper();

    /** The fixture, made in the sandbox {@code calls} reach. */
    static ExampleFixture make(OpenAPI api, SignedCalls calls) throws Exception {
        long merchant = created(api, calls, "merchant_create", body -> body.remove("id")).path("merchantId").asLong();
        long account = created(api, calls, "eInvoice_createOrUpdateAccount", body -> {
            body.remove("id");
            body.put("merchantId", merchant).put("masterMerchantId", merchant).put("taxCode", "FIXTURE-" + merchant);
        }).asLong();
        created(api, calls, "eInvoice_inputConnect", body -> body.put("merchantId", merchant).put("accountId", account));
        return new ExampleFixture(merchant, account);
    }

    /** {@code body} naming this merchant and account where the example names one. */
    ObjectNode apply(ObjectNode body) {
        for (String field : List.of("merchantId", "masterMerchantId")) {
            if (body.has(field)) {
                body.put(field, merchantId);
            }
        }
        if (body.has("accountId")) {
            body.put("accountId", accountId);
        }
        return body;
    }

    /** The {@code data} of {@code operationId}'s example, changed by {@code change}, which must succeed. */
    private static JsonNode created(OpenAPI api, SignedCalls calls, String operationId, Consumer<ObjectNode> change)
            throws Exception {
        Map.Entry<String, PathItem.HttpMethod> at = NegativeCases.operation(api, operationId);
        ObjectNode body = (ObjectNode) JSON.readTree(NegativeCases.exampleBody(
                api.getPaths().get(at.getKey()).readOperationsMap().get(at.getValue())));
        change.accept(body);
        HttpResponse<String> answer = calls.send(at.getValue().name(), at.getKey(), body.toString().getBytes(StandardCharsets.UTF_8));
        JsonNode envelope = JSON.readTree(answer.body());
        assertEquals("00", envelope.path("code").asText(), () -> "fixture " + operationId + ": " + answer.body());
        return envelope.path("data");
    }
}
