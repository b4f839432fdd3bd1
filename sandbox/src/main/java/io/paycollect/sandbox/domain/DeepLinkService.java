package io.paycollect.sandbox.domain;

import io.paycollect.sandbox.store.Given;
import io.paycollect.sandbox.store.Refusal;
import io.paycollect.server.model.DeepLinkGenerateBidvTestRequest;
import io.paycollect.server.model.DeepLinkGenerateRequest;
import java.math.BigDecimal;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;

/**
 * The deep-link group: a link ({@code OpenApiDeepLinkDto}) that opens the banking app of the bank
 * {@code bankBin} on a payment of the QR {@code qrCode} into {@code accountNumber} at the bank
 * {@code destinationBankBin}. Answers the link, a text:
 * {@code https://sandbox.paycollect.invalid/deep-link/<type>?bankBin=...&qr=...&billNumber=...&amount=...}
 * (the host is a placeholder: the service's real one is not known). The link is stored, never answered again.
 */
public final class DeepLinkService {

    /** Deep links are made, not kept: nothing reads one back. */
    public DeepLinkService() {
    }

    /** A new deep link, as text. */
    public String generate(DeepLinkGenerateRequest request) {
        return generate(new Link(request.getType(), request.getQrCode(), request.getBankBin(), request.getDestinationBankBin(),
                request.getAccountName(), request.getAccountNumber(), request.getBillNumber(),
                request.getAmount() == null ? null : BigDecimal.valueOf(request.getAmount())), "/deep-link/");
    }

    /**
     * A deep link of BIDV's test environment ({@code OpenApiDeepLinkBIDVTESTDto}, the same fields), as text:
     * {@code https://sandbox.paycollect.invalid/deep-link/bidv-test/<type>?...}.
     */
    public String generateBidvTest(DeepLinkGenerateBidvTestRequest request) {
        return generate(new Link(request.getType(), request.getQrCode(), request.getBankBin(), request.getDestinationBankBin(),
                request.getAccountName(), request.getAccountNumber(), request.getBillNumber(),
                request.getAmount()), "/deep-link/bidv-test/");
    }

    /** What both operations take. */
    private record Link(String type, String qrCode, String bankBin, String destinationBankBin, String accountName,
            String accountNumber, String billNumber, BigDecimal amount) {
    }

    private String generate(Link request, String path) {
        String type = Given.text("type", request.type());
        String bankBin = bin("bankBin", request.bankBin());
        bin("destinationBankBin", request.destinationBankBin());
        Given.text("accountName", request.accountName());
        Given.text("accountNumber", request.accountNumber());
        Long amount = Given.optionalAmount("amount", request.amount()).orElse(null);
        return BankService.LINK_HOST + path + encode(type) + "?bankBin=" + bankBin
                + "&qr=" + encode(Given.text("qrCode", request.qrCode()))
                + "&billNumber=" + encode(Given.text("billNumber", request.billNumber()))
                + (amount == null ? "" : "&amount=" + amount);
    }

    private static String bin(String field, String value) {
        String bin = Given.text(field, value);
        NapasBank.byBin(bin).orElseThrow(() -> Refusal.notSupported(field, "is not the NAPAS BIN of a bank the sandbox supports"));
        return bin;
    }

    private static String encode(String text) {
        return URLEncoder.encode(text, StandardCharsets.UTF_8);
    }
}
