package io.paycollect.sandbox.web;

import io.paycollect.sandbox.store.InvalidField;
import io.paycollect.sandbox.store.Refusal;
import io.paycollect.sandbox.store.Values;
import java.util.LinkedHashMap;
import java.util.Map;
import org.springframework.core.Ordered;
import org.springframework.core.annotation.Order;
import org.springframework.http.HttpStatus;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.ExceptionHandler;
import org.springframework.web.bind.annotation.RestControllerAdvice;

/**
 * Answers the sandbox's own refusals: business refusals as HTTP 200 with their 10xx code and no
 * {@code data} (the live service is reported to answer them so, docs/protocol.md section 3); a missing or
 * malformed field of an open payload as HTTP 400 with the error envelope, code "400", like the server
 * stubs answer a request that breaks the contract.
 */
@RestControllerAdvice
@Order(Ordered.HIGHEST_PRECEDENCE)
public class RefusalAdvice {

    /** HTTP 200 {@code {code: "10xx", message}}. */
    @ExceptionHandler(Refusal.class)
    public ResponseEntity<Map<String, Object>> refused(Refusal refusal) {
        // JSON whatever Accept asks for: a preset content type is not negotiated (text/html made it a 500).
        return ResponseEntity.ok().contentType(MediaType.APPLICATION_JSON)
                .body(Values.of("code", refusal.code(), "message", refusal.getMessage()));
    }

    /** HTTP 400 {@code {code: "400", message: "<field>: <reason>", data: null}}. */
    @ExceptionHandler(InvalidField.class)
    public ResponseEntity<Map<String, Object>> invalid(InvalidField invalid) {
        // A map, not the ErrorEnvelope model: the mapper leaves null fields of models out, and the
        // error envelope says "data": null.
        Map<String, Object> body = new LinkedHashMap<>();
        body.put("code", "400");
        body.put("message", invalid.getMessage());
        body.put("data", null);
        return ResponseEntity.status(HttpStatus.BAD_REQUEST).contentType(MediaType.APPLICATION_JSON).body(body);
    }
}
