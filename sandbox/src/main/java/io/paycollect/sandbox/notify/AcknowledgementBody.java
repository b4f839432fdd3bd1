package io.paycollect.sandbox.notify;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.Optional;
import okhttp3.ResponseBody;
import okio.BufferedSource;

/**
 * Reads a receiver's answer to a notification, at most {@link #LIMIT} bytes of it: an acknowledgement is a
 * few dozen bytes, and a receiver that answers more (or without end) must not fill the sandbox's memory.
 * The body is empty when the answer was longer than the limit: it cannot be an acknowledgement then.
 */
final class AcknowledgementBody {

    /** Longest answer read; anything longer is not an acknowledgement. */
    static final int LIMIT = 64 * 1024;

    private AcknowledgementBody() {
    }

    /** The answer as text, or empty when it is longer than {@link #LIMIT} (the rest is not read). */
    static Optional<String> read(ResponseBody body) throws IOException {
        BufferedSource source = body.source();
        if (source.request(LIMIT + 1L)) {
            return Optional.empty();
        }
        return Optional.of(source.getBuffer().readString(StandardCharsets.UTF_8));
    }
}
