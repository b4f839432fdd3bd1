package io.paycollect.sandbox.domain;

import io.paycollect.sandbox.store.Given;
import io.paycollect.sandbox.store.Table;
import io.paycollect.server.model.AccountNumberQrInfo;
import io.paycollect.server.model.BankGenerateVietQrData;
import io.paycollect.server.model.BankGenerateVietQrRequest;
import io.paycollect.server.model.BankGetAccountNumberInfoByQrCodeData;
import io.paycollect.vietqr.VietQr;
import java.math.BigDecimal;
import java.util.List;
import java.util.Optional;

/** The bank group's static QR codes: made from what a request sends, and read back; nothing of them is stored. */
public final class StaticQrCodes {

    private StaticQrCodes() {
    }

    /**
     * A static QR ({@code OpenApiGenerateVietQRInputDto}) issued by {@code qr}: {@code bankName} or {@code bankBin},
     * {@code accountNumber}, optional {@code amount} and {@code content}.
     */
    public static BankGenerateVietQrData generate(QrIssuer qr, BankGenerateVietQrRequest request) {
        Long amount = Given.optionalAmount("amount", request.getAmount()).orElse(null);
        return qr.issue(QrIssuer.bank(Given.valueOf(request.getBankName()), request.getBankBin()),
                Given.text("accountNumber", request.getAccountNumber()),
                amount == null ? null : BigDecimal.valueOf(amount), Given.optionalText(request.getContent()).orElse(null));
    }

    /**
     * What the VietQR payload {@code qrCode} (query) pays into ({@code OpenApiGenerateVietQROuputDto}): a page of one
     * {@code {bankBin, accountNumber, amount, purpose, vaPrefix, vaSuffix}}, the amount as text, the prefix and suffix of
     * the sandbox's virtual account among {@code vas} when it is one (else empty); not a valid VietQR: a 400 naming
     * {@code qrCode}.
     */
    static BankGetAccountNumberInfoByQrCodeData accountInfo(String qrCode, Table<VirtualAccount> vas) {
        VietQr qr = QrIssuer.read(Given.text("qrCode", qrCode));
        Optional<VirtualAccount> va = vas.find(qr.accountNumber()).filter(v -> qr.bankBin().equals(v.bank().bin()));
        AccountNumberQrInfo info = new AccountNumberQrInfo().bankBin(qr.bankBin()).accountNumber(qr.accountNumber())
                .amount(qr.amount() == null ? null : qr.amount().toPlainString())
                .purpose(qr.purpose().isEmpty() ? null : qr.purpose())
                .vaPrefix(va.map(VirtualAccount::vaPrefix).orElse("")).vaSuffix(va.map(VirtualAccount::vaSuffix).orElse(""));
        return new BankGetAccountNumberInfoByQrCodeData().totalCount(1L).items(List.of(info));
    }
}
