package io.paycollect.sandbox;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.paycollect.sandbox.notify.DeliveryPolicy;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.springframework.boot.context.properties.bind.Binder;
import org.springframework.boot.context.properties.source.MapConfigurationPropertySource;
import org.springframework.mock.env.MockEnvironment;

class SandboxPropertiesTest {

    @Test
    void withoutSettingsTheDemoCredentialsAreUsedAndPrinted() {
        SandboxProperties demo = new SandboxProperties(null, "");
        assertEquals(SandboxProperties.DEMO_CLIENT_ID, demo.clientId());
        assertEquals(SandboxProperties.DEMO_SECRET_TOKEN, demo.effectiveSecretToken());
        String banner = banner(demo, new MockEnvironment().withProperty("local.server.port", "8080"));
        assertTrue(banner.contains("http://localhost:8080/contract.html"), banner);
        assertTrue(banner.contains(SandboxProperties.DEMO_SECRET_TOKEN), banner);
    }

    @Test
    void aSecretTokenYouSetIsUsedButNeverPrinted() {
        SandboxProperties mine = new SandboxProperties("my-app", "my-very-secret");
        assertEquals("my-very-secret", mine.effectiveSecretToken());
        String banner = banner(mine, new MockEnvironment().withProperty("local.server.port", "9090"));
        assertTrue(banner.contains("my-app"), banner);
        assertFalse(banner.contains("my-very-secret"), banner);
        assertFalse(mine.toString().contains("my-very-secret"));
    }

    @Test
    void byDefaultANotificationIsTriedFiveTimesOneTwoFourAndEightSecondsApartAsTheReadmePromises() {
        DeliveryPolicy policy = new Binder(new MapConfigurationPropertySource())
                .bindOrCreate("paycollect.sandbox.notifications", SandboxNotificationProperties.class).policy();

        assertEquals(5, policy.maxAttempts());
        assertEquals(List.of(Duration.ofSeconds(1), Duration.ofSeconds(2), Duration.ofSeconds(4), Duration.ofSeconds(8)),
                List.of(policy.backoffAfter(1), policy.backoffAfter(2), policy.backoffAfter(3), policy.backoffAfter(4)));
        assertEquals(Duration.ofSeconds(5), policy.timeout());
    }

    @Test
    void theBannerSaysWhetherOtherMachinesCanCallTheSandbox() {
        SandboxProperties demo = new SandboxProperties(null, "");
        assertTrue(banner(demo, new MockEnvironment().withProperty("server.address", "127.0.0.1"))
                .contains("(listening on 127.0.0.1 only: this machine alone can call it)"));
        assertTrue(banner(demo, new MockEnvironment().withProperty("server.address", "0.0.0.0"))
                .contains("(listening on 0.0.0.0, answering to [localhost, 127.0.0.1, ::1]: other machines can call it; "
                        + "notifications go to public addresses only)"));
    }

    @Test
    void anExposedSandboxPrintsTheControlTokenItMadeUpButNeverOneYouSet() {
        SandboxProperties demo = new SandboxProperties(null, "");
        SandboxNetworkProperties behindAProxy = new SandboxNetworkProperties(List.of("sandbox.example.com:443"), null, null);
        String made = new StartupBanner(demo, new MockEnvironment().withProperty("server.address", "127.0.0.1"),
                behindAProxy, ControlToken.of(null, behindAProxy.exposed("127.0.0.1"))).text();
        assertTrue(made.contains("other machines can call it"), made);
        assertTrue(made.matches("(?s).*control token: [0-9a-f]{48} .*"), made);

        SandboxNetworkProperties withToken = new SandboxNetworkProperties(List.of("*"), null, "my-control-token");
        String set = new StartupBanner(demo, new MockEnvironment().withProperty("server.address", "127.0.0.1"),
                withToken, ControlToken.of("my-control-token", true)).text();
        assertFalse(set.contains("my-control-token"), set);
    }

    private static String banner(SandboxProperties sandbox, MockEnvironment environment) {
        SandboxNetworkProperties network = new SandboxNetworkProperties(List.of("localhost", "127.0.0.1", "::1"), null, null);
        String address = environment.getProperty("server.address");
        return new StartupBanner(sandbox, environment, network, ControlToken.of(null, network.exposed(address))).text();
    }
}
