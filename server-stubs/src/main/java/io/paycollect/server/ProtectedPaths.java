package io.paycollect.server;

import jakarta.servlet.http.HttpServletRequest;
import java.util.List;
import org.springframework.http.server.PathContainer;
import org.springframework.web.util.pattern.PathPattern;
import org.springframework.web.util.pattern.PathPatternParser;

/**
 * Path patterns (Spring {@link PathPattern} syntax, e.g. {@code /v1/**}) matched against the request
 * path within the application's context path. Immutable.
 */
public final class ProtectedPaths {

    private final List<PathPattern> patterns;

    private ProtectedPaths(List<PathPattern> patterns) {
        this.patterns = patterns;
    }

    /**
     * Paths matching any of {@code patterns}; blank entries are ignored.
     *
     * @throws org.springframework.web.util.pattern.PatternParseException if a pattern is not valid
     */
    public static ProtectedPaths of(List<String> patterns) {
        PathPatternParser parser = new PathPatternParser();
        return new ProtectedPaths(patterns.stream()
                .filter(p -> p != null && !p.isBlank())
                .map(String::trim)
                .map(parser::parse)
                .toList());
    }

    /** Whether no pattern is configured. */
    public boolean isEmpty() {
        return patterns.isEmpty();
    }

    /** Whether the request's path (without the context path) matches a pattern. */
    public boolean matches(HttpServletRequest request) {
        if (patterns.isEmpty()) {
            return false;
        }
        String uri = request.getRequestURI();
        String contextPath = request.getContextPath();
        String path = contextPath != null && !contextPath.isEmpty() && uri.startsWith(contextPath)
                ? uri.substring(contextPath.length())
                : uri;
        PathContainer container = PathContainer.parsePath(path);
        for (PathPattern pattern : patterns) {
            if (pattern.matches(container)) {
                return true;
            }
        }
        return false;
    }

    @Override
    public String toString() {
        return patterns.toString();
    }
}
