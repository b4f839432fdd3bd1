package io.paycollect.api;

/**
 * Names of the three headers that authenticate every request to the service, and every notification
 * the service sends (docs/protocol.md, section 4). Header names are case-insensitive on the wire.
 */
public final class SignatureHeaders {

    /** Identifier of the client application. */
    public static final String CLIENT_ID = "x-client-id";

    /** Request time, 17 digits {@code yyyyMMddHHmmssSSS} in Vietnam time; see {@link RequestTimestamp}. */
    public static final String REQUEST_TIMESTAMP = "x-request-timestamp";

    /** Lowercase-hex HMAC-SHA512 over {@code <timestamp>:<body>}; see {@link RequestSigner}. */
    public static final String SIGNATURE = "x-signature";

    private SignatureHeaders() {
    }
}
