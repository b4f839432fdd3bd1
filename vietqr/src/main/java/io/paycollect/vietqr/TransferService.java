package io.paycollect.vietqr;

/** What the NAPAS account of tag 38 pays into (its sub-field 02). */
public enum TransferService {
    /** {@code QRIBFTTA}: a transfer to a bank account number. */
    TO_ACCOUNT("QRIBFTTA"),
    /** {@code QRIBFTTC}: a transfer to a card number. */
    TO_CARD("QRIBFTTC");

    private final String code;

    TransferService(String code) {
        this.code = code;
    }

    /** The service code tag 38 sub-field 02 holds. */
    public String code() {
        return code;
    }

    static TransferService ofCode(String code) {
        for (TransferService service : values()) {
            if (service.code.equals(code)) {
                return service;
            }
        }
        return null;
    }
}
