package io.paycollect.server.autoconfigure;

import io.paycollect.server.ProtectedPaths;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.util.Optional;
import org.apache.commons.logging.Log;
import org.apache.commons.logging.LogFactory;
import org.springframework.core.Ordered;

/**
 * The last resort on the protected paths: an exception that neither this module nor the application
 * handled (a fault of the implementation, never of the input) is logged with its stack trace and
 * answered with the envelope {@code {"code":"500","message":"internal error","data":null}}, instead of
 * the servlet container's or Spring Boot's error page and without any detail of the fault.
 */
public final class UnhandledExceptionResolver extends EnvelopeAnsweringResolver {

    private static final Log log = LogFactory.getLog(UnhandledExceptionResolver.class);

    /** A resolver for requests on {@code paths}. */
    public UnhandledExceptionResolver(ProtectedPaths paths) {
        super(paths);
    }

    @Override
    Optional<Problem> problem(HttpServletRequest request, HttpServletResponse response, Exception error) {
        log.error("Unhandled exception on " + request.getMethod() + " " + request.getRequestURI(), error);
        return Optional.of(new Problem(500, "500", "internal error"));
    }

    /** After every other resolver, the application's included. */
    @Override
    public int getOrder() {
        return Ordered.LOWEST_PRECEDENCE;
    }
}
