package io.paycollect.vietqr;

/**
 * The point of initiation (tag 01): whether one printed QR serves many payments or one.
 */
public enum Initiation {
    /** {@code 11}: a QR shown again and again, such as one printed at a counter. */
    STATIC("11"),
    /** {@code 12}: a QR for one payment, such as one shown for an order. */
    DYNAMIC("12");

    private final String code;

    Initiation(String code) {
        this.code = code;
    }

    /** The two digits tag 01 holds. */
    public String code() {
        return code;
    }

    static Initiation ofCode(String code) {
        for (Initiation initiation : values()) {
            if (initiation.code.equals(code)) {
                return initiation;
            }
        }
        return null;
    }
}
