package io.paycollect.sandbox;

import io.paycollect.sandbox.notify.NotificationTargets;
import java.net.InetAddress;
import java.net.UnknownHostException;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.stream.Collectors;
import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;

/**
 * How far the sandbox lets the network in, under {@code paycollect.sandbox.network}. It listens on loopback
 * unless {@code server.address} says otherwise (paycollect-sandbox.properties).
 *
 * @param allowedHosts the host names requests may carry in {@code Host} (any port), and the origins a
 *     browser's cross-origin request may come from; {@code *} allows any. A sandbox exposed under another
 *     name lists that name here. Guards against DNS rebinding and cross-site requests from a browser.
 * @param allowPrivateTargets whether notifications may go to loopback, private and link-local addresses; when
 *     unset, allowed exactly while the sandbox listens on loopback only
 */
@ConfigurationProperties("paycollect.sandbox.network")
public record SandboxNetworkProperties(@DefaultValue({"localhost", "127.0.0.1", "::1"}) List<String> allowedHosts,
                                       Boolean allowPrivateTargets) {

    /** The allowed host names, lower case, IPv6 literals without brackets. */
    public Set<String> hosts() {
        return allowedHosts.stream().map(h -> h.strip().toLowerCase(Locale.ROOT).replace("[", "").replace("]", ""))
                .collect(Collectors.toUnmodifiableSet());
    }

    /** The targets notifications may go to, for a sandbox bound to {@code serverAddress} (null: every interface). */
    public NotificationTargets targets(String serverAddress) {
        boolean allow = allowPrivateTargets != null ? allowPrivateTargets : listensOnLoopbackOnly(serverAddress);
        return allow ? NotificationTargets.includingPrivate() : NotificationTargets.publicOnly();
    }

    /** Whether {@code serverAddress} (the {@code server.address} property) is a loopback address. */
    public static boolean listensOnLoopbackOnly(String serverAddress) {
        if (serverAddress == null || serverAddress.isBlank()) {
            return false;
        }
        try {
            return InetAddress.getByName(serverAddress.strip()).isLoopbackAddress();
        } catch (UnknownHostException e) {
            return false;
        }
    }
}
