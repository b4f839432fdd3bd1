package io.paycollect.api;


/**
 * Why a signed request was refused. Each message names the header that is missing or wrong and never
 * what the verifier expected (no signature, no server time, no secret). Codes follow what a community
 * client reports from the live service: {@code 90} for the timestamp, {@code 97} for the signature;
 * a missing or unknown client id makes the signature unverifiable, so it is {@code 97} too.
 */
public enum Refusal {

    /** No {@code x-client-id} header. */
    CLIENT_ID_MISSING("97", SignatureHeaders.CLIENT_ID + " header is missing"),
    /** The {@code x-client-id} is not a known client. */
    CLIENT_ID_UNKNOWN("97", SignatureHeaders.CLIENT_ID + " is not a known client"),
    /** No {@code x-request-timestamp} header. */
    TIMESTAMP_MISSING("90", SignatureHeaders.REQUEST_TIMESTAMP + " header is missing"),
    /** The timestamp is not 17 digits. */
    TIMESTAMP_MALFORMED("90", SignatureHeaders.REQUEST_TIMESTAMP + " must be 17 digits, yyyyMMddHHmmssSSS in Vietnam time"),
    /** The timestamp has 17 digits but is not a real date and time (month 13, 30 February...). */
    TIMESTAMP_NOT_A_DATE("90", SignatureHeaders.REQUEST_TIMESTAMP + " is not a real date and time (yyyyMMddHHmmssSSS, Vietnam time)"),
    /** The timestamp is too far from the server clock. */
    TIMESTAMP_OUTSIDE_WINDOW("90", SignatureHeaders.REQUEST_TIMESTAMP + " is outside the accepted window around the server clock"),
    /** No {@code x-signature} header. */
    SIGNATURE_MISSING("97", SignatureHeaders.SIGNATURE + " header is missing"),
    /** The signature does not match the timestamp and body received. */
    SIGNATURE_MISMATCH("97", SignatureHeaders.SIGNATURE + " does not match the request"),
    /** The same signature of the same client was already accepted inside the window (a replay guard is on). */
    REPLAYED("97", SignatureHeaders.SIGNATURE + " was already accepted: a replayed request is refused");

    private final String code;
    private final String message;

    Refusal(String code, String message) {
        this.code = code;
        this.message = message;
    }

    /** The envelope {@code code} of the refusal (never {@code "00"}). */
    public String code() {
        return code;
    }

    /** The envelope {@code message}: which header is missing or wrong. */
    public String message() {
        return message;
    }
}
