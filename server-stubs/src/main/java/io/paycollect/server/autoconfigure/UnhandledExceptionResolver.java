package io.paycollect.server.autoconfigure;

import io.paycollect.server.ErrorEnvelopeWriter;
import io.paycollect.server.ProtectedPaths;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.io.UncheckedIOException;
import org.apache.commons.logging.Log;
import org.apache.commons.logging.LogFactory;
import org.springframework.core.Ordered;
import org.springframework.web.servlet.HandlerExceptionResolver;
import org.springframework.web.servlet.ModelAndView;

/**
 * The last resort on the protected paths: an exception that neither this module nor the application
 * handled (a fault of the implementation, never of the input) is logged with its stack trace and
 * answered with the envelope {@code {"code":"500","message":"internal error","data":null}}, instead of
 * the servlet container's or Spring Boot's error page and without any detail of the fault.
 */
public final class UnhandledExceptionResolver implements HandlerExceptionResolver, Ordered {

    private static final Log log = LogFactory.getLog(UnhandledExceptionResolver.class);

    private final ProtectedPaths paths;

    /** A resolver for requests on {@code paths}. */
    public UnhandledExceptionResolver(ProtectedPaths paths) {
        this.paths = paths;
    }

    @Override
    public ModelAndView resolveException(HttpServletRequest request, HttpServletResponse response, Object handler, Exception error) {
        if (response.isCommitted() || !paths.matches(request)) {
            return null;
        }
        log.error("Unhandled exception on " + request.getMethod() + " " + request.getRequestURI(), error);
        try {
            ErrorEnvelopeWriter.write(response, 500, "500", "internal error");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return new ModelAndView();
    }

    /** After every other resolver, the application's included. */
    @Override
    public int getOrder() {
        return Ordered.LOWEST_PRECEDENCE;
    }
}
