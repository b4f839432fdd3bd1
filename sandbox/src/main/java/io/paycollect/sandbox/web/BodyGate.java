package io.paycollect.sandbox.web;

import io.paycollect.server.ErrorEnvelopeWriter;
import io.paycollect.server.ProtectedPaths;
import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import org.springframework.web.filter.OncePerRequestFilter;

/**
 * Refuses, with 413 and a closed connection and before a byte of it is read, a request body on a path that takes
 * none. Only the signed paths take a body, and there the verification filter bounds its size and read time; the
 * control endpoints, the contract page and everything else take none, so nothing outside the signed paths may make
 * the sandbox wait for or hold a body (a form parsed by Tomcat or Spring would be read at the sender's pace, and
 * in full). Paths are matched decoded, as Spring routes them.
 */
public final class BodyGate extends OncePerRequestFilter {

    private final ProtectedPaths bodyPaths;

    /** Admits bodies on {@code bodyPaths} only. */
    public BodyGate(ProtectedPaths bodyPaths) {
        this.bodyPaths = bodyPaths;
    }

    @Override
    protected void doFilterInternal(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
            throws ServletException, IOException {
        if (hasBody(request) && !bodyPaths.matches(request)) {
            response.setHeader("Connection", "close");
            ErrorEnvelopeWriter.write(response, 413, "413", "this path takes no request body; only "
                    + bodyPaths + " do");
            return;
        }
        chain.doFilter(request, response);
    }

    private static boolean hasBody(HttpServletRequest request) {
        return request.getContentLengthLong() > 0 || request.getHeader("Transfer-Encoding") != null;
    }
}
