package io.paycollect.client;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import feign.Response;
import feign.codec.ErrorDecoder;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.util.Objects;

/**
 * Turns every non-2xx answer into a {@link PayCollectApiException} carrying the status, the
 * envelope's code and message when the body is a {@code {code, message, ...}} object, and the raw
 * body. An answer whose body cannot be read to its end (cut, stalled, the call's deadline, larger
 * than {@code maxAnswerSize}) becomes a {@link PayCollectTransportException} instead
 * ({@link AnswerTooLargeException} for the size): without the whole answer, what the service did is
 * unknown. Never returns a {@code RetryableException}, so no answer leads to a second send.
 */
final class PayCollectErrorDecoder implements ErrorDecoder {

    private final ObjectMapper mapper;

    /** @param mapper reads the body to find the envelope */
    public PayCollectErrorDecoder(ObjectMapper mapper) {
        this.mapper = Objects.requireNonNull(mapper, "mapper");
    }

    @Override
    public Exception decode(String methodKey, Response response) {
        String rawBody;
        try {
            rawBody = readBody(response);
        } catch (IOException notRead) {
            return CallFailures.transport(CallFailures.describe(response.request()), response.request(), notRead);
        }
        String code = null;
        String message = null;
        JsonNode envelope = parse(rawBody);
        if (envelope != null && envelope.isObject() && envelope.path("code").isValueNode()
                && !envelope.path("code").isNull()) {
            code = envelope.get("code").asText();
            JsonNode messageNode = envelope.path("message");
            message = messageNode.isValueNode() && !messageNode.isNull() ? messageNode.asText() : null;
        }
        return PayCollectApiException.httpError(CallFailures.describe(response.request()), response.status(), code, message, rawBody,
                RefusalHint.clockOffset(firstHeader(response, "date"), Clock.systemUTC()));
    }

    private static String firstHeader(Response response, String name) {
        java.util.Collection<String> values = response.headers().get(name);
        return values == null || values.isEmpty() ? null : values.iterator().next();
    }

    private static String readBody(Response response) throws IOException {
        if (response.body() == null) {
            return null;
        }
        try (InputStream in = response.body().asInputStream()) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }

    private JsonNode parse(String body) {
        if (body == null || body.isBlank()) {
            return null;
        }
        try {
            return mapper.readTree(body);
        } catch (IOException notJson) {
            return null;
        }
    }
}
