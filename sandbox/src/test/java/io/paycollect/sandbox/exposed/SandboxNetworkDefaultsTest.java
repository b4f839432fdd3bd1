package io.paycollect.sandbox.exposed;

import static org.assertj.core.api.Assertions.assertThat;

import io.paycollect.sandbox.SandboxApplication;
import java.io.IOException;
import java.net.Socket;
import org.apache.catalina.connector.Connector;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.boot.tomcat.TomcatWebServer;
import org.springframework.boot.web.server.context.WebServerApplicationContext;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.web.filter.FormContentFilter;

/**
 * A sandbox started without any application.properties of its own (as a test harness may start it) still has its
 * network bounds: a refused body is not drained, no form body is parsed, a body outside the signed paths is refused.
 */
class SandboxNetworkDefaultsTest {

    @Test
    @Timeout(180)
    void aSandboxStartedWithoutApplicationPropertiesHasTheNetworkBounds() throws IOException {
        try (ConfigurableApplicationContext sandbox = new SpringApplicationBuilder(SandboxApplication.class)
                .properties("spring.config.location=optional:file:./no-such-directory/", "server.port=0",
                        "server.address=127.0.0.1")
                .run()) {
            int port = Integer.parseInt(sandbox.getEnvironment().getProperty("local.server.port"));

            assertThat(sandbox.getEnvironment().getProperty("server.tomcat.max-swallow-size")).isEqualTo("1B");
            assertThat(sandbox.getEnvironment().getProperty("server.tomcat.connection-timeout")).isEqualTo("20s");
            assertThat(sandbox.getBeansOfType(FormContentFilter.class)).isEmpty();
            Connector connector = ((TomcatWebServer) ((WebServerApplicationContext) sandbox).getWebServer()).getTomcat()
                    .getConnector();
            assertThat(connector.getProperty("maxSwallowSize")).isEqualTo(1);
            assertThat(connector.getMaxPostSize()).isEqualTo(1);
            String head = "PUT /contract.html HTTP/1.1\r\nHost: localhost:" + port
                    + "\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 1000000\r\n\r\na=";
            try (Socket refused = RawSocket.open(port, head)) {
                assertThat(RawSocket.readEnvelope(refused)).startsWith("HTTP/1.1 413");
            }
        }
    }
}
