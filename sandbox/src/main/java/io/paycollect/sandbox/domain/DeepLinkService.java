package io.paycollect.sandbox.domain;

import io.paycollect.sandbox.store.Fields;
import io.paycollect.sandbox.store.InvalidField;
import io.paycollect.sandbox.store.Values;
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
    public String generate(Fields request) {
        return generate(request, "/deep-link/");
    }

    /**
     * A deep link of BIDV's test environment ({@code OpenApiDeepLinkBIDVTESTDto}, the same fields), as text:
     * {@code https://sandbox.paycollect.invalid/deep-link/bidv-test/<type>?...}.
     */
    public String generateBidvTest(Fields request) {
        return generate(request, "/deep-link/bidv-test/");
    }

    private String generate(Fields request, String path) {
        String type = request.text("type");
        String bankBin = bin(request, "bankBin");
        bin(request, "destinationBankBin");
        request.text("accountName");
        request.text("accountNumber");
        Long amount = request.optionalAmount("amount").orElse(null);
        String link = BankService.LINK_HOST + path + encode(type) + "?bankBin=" + bankBin
                + "&qr=" + encode(request.text("qrCode")) + "&billNumber=" + encode(request.text("billNumber"))
                + (amount == null ? "" : "&amount=" + amount);
        return link;
    }

    private static String bin(Fields request, String field) {
        String bin = request.text(field);
        NapasBank.byBin(bin).orElseThrow(() -> new InvalidField(field, "is not the NAPAS BIN of a bank the sandbox knows"));
        return bin;
    }

    private static String encode(String text) {
        return URLEncoder.encode(text, StandardCharsets.UTF_8);
    }
}
