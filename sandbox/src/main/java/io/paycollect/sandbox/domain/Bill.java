package io.paycollect.sandbox.domain;

import io.paycollect.server.model.DynamicQrBill;
import java.math.BigDecimal;

/**
 * A dynamic QR bill, by {@code billId}: {@code pending → paid} or {@code deleted}; {@code expired} is read, not stored.
 *
 * @param billId its id, {@code BILL000001}
 * @param qrCodeType one-time or recurring payment
 * @param va the virtual account it pays into
 * @param amount its amount, whole VND, if it has one
 * @param purpose what the payer's banking app shows, if sent
 * @param extraInfo the caller's extra text, if sent
 * @param expireInMinute how long it stays payable, if it expires
 * @param qrCode the VietQR payload
 * @param status {@code pending}, {@code paid} or {@code deleted}
 * @param totalAmountPaid what was paid of it
 * @param totalPaymentsCount how many payments it had
 * @param creationTime when it was made
 * @param lastModificationTime when it last changed, if it did
 * @param name the name the caller gave it (0.3.0's {@code name}), if any: answered in {@code billInfo}
 */
record Bill(String billId, String qrCodeType, PaymentTarget va, Long amount, String purpose, String extraInfo,
        Long expireInMinute, String qrCode, String status, long totalAmountPaid, long totalPaymentsCount,
        String creationTime, String lastModificationTime, String name) {

    /** The {@code expiredTime} of a bill that never expires: the latest local date-time the service's form can write. */
    static final String NEVER = "9999-12-31T23:59:59";

    /** When it stops being payable, in the service's local date-time form. */
    String expiredTime() {
        return expireInMinute == null ? NEVER
                : java.time.LocalDateTime.parse(creationTime).plusMinutes(expireInMinute).toString();
    }

    /** The account its payer pays, the VA's number. */
    String qrAccount() {
        return va.vaAccountNumber();
    }

    /** This bill in {@code status} from {@code at}. */
    Bill withStatus(String status, String at) {
        return new Bill(billId, qrCodeType, va, amount, purpose, extraInfo, expireInMinute, qrCode, status,
                totalAmountPaid, totalPaymentsCount, creationTime, at, name);
    }

    /** This bill after a payment of {@code paid} VND at {@code at}, then in {@code status}. */
    Bill paid(long paid, String status, String at) {
        return new Bill(billId, qrCodeType, va, amount, purpose, extraInfo, expireInMinute, qrCode, status,
                totalAmountPaid + paid, totalPaymentsCount + 1, creationTime, at, name);
    }

    /**
     * As get-status-dynamic-qr's {@code billInfo} shows it in {@code status}; a bill without an amount or an
     * expiry shows 0 for it, last. {@code expiredTime} (required in the 0.3.0 SDKs' type) is when it stops being
     * payable, {@link #NEVER} for a bill that does not expire.
     */
    DynamicQrBill toBillInfo(String status) {
        DynamicQrBill info = new DynamicQrBill().billId(billId).qrCodeType(qrCodeType).bankBin(va.bank().bin())
                .accountNumber(va.accountNumber()).vaAccountNumber(va.vaAccountNumber()).qrAccount(qrAccount())
                .amount(BigDecimal.valueOf(amount == null ? 0L : amount)).purpose(purpose)
                .totalAmountPaid(BigDecimal.valueOf(totalAmountPaid)).totalPaymentsCount(totalPaymentsCount)
                .expiredTime(expiredTime()).expireInMinute(expireInMinute == null ? 0L : expireInMinute).extraInfo(extraInfo)
                .status(status);
        // No SDK's bill type declares the name: it is answered as an open field, and only when the bill has one.
        return name == null ? info : info.putAdditionalProperty("name", name);
    }
}
