package io.paycollect.server;

import static io.paycollect.api.GoldenSignatures.TIMESTAMP;
import static org.assertj.core.api.Assertions.assertThat;

import io.paycollect.api.ClientSecretLookup;
import io.paycollect.api.RequestSigner;
import io.paycollect.api.VirtualAccountOwners;
import io.paycollect.server.autoconfigure.PayCollectServerAutoConfiguration;
import io.paycollect.server.testapp.TestApplication;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/**
 * A platform's notification path over real HTTP, without one secret token: each notification is verified with
 * the secret of the merchant its body names (the {@code payCollectNotificationSecrets} lookup), and reaches the
 * controller; one signed with an unknown client's secret, one naming another merchant than the secret that signed
 * it, and one naming no merchant (at the top level) are refused with 401 before the controller.
 */
@SpringBootTest(classes = {TestApplication.class, NotificationsOfSeveralMerchantsOverHttpTest.Merchants.class},
        webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT, properties = {
        "paycollect.server.clients.golden-client.secret-token=golden-secret",
        "paycollect.server.notifications.paths=/paycollect/notifications"})
class NotificationsOfSeveralMerchantsOverHttpTest extends AgainstTestApplication {

    /** The platform's merchants, as the client starter makes them of paycollect.clients. */
    @Configuration(proxyBeanMethods = false)
    static class Merchants {

        @Bean(name = PayCollectServerAutoConfiguration.NOTIFICATION_SECRETS, defaultCandidate = false)
        ClientSecretLookup merchantSecrets() {
            return ClientSecretLookup.of(Map.of("shop-a", "secret-a", "shop-b", "secret-b"));
        }

        /** Which merchant owns which virtual account: a link result names no clientId. */
        @Bean
        VirtualAccountOwners virtualAccountOwners() {
            return vaAccountNumber -> Optional.ofNullable(Map.of("TNG60716171228", "shop-b").get(vaAccountNumber));
        }
    }

    @Test
    void aLinkResultWithoutClientIdIsVerifiedWithTheSecretOfItsVirtualAccountsOwner() {
        byte[] body = OtherCallbacksOverHttpTest.LINK_RESULT.getBytes(StandardCharsets.UTF_8);

        Wire.Reply ownSecret = send(body, "secret-b");
        Wire.Reply otherSecret = send(body, "secret-a");
        Wire.Reply unknownAccount = send(OtherCallbacksOverHttpTest.LINK_RESULT.replace("TNG60716171228", "TNG9")
                .getBytes(StandardCharsets.UTF_8), "secret-b");

        assertThat(ownSecret.status()).isEqualTo(200);
        assertThat(recorder.linkResults).hasSize(1);
        assertThat(recorder.lastClientId.get()).as("the merchant verified").isEqualTo("shop-b");
        assertThat(otherSecret.status()).isEqualTo(401);
        assertThat(unknownAccount.status()).isEqualTo(401);
        assertThat(wire.send("POST", "/paycollect/notifications", Wire.headers("content-type", "application/json"),
                OtherCallbacksOverHttpTest.PING.getBytes(StandardCharsets.UTF_8)).status()).isEqualTo(200);
        assertThat(recorder.linkResults).hasSize(1);
    }

    private Wire.Reply send(byte[] body, String secret) {
        return wire.send("POST", "/paycollect/notifications", Wire.headers("content-type", "application/json",
                "x-request-timestamp", TIMESTAMP, "x-signature", RequestSigner.withSecret(secret).sign(TIMESTAMP, body)), body);
    }

    @Test
    void eachMerchantsNotificationIsVerifiedWithItsOwnSecretAndOthersAreRefused() {
        assertThat(deliver("\"clientId\":\"shop-a\",", "secret-a").status()).isEqualTo(200);
        assertThat(deliver("\"clientId\":\"shop-b\",", "secret-b").status()).isEqualTo(200);
        assertThat(recorder.calls.get()).isEqualTo(2);

        Wire.Reply unknown = deliver("\"clientId\":\"shop-c\",", "secret-c");
        Wire.Reply crossSigned = deliver("\"clientId\":\"shop-b\",", "secret-a");
        Wire.Reply unnamed = deliver("", "secret-a");
        Wire.Reply nested = deliver("\"extra\":{\"clientId\":\"shop-a\"},", "secret-a");

        assertThat(unknown.status()).isEqualTo(401);
        assertThat(crossSigned.status()).isEqualTo(401);
        assertThat(unnamed.status()).isEqualTo(401);
        assertThat(nested.status()).as("a clientId inside a nested object names no merchant").isEqualTo(401);
        assertThat(unnamed.body()).contains("names no clientId");
        assertThat(recorder.calls.get()).as("nothing refused reached the controller").isEqualTo(2);
    }

    private Wire.Reply deliver(String client, String secret) {
        byte[] body = ("{" + client + "\"transactionCode\":\"FT1\",\"amount\":50000}").getBytes(StandardCharsets.UTF_8);
        return wire.send("POST", "/paycollect/notifications", Wire.headers("content-type", "application/json",
                "x-request-timestamp", TIMESTAMP, "x-signature", RequestSigner.withSecret(secret).sign(TIMESTAMP, body)), body);
    }
}
