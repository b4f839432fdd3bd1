package io.paycollect.sandbox;

import io.paycollect.sandbox.notify.NotificationTargets;
import io.paycollect.sandbox.web.AllowedHosts;
import java.net.InetAddress;
import java.net.UnknownHostException;
import java.util.List;
import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;

/**
 * How far the sandbox lets the network in, under {@code paycollect.sandbox.network}. It listens on loopback
 * unless {@code server.address} says otherwise (paycollect-sandbox.properties).
 *
 * @param allowedHosts the hosts requests may carry in {@code Host}, and the origins a browser's cross-origin request
 *     may come from: {@code name} on the sandbox's own port, {@code name:port} on that port (behind a reverse
 *     proxy); {@code *} allows any {@code Host} but no other origin ({@link AllowedHosts}). Guards against DNS
 *     rebinding and cross-site requests from a browser.
 * @param allowPrivateTargets whether notifications may go to loopback, private and other non-global addresses;
 *     when unset, allowed exactly while the sandbox is not exposed
 * @param controlToken the token the control endpoints require ({@code Authorization: Bearer <token>}); when unset,
 *     an exposed sandbox makes one up at start-up and prints it, one on loopback requires none
 */
@ConfigurationProperties("paycollect.sandbox.network")
public record SandboxNetworkProperties(@DefaultValue({"localhost", "127.0.0.1", "::1"}) List<String> allowedHosts,
                                       Boolean allowPrivateTargets, String controlToken) {

    /** The allowed hosts. */
    public AllowedHosts hosts() {
        return AllowedHosts.of(allowedHosts);
    }

    /**
     * Whether others than this machine can reach the sandbox: it binds beyond loopback ({@code serverAddress}, the
     * {@code server.address} property; null: every interface), or answers to a name that is not loopback (a reverse
     * proxy's, a DNS name's, {@code *}).
     */
    public boolean exposed(String serverAddress) {
        return !listensOnLoopbackOnly(serverAddress) || hosts().beyondLoopback();
    }

    /** The targets notifications may go to, for a sandbox bound to {@code serverAddress}. */
    public NotificationTargets targets(String serverAddress) {
        boolean allow = allowPrivateTargets != null ? allowPrivateTargets : !exposed(serverAddress);
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
