package shop;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.paycollect.sandbox.junit.PayCollectSandbox;
import java.io.IOException;
import java.io.InputStream;
import java.net.URI;
import java.net.URL;
import java.util.Collections;
import java.util.List;
import java.util.Properties;
import org.junit.jupiter.api.Test;

/**
 * A plain Java shop beside the sandbox: its own configuration is the only one on its class path, carries
 * nothing of the sandbox's (name, port, address), and no Spring reaches the shop at all.
 */
@PayCollectSandbox
class ShopConfigurationTest {

    @Test
    void theShopsOwnConfigurationCarriesNothingOfTheSandbox(URI sandbox) throws IOException {
        List<URL> found = Collections.list(getClass().getClassLoader().getResources("application.properties"));
        assertEquals(1, found.size(), "the shop's own alone: " + found);
        Properties own = new Properties();
        try (InputStream in = found.get(0).openStream()) {
            own.load(in);
        }
        assertEquals("plain-shop", own.getProperty("shop.name"));
        for (String name : own.stringPropertyNames()) {
            String value = own.getProperty(name);
            assertFalse(value.contains("paycollect-sandbox") || value.contains(String.valueOf(sandbox.getPort()))
                    || value.contains("127.0.0.1"), name + "=" + value);
        }
        assertNull(getClass().getClassLoader().getResource("paycollect-sandbox.properties"));
        assertNull(System.getProperty("spring.application.name"));
        assertThrows(ClassNotFoundException.class, () -> Class.forName("org.springframework.boot.SpringApplication"),
                "no Spring on a plain Java shop's class path");
    }
}
