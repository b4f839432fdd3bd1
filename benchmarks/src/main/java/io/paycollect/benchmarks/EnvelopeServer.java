package io.paycollect.benchmarks;

import java.io.IOException;
import java.util.Map;

/** An in-process HTTP server on loopback that answers every request with one fixed envelope. */
interface EnvelopeServer extends AutoCloseable {

    /** One request as it arrived: header names lowercased, body de-chunked. */
    record RecordedRequest(String requestLine, Map<String, String> headers, byte[] body) {
    }

    /** {@code http://127.0.0.1:<port>}, no trailing slash. */
    String baseUrl();

    /** Records the next request that arrives; read it with {@link #recorded()}. */
    void recordNext();

    /** The request recorded since {@link #recordNext()}, or null if none arrived yet. */
    RecordedRequest recorded();

    @Override
    void close() throws IOException;
}
