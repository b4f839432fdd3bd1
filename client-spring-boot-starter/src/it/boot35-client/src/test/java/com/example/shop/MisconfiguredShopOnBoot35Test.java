package com.example.shop;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.springframework.boot.SpringApplication;
import org.springframework.boot.WebApplicationType;
import org.springframework.boot.autoconfigure.EnableAutoConfiguration;
import org.springframework.boot.test.system.CapturedOutput;
import org.springframework.boot.test.system.OutputCaptureExtension;
import org.springframework.context.annotation.Configuration;

/** On Spring Boot 3.5, a missing secret or a relative base URL stops start-up with a report naming the property. */
@ExtendWith(OutputCaptureExtension.class)
class MisconfiguredShopOnBoot35Test {

    private static final String SECRET = "shop-secret-token";

    @Configuration(proxyBeanMethods = false)
    @EnableAutoConfiguration
    static class Shop {
    }

    @Test
    void aMissingSecretIsNamed(CapturedOutput output) {
        start("--paycollect.client.base-url=http://127.0.0.1:9", "--paycollect.client.client-id=shop-001");

        assertThat(output.getAll()).contains("APPLICATION FAILED TO START")
                .contains("property 'paycollect.client.secret-token': is missing");
    }

    @Test
    void aRelativeBaseUrlIsNamedWithItsValueButNotTheSecret(CapturedOutput output) {
        start("--paycollect.client.base-url=localhost:8080", "--paycollect.client.client-id=shop-001",
                "--paycollect.client.secret-token=" + SECRET);

        assertThat(output.getAll()).contains("APPLICATION FAILED TO START")
                .contains("property 'paycollect.client.base-url' with value 'localhost:8080'")
                .doesNotContain(SECRET);
    }

    private static void start(String... args) {
        SpringApplication application = new SpringApplication(Shop.class);
        application.setWebApplicationType(WebApplicationType.NONE);
        assertThrows(RuntimeException.class, () -> application.run(args));
    }
}
