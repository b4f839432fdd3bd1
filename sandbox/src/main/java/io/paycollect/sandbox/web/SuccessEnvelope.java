package io.paycollect.sandbox.web;

/**
 * The envelope of a successful answer, {@code {code: "00", message: "Success", data}}: the operations' own response
 * models are made from it, and the control endpoints answer it as it is.
 *
 * @param code {@code 00}
 * @param message {@code Success}
 * @param data what the call answers, left out when null
 */
public record SuccessEnvelope(String code, String message, Object data) {

    /** The success envelope of {@code data}. */
    public static SuccessEnvelope of(Object data) {
        return new SuccessEnvelope("00", "Success", data);
    }
}
