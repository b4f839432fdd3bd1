package io.paycollect.client.autoconfigure;

import static org.assertj.core.api.Assertions.assertThat;

import io.paycollect.client.notification.InMemoryProcessedNotifications;
import io.paycollect.client.notification.NotificationHandler;
import io.paycollect.client.notification.ProcessedNotifications;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.springframework.boot.WebApplicationType;
import org.springframework.boot.autoconfigure.ImportAutoConfiguration;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.boot.test.system.CapturedOutput;
import org.springframework.boot.test.system.OutputCaptureExtension;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/**
 * An application without a web server would exit when its main method returns, before the schedule's next run
 * (the schedule's thread is a daemon): it says so at start-up, and says nothing when something keeps it running.
 */
@ExtendWith(OutputCaptureExtension.class)
class ReconciliationExitWarningTest {

    private static final String WARNING = "scheduled reconciliation runs on a daemon thread, and this application has"
            + " no web server and no spring.main.keep-alive=true";

    @Configuration(proxyBeanMethods = false)
    @ImportAutoConfiguration({PayCollectClientAutoConfiguration.class, PayCollectReconciliationAutoConfiguration.class})
    static class BatchShop {
        @Bean
        NotificationHandler credit() {
            return (notification, transaction) -> { };
        }

        @Bean
        ProcessedNotifications processedNotifications() {
            return new InMemoryProcessedNotifications();
        }
    }

    private static ConfigurableApplicationContext start(String... more) {
        return new SpringApplicationBuilder(BatchShop.class).web(WebApplicationType.NONE)
                .properties("spring.main.banner-mode=off",
                        "paycollect.client.base-url=http://127.0.0.1:9", // nothing listens: runs fail, harmlessly
                        "paycollect.client.client-id=shop", "paycollect.client.secret-token=shop-secret",
                        "paycollect.client.reconciliation.enabled=true", "paycollect.client.reconciliation.interval=1h")
                .run(more);
    }

    @Test
    void anApplicationWithoutAWebServerIsWarnedThatItWouldExitBeforeTheNextRun(CapturedOutput output) {
        try (ConfigurableApplicationContext shop = start()) {
            assertThat(shop.isRunning()).isTrue();
        }
        assertThat(output).contains(WARNING);
    }

    @Test
    void anApplicationKeptAliveIsNotWarned(CapturedOutput output) {
        try (ConfigurableApplicationContext shop = start("--spring.main.keep-alive=true")) {
            assertThat(shop.isRunning()).isTrue();
        }
        assertThat(output).doesNotContain(WARNING);
    }
}
