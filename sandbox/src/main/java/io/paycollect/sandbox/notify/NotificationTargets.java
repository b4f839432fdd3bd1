package io.paycollect.sandbox.notify;

import java.net.InetAddress;
import java.net.URI;
import java.net.UnknownHostException;
import java.util.Optional;

/**
 * Which URLs the sandbox may send notifications to. A sandbox reachable from other machines must not be a relay
 * into the network it runs in, so there it calls only global unicast addresses of other hosts
 * ({@link GlobalAddresses}); a sandbox that listens on loopback only is used from this machine, whose
 * receivers run on loopback, and may call them. A host name is resolved and every address it has is checked,
 * at registration and again before each attempt (a name may be re-pointed in between).
 */
public final class NotificationTargets {

    private final boolean allowPrivate;
    private final GlobalAddresses global;

    private NotificationTargets(boolean allowPrivate) {
        this.allowPrivate = allowPrivate;
        this.global = allowPrivate ? null : GlobalAddresses.ofThisHost();
    }

    /** Any http or https target, private addresses included: for a sandbox on loopback, or when allowed explicitly. */
    public static NotificationTargets includingPrivate() {
        return new NotificationTargets(true);
    }

    /** Only targets whose every address is public. */
    public static NotificationTargets publicOnly() {
        return new NotificationTargets(false);
    }

    /** Whether private addresses are allowed. */
    public boolean allowsPrivate() {
        return allowPrivate;
    }

    /** Why {@code url} may not be called, or empty when it may. Resolves the host's name. */
    public Optional<String> refusal(String url) {
        URI uri;
        try {
            uri = URI.create(url);
        } catch (IllegalArgumentException e) {
            return Optional.of("is not a URL");
        }
        if (!"http".equalsIgnoreCase(uri.getScheme()) && !"https".equalsIgnoreCase(uri.getScheme())) {
            return Optional.of("must be an http or https URL");
        }
        String host = uri.getHost();
        if (host == null || host.isEmpty()) {
            return Optional.of("has no host");
        }
        if (allowPrivate) {
            return Optional.empty();
        }
        try {
            for (InetAddress address : InetAddress.getAllByName(host)) {
                String why = global.refusal(address);
                if (why != null) {
                    return Optional.of("points at " + address.getHostAddress() + ", not a public address (it " + why
                            + "): this sandbox is exposed, so it calls only global addresses of other hosts (set "
                            + "paycollect.sandbox.network.allow-private-targets=true to allow others)");
                }
            }
        } catch (UnknownHostException e) {
            return Optional.of("has a host name that does not resolve");
        }
        return Optional.empty();
    }

    @Override
    public String toString() {
        return allowPrivate ? "NotificationTargets[any]" : "NotificationTargets[public only]";
    }
}
