package io.paycollect.sandbox.notify;

import java.net.InetAddress;
import java.net.URI;
import java.net.UnknownHostException;
import java.util.List;
import java.util.Optional;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Which URLs the sandbox may send notifications to. A sandbox reachable from other machines must not be a relay
 * into the network it runs in, so there it calls only global unicast addresses of other hosts
 * ({@link GlobalAddresses}); a sandbox that listens on loopback only is used from this machine, whose
 * receivers run on loopback, and may call them. A host name is resolved and every address it has is checked,
 * at registration and before each attempt; the attempt then connects only to the addresses its own check
 * passed ({@link #addressesOf}), so a name re-pointed after the check (DNS rebinding) reaches nothing else.
 */
public final class NotificationTargets {

    /** Resolves a host name to its addresses; {@link InetAddress#getAllByName} outside tests. */
    @FunctionalInterface
    interface Resolver {
        InetAddress[] resolve(String host) throws UnknownHostException;
    }

    /** A host whose addresses may not be called: nothing is connected to. */
    static final class RefusedTarget extends UnknownHostException {
        RefusedTarget(String reason) {
            super(reason);
        }
    }

    /** The refusal of every address that may not be called; the reason is logged. */
    static final String REFUSED = "is not a public address of another host: this sandbox is exposed, so it calls only "
            + "global addresses of other hosts (set paycollect.sandbox.network.allow-private-targets=true to allow others)";

    private static final Logger LOG = LoggerFactory.getLogger(NotificationTargets.class);

    private final boolean allowPrivate;
    private final GlobalAddresses global;
    private final Resolver resolver;

    NotificationTargets(boolean allowPrivate, GlobalAddresses global, Resolver resolver) {
        this.allowPrivate = allowPrivate;
        this.global = global;
        this.resolver = resolver;
    }

    /** Any http or https target, private addresses included: for a sandbox on loopback, or when allowed explicitly. */
    public static NotificationTargets includingPrivate() {
        return new NotificationTargets(true, null, InetAddress::getAllByName);
    }

    /** Only targets whose every address is a global one of another host. */
    public static NotificationTargets publicOnly() {
        return new NotificationTargets(false, GlobalAddresses.ofThisHost(), InetAddress::getAllByName);
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
            addressesOf(host.startsWith("[") && host.endsWith("]") ? host.substring(1, host.length() - 1) : host);
        } catch (RefusedTarget refused) {
            return Optional.of(refused.getMessage());
        } catch (UnknownHostException e) {
            return Optional.of("has a host name that does not resolve");
        }
        return Optional.empty();
    }

    /**
     * The addresses of {@code host} an attempt may connect to: resolved once, each checked; the HTTP client
     * connects to these and resolves nothing itself.
     *
     * @throws RefusedTarget when any of them may not be called
     */
    List<InetAddress> addressesOf(String host) throws UnknownHostException {
        List<InetAddress> addresses = List.of(resolver.resolve(host));
        if (allowPrivate) {
            return addresses;
        }
        for (InetAddress address : addresses) {
            String why = global.refusal(address);
            if (why != null) {
                // One answer whatever the reason, so that no caller learns which addresses are this host's own.
                LOG.info("Refused notification target {}: {} {}", host, address.getHostAddress(), why);
                throw new RefusedTarget(REFUSED);
            }
        }
        return addresses;
    }

    @Override
    public String toString() {
        return allowPrivate ? "NotificationTargets[any]" : "NotificationTargets[public only]";
    }
}
