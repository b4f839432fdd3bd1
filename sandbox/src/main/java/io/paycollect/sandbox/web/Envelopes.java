package io.paycollect.sandbox.web;

import io.paycollect.server.SignatureVerificationFilter;
import org.springframework.http.ResponseEntity;
import org.springframework.stereotype.Component;
import org.springframework.web.context.request.RequestAttributes;
import org.springframework.web.context.request.RequestContextHolder;
import tools.jackson.databind.json.JsonMapper;

/**
 * Wraps the in-memory services' answers in the operations' envelopes: the services take the request models (or the
 * typed query parameters) and answer the operation's data model, a list of models, a text, a number or {@code true}
 * (the open e-invoice/input answers: records, which become the open model's fields), and {@code {code: "00",
 * message: "Success", data}} becomes the operation's response model through Jackson, so one method serves all 64
 * response types. The application's mapper leaves null fields out (see {@code SandboxConfiguration}), so an answer
 * carries only the fields the service set.
 */
@Component
public class Envelopes {

    private final JsonMapper json;

    /** Conversions done by the application's JSON mapper, the one that writes the responses. */
    public Envelopes(JsonMapper json) {
        this.json = json;
    }

    /**
     * The client id of the request being served, as the signature filter verified it; {@code null} outside
     * a verified request.
     */
    public static String callerClientId() {
        RequestAttributes request = RequestContextHolder.getRequestAttributes();
        return request == null ? null
                : (String) request.getAttribute(SignatureVerificationFilter.CLIENT_ID_ATTRIBUTE, RequestAttributes.SCOPE_REQUEST);
    }

    /** {@code value} (a request model of the same shape as {@code type}) as the model {@code type}. */
    public <T> T convert(Object value, Class<T> type) {
        return json.convertValue(value, type);
    }

    /** The success envelope of {@code data} as the operation's response type, HTTP 200. */
    public <R> ResponseEntity<R> ok(Object data, Class<R> responseType) {
        return ResponseEntity.ok(json.convertValue(
                SuccessEnvelope.of(data), responseType));
    }
}
