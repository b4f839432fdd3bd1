package io.paycollect.sandbox.domain;

import io.paycollect.sandbox.qr.NapasBank;
import io.paycollect.sandbox.qr.QrCodeImage;
import io.paycollect.sandbox.qr.QrFieldException;
import io.paycollect.sandbox.qr.VietQrPayload;
import io.paycollect.sandbox.store.Fields;
import io.paycollect.sandbox.store.InvalidField;
import io.paycollect.sandbox.store.Values;
import java.math.BigDecimal;
import java.util.Map;

/**
 * Issues VietQR codes: the payload, its PNG, and the account and reference label that go with it.
 * Every QR of the sandbox (custom, static, dynamic, on a box, behind a deep link) comes from here.
 */
public final class QrIssuer {

    /** Prefix of reference label codes: {@code PC} and the account number, as in the contract's example. */
    static final String REFERENCE_LABEL_PREFIX = "PC";

    private final QrCodeImage image;

    /** An issuer drawing images with {@code image}. */
    public QrIssuer(QrCodeImage image) {
        this.image = image;
    }

    /**
     * The QR result {@code {qrCode, qrCodeImage, qrAccount, referenceLabelCode}}.
     *
     * @param amount whole VND, or null for a QR where the payer types the amount
     * @param content free text or null
     * @throws InvalidField naming {@code accountNumber} or {@code amount} when it cannot go into a VietQR
     */
    public Map<String, Object> issue(NapasBank bank, String accountNumber, BigDecimal amount, String content) {
        VietQrPayload payload;
        try {
            payload = VietQrPayload.builder().bank(bank).accountNumber(accountNumber)
                    .amount(amount).content(content).build();
        } catch (QrFieldException e) {
            throw new InvalidField(e.field(), e.reason());
        }
        return Values.of(
                "qrCode", payload.text(),
                "qrCodeImage", image.dataUrl(payload.text()),
                "qrAccount", payload.accountNumber(),
                "referenceLabelCode", REFERENCE_LABEL_PREFIX + payload.accountNumber());
    }

    /** The QR of an open request carrying {@code bankName}, {@code accountNumber} and optional {@code content}. */
    public Map<String, Object> issue(Fields request, Long amount) {
        return issue(bank(request), request.text("accountNumber"),
                amount == null ? null : BigDecimal.valueOf(amount), request.optionalText("content").orElse(null));
    }

    /** The bank named by the request's {@code bankName}, one of the seven QR banks. */
    public static NapasBank bank(Fields request) {
        String name = request.text("bankName");
        return NapasBank.byName(name).orElseThrow(() ->
                new InvalidField("bankName", "must be one of OCB, MBB, BIDV, ACB, CTG, PGB, STB"));
    }
}
