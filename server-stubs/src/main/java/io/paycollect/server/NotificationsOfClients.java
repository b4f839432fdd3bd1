package io.paycollect.server;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.StreamReadFeature;
import io.paycollect.api.Refusal;
import java.io.IOException;
import java.util.Optional;

/**
 * Notifications of several merchants on one path (a platform's): the merchant is named in the body
 * ({@code clientId}), not in a header, so before the body is read only the signing headers' presence can be
 * checked, and the body's raw bytes give the client whose secret verifies them; nothing else of the body is read
 * or trusted until then. Only the top-level object's keys are looked at (nested values are skipped unread); a
 * {@code clientId} given twice, or not as text, names no one.
 */
final class NotificationsOfClients {

    private static final String FIELD = "clientId";
    private static final JsonFactory JSON = JsonFactory.builder()
            .enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION)
            .build();

    private NotificationsOfClients() {
    }

    /** The refusal of a notification missing a signing header, before its body is read. */
    static Optional<Refusal> headersMissing(String timestamp, String signature) {
        if (timestamp == null || timestamp.isBlank()) {
            return Optional.of(Refusal.TIMESTAMP_MISSING);
        }
        return signature == null || signature.isBlank() ? Optional.of(Refusal.SIGNATURE_MISSING) : Optional.empty();
    }

    /** The non-blank {@code clientId} of the body's top-level object, or empty. */
    static Optional<String> clientIdIn(byte[] body) {
        try (JsonParser parser = JSON.createParser(body)) {
            if (parser.nextToken() != JsonToken.START_OBJECT) {
                return Optional.empty();
            }
            String clientId = null;
            while (parser.nextToken() == JsonToken.FIELD_NAME) {
                boolean named = FIELD.equals(parser.currentName());
                JsonToken value = parser.nextToken();
                if (named) {
                    if (value != JsonToken.VALUE_STRING) {
                        return Optional.empty();
                    }
                    clientId = parser.getText();
                } else {
                    parser.skipChildren();
                }
            }
            return clientId == null || clientId.isBlank() ? Optional.empty() : Optional.of(clientId);
        } catch (IOException | RuntimeException notReadable) {
            return Optional.empty();
        }
    }
}
