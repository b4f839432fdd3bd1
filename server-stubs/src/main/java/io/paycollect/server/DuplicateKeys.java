package io.paycollect.server;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParseException;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.StreamReadFeature;
import java.io.IOException;
import java.util.Optional;

/**
 * Finds a key given twice in one JSON object of a body, such as {@code {"amount":1,"amount":1000000}}.
 * Readers disagree on which of the two counts (JavaScript and many others take the last, a Java record
 * or constructor may take the first), so a body holding one is refused rather than read one way here
 * and another way elsewhere. Jackson 2's streaming parser does the detection: it is independent of the
 * Jackson the application reads bodies with (2 on Spring Boot 3.5, 3 on Boot 4), so the refusal is the
 * same on both. A body that is no JSON at all is left to the controller's reader, which names the fault.
 */
final class DuplicateKeys {

    private static final JsonFactory JSON = JsonFactory.builder()
            .enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION)
            .build();
    private static final String DUPLICATE = "Duplicate field '";
    private static final int MAX_KEY_LENGTH = 100;

    private DuplicateKeys() {
    }

    /** The first key found twice in one object of {@code body}, or empty (also when it is no JSON). */
    static Optional<String> in(byte[] body) {
        try (JsonParser parser = JSON.createParser(body)) {
            while (parser.nextToken() != null) {
                // every token is read: the parser checks each object's keys as it goes
            }
        } catch (JsonParseException e) {
            return keyOf(e.getOriginalMessage());
        } catch (IOException | RuntimeException notJson) {
            // no JSON, or beyond the parser's limits: the controller's reader reports it
        }
        return Optional.empty();
    }

    private static Optional<String> keyOf(String message) {
        if (message == null || !message.startsWith(DUPLICATE)) {
            return Optional.empty();
        }
        int end = message.lastIndexOf('\'');
        if (end <= DUPLICATE.length() - 1) {
            return Optional.empty();
        }
        String key = message.substring(DUPLICATE.length(), end);
        return Optional.of(key.length() > MAX_KEY_LENGTH ? key.substring(0, MAX_KEY_LENGTH) + "…" : key);
    }
}
