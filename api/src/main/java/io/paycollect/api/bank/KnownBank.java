package io.paycollect.api.bank;

import java.util.Objects;

/**
 * A bank of the {@link BankDirectory}.
 *
 * @param code the service's code of the bank, as the {@code bankName} fields carry it ({@code MBB})
 * @param bin the bank's NAPAS identification number, six digits ({@code 970422})
 * @param shortName the name customers know it by ({@code MB Bank})
 * @param fullName its full Vietnamese name ({@code Ngân hàng TMCP Quân đội})
 * @param customQr whether the custom-QR operation ({@code POST /v1/generate-viet-qr}) accepts it
 */
public record KnownBank(String code, String bin, String shortName, String fullName, boolean customQr) {

    /** Requires every name. */
    public KnownBank {
        Objects.requireNonNull(code, "code");
        Objects.requireNonNull(bin, "bin");
        Objects.requireNonNull(shortName, "shortName");
        Objects.requireNonNull(fullName, "fullName");
    }
}
