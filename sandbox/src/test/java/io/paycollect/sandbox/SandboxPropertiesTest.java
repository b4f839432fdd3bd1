package io.paycollect.sandbox;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.springframework.mock.env.MockEnvironment;

class SandboxPropertiesTest {

    @Test
    void withoutSettingsTheDemoCredentialsAreUsedAndPrinted() {
        SandboxProperties demo = new SandboxProperties(null, "");
        assertEquals(SandboxProperties.DEMO_CLIENT_ID, demo.clientId());
        assertEquals(SandboxProperties.DEMO_SECRET_TOKEN, demo.effectiveSecretToken());
        String banner = new StartupBanner(demo, new MockEnvironment().withProperty("local.server.port", "8080")).text();
        assertTrue(banner.contains("http://localhost:8080/contract.html"), banner);
        assertTrue(banner.contains(SandboxProperties.DEMO_SECRET_TOKEN), banner);
    }

    @Test
    void aSecretTokenYouSetIsUsedButNeverPrinted() {
        SandboxProperties mine = new SandboxProperties("my-app", "my-very-secret");
        assertEquals("my-very-secret", mine.effectiveSecretToken());
        String banner = new StartupBanner(mine, new MockEnvironment().withProperty("local.server.port", "9090")).text();
        assertTrue(banner.contains("my-app"), banner);
        assertFalse(banner.contains("my-very-secret"), banner);
        assertFalse(mine.toString().contains("my-very-secret"));
    }
}
