package io.paycollect.api.internal;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.StreamReadFeature;
import java.io.IOException;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Internal: for paycollect's own receivers of notifications (the client's {@code NotificationReceiver} and the server
 * starter's filter), not an API; it may change in any release. Needs jackson-core, which this jar does not bring.
 *
 * <p>What a body sent to a merchant's notification URL is, told from its top-level keys as the raw bytes hold them
 * (nested values are skipped unread; a key given twice anywhere in the object makes it no shape at all): a payment
 * ({@code transactionCode}), a VA-link or unlink result ({@code status} and no {@code transactionCode}), or the
 * connection-test ping ({@code "event":"ping"} and none of a payment's or link result's keys). Read before the
 * signature is verified, only to pick the secret or to tell the unsigned ping: nothing of it is trusted.
 *
 * @param keys the top-level keys
 * @param texts the text value of each top-level key whose value is text
 */
public record NotificationShape(Set<String> keys, Map<String, String> texts) {

    /** The kinds of body the service sends to a notification URL. */
    public enum Kind { PAYMENT, LINK_RESULT, PING, UNKNOWN }

    /** The keys of a payment or a link result (api/openapi.yaml, Notification and VaLinkResult): never in a ping. */
    private static final Set<String> NOT_IN_A_PING = Set.of("clientId", "transactionCode", "amount", "content", "bank",
            "bankBin", "accountNumber", "vaAccountNumber", "transactionDate", "additionalData", "requestId", "status",
            "accountName");
    private static final JsonFactory JSON = JsonFactory.builder()
            .enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION)
            .build();

    /** The shape of {@code body}, or empty when it is no JSON object (or names a key twice). */
    public static Optional<NotificationShape> of(byte[] body) {
        if (body == null) {
            return Optional.empty();
        }
        try (JsonParser parser = JSON.createParser(body)) {
            if (parser.nextToken() != JsonToken.START_OBJECT) {
                return Optional.empty();
            }
            Set<String> keys = new HashSet<>();
            Map<String, String> texts = new HashMap<>();
            while (parser.nextToken() == JsonToken.FIELD_NAME) {
                String key = parser.currentName();
                keys.add(key);
                if (parser.nextToken() == JsonToken.VALUE_STRING) {
                    texts.put(key, parser.getText());
                } else {
                    parser.skipChildren();
                }
            }
            // Read to the end of the object: a key given twice anywhere in it fails strict duplicate detection.
            return Optional.of(new NotificationShape(Set.copyOf(keys), Map.copyOf(texts)));
        } catch (IOException | RuntimeException notReadable) {
            return Optional.empty();
        }
    }

    /** What the body is. */
    public Kind kind() {
        if (keys.contains("transactionCode")) {
            return Kind.PAYMENT;
        }
        if (keys.contains("status")) {
            return Kind.LINK_RESULT;
        }
        boolean ping = "ping".equals(texts.get("event")) && keys.stream().noneMatch(NOT_IN_A_PING::contains);
        return ping ? Kind.PING : Kind.UNKNOWN;
    }

    /** The non-blank text of a top-level key, or empty (absent, not text, or blank). */
    public Optional<String> text(String key) {
        String value = texts.get(key);
        return value == null || value.isBlank() ? Optional.empty() : Optional.of(value);
    }

    /** Whether {@code body} is the connection-test ping (and nothing else). */
    public static boolean isPing(byte[] body) {
        return of(body).map(shape -> shape.kind() == Kind.PING).orElse(false);
    }
}
