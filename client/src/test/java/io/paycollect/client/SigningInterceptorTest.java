package io.paycollect.client;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import feign.Request;
import feign.RequestTemplate;
import io.paycollect.api.GoldenSignatures;
import io.paycollect.api.RequestSigner;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The interceptor on its own, with Feign's RequestTemplate and the golden vectors. */
class SigningInterceptorTest {

    private static SigningInterceptor interceptor(Clock clock) {
        return new SigningInterceptor("demo-client", RequestSigner.withSecret(GoldenSignatures.SECRET), clock);
    }

    private static RequestTemplate post(String body) {
        RequestTemplate template = new RequestTemplate().method(Request.HttpMethod.POST).uri("/v1/generate-viet-qr");
        template.body(body.getBytes(StandardCharsets.UTF_8), StandardCharsets.UTF_8);
        return template;
    }

    @Test
    void signsTheGoldenVectors() {
        SigningInterceptor signing = interceptor(TestClients.GOLDEN_CLOCK);

        RequestTemplate vietnamese = post(GoldenSignatures.VIETNAMESE_BODY);
        signing.apply(vietnamese);
        assertEquals(List.of(GoldenSignatures.VIETNAMESE_SIGNATURE), List.copyOf(vietnamese.headers().get("x-signature")));
        assertEquals(List.of(GoldenSignatures.TIMESTAMP), List.copyOf(vietnamese.headers().get("x-request-timestamp")));
        assertEquals(List.of("demo-client"), List.copyOf(vietnamese.headers().get("x-client-id")));

        RequestTemplate amount = post(GoldenSignatures.AMOUNT_BODY);
        signing.apply(amount);
        assertEquals(List.of(GoldenSignatures.AMOUNT_SIGNATURE), List.copyOf(amount.headers().get("x-signature")));

        RequestTemplate bodiless = new RequestTemplate().method(Request.HttpMethod.GET).uri("/v1/bank/get-banks");
        signing.apply(bodiless);
        assertEquals(List.of(GoldenSignatures.BODILESS_SIGNATURE), List.copyOf(bodiless.headers().get("x-signature")));
    }

    @Test
    void aTemplateSignedAgainCarriesOneFreshSetOfHeaders() {
        RequestTemplate template = post(GoldenSignatures.AMOUNT_BODY);
        interceptor(TestClients.GOLDEN_CLOCK).apply(template);
        interceptor(Clock.offset(TestClients.GOLDEN_CLOCK, Duration.ofSeconds(1))).apply(template);

        assertEquals(List.of("20261122154501123"), List.copyOf(template.headers().get("x-request-timestamp")));
        assertEquals(1, template.headers().get("x-signature").size());
        assertEquals(1, template.headers().get("x-client-id").size());
        assertEquals(RequestSigner.withSecret(GoldenSignatures.SECRET).sign("20261122154501123", GoldenSignatures.AMOUNT_BODY),
                template.headers().get("x-signature").iterator().next());
    }

    @Test
    void sendsAClientIdWithBracesAsItIs() {
        // As Feign runs it: the template is resolved, then intercepted, then turned into the request.
        RequestTemplate template = post(GoldenSignatures.AMOUNT_BODY).resolve(java.util.Map.of());
        new SigningInterceptor("shop-{eu}", RequestSigner.withSecret(GoldenSignatures.SECRET), TestClients.GOLDEN_CLOCK)
                .apply(template);
        // What goes on the wire, after Feign has resolved the template.
        assertEquals(List.of("shop-{eu}"), List.copyOf(template.request().headers().get("x-client-id")));
    }

    @Test
    void leavesEveryOtherHeaderAsTheOperationDeclaresIt() {
        RequestTemplate template = post("a=b").header("Content-Type", "application/x-www-form-urlencoded");
        interceptor(TestClients.GOLDEN_CLOCK).apply(template);
        assertEquals(List.of("application/x-www-form-urlencoded"), List.copyOf(template.headers().get("content-type")));
    }

    @Test
    void toStringNeverShowsTheSecret() {
        assertFalse(interceptor(TestClients.GOLDEN_CLOCK).toString().contains(GoldenSignatures.SECRET));
    }
}
