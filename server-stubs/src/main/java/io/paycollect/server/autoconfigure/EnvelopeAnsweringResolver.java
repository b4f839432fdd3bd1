package io.paycollect.server.autoconfigure;

import io.paycollect.server.ErrorEnvelopeWriter;
import io.paycollect.server.ProtectedPaths;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.Optional;
import org.springframework.core.Ordered;
import org.springframework.web.servlet.HandlerExceptionResolver;
import org.springframework.web.servlet.ModelAndView;

/**
 * An exception resolver of the protected paths that answers with the error envelope: on a request of those
 * paths whose answer has not started, the {@link Problem} a subclass finds for the exception is written as the
 * envelope, by this class itself, so no message converter or error page is involved.
 */
abstract class EnvelopeAnsweringResolver implements HandlerExceptionResolver, Ordered {

    private final ProtectedPaths paths;

    EnvelopeAnsweringResolver(ProtectedPaths paths) {
        this.paths = paths;
    }

    /** The problem to answer for {@code error}, or empty to leave it to the next resolver. */
    abstract Optional<Problem> problem(HttpServletRequest request, HttpServletResponse response, Exception error);

    @Override
    public final ModelAndView resolveException(HttpServletRequest request, HttpServletResponse response, Object handler,
            Exception error) {
        if (response.isCommitted() || !paths.matches(request)) {
            return null;
        }
        Optional<Problem> problem = problem(request, response, error);
        if (problem.isEmpty()) {
            return null;
        }
        try {
            ErrorEnvelopeWriter.write(response, problem.get().status(), problem.get().code(), problem.get().message());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return new ModelAndView();
    }
}
