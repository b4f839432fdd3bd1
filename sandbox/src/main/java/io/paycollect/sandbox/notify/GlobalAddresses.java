package io.paycollect.sandbox.notify;

import java.net.Inet4Address;
import java.net.InetAddress;
import java.net.NetworkInterface;
import java.net.SocketException;
import java.net.UnknownHostException;
import java.util.Arrays;
import java.util.Collections;
import java.util.HashSet;
import java.util.Set;

/**
 * Which addresses an exposed sandbox may call: global unicast ones only, as the IANA IPv4 and IPv6 Special-Purpose
 * Address Registries tell them apart, never one of this host's own addresses. An IPv4 address carried inside an
 * IPv6 one (IPv4-mapped {@code ::ffff:0:0/96}, IPv4-compatible {@code ::/96}, NAT64 {@code 64:ff9b::/96}, 6to4
 * {@code 2002::/16}) is taken out and judged as the IPv4 address it leads to.
 */
final class GlobalAddresses {

    // IPv4 special-purpose blocks that are not globally reachable: address, prefix length.
    private static final int[][] IPV4_NOT_GLOBAL = {
        {ip(0, 0, 0, 0), 8}, {ip(10, 0, 0, 0), 8}, {ip(100, 64, 0, 0), 10}, {ip(127, 0, 0, 0), 8},
        {ip(169, 254, 0, 0), 16}, {ip(172, 16, 0, 0), 12}, {ip(192, 0, 0, 0), 24}, {ip(192, 0, 2, 0), 24},
        {ip(192, 31, 196, 0), 24}, {ip(192, 52, 193, 0), 24}, {ip(192, 88, 99, 0), 24}, {ip(192, 168, 0, 0), 16},
        {ip(192, 175, 48, 0), 24}, {ip(198, 18, 0, 0), 15}, {ip(198, 51, 100, 0), 24}, {ip(203, 0, 113, 0), 24},
        {ip(224, 0, 0, 0), 4}, {ip(240, 0, 0, 0), 4}};

    private final Set<InetAddress> ownAddresses;

    GlobalAddresses(Set<InetAddress> ownAddresses) {
        this.ownAddresses = ownAddresses;
    }

    /** The rule for this host, whose interfaces' addresses are read once. */
    static GlobalAddresses ofThisHost() {
        Set<InetAddress> own = new HashSet<>();
        try {
            for (NetworkInterface nic : Collections.list(NetworkInterface.getNetworkInterfaces())) {
                own.addAll(Collections.list(nic.getInetAddresses()));
            }
        } catch (SocketException unreadable) {
            // No interface list: the registries' rules still apply.
        }
        return new GlobalAddresses(Set.copyOf(own));
    }

    /** Why {@code address} may not be called, or null when it is a global unicast address of another host. */
    String refusal(InetAddress address) {
        if (ownAddresses.contains(address)) {
            return "is an address of the sandbox's own host";
        }
        byte[] b = address.getAddress();
        if (address instanceof Inet4Address) {
            return globalIpv4(b) ? null : "is not a global address";
        }
        byte[] embedded = embeddedIpv4(b);
        if (embedded != null) {
            try {
                String inner = refusal(InetAddress.getByAddress(embedded));
                return inner == null ? null : "carries the IPv4 address " + ipv4Text(embedded) + ", which " + inner;
            } catch (UnknownHostException impossible) {
                return "is not a global address";
            }
        }
        return globalIpv6(b) ? null : "is not a global address";
    }

    /** The IPv4 address inside a mapped, compatible, NAT64 or 6to4 IPv6 address; null for any other. */
    private static byte[] embeddedIpv4(byte[] b) {
        boolean firstTenZero = Arrays.equals(Arrays.copyOf(b, 10), new byte[10]);
        boolean mapped = firstTenZero && (b[10] & 0xff) == 0xff && (b[11] & 0xff) == 0xff;
        boolean compatible = firstTenZero && b[10] == 0 && b[11] == 0 && !(b[12] == 0 && b[13] == 0 && b[14] == 0);
        boolean nat64 = b[0] == 0 && b[1] == 0x64 && (b[2] & 0xff) == 0xff && (b[3] & 0xff) == 0x9b
                && Arrays.equals(Arrays.copyOfRange(b, 4, 12), new byte[8]);
        if (mapped || compatible || nat64) {
            return Arrays.copyOfRange(b, 12, 16);
        }
        if (b[0] == 0x20 && b[1] == 0x02) {
            return Arrays.copyOfRange(b, 2, 6); // 6to4: 2002:AABB:CCDD::/48
        }
        return null;
    }

    private static boolean globalIpv4(byte[] b) {
        int value = ip(b[0] & 0xff, b[1] & 0xff, b[2] & 0xff, b[3] & 0xff);
        if (value == ip(255, 255, 255, 255)) {
            return false;
        }
        for (int[] block : IPV4_NOT_GLOBAL) {
            int mask = -1 << (32 - block[1]);
            if ((value & mask) == block[0]) {
                return false;
            }
        }
        return true;
    }

    /** Global unicast is 2000::/3, less its special-purpose blocks (IETF protocol assignments, documentation). */
    private static boolean globalIpv6(byte[] b) {
        int first16 = ((b[0] & 0xff) << 8) | (b[1] & 0xff);
        int second16 = ((b[2] & 0xff) << 8) | (b[3] & 0xff);
        if ((first16 & 0xe000) != 0x2000) {
            return false; // ::/3 and 4000::/2 up: unspecified, loopback, discard, ULA, link-local, multicast, reserved
        }
        boolean ietfAssignments = first16 == 0x2001 && second16 < 0x0200; // 2001::/23
        boolean documentation = first16 == 0x2001 && second16 == 0x0db8 || (first16 & 0xfff0) == 0x3ff0; // 2001:db8::/32, 3fff::/20
        return !ietfAssignments && !documentation;
    }

    private static int ip(int a, int b, int c, int d) {
        return a << 24 | b << 16 | c << 8 | d;
    }

    private static String ipv4Text(byte[] b) {
        return (b[0] & 0xff) + "." + (b[1] & 0xff) + "." + (b[2] & 0xff) + "." + (b[3] & 0xff);
    }
}
