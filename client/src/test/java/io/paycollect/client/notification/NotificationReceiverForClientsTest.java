package io.paycollect.client.notification;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.paycollect.api.ClientSecretLookup;
import io.paycollect.api.RequestSigner;
import io.paycollect.api.RequestTimestamp;
import io.paycollect.client.model.Notification;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * A receiver of several merchants picks the secret by the clientId the body names, before anything else of it is
 * trusted: a body naming no client, or naming it ambiguously, is refused unprocessed, and two merchants' payments
 * with the same transaction code are each processed once.
 */
class NotificationReceiverForClientsTest {

    private final List<String> handled = new ArrayList<>();
    private final NotificationReceiver receiver = NotificationReceiver.forClients(
            ClientSecretLookup.of(Map.of("shop-a", "secret-a", "shop-b", "secret-b")),
            (Notification n, StoreTransaction transaction) -> handled.add(n.getClientId() + " " + n.getTransactionCode())).build();

    @Test
    void twoMerchantsPaymentsWithTheSameCodeAreEachProcessedOnce() {
        assertEquals(200, deliver("secret-a", body("\"clientId\":\"shop-a\"", "FT1")).status());
        assertEquals(200, deliver("secret-b", body("\"clientId\":\"shop-b\"", "FT1")).status());
        assertEquals(NotificationAnswer.Outcome.ALREADY_PROCESSED,
                deliver("secret-a", body("\"clientId\":\"shop-a\"", "FT1")).outcome());

        assertEquals(List.of("shop-a FT1", "shop-b FT1"), handled);
    }

    @Test
    void aBodyNamingNoClientCannotBeVerifiedAndIsRefused() {
        NotificationAnswer answer = deliver("secret-a", body("\"note\":\"shop-a\"", "FT2"));

        assertEquals(401, answer.status());
        assertTrue(answer.body().contains("names no clientId"), answer.body());
        assertEquals(List.of(), handled);
    }

    @Test
    void aClientIdThatIsNotTextOrNestedNamesNoClient() {
        assertEquals(401, deliver("secret-a", body("\"clientId\":7", "FT3")).status());
        assertEquals(401, deliver("secret-a", body("\"extra\":{\"clientId\":\"shop-a\"}", "FT3")).status());
        assertEquals(List.of(), handled);
    }

    @Test
    void aClientIdGivenTwiceIsRefusedWhateverSecretSignedIt() {
        // Naming shop-a first and shop-b last, signed with either's secret: no secret is picked, nothing processed.
        NotificationAnswer answer = deliver("secret-b", body("\"clientId\":\"shop-a\",\"clientId\":\"shop-b\"", "FT4"));
        assertEquals(401, deliver("secret-a", body("\"clientId\":\"shop-a\",\"clientId\":\"shop-b\"", "FT4")).status());

        assertEquals(401, answer.status(), answer.body());
        assertEquals(List.of(), handled);
    }

    @Test
    void anUnknownClientIsRefusedAndNamedAsSuch() {
        NotificationAnswer answer = deliver("secret-c", body("\"clientId\":\"shop-c\"", "FT5"));

        assertEquals(401, answer.status());
        assertTrue(answer.body().contains("clientId is not a known client"), answer.body());
        assertEquals(List.of(), handled);
    }

    @Test
    void aSecretLookupThatFailsIsAnsweredAsUnavailableNotAsARefusalAndProcessesNothing() {
        NotificationReceiver failing = NotificationReceiver.forClients(clientId -> {
            throw new IllegalStateException("the merchants' database is down");
        }, (Notification n, StoreTransaction transaction) -> handled.add(n.getTransactionCode())).build();
        String body = body("\"clientId\":\"shop-a\"", "FT6");
        String timestamp = RequestTimestamp.now(Clock.systemUTC());

        NotificationAnswer answer = failing.receive(timestamp, RequestSigner.withSecret("secret-a").sign(timestamp, body),
                body.getBytes(StandardCharsets.UTF_8));

        assertEquals(503, answer.status());
        assertTrue(!answer.body().contains("database"), answer.body());
        assertEquals(List.of(), handled);
    }

    private static String body(String client, String code) {
        return "{" + client + ",\"transactionCode\":\"" + code + "\",\"amount\":50000,\"content\":\"Don hang\"}";
    }

    private NotificationAnswer deliver(String secret, String body) {
        String timestamp = RequestTimestamp.now(Clock.systemUTC());
        return receiver.receive(timestamp, RequestSigner.withSecret(secret).sign(timestamp, body),
                body.getBytes(StandardCharsets.UTF_8));
    }
}
