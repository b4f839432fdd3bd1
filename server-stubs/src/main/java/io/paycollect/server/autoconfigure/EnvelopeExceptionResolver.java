package io.paycollect.server.autoconfigure;

import io.paycollect.server.ErrorEnvelopeWriter;
import io.paycollect.server.ProtectedPaths;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.Optional;
import org.springframework.core.Ordered;
import org.springframework.web.HttpRequestMethodNotSupportedException;
import org.springframework.web.servlet.HandlerExceptionResolver;
import org.springframework.web.servlet.ModelAndView;

/**
 * Answers bad input on the protected paths with the error envelope: 400 naming the field (missing body,
 * malformed JSON, wrong JSON type, missing required field, unknown enum value), 404, 405, 406, 415.
 * It runs before the application's own {@code @ExceptionHandler}s, so the contract's error shape holds
 * whatever else the application declares; other exceptions, and every path not protected, are left to
 * the application. Writes the body itself, so no message converter or error page is involved.
 */
public final class EnvelopeExceptionResolver implements HandlerExceptionResolver, Ordered {

    private final ProtectedPaths paths;

    /** A resolver for requests on {@code paths}. */
    public EnvelopeExceptionResolver(ProtectedPaths paths) {
        this.paths = paths;
    }

    @Override
    public ModelAndView resolveException(HttpServletRequest request, HttpServletResponse response, Object handler, Exception error) {
        if (response.isCommitted() || !paths.matches(request)) {
            return null;
        }
        Optional<Problem> problem = InputProblems.describe(error);
        if (problem.isEmpty()) {
            return null;
        }
        if (error instanceof HttpRequestMethodNotSupportedException method && method.getSupportedMethods() != null) {
            response.setHeader("Allow", String.join(", ", method.getSupportedMethods()));
        }
        try {
            ErrorEnvelopeWriter.write(response, problem.get().status(), problem.get().code(), problem.get().message());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return new ModelAndView();
    }

    /** Just after Spring Boot's error-attributes recorder, before the application's exception handlers. */
    @Override
    public int getOrder() {
        return Ordered.HIGHEST_PRECEDENCE + 1;
    }
}
