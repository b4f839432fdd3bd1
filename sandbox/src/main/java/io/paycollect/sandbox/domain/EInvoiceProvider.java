package io.paycollect.sandbox.domain;

import io.paycollect.sandbox.store.Fields;
import io.paycollect.sandbox.store.InvalidField;
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

    /** The provider named by the field {@code field} of {@code request}; another name is refused naming the field. */
    static EInvoiceProvider of(Fields request, String field) {
        String code = request.text(field);
        return Arrays.stream(values()).filter(p -> p.code.equals(code)).findFirst().orElseThrow(
                () -> new InvalidField(field, "is not a provider of get-provider " + codes()));
    }

    private static List<String> codes() {
        return Arrays.stream(values()).map(p -> p.code).toList();
    }
}
