package io.paycollect.sandbox.domain;

import io.paycollect.sandbox.store.Given;
import io.paycollect.sandbox.store.InvalidField;
import io.paycollect.server.model.BankGenerateVietQrData;
import io.paycollect.server.model.CustomVietQrData;
import io.paycollect.sandbox.store.Refusal;
import io.paycollect.vietqr.QrText;
import io.paycollect.vietqr.VietQr;
import io.paycollect.vietqr.VietQrException;
import io.paycollect.vietqr.VietQrImage;
import java.math.BigDecimal;
import java.util.Optional;

/**
 * Issues VietQR codes: the payload, its PNG, and the account and reference label that go with it.
 * Every QR of the sandbox (custom, static, dynamic, on a box) comes from here.
 */
public final class QrIssuer {

    /** Prefix of reference label codes: {@code PC} and the account number, as in the contract's example. */
    static final String REFERENCE_LABEL_PREFIX = "PC";

    private final VietQrImage image;

    /** An issuer drawing images with {@code image}. */
    public QrIssuer(VietQrImage image) {
        this.image = image;
    }

    /**
     * The QR result {@code {qrCode, qrCodeImage, qrAccount, referenceLabelCode}}.
     *
     * @param amount whole VND, or null for a QR where the payer types the amount
     * @param content free text or null
     * @throws InvalidField naming {@code accountNumber} or {@code amount} when it cannot go into a VietQR
     */
    public BankGenerateVietQrData issue(NapasBank bank, String accountNumber, BigDecimal amount, String content) {
        String payload = payload(bank, accountNumber, amount, content);
        return new BankGenerateVietQrData().qrCode(payload).qrCodeImage(image.dataUrl(payload)).qrAccount(accountNumber)
                .referenceLabelCode(REFERENCE_LABEL_PREFIX + accountNumber);
    }

    /** As {@link #issue}, as the documented custom-QR operation answers it (the same four fields). */
    public CustomVietQrData issueCustom(NapasBank bank, String accountNumber, BigDecimal amount, String content) {
        BankGenerateVietQrData issued = issue(bank, accountNumber, amount, content);
        return new CustomVietQrData().qrCode(issued.getQrCode()).qrCodeImage(issued.getQrCodeImage())
                .qrAccount(issued.getQrAccount()).referenceLabelCode(issued.getReferenceLabelCode());
    }

    /**
     * The VietQR payload {@code text} read back; one that is not a valid VietQR is refused with
     * {@link Refusal#INVALID_VALUE} naming {@code qrCode}: the contract admits any non-blank text there.
     */
    public static VietQr read(String text) {
        try {
            return VietQr.parse(text);
        } catch (VietQrException e) {
            throw Refusal.invalidValue(e.field(), e.reason());
        }
    }

    /**
     * The VietQR payload alone (no image). Like the service, the sandbox takes the content leniently: accents
     * removed, other characters outside ASCII turned into spaces, cut to 25 characters.
     */
    public String payload(NapasBank bank, String accountNumber, BigDecimal amount, String content) {
        try {
            return VietQr.builder().bankBin(bank.bin()).accountNumber(accountNumber)
                    .amount(amount).purpose(content, QrText.Mode.LENIENT).build().text();
        } catch (VietQrException e) {
            throw new InvalidField(e.field(), e.reason());
        }
    }

    /**
     * The bank a request names by {@code bankName} or {@code bankBin} (when both, they must agree), if it
     * names one. A bank the sandbox does not know, and {@code NEXTPAY} (no NAPAS BIN, so nothing of it can go
     * into a VietQR), are refused with {@link Refusal#NOT_SUPPORTED}: {@code BankName} is an open enumeration,
     * so the contract admits any name and the refusal is a business answer, not a 400.
     */
    public static Optional<NapasBank> optionalBank(String bankName, String bankBin) {
        Optional<NapasBank> byName = Given.optionalText(bankName).map(name -> NapasBank.byName(name)
                .orElseThrow(() -> Refusal.notSupported("bankName", "NEXTPAY".equals(name)
                        ? "NEXTPAY has no NAPAS bank identification number"
                        : "is not a bank the sandbox supports (get-banks lists them)")));
        Optional<NapasBank> byBin = Given.optionalText(bankBin).map(bin -> NapasBank.byBin(bin)
                .orElseThrow(() -> Refusal.notSupported("bankBin", "is not the NAPAS BIN of a bank the sandbox supports")));
        if (byName.isPresent() && byBin.isPresent() && byName.get() != byBin.get()) {
            throw Refusal.invalidValue("bankBin", "is not the BIN of " + byName.get().name());
        }
        return byName.or(() -> byBin);
    }

    /** The bank a request names by {@code bankName} or {@code bankBin}; one of them is required. */
    public static NapasBank bank(String bankName, String bankBin) {
        return optionalBank(bankName, bankBin).orElseThrow(() -> Refusal.invalidValue("bankName", "bankName or bankBin is required"));
    }
}
