package io.paycollect.sandbox.domain;

import io.paycollect.sandbox.store.Refusal;
import io.paycollect.server.model.EInvoiceProviderCode;
import java.util.Arrays;
import java.util.List;

/** The e-invoice providers the sandbox knows ({@code EInvoiceProviderDto}), with the letters of their series. */
enum EInvoiceProvider {
    X_CYBER("x-cyber", "X-Cyber", "XC"),
    HILO("hilo", "Hilo e-Invoice", "HL"),
    S_INVOICE("s-invoice", "S-Invoice (Viettel)", "SV"),
    MISA("misa", "MISA meInvoice", "MS");

    final String code;
    final String displayName;
    final String seriesLetters;

    EInvoiceProvider(String code, String displayName, String seriesLetters) {
        this.code = code;
        this.displayName = displayName;
        this.seriesLetters = seriesLetters;
    }

    /**
     * The provider {@code sent} in the field {@code field}; another code, blank included, is refused naming the field
     * with {@link Refusal#NOT_SUPPORTED} (the contract's provider code is an open enumeration).
     */
    static EInvoiceProvider of(EInvoiceProviderCode sent, String field) {
        String code = sent == null ? null : sent.getValue();
        return Arrays.stream(values()).filter(p -> p.code.equals(code)).findFirst().orElseThrow(
                () -> Refusal.notSupported(field, "is not a provider of get-provider " + codes()));
    }

    private static List<String> codes() {
        return Arrays.stream(values()).map(p -> p.code).toList();
    }
}
