package io.paycollect.api.internal;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.StreamReadFeature;
import java.io.IOException;
import java.util.Optional;

/**
 * Internal: for paycollect's own receivers of notifications (the client's {@code NotificationReceiver} and the
 * server starter's filter), not an API; it may change in any release. Needs jackson-core, which this jar does not
 * bring: both callers do.
 *
 * <p>The merchant a notification names ({@code clientId}), read from the body's raw bytes before the signature is
 * verified, to pick the secret that verifies it: nothing else of the body is read or trusted until then. Only the
 * top-level object's keys are looked at (nested values are skipped unread); a {@code clientId} given twice, or not
 * as text, names no one, so that the client verified is always the one the notification is processed for.
 */
public final class NotificationClientId {

    private static final String FIELD = "clientId";
    private static final JsonFactory JSON = JsonFactory.builder()
            .enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION)
            .build();

    private NotificationClientId() {
    }

    /** The non-blank {@code clientId} of the body's top-level object, or empty. */
    public static Optional<String> in(byte[] body) {
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
            // Read to the end of the object: a second clientId anywhere in it fails strict duplicate detection.
            return clientId == null || clientId.isBlank() ? Optional.empty() : Optional.of(clientId);
        } catch (IOException | RuntimeException notReadable) {
            return Optional.empty();
        }
    }
}
