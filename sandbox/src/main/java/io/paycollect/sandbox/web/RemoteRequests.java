package io.paycollect.sandbox.web;

import jakarta.servlet.http.HttpServletRequest;
import java.net.InetAddress;
import java.net.UnknownHostException;
import java.util.Collections;
import java.util.Locale;
import org.springframework.web.context.request.RequestAttributes;
import org.springframework.web.context.request.RequestContextHolder;

/**
 * Whether a request comes from beyond this machine, by what it shows rather than by the address the sandbox binds:
 * it carries a proxy's header ({@code Forwarded}, any {@code X-Forwarded-*}, {@code X-Real-IP}, {@code Via}), or it
 * arrived on, or from, an address that is not loopback. A sandbox on loopback behind a reverse proxy that rewrites
 * {@code Host} (nginx's and Apache's defaults) otherwise looks local: such a request needs the control token and may
 * not register a private delivery target. A TCP forwarder adds no header and connects from loopback: docs/security.md
 * says to set {@code server.address} to a non-loopback address or a control token then.
 */
public final class RemoteRequests {

    /** Request attribute set ({@link Boolean#TRUE}) by the request guard on a request that comes from beyond. */
    public static final String ATTRIBUTE = RemoteRequests.class.getName() + ".remote";

    private RemoteRequests() {
    }

    /** Whether {@code request} shows a proxy's header or a non-loopback address on either end. */
    static boolean isRemote(HttpServletRequest request) {
        for (String name : Collections.list(request.getHeaderNames())) {
            String lower = name.toLowerCase(Locale.ROOT);
            if (lower.equals("forwarded") || lower.startsWith("x-forwarded-") || lower.equals("x-real-ip")
                    || lower.equals("via")) {
                return true;
            }
        }
        return !isLoopback(request.getLocalAddr()) || !isLoopback(request.getRemoteAddr());
    }

    /** Whether the request being served, if any, was found remote by the request guard. */
    public static boolean current() {
        RequestAttributes request = RequestContextHolder.getRequestAttributes();
        return request != null && Boolean.TRUE.equals(request.getAttribute(ATTRIBUTE, RequestAttributes.SCOPE_REQUEST));
    }

    private static boolean isLoopback(String address) {
        if (address == null) {
            return false;
        }
        try {
            // a literal from the container: parsed, never looked up
            return InetAddress.getByName(address).isLoopbackAddress();
        } catch (UnknownHostException notALiteral) {
            return false;
        }
    }
}
