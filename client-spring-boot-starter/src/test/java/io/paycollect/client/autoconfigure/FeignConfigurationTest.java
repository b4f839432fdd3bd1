package io.paycollect.client.autoconfigure;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertThrows;

import feign.Capability;
import feign.Feign;
import feign.Retryer;
import io.paycollect.client.PayCollectFeignParts;
import io.paycollect.client.api.BankApi;
import org.junit.jupiter.api.Test;
import org.springframework.boot.diagnostics.FailureAnalysis;
import org.springframework.mock.env.MockEnvironment;

/**
 * A PayCollect {@code @FeignClient} (configured with {@link PayCollectFeignConfiguration}) as Spring Cloud
 * OpenFeign builds it: it never retries, whatever Spring Cloud OpenFeign's properties or a Capability say, and
 * it signs with the named client of its name, never silently with another.
 */
class FeignConfigurationTest {

    private static final String URL = "http://127.0.0.1:9";

    private final PayCollectFeignConfiguration configuration = new PayCollectFeignConfiguration();

    private MockEnvironment twoShops(String feignClientName) {
        return new MockEnvironment()
                .withProperty(PayCollectFeignConfiguration.FEIGN_CLIENT_NAME, feignClientName)
                .withProperty("paycollect.clients.shop-a.base-url", URL)
                .withProperty("paycollect.clients.shop-a.client-id", "shop-a-id")
                .withProperty("paycollect.clients.shop-a.secret-token", "shop-a-secret")
                .withProperty("paycollect.clients.shop-b.base-url", URL)
                .withProperty("paycollect.clients.shop-b.client-id", "shop-b-id")
                .withProperty("paycollect.clients.shop-b.secret-token", "shop-b-secret")
                .withProperty("paycollect.client.base-url", URL)
                .withProperty("paycollect.client.client-id", "platform-id")
                .withProperty("paycollect.client.secret-token", "platform-secret");
    }

    private Feign.Builder builder(MockEnvironment environment) {
        PayCollectFeignParts parts = configuration.payCollectFeignParts(environment);
        return configuration.payCollectFeignBuilder(parts, environment);
    }

    @Test
    void aRetryerSetThroughSpringCloudOpenFeignsPropertiesIsRefusedNamingTheProperty() {
        Feign.Builder builder = builder(twoShops("shop-a")
                .withProperty("spring.cloud.openfeign.client.config.default.retryer", "feign.Retryer.Default"));

        PayCollectClientConfigurationException refused = assertThrows(PayCollectClientConfigurationException.class,
                () -> builder.retryer(new Retryer.Default()));

        FailureAnalysis analysis = new PayCollectClientFailureAnalyzer().analyze(refused);
        assertThat(analysis.getDescription()).contains("'spring.cloud.openfeign.client.config.default.retryer'")
                .contains("feign.Retryer$Default").contains("'shop-a'").contains("may move money");
        assertThat(analysis.getAction()).contains("Remove 'spring.cloud.openfeign.client.config.default.retryer'");
    }

    @Test
    void neverRetryingIsTheOnlyRetryerAccepted() {
        Feign.Builder builder = builder(twoShops("shop-a"));

        builder.retryer(Retryer.NEVER_RETRY);

        assertThat(builder.target(BankApi.class, URL)).isNotNull();
    }

    @Test
    void aCapabilityThatReplacesTheRetryerIsRefusedWhenTheClientIsBuilt() {
        Feign.Builder builder = builder(twoShops("shop-b"));
        builder.addCapability(new ReplacesTheRetryer());

        PayCollectClientConfigurationException refused = assertThrows(PayCollectClientConfigurationException.class,
                () -> builder.target(BankApi.class, URL));

        assertThat(refused.property()).isEqualTo("spring.cloud.openfeign.client.config.shop-b.capabilities");
        assertThat(refused.problem()).contains("feign.Retryer$Default").contains("may move money");
    }

    @Test
    void aCapabilityThatLeavesTheRetryerAloneIsAccepted() {
        Feign.Builder builder = builder(twoShops("shop-b"));
        builder.addCapability(new Capability() {
        });

        assertThat(builder.target(BankApi.class, URL)).isNotNull();
    }

    @Test
    void aFeignClientWhoseNameIsNoNamedClientFailsNamingTheNamesThereAre() {
        PayCollectClientConfigurationException refused = assertThrows(PayCollectClientConfigurationException.class,
                () -> configuration.payCollectFeignParts(twoShops("shopA")));

        FailureAnalysis analysis = new PayCollectClientFailureAnalyzer().analyze(refused);
        assertThat(analysis.getDescription()).contains("'paycollect.clients.shopA'").contains("'shopA'")
                .contains("[shop-a, shop-b]").contains("never falls back to paycollect.client");
        assertThat(analysis.getAction()).contains("[shop-a, shop-b]");
        assertThat(refused.getMessage()).doesNotContain("shop-a-secret").doesNotContain("platform-secret");
    }

    @Test
    void aFeignClientOfANamedClientSwitchedOffFailsNamingIt() {
        PayCollectClientConfigurationException refused = assertThrows(PayCollectClientConfigurationException.class,
                () -> configuration.payCollectFeignParts(twoShops("shop-b")
                        .withProperty("paycollect.clients.shop-b.enabled", "false")));

        assertThat(refused.property()).isEqualTo("paycollect.clients.shop-b.enabled");
        assertThat(refused.problem()).contains("'shop-b'");
    }

    @Test
    void withoutNamedClientsAFeignClientSignsWithTheSingleClientUnlessItIsSwitchedOff() {
        MockEnvironment single = new MockEnvironment()
                .withProperty(PayCollectFeignConfiguration.FEIGN_CLIENT_NAME, "platform")
                .withProperty("paycollect.client.base-url", URL)
                .withProperty("paycollect.client.client-id", "platform-id")
                .withProperty("paycollect.client.secret-token", "platform-secret");

        assertThat(configuration.payCollectFeignParts(single).toString()).contains("platform-id");

        PayCollectClientConfigurationException refused = assertThrows(PayCollectClientConfigurationException.class,
                () -> configuration.payCollectFeignParts(single.withProperty("paycollect.client.enabled", "false")));
        assertThat(refused.property()).isEqualTo("paycollect.client.enabled");
    }

    /** A Capability that retries, as Feign's own builder would by default: public, for Feign calls it by reflection. */
    public static final class ReplacesTheRetryer implements Capability {
        @Override
        public Retryer enrich(Retryer retryer) {
            return new Retryer.Default();
        }
    }
}
