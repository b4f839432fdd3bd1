package io.paycollect.api;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.StreamReadFeature;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.Optional;

/**
 * The canonical re-serialisation of a JSON body, the second form a signature may cover where a verifier accepts it
 * ({@link SignedRequestVerifier.Builder#acceptCanonicalForm}): the form the service's own SDKs sign when they
 * serialise a body twice, once to sign and once to send (docs/protocol.md, "The canonical form"). Precisely:
 *
 * <ul>
 *   <li>no whitespace between tokens; object members and array elements in the order written;
 *   <li>strings decoded, then written in raw UTF-8 with only {@code "} and <code>&#92;</code> escaped, U+0008, U+0009,
 *       U+000A, U+000C and U+000D as <code>&#92;b &#92;t &#92;n &#92;f &#92;r</code>, every other character below U+0020 as <code>&#92;u00xx</code>
 *       (lowercase hex); {@code /} and everything from U+007F up (U+2028 and U+2029 too) written raw;
 *   <li>numbers kept as their literal text ({@code 1.0} stays {@code 1.0}, {@code 1e3} stays {@code 1e3}); literals
 *       {@code true}, {@code false}, {@code null} as they are;
 *   <li>an empty body is {@code {}}, as for the exact form.
 * </ul>
 *
 * A body that is not one JSON value, names a key twice in one object, or holds a lone surrogate ({@code \ud800}
 * alone) has no canonical form: only a signature over its exact bytes verifies it. Needs jackson-core, which this
 * jar does not bring (the client and the server stubs do). Stateless and thread-safe.
 */
public final class CanonicalBody {

    private static final byte[] EMPTY = {'{', '}'};
    private static final byte[] HEX = "0123456789abcdef".getBytes(StandardCharsets.US_ASCII);
    private static final JsonFactory JSON = JsonFactory.builder()
            .enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION)
            .build();

    private CanonicalBody() {
    }

    /**
     * The canonical form of {@code body}, or empty when it has none.
     *
     * @param body the body exactly as received; null or empty for none
     */
    public static Optional<byte[]> of(byte[] body) {
        if (body == null || body.length == 0) {
            return Optional.of(EMPTY.clone());
        }
        ByteArrayOutputStream out = new ByteArrayOutputStream(body.length);
        try (JsonParser parser = JSON.createParser(body)) {
            int limit = parser.streamReadConstraints().getMaxNestingDepth() + 2;
            // Per open container: whether it is an object, and whether nothing was written in it yet.
            boolean[] object = new boolean[limit];
            boolean[] empty = new boolean[limit];
            int depth = 0;
            JsonToken token = parser.nextToken();
            if (token == null) {
                return Optional.empty();
            }
            do {
                if (token == JsonToken.END_OBJECT || token == JsonToken.END_ARRAY) {
                    out.write(token == JsonToken.END_OBJECT ? '}' : ']');
                    depth--;
                    continue;
                }
                // A comma before every member of an object and every element of an array but the first.
                if (depth > 0 && (token == JsonToken.FIELD_NAME || !object[depth])) {
                    if (!empty[depth]) {
                        out.write(',');
                    }
                    empty[depth] = false;
                }
                switch (token) {
                    case FIELD_NAME -> {
                        if (!string(out, parser.currentName())) {
                            return Optional.empty();
                        }
                        out.write(':');
                    }
                    case START_OBJECT, START_ARRAY -> {
                        out.write(token == JsonToken.START_OBJECT ? '{' : '[');
                        depth++;
                        object[depth] = token == JsonToken.START_OBJECT;
                        empty[depth] = true;
                    }
                    case VALUE_STRING -> {
                        if (!string(out, parser.getText())) {
                            return Optional.empty();
                        }
                    }
                    // The literal as written: re-serialisers disagree on numbers (1.0 is 1 in JavaScript), so none
                    // is guessed (docs/protocol.md).
                    default -> out.writeBytes(parser.getText().getBytes(StandardCharsets.US_ASCII));
                }
            } while (depth > 0 && (token = parser.nextToken()) != null);
            if (depth != 0 || parser.nextToken() != null) {
                return Optional.empty(); // cut short, or more than one value
            }
        } catch (IOException | RuntimeException notOneJsonValue) {
            return Optional.empty();
        }
        return Optional.of(out.toByteArray());
    }

    /** Writes {@code text} as a canonical string; false when it holds a lone surrogate (no UTF-8 form). */
    private static boolean string(ByteArrayOutputStream out, String text) {
        out.write('"');
        int start = 0;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (Character.isSurrogate(c)) {
                boolean paired = Character.isHighSurrogate(c) && i + 1 < text.length() && Character.isLowSurrogate(text.charAt(i + 1));
                if (!paired) {
                    return false;
                }
                i++;
                continue;
            }
            String escape = escape(c);
            if (escape != null || c < 0x20) {
                out.writeBytes(text.substring(start, i).getBytes(StandardCharsets.UTF_8));
                if (escape != null) {
                    out.writeBytes(escape.getBytes(StandardCharsets.US_ASCII));
                } else {
                    out.writeBytes(new byte[] {'\\', 'u', '0', '0', HEX[c >> 4], HEX[c & 0xF]});
                }
                start = i + 1;
            }
        }
        out.writeBytes(text.substring(start).getBytes(StandardCharsets.UTF_8));
        out.write('"');
        return true;
    }

    private static String escape(char c) {
        return switch (c) {
            case '"' -> "\\\"";
            case '\\' -> "\\\\";
            case '\b' -> "\\b";
            case '\t' -> "\\t";
            case '\n' -> "\\n";
            case '\f' -> "\\f";
            case '\r' -> "\\r";
            default -> null;
        };
    }
}
