package io.paycollect.sandbox.e2e;

import com.atlassian.oai.validator.OpenApiInteractionValidator;
import com.atlassian.oai.validator.model.Request;
import com.atlassian.oai.validator.model.SimpleRequest;
import com.atlassian.oai.validator.model.SimpleResponse;
import com.atlassian.oai.validator.report.ValidationReport;
import io.swagger.v3.oas.models.OpenAPI;
import io.swagger.v3.parser.OpenAPIV3Parser;
import java.net.URI;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * Checks recorded exchanges against {@code api/openapi.yaml} with the Atlassian swagger-request-validator
 * (requests and responses both), and says which operation each exchange was.
 */
final class ContractValidator {

    private final OpenApiInteractionValidator validator;
    private final Map<String, String> operationIds = new HashMap<>();

    ContractValidator(String contractPath) {
        this.validator = OpenApiInteractionValidator.createForSpecificationUrl(contractPath).build();
        OpenAPI api = new OpenAPIV3Parser().read(contractPath);
        api.getPaths().forEach((path, item) -> item.readOperationsMap().forEach((method, op) ->
                operationIds.put(key(method.name(), path), op.getOperationId())));
    }

    /** The contract the tests validate against: the file in the tree (set by the build), else the copy in the api jar. */
    static String contractLocation() {
        String path = System.getProperty("paycollect.contract");
        if (path != null && new java.io.File(path).isFile()) {
            return path;
        }
        return ContractValidator.class.getClassLoader().getResource("paycollect/openapi.yaml").toString();
    }

    /** Every operationId of the contract. */
    Set<String> allOperationIds() {
        return new TreeSet<>(operationIds.values());
    }

    /**
     * Validates one exchange in both directions.
     *
     * @return its operationId
     * @throws AssertionError listing what the validator found, when it found anything
     */
    String validate(WireRecorder.Exchange exchange) {
        URI uri = URI.create(exchange.url());
        String operationId = operationIds.get(key(exchange.method(), uri.getPath()));
        if (operationId == null) {
            throw new AssertionError("not an operation of the contract: " + exchange.method() + " " + uri.getPath());
        }
        SimpleRequest.Builder request = new SimpleRequest.Builder(Request.Method.valueOf(exchange.method()), uri.getPath());
        exchange.requestHeaders().forEach((name, values) -> request.withHeader(name, values.toArray(String[]::new)));
        if (exchange.requestBody() != null) {
            request.withBody(new String(exchange.requestBody(), StandardCharsets.UTF_8));
        }
        if (uri.getRawQuery() != null) {
            for (String pair : uri.getRawQuery().split("&")) {
                String[] kv = pair.split("=", 2);
                request.withQueryParam(decode(kv[0]), kv.length > 1 ? decode(kv[1]) : "");
            }
        }
        SimpleResponse.Builder response = SimpleResponse.Builder.status(exchange.status())
                .withBody(new String(exchange.responseBody(), StandardCharsets.UTF_8));
        exchange.responseHeaders().forEach((name, values) -> response.withHeader(name, values.toArray(String[]::new)));

        ValidationReport report = validator.validate(request.build(), response.build());
        if (report.hasErrors()) {
            throw new AssertionError(operationId + " broke the contract on the wire:\n"
                    + report.getMessages().stream().map(ValidationReport.Message::toString)
                            .reduce((a, b) -> a + "\n" + b).orElse("")
                    + "\nrequest: " + (exchange.requestBody() == null ? "" : new String(exchange.requestBody(), StandardCharsets.UTF_8))
                    + "\nresponse: " + new String(exchange.responseBody(), StandardCharsets.UTF_8));
        }
        return operationId;
    }

    private static String decode(String s) {
        return URLDecoder.decode(s, StandardCharsets.UTF_8);
    }

    private static String key(String method, String path) {
        return method.toUpperCase(java.util.Locale.ROOT) + " " + path;
    }

}
