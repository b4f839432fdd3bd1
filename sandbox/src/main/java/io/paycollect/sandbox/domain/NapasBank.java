package io.paycollect.sandbox.domain;

import io.paycollect.server.model.Bank;
import io.paycollect.server.model.BankName;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * The banks that have a NAPAS bank identification number (BIN), which VietQR payloads carry instead of
 * the bank's name. The constant names are the contract's {@code BankName} values; the first seven are
 * also the {@code QrBankName} values of the custom QR operation. {@code NEXTPAY} of {@code BankName} is
 * a payment intermediary, not a bank with a NAPAS BIN, so it is not here and cannot go into a VietQR.
 */
public enum NapasBank {
    OCB("970448", "OCB", "Ngân hàng TMCP Phương Đông"),
    MBB("970422", "MB Bank", "Ngân hàng TMCP Quân đội"),
    BIDV("970418", "BIDV", "Ngân hàng TMCP Đầu tư và Phát triển Việt Nam"),
    ACB("970416", "ACB", "Ngân hàng TMCP Á Châu"),
    CTG("970415", "VietinBank", "Ngân hàng TMCP Công thương Việt Nam"),
    PGB("970430", "PGBank", "Ngân hàng TMCP Thịnh vượng và Phát triển"),
    STB("970403", "Sacombank", "Ngân hàng TMCP Sài Gòn Thương Tín"),
    VPB("970432", "VPBank", "Ngân hàng TMCP Việt Nam Thịnh Vượng"),
    VIB("970441", "VIB", "Ngân hàng TMCP Quốc tế Việt Nam"),
    VCB("970436", "Vietcombank", "Ngân hàng TMCP Ngoại thương Việt Nam"),
    AGRIBANK("970405", "Agribank", "Ngân hàng Nông nghiệp và Phát triển Nông thôn Việt Nam"),
    SHINHAN("970424", "Shinhan Bank", "Ngân hàng TNHH MTV Shinhan Việt Nam"),
    COB("970446", "Co-opBank", "Ngân hàng Hợp tác xã Việt Nam"),
    MSB("970426", "MSB", "Ngân hàng TMCP Hàng Hải Việt Nam"),
    TPB("970423", "TPBank", "Ngân hàng TMCP Tiên Phong");

    private final String bin;
    private final String shortName;
    private final String displayName;

    NapasBank(String bin, String shortName, String displayName) {
        this.bin = bin;
        this.shortName = shortName;
        this.displayName = displayName;
    }

    /** The six-digit NAPAS bank identification number. */
    public String bin() {
        return bin;
    }

    /** The short name people know the bank by, e.g. "VietinBank". */
    public String shortName() {
        return shortName;
    }

    /** The bank's full name. */
    public String displayName() {
        return displayName;
    }

    /** The bank whose contract name is {@code name}. */
    public static Optional<NapasBank> byName(String name) {
        return Arrays.stream(values()).filter(b -> b.name().equals(name)).findFirst();
    }

    /** The bank whose NAPAS BIN is {@code bin}. */
    public static Optional<NapasBank> byBin(String bin) {
        return Arrays.stream(values()).filter(b -> b.bin.equals(bin)).findFirst();
    }

    /**
     * The 16 banks of {@code BankName} as {@code bank.getBanks} lists them ({@code Bank}): {@code [{code, name,
     * shortName, bin, urlLogo, termsAndConditions}]}, the addresses under the sandbox's link host.
     */
    public static List<Bank> bankList() {
        String linkHost = BankService.LINK_HOST;
        List<Bank> banks = new ArrayList<>(Arrays.stream(values())
                .map(b -> listed(linkHost, b.name(), b.displayName(), b.shortName(), b.bin())).toList());
        // NEXTPAY is a payment intermediary, not a bank with a NAPAS BIN: its bin is left empty.
        banks.add(listed(linkHost, "NEXTPAY", "Công ty Cổ phần NextPay", "NextPay", ""));
        return banks;
    }

    private static Bank listed(String linkHost, String code, String name, String shortName, String bin) {
        String at = linkHost + "/banks/" + code.toLowerCase(Locale.ROOT);
        // termsAndConditions is an object of the SDKs' own (Java: Object): the sandbox puts the terms' address in it.
        return new Bank().code(BankName.fromValue(code)).name(name).shortName(shortName).bin(bin).urlLogo(at + ".png")
                .termsAndConditions(new Terms(at + "/terms"));
    }

    /**
     * The terms' address, what the sandbox puts in a bank's {@code termsAndConditions}.
     *
     * @param url where the terms are
     */
    record Terms(String url) {
    }
}
