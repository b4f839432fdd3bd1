package io.paycollect.server;

import static org.assertj.core.api.Assertions.assertThat;

import io.paycollect.server.testapp.TestApplication;
import jakarta.servlet.DispatcherType;
import jakarta.servlet.Filter;
import jakarta.servlet.http.HttpServletRequest;
import java.io.IOException;
import java.time.Duration;
import java.util.EnumSet;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.Test;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.context.TestConfiguration;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.boot.web.servlet.FilterRegistrationBean;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Import;

/**
 * What docs/notifications.md tells an application with filters of its own ordered after the verifier: a signed
 * request reaches the application in an async dispatch once its body is read without blocking, so such a filter
 * sees it only when registered for async dispatches (and then sees the verified body); one registered for
 * request dispatches alone, as Spring Boot registers a plain {@code Filter} bean, does not.
 */
@SpringBootTest(classes = TestApplication.class, webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT, properties = {
        "paycollect.server.clients.golden-client.secret-token=" + io.paycollect.api.GoldenSignatures.SECRET})
@Import(FiltersAfterTheVerifierTest.Filters.class)
class FiltersAfterTheVerifierTest {

    static final List<String> SEEN = new CopyOnWriteArrayList<>();

    @LocalServerPort
    int port;

    @TestConfiguration
    static class Filters {

        @Bean
        FilterRegistrationBean<Filter> requestOnly() {
            return recording("request-only", EnumSet.of(DispatcherType.REQUEST));
        }

        @Bean
        FilterRegistrationBean<Filter> withAsync() {
            return recording("with-async", EnumSet.of(DispatcherType.REQUEST, DispatcherType.ASYNC));
        }

        private static FilterRegistrationBean<Filter> recording(String name, EnumSet<DispatcherType> types) {
            FilterRegistrationBean<Filter> registration = new FilterRegistrationBean<>((request, response, chain) -> {
                SEEN.add(name + " " + ((HttpServletRequest) request).getContentLength());
                chain.doFilter(request, response);
            });
            registration.setName(name);
            registration.setDispatcherTypes(types);
            registration.setOrder(SignatureVerificationFilter.DEFAULT_ORDER + 1);
            return registration;
        }
    }

    @Test
    void aFilterAfterTheVerifierSeesASignedRequestOnlyWhenRegisteredForAsyncDispatches() throws IOException {
        SEEN.clear();
        String answer = RawHttp.exchange(port, RawHttp.goldenSignedPost("Connection: close\r\n", ""), Duration.ofSeconds(60));

        assertThat(answer).startsWith("HTTP/1.1 200");
        int length = io.paycollect.api.GoldenSignatures.VIETNAMESE_BODY.getBytes(java.nio.charset.StandardCharsets.UTF_8).length;
        assertThat(SEEN).containsExactly("with-async " + length);
    }
}
