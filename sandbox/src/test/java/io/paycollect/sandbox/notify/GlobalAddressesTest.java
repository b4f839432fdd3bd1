package io.paycollect.sandbox.notify;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.InetAddress;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The host's own addresses are refused even when global (a host whose public address is its own would otherwise
 * let a delivery reach the sandbox itself); ExposedSandboxTest covers the registries' rules over HTTP, on a host
 * whose own addresses are rarely global.
 */
class GlobalAddressesTest {

    @Test
    void anOwnAddressIsRefusedEvenWhenGlobal() throws Exception {
        InetAddress own = InetAddress.getByName("93.184.216.34");
        GlobalAddresses rule = new GlobalAddresses(Set.of(own));

        assertThat(rule.refusal(own)).isEqualTo("is an address of the sandbox's own host");
        assertThat(rule.refusal(InetAddress.getByName("93.184.216.35"))).isNull();
        assertThat(rule.refusal(InetAddress.getByName("2002:5db8:d822::1"))).as("6to4 of the own address")
                .contains("93.184.216.34");
    }
}
