package io.paycollect.sandbox.web;

import io.paycollect.server.ErrorEnvelopeWriter;
import jakarta.servlet.RequestDispatcher;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.util.Locale;
import org.springframework.boot.webmvc.error.ErrorController;
import org.springframework.http.HttpStatus;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RestController;

/**
 * Whatever the server stubs' envelopes do not cover (a path outside {@code /v1}, such as a mistyped
 * {@code /sandbox/...} address) still gets the error envelope, never Spring Boot's "Whitelabel" page
 * or its default JSON. Replaces Boot's error controller.
 */
@RestController
public class EnvelopeErrorController implements ErrorController {

    /** Answers the error the container forwarded here, with its status and reason only. */
    @RequestMapping("${server.error.path:/error}")
    public void error(HttpServletRequest request, HttpServletResponse response) throws IOException {
        Object code = request.getAttribute(RequestDispatcher.ERROR_STATUS_CODE);
        int status = code instanceof Integer i ? i : HttpStatus.INTERNAL_SERVER_ERROR.value();
        HttpStatus known = HttpStatus.resolve(status);
        String reason = known == null ? "error" : known.getReasonPhrase().toLowerCase(Locale.ROOT);
        ErrorEnvelopeWriter.write(response, status, Integer.toString(status), reason);
    }
}
