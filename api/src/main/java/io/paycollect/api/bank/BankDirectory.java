package io.paycollect.api.bank;

import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * The banks the service's official SDKs know, and the two more (TPBank, MSB) that the live bank list
 * showed a community client: code, NAPAS BIN, short and full Vietnamese name, and whether the
 * custom-QR operation accepts the bank (exactly the seven the interface description lists). Where each fact comes from: {@code api/evidence/banks.yaml}. A bank the service names that
 * is not here is not an error: every look-up answers an {@link Optional}.
 */
public final class BankDirectory {

    private static final List<KnownBank> BANKS = List.of(
            new KnownBank("VCB", "970436", "Vietcombank", "Ngân hàng TMCP Ngoại Thương Việt Nam", false),
            new KnownBank("CTG", "970415", "VietinBank", "Ngân hàng TMCP Công thương Việt Nam", true),
            new KnownBank("BIDV", "970418", "BIDV", "Ngân hàng TMCP Đầu tư và Phát triển Việt Nam", true),
            new KnownBank("AGRIBANK", "970405", "Agribank", "Ngân hàng Nông nghiệp và Phát triển Nông thôn Việt Nam", false),
            new KnownBank("MBB", "970422", "MB Bank", "Ngân hàng TMCP Quân đội", true),
            new KnownBank("ACB", "970416", "ACB", "Ngân hàng TMCP Á Châu", true),
            new KnownBank("OCB", "970448", "OCB Bank", "Ngân hàng TMCP Phương Đông", true),
            new KnownBank("VPB", "970432", "VPBank", "Ngân hàng TMCP Việt Nam Thịnh Vượng", false),
            new KnownBank("STB", "970403", "Sacombank", "Ngân hàng TMCP Sài Gòn Thương Tín", true),
            new KnownBank("VIB", "970441", "VIB", "Ngân hàng TMCP Quốc tế Việt Nam", false),
            new KnownBank("PGB", "970430", "PGBank", "Ngân Hàng TMCP Thịnh vượng và Phát triển", true),
            new KnownBank("SHINHAN", "970424", "Shinhan Bank", "Ngân hàng TNHH MTV Shinhan Việt Nam", false),
            new KnownBank("COB", "970446", "Co-opBank", "Ngân hàng Hợp tác Xã Việt Nam", false),
            // Not in the official SDKs' constants: the community client saw both in the live bank list.
            new KnownBank("TPB", "970423", "TPBank", "Ngân hàng TMCP Tiên Phong", false),
            new KnownBank("MSB", "970426", "MSB", "Ngân hàng TMCP Hàng Hải Việt Nam", false)
    );

    private static final Map<String, KnownBank> BY_BIN = BANKS.stream()
            .collect(Collectors.toUnmodifiableMap(KnownBank::bin, Function.identity()));
    private static final Map<String, KnownBank> BY_CODE = BANKS.stream()
            .collect(Collectors.toUnmodifiableMap(KnownBank::code, Function.identity()));

    private BankDirectory() {
    }

    /** Every known bank, in the order the SDKs list them, then TPBank and MSB. */
    public static List<KnownBank> all() {
        return BANKS;
    }

    /** The bank of a six-digit NAPAS BIN ({@code 970422}). */
    public static Optional<KnownBank> byBin(String bin) {
        return bin == null ? Optional.empty() : Optional.ofNullable(BY_BIN.get(bin.strip()));
    }

    /** The bank of the service's code ({@code MBB}, in any case). */
    public static Optional<KnownBank> byCode(String code) {
        return code == null ? Optional.empty() : Optional.ofNullable(BY_CODE.get(code.strip().toUpperCase(Locale.ROOT)));
    }

    /** The bank customers know by this short name ({@code mb bank}, in any case). */
    public static Optional<KnownBank> byShortName(String shortName) {
        if (shortName == null) {
            return Optional.empty();
        }
        String wanted = shortName.strip();
        return BANKS.stream().filter(bank -> bank.shortName().equalsIgnoreCase(wanted)).findFirst();
    }

    /** The seven banks the custom-QR operation accepts. */
    public static List<KnownBank> customQr() {
        return BANKS.stream().filter(KnownBank::customQr).toList();
    }
}
