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

    /**
     * How many requests arrived over how many connections: a client whose pool is too small for its
     * threads opens far more connections than it has threads.
     */
    String traffic();

    @Override
    void close() throws IOException;
}
