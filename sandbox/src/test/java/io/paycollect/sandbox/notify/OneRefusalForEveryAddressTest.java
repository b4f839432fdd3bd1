package io.paycollect.sandbox.notify;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.InetAddress;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * An exposed sandbox refuses every address it may not call with the same words, so that a caller registering one
 * target after another cannot tell the sandbox's own addresses from other private ones (one signed call per guess);
 * the reason is in the sandbox's log only.
 */
class OneRefusalForEveryAddressTest {

    @Test
    void anOwnAddressAndAPrivateOneAreRefusedAlike() throws Exception {
        InetAddress own = InetAddress.getByName("93.184.216.34");
        Map<String, InetAddress> names = Map.of("own.test", own, "private.test", InetAddress.getByName("10.0.0.7"),
                "loopback.test", InetAddress.getByName("127.0.0.1"), "public.test", InetAddress.getByName("93.184.216.35"));
        NotificationTargets targets = new NotificationTargets(false, new GlobalAddresses(Set.of(own)),
                host -> new InetAddress[] {names.containsKey(host) ? names.get(host) : InetAddress.getByName(host)});

        assertThat(targets.refusal("http://own.test/hook")).hasValue(NotificationTargets.REFUSED);
        assertThat(targets.refusal("http://private.test/hook")).hasValue(NotificationTargets.REFUSED);
        assertThat(targets.refusal("http://loopback.test/hook")).hasValue(NotificationTargets.REFUSED);
        assertThat(targets.refusal("http://93.184.216.34/hook")).hasValue(NotificationTargets.REFUSED);
        assertThat(targets.refusal("http://public.test/hook")).isEmpty();
    }
}
