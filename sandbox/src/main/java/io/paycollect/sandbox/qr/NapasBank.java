package io.paycollect.sandbox.qr;

import java.util.Arrays;
import java.util.Optional;

/**
 * The seven banks the custom QR operation accepts, with their NAPAS bank identification numbers
 * (BIN), which VietQR payloads carry instead of the bank's name. The constant names are the
 * contract's {@code QrBankName} values.
 */
public enum NapasBank {
    OCB("970448", "Orient Commercial Joint Stock Bank"),
    MBB("970422", "MB Bank"),
    BIDV("970418", "Bank for Investment and Development of Vietnam"),
    ACB("970416", "Asia Commercial Bank"),
    CTG("970415", "VietinBank"),
    PGB("970430", "PGBank"),
    STB("970403", "Sacombank");

    private final String bin;
    private final String displayName;

    NapasBank(String bin, String displayName) {
        this.bin = bin;
        this.displayName = displayName;
    }

    /** The six-digit NAPAS bank identification number. */
    public String bin() {
        return bin;
    }

    /** The name people know the bank by. */
    public String displayName() {
        return displayName;
    }

    /** The bank whose contract name is {@code name}, if it is one of the seven. */
    public static Optional<NapasBank> byName(String name) {
        return Arrays.stream(values()).filter(b -> b.name().equals(name)).findFirst();
    }
}
