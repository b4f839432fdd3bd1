package io.paycollect.sandbox.web;

import java.net.URI;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * The hosts a sandbox answers to, and the origins whose pages may call it, from
 * {@code paycollect.sandbox.network.allowed-hosts}. An entry {@code name} admits that name on the sandbox's own port
 * (in {@code Host}, also without a port); {@code name:port} admits that name on that port, as a reverse proxy
 * presents it ({@code sandbox.example.com:443}); {@code *} admits any {@code Host}, never another origin. A page's
 * {@code Origin} is admitted when it is the origin the request was sent to (its {@code Host}) or an admitted
 * name on an admitted port: a page on another port of the same machine is another site.
 */
public final class AllowedHosts {

    private final Set<String> entries;

    private AllowedHosts(Set<String> entries) {
        this.entries = entries;
    }

    /** The entries of {@code allowed-hosts}, trimmed, lower case, IPv6 literals in brackets when they carry a port. */
    public static AllowedHosts of(List<String> entries) {
        return new AllowedHosts(entries.stream().map(e -> normalised(e.strip().toLowerCase(Locale.ROOT)))
                .filter(e -> !e.isEmpty()).collect(Collectors.toCollection(LinkedHashSet::new)));
    }

    /** An entry as {@code name} or {@code name:port}, an IPv6 name without brackets. */
    private static String normalised(String entry) {
        if (entry.startsWith("[")) {
            int end = entry.indexOf(']');
            return end < 0 ? entry : entry.substring(1, end) + entry.substring(end + 1);
        }
        return entry;
    }

    /**
     * Whether any entry names something other than loopback ({@code localhost}, {@code *.localhost}, a loopback
     * address): then the sandbox is reachable under that name, through a proxy or a DNS name, whatever it binds.
     */
    public boolean beyondLoopback() {
        return entries.stream().anyMatch(e -> !isLoopbackName(nameOf(e)));
    }

    /** Whether the {@code Host} header names an admitted host; {@code localPort} is the port the request came in on. */
    boolean admitsHost(String hostHeader, int localPort) {
        HostAndPort host = HostAndPort.parse(hostHeader);
        if (host == null) {
            return false;
        }
        return entries.contains("*") || admits(host.name(), host.port() < 0 ? localPort : host.port(), localPort);
    }

    /** Whether a page of {@code origin} may call; {@code hostHeader}: where this request was sent. */
    boolean admitsOrigin(String origin, String hostHeader, String scheme, int localPort) {
        HostAndPort page = originOf(origin);
        if (page == null) {
            return false;
        }
        HostAndPort host = HostAndPort.parse(hostHeader);
        if (host != null && page.name().equals(host.name())
                && page.port() == (host.port() < 0 ? defaultPort(scheme) : host.port())) {
            return true; // same origin: the sandbox's own page, whatever name it is reached under
        }
        return admits(page.name(), page.port(), localPort);
    }

    private boolean admits(String name, int port, int localPort) {
        return entries.contains(name + ":" + port) || port == localPort && entries.contains(name);
    }

    private static HostAndPort originOf(String origin) {
        try {
            URI uri = URI.create(origin.strip());
            String host = uri.getHost();
            if (host == null || uri.getScheme() == null) {
                return null;
            }
            String name = host.toLowerCase(Locale.ROOT).replace("[", "").replace("]", "");
            return new HostAndPort(name, uri.getPort() >= 0 ? uri.getPort() : defaultPort(uri.getScheme()));
        } catch (IllegalArgumentException e) {
            return null;
        }
    }

    private static int defaultPort(String scheme) {
        return "https".equalsIgnoreCase(scheme) ? 443 : 80;
    }

    private static String nameOf(String entry) {
        if (entry.chars().filter(c -> c == ':').count() == 1) {
            return entry.substring(0, entry.indexOf(':'));
        }
        return entry; // a name, or an IPv6 literal (several colons)
    }

    private static boolean isLoopbackName(String name) {
        if (name.equals("localhost") || name.endsWith(".localhost") || name.equals("::1")) {
            return true;
        }
        // 127.0.0.0/8 written as a dotted quad; anything else (a name, *) may lead elsewhere.
        return name.matches("127\\.\\d{1,3}\\.\\d{1,3}\\.\\d{1,3}");
    }

    @Override
    public String toString() {
        return entries.toString();
    }

    /** A {@code Host} header's name (lower case, an IPv6 literal without brackets) and port (-1 when absent). */
    record HostAndPort(String name, int port) {

        static HostAndPort parse(String header) {
            if (header == null || header.isBlank()) {
                return null;
            }
            String h = header.strip().toLowerCase(Locale.ROOT);
            String name;
            String port;
            if (h.startsWith("[")) {
                int end = h.indexOf(']');
                if (end < 0) {
                    return null;
                }
                name = h.substring(1, end);
                port = h.length() > end + 1 && h.charAt(end + 1) == ':' ? h.substring(end + 2) : null;
            } else {
                int colon = h.indexOf(':');
                name = colon < 0 ? h : h.substring(0, colon);
                port = colon < 0 ? null : h.substring(colon + 1);
            }
            if (port == null) {
                return new HostAndPort(name, -1);
            }
            if (!port.matches("\\d{1,5}")) {
                return null;
            }
            return new HostAndPort(name, Integer.parseInt(port));
        }
    }
}
