package io.paycollect.sandbox.domain;

import io.paycollect.sandbox.store.Fields;
import io.paycollect.sandbox.store.SandboxClock;
import io.paycollect.sandbox.store.Table;
import io.paycollect.sandbox.store.Values;
import java.math.BigDecimal;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.Map;

/**
 * The deep-link group: a payment deep link for {@code bankName}, {@code accountNumber}, optional
 * {@code amount} and {@code content}. The link opens a banking app on the VietQR payload it carries
 * ({@code https://dl.paycollect.invalid/pay?qr=...}: the host is a placeholder, the service's real one
 * is not known).
 */
public final class DeepLinkService {

    static final String LINK_BASE = "https://dl.paycollect.invalid/pay?qr=";

    private final QrIssuer qr;
    private final SandboxClock clock;
    private final Table links = new Table("deepLinkId", "deep link", "DL", "deepLink", "qrCode", "createdAt");

    /** Deep links over QR codes issued by {@code qr}. */
    public DeepLinkService(QrIssuer qr, SandboxClock clock) {
        this.qr = qr;
        this.clock = clock;
    }

    /** A new deep link: the caller's fields, {@code deepLinkId}, {@code deepLink}, {@code qrCode}. */
    public Map<String, Object> generate(Fields request) {
        Long amount = request.optionalAmount("amount").orElse(null);
        Map<String, Object> issued = qr.issue(QrIssuer.bank(request), request.text("accountNumber"),
                amount == null ? null : BigDecimal.valueOf(amount), request.optionalText("content").orElse(null));
        String payload = (String) issued.get("qrCode");
        return links.insert(request.all(), Values.of(
                "deepLink", LINK_BASE + URLEncoder.encode(payload, StandardCharsets.UTF_8),
                "qrCode", payload, "createdAt", clock.now()));
    }
}
