package io.paycollect.sandbox.web;

import com.fasterxml.jackson.annotation.JsonInclude;
import io.paycollect.sandbox.store.InvalidField;
import io.paycollect.sandbox.store.Refusal;
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
    public ResponseEntity<BusinessRefusal> refused(Refusal refusal) {
        // JSON whatever Accept asks for: a preset content type is not negotiated (text/html made it a 500).
        return ResponseEntity.ok().contentType(MediaType.APPLICATION_JSON)
                .body(new BusinessRefusal(refusal.code(), refusal.getMessage()));
    }

    /** HTTP 400 {@code {code: "400", message: "<field>: <reason>", data: null}}. */
    @ExceptionHandler(InvalidField.class)
    public ResponseEntity<InvalidRequest> invalid(InvalidField invalid) {
        return ResponseEntity.status(HttpStatus.BAD_REQUEST).contentType(MediaType.APPLICATION_JSON)
                .body(new InvalidRequest("400", invalid.getMessage(), null));
    }

    /**
     * A business refusal's answer, without {@code data}.
     *
     * @param code its 10xx code
     * @param message what it refused and why
     */
    record BusinessRefusal(String code, String message) {
    }

    /**
     * The error envelope of a request refused with HTTP 400. Not the ErrorEnvelope model: the mapper leaves null
     * fields out, and the error envelope says {@code "data": null}.
     *
     * @param code {@code 400}
     * @param message {@code <field>: <reason>}
     * @param data always null, and written
     */
    record InvalidRequest(String code, String message, @JsonInclude(JsonInclude.Include.ALWAYS) Object data) {
    }
}
