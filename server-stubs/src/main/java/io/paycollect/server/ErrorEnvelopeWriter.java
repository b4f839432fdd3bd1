package io.paycollect.server;

import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.nio.charset.StandardCharsets;

/**
 * Writes the error envelope {@code {"code":…,"message":…,"data":null}} straight to a servlet response.
 * It writes the JSON itself instead of going through a message converter, because the filter answers
 * before Spring MVC runs, and because the application's Jackson (2 on Boot 3.5, 3 on Boot 4) and its
 * inclusion settings must not change the shape of an error.
 */
public final class ErrorEnvelopeWriter {

    private ErrorEnvelopeWriter() {
    }

    /**
     * Sets the status, a JSON content type, and writes the envelope as the whole body.
     *
     * @param code the envelope code, never {@code "00"}
     * @param message what is wrong, safe to show the caller
     */
    public static void write(HttpServletResponse response, int status, String code, String message) throws IOException {
        byte[] body = json(code, message);
        response.setStatus(status);
        response.setContentType("application/json");
        response.setCharacterEncoding(StandardCharsets.UTF_8.name());
        response.setContentLength(body.length);
        response.getOutputStream().write(body);
        response.flushBuffer();
    }

    /** The envelope as UTF-8 JSON bytes. */
    public static byte[] json(String code, String message) {
        StringBuilder out = new StringBuilder(64 + message.length());
        out.append("{\"code\":");
        appendString(out, code);
        out.append(",\"message\":");
        appendString(out, message);
        out.append(",\"data\":null}");
        return out.toString().getBytes(StandardCharsets.UTF_8);
    }

    private static void appendString(StringBuilder out, String value) {
        out.append('"');
        for (int i = 0; i < value.length(); i++) {
            char c = value.charAt(i);
            switch (c) {
                case '"' -> out.append("\\\"");
                case '\\' -> out.append("\\\\");
                case '\n' -> out.append("\\n");
                case '\r' -> out.append("\\r");
                case '\t' -> out.append("\\t");
                default -> {
                    // Control characters, and the line separators that break JavaScript string literals.
                    if (c < 0x20 || c == '\u2028' || c == '\u2029') {
                        out.append(String.format("\\u%04x", (int) c));
                    } else {
                        out.append(c);
                    }
                }
            }
        }
        out.append('"');
    }
}
