package io.paycollect.server;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;

import io.paycollect.api.GoldenSignatures;
import io.paycollect.server.autoconfigure.FiltersSkippedException;
import io.paycollect.server.testapp.TestApplication;
import jakarta.servlet.DispatcherType;
import jakarta.servlet.Filter;
import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.time.Duration;
import java.util.EnumSet;
import org.junit.jupiter.api.Test;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.boot.web.servlet.FilterRegistrationBean;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.core.annotation.Order;
import org.springframework.web.filter.OncePerRequestFilter;

/**
 * A provider's own rules in filters ordered after the verifier: a tenant gate (a {@link OncePerRequestFilter}) and a
 * block list (a plain {@link Filter} bean, which Spring Boot registers for request dispatches only). The verifier
 * continues a signed request in an async dispatch, which both would skip: so the application does not start, and
 * says which filters and what to do. With {@code read-body-on-original-dispatch} both run on a signed request and
 * refuse it; a filter registered for async dispatches too starts with the default.
 */
class FiltersAfterTheVerifierTest {

    static final int AFTER_THE_VERIFIER = SignatureVerificationFilter.DEFAULT_ORDER + 1;

    @Configuration(proxyBeanMethods = false)
    static class ProviderRules {

        /** 403 unless the request names the tenant. */
        @Bean
        @Order(AFTER_THE_VERIFIER)
        OncePerRequestFilter tenantGate() {
            return new OncePerRequestFilter() {
                @Override
                protected void doFilterInternal(HttpServletRequest request, HttpServletResponse response,
                        FilterChain chain) throws ServletException, IOException {
                    if (!"acme".equals(request.getHeader("X-Tenant"))) {
                        response.sendError(403, "tenant gate");
                        return;
                    }
                    chain.doFilter(request, response);
                }
            };
        }

        /** 403 for a blocked agent. */
        @Bean
        @Order(AFTER_THE_VERIFIER + 1)
        Filter blockList() {
            return (request, response, chain) -> {
                if ("blocked-bot".equals(((HttpServletRequest) request).getHeader("User-Agent"))) {
                    ((HttpServletResponse) response).sendError(403, "block list");
                    return;
                }
                chain.doFilter(request, response);
            };
        }
    }

    @Configuration(proxyBeanMethods = false)
    static class AsyncAwareRule {

        @Bean
        FilterRegistrationBean<Filter> asyncAware() {
            FilterRegistrationBean<Filter> registration = new FilterRegistrationBean<>((request, response, chain) -> {
                if ("blocked-bot".equals(((HttpServletRequest) request).getHeader("User-Agent"))) {
                    ((HttpServletResponse) response).sendError(403, "block list");
                    return;
                }
                chain.doFilter(request, response);
            });
            registration.setDispatcherTypes(EnumSet.of(DispatcherType.REQUEST, DispatcherType.ASYNC));
            registration.setOrder(AFTER_THE_VERIFIER);
            return registration;
        }
    }

    private static ConfigurableApplicationContext start(Class<?> rules, String... properties) {
        return new SpringApplicationBuilder(TestApplication.class, rules)
                .properties("server.port=0", "paycollect.server.clients.golden-client.secret-token=" + GoldenSignatures.SECRET)
                .properties(properties).run();
    }

    private static int port(ConfigurableApplicationContext context) {
        return Integer.parseInt(context.getEnvironment().getProperty("local.server.port"));
    }

    @Test
    void startUpFailsNamingEachFilterThatASignedRequestWouldPassBy() {
        Throwable failure = catchThrowable(() -> start(ProviderRules.class).close());

        Throwable cause = failure;
        while (cause != null && !(cause instanceof FiltersSkippedException)) {
            cause = cause.getCause();
        }
        assertThat(cause).as("start-up failure").isInstanceOf(FiltersSkippedException.class);
        assertThat(((FiltersSkippedException) cause).filters()).satisfiesExactlyInAnyOrder(
                tenant -> assertThat(tenant).startsWith("'tenantGate'").contains("OncePerRequestFilter"),
                blockList -> assertThat(blockList).startsWith("'blockList'").contains("[REQUEST]"));
    }

    @Test
    void readingTheBodyOnTheOriginalDispatchRunsEveryFilterOnASignedRequest() throws IOException {
        try (ConfigurableApplicationContext context = start(ProviderRules.class,
                "paycollect.server.read-body-on-original-dispatch=true")) {
            int port = port(context);

            assertThat(RawHttp.exchange(port, RawHttp.goldenSignedPost("Connection: close\r\n", ""), Duration.ofSeconds(30)))
                    .as("no tenant").startsWith("HTTP/1.1 403");
            assertThat(RawHttp.exchange(port, RawHttp.goldenSignedPost(
                    "Connection: close\r\nX-Tenant: acme\r\nUser-Agent: blocked-bot\r\n", ""), Duration.ofSeconds(30)))
                    .as("blocked").startsWith("HTTP/1.1 403");
            assertThat(RawHttp.exchange(port, RawHttp.goldenSignedPost("Connection: close\r\nX-Tenant: acme\r\n", ""),
                    Duration.ofSeconds(30))).as("let through").startsWith("HTTP/1.1 200");
        }
    }

    @Test
    void aFilterRegisteredForAsyncDispatchesStartsAndRefusesASignedRequest() throws IOException {
        try (ConfigurableApplicationContext context = start(AsyncAwareRule.class)) {
            assertThat(RawHttp.exchange(port(context), RawHttp.goldenSignedPost(
                    "Connection: close\r\nUser-Agent: blocked-bot\r\n", ""), Duration.ofSeconds(30))).startsWith("HTTP/1.1 403");
        }
    }
}
