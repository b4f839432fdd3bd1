package io.paycollect.sandbox.web;

import io.paycollect.server.ErrorEnvelopeWriter;
import io.paycollect.server.ProtectedPaths;
import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import org.springframework.web.filter.OncePerRequestFilter;

/**
 * Keeps browsers of other sites, and strangers, out of the sandbox, whose demo credentials are public. Every request
 * must name an allowed host and port in {@code Host} (a DNS-rebinding page names its own); a request a browser
 * sends from another origin ({@code Origin} of a host or port not allowed, {@code null}, or
 * {@code Sec-Fetch-Site: cross-site}) is refused; the control endpoints refuse the form and text bodies an HTML
 * form can send without the browser asking first, and, with a control token, any call without it. Each refusal
 * is a 403 envelope saying which setting admits the request. The control area is matched on the decoded path, as
 * Spring routes it ({@code /sandbox;x/...} and {@code /%73andbox/...} are in it). Every answer says
 * {@code X-Content-Type-Options: nosniff}.
 */
public final class RequestGuard extends OncePerRequestFilter {

    /** The header that carries the control token: {@code Authorization: Bearer <token>}. */
    public static final String CONTROL_TOKEN_SCHEME = "Bearer ";

    private static final Set<String> FORM_TYPES = Set.of("application/x-www-form-urlencoded", "multipart/form-data",
            "text/plain");
    private static final ProtectedPaths CONTROL_AREA = ProtectedPaths.of(List.of("/sandbox/**"));

    private final AllowedHosts allowedHosts;
    private final byte[] controlToken;

    /**
     * Admits requests to and from {@code allowedHosts}; {@code controlToken}, when not null, is required on every
     * control endpoint.
     */
    public RequestGuard(AllowedHosts allowedHosts, String controlToken) {
        this.allowedHosts = allowedHosts;
        this.controlToken = controlToken == null ? null : controlToken.getBytes(StandardCharsets.UTF_8);
    }

    @Override
    protected void doFilterInternal(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
            throws ServletException, IOException {
        response.setHeader("X-Content-Type-Options", "nosniff");
        String host = request.getHeader("Host");
        if (!allowedHosts.admitsHost(host, request.getLocalPort())) {
            refuse(response, "the Host " + quoted(host) + " is not one this sandbox answers to; "
                    + "add it (name, or name:port) to paycollect.sandbox.network.allowed-hosts");
            return;
        }
        String origin = request.getHeader("Origin");
        if (origin != null && !allowedHosts.admitsOrigin(origin, host, request.getScheme(), request.getLocalPort())
                || "cross-site".equalsIgnoreCase(request.getHeader("Sec-Fetch-Site"))) {
            refuse(response, "a request from the page " + quoted(origin) + " of another site is refused; "
                    + "add its host:port to paycollect.sandbox.network.allowed-hosts to allow it");
            return;
        }
        boolean remote = RemoteRequests.isRemote(request);
        if (remote) {
            request.setAttribute(RemoteRequests.ATTRIBUTE, Boolean.TRUE);
        }
        if (CONTROL_AREA.matches(request)) {
            if (request.getContentType() != null && FORM_TYPES.contains(mediaType(request.getContentType()))) {
                refuse(response, "the control endpoints take no " + mediaType(request.getContentType()) + " body");
                return;
            }
            if (controlToken == null && remote) {
                refuse(response, "this request came through a proxy or from another host, and this sandbox has no "
                        + "control token: set paycollect.sandbox.network.control-token to drive it from beyond loopback");
                return;
            }
            if (controlToken != null && !carriesToken(request)) {
                refuse(response, "the control endpoints of this sandbox need its control token in "
                        + "'Authorization: Bearer <token>' (printed at start-up, or paycollect.sandbox.network.control-token)");
                return;
            }
        }
        chain.doFilter(request, response);
    }

    private boolean carriesToken(HttpServletRequest request) {
        String authorization = request.getHeader("Authorization");
        if (authorization == null || !authorization.regionMatches(true, 0, CONTROL_TOKEN_SCHEME, 0, CONTROL_TOKEN_SCHEME.length())) {
            return false;
        }
        byte[] given = authorization.substring(CONTROL_TOKEN_SCHEME.length()).strip().getBytes(StandardCharsets.UTF_8);
        return MessageDigest.isEqual(given, controlToken);
    }

    private static String mediaType(String contentType) {
        int semicolon = contentType.indexOf(';');
        return (semicolon < 0 ? contentType : contentType.substring(0, semicolon)).strip().toLowerCase(Locale.ROOT);
    }

    private static String quoted(String value) {
        return value == null ? "(none)" : "\"" + (value.length() > 100 ? value.substring(0, 100) + "..." : value) + "\"";
    }

    private static void refuse(HttpServletResponse response, String message) throws IOException {
        response.setHeader("Connection", "close"); // a refused body is not read (the starter's valve)
        ErrorEnvelopeWriter.write(response, HttpServletResponse.SC_FORBIDDEN, "403", message);
    }
}
