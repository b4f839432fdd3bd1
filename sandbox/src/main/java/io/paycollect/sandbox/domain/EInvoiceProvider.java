package io.paycollect.sandbox.domain;

import io.paycollect.sandbox.store.Given;
import io.paycollect.sandbox.store.InvalidField;
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

    /** The provider {@code sent} in the field {@code field}; another name is refused naming the field. */
    static EInvoiceProvider of(EInvoiceProviderCode sent, String field) {
        String code = Given.text(field, sent == null ? null : sent.getValue());
        return Arrays.stream(values()).filter(p -> p.code.equals(code)).findFirst().orElseThrow(
                () -> new InvalidField(field, "is not a provider of get-provider " + codes()));
    }

    private static List<String> codes() {
        return Arrays.stream(values()).map(p -> p.code).toList();
    }
}
