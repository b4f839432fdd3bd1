package io.paycollect.server.autoconfigure;

import io.paycollect.server.ProtectedPaths;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.util.Optional;
import org.springframework.core.Ordered;
import org.springframework.web.HttpRequestMethodNotSupportedException;

/**
 * Answers bad input on the protected paths with the error envelope: 400 naming the field (missing body,
 * malformed JSON, wrong JSON type, missing required field, unknown enum value), 404, 405, 406, 415.
 * It runs before the application's own {@code @ExceptionHandler}s, so the contract's error shape holds
 * whatever else the application declares; other exceptions, and every path not protected, are left to
 * the application. Writes the body itself, so no message converter or error page is involved.
 */
public final class EnvelopeExceptionResolver extends EnvelopeAnsweringResolver {

    /** A resolver for requests on {@code paths}. */
    public EnvelopeExceptionResolver(ProtectedPaths paths) {
        super(paths);
    }

    @Override
    Optional<Problem> problem(HttpServletRequest request, HttpServletResponse response, Exception error) {
        Optional<Problem> problem = InputProblems.describe(error);
        if (problem.isPresent() && error instanceof HttpRequestMethodNotSupportedException method
                && method.getSupportedMethods() != null) {
            response.setHeader("Allow", String.join(", ", method.getSupportedMethods()));
        }
        return problem;
    }

    /** Just after Spring Boot's error-attributes recorder, before the application's exception handlers. */
    @Override
    public int getOrder() {
        return Ordered.HIGHEST_PRECEDENCE + 1;
    }
}
