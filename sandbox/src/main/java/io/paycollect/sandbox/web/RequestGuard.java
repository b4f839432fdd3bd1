package io.paycollect.sandbox.web;

import io.paycollect.server.ErrorEnvelopeWriter;
import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.net.URI;
import java.util.Locale;
import java.util.Set;
import org.springframework.web.filter.OncePerRequestFilter;

/**
 * Keeps browsers of other sites out of the sandbox, whose demo credentials are public and whose control
 * endpoints need none. Every request must name an allowed host in {@code Host} (a DNS-rebinding page names its
 * own); a request a browser sends from another origin ({@code Origin} of a host not allowed, {@code null}, or
 * {@code Sec-Fetch-Site: cross-site}) is refused; and the control endpoints, which take no body, refuse the
 * form and text bodies an HTML form can send without the browser asking first. Each refusal is a 403 envelope
 * saying which setting admits the request.
 */
public final class RequestGuard extends OncePerRequestFilter {

    private static final Set<String> FORM_TYPES = Set.of("application/x-www-form-urlencoded", "multipart/form-data",
            "text/plain");

    private final Set<String> allowedHosts;

    /** Admits requests to and from {@code allowedHosts} (lower case; {@code *} for any). */
    public RequestGuard(Set<String> allowedHosts) {
        this.allowedHosts = Set.copyOf(allowedHosts);
    }

    @Override
    protected void doFilterInternal(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
            throws ServletException, IOException {
        String host = hostName(request.getHeader("Host"));
        if (!allowed(host)) {
            refuse(response, "the Host " + quoted(request.getHeader("Host")) + " is not one this sandbox answers to; "
                    + "add its name to paycollect.sandbox.network.allowed-hosts");
            return;
        }
        String origin = request.getHeader("Origin");
        if (origin != null && !allowed(originHost(origin)) || "cross-site".equalsIgnoreCase(request.getHeader("Sec-Fetch-Site"))) {
            refuse(response, "a request from the page " + quoted(origin) + " of another site is refused; "
                    + "add its host to paycollect.sandbox.network.allowed-hosts to allow it");
            return;
        }
        if (request.getRequestURI().startsWith("/sandbox/") && request.getContentType() != null
                && FORM_TYPES.contains(mediaType(request.getContentType()))) {
            refuse(response, "the control endpoints take no " + mediaType(request.getContentType()) + " body");
            return;
        }
        chain.doFilter(request, response);
    }

    private boolean allowed(String host) {
        return allowedHosts.contains("*") || host != null && allowedHosts.contains(host);
    }

    /** The host of a {@code Host} header, lower case, without port or IPv6 brackets; null when malformed. */
    static String hostName(String header) {
        if (header == null || header.isBlank()) {
            return null;
        }
        String h = header.strip().toLowerCase(Locale.ROOT);
        if (h.startsWith("[")) {
            int end = h.indexOf(']');
            return end < 0 ? null : h.substring(1, end);
        }
        int colon = h.indexOf(':');
        return colon < 0 ? h : h.substring(0, colon);
    }

    private static String originHost(String origin) {
        try {
            String host = URI.create(origin.strip()).getHost();
            return host == null ? null : hostName(host.startsWith("[") ? host : host);
        } catch (IllegalArgumentException e) {
            return null;
        }
    }

    private static String mediaType(String contentType) {
        int semicolon = contentType.indexOf(';');
        return (semicolon < 0 ? contentType : contentType.substring(0, semicolon)).strip().toLowerCase(Locale.ROOT);
    }

    private static String quoted(String value) {
        return value == null ? "(none)" : "\"" + (value.length() > 100 ? value.substring(0, 100) + "..." : value) + "\"";
    }

    private static void refuse(HttpServletResponse response, String message) throws IOException {
        ErrorEnvelopeWriter.write(response, HttpServletResponse.SC_FORBIDDEN, "403", message);
    }
}
