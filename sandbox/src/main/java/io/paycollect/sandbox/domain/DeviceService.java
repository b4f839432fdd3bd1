package io.paycollect.sandbox.domain;

import io.paycollect.sandbox.store.Fields;
import io.paycollect.sandbox.store.InvalidField;
import io.paycollect.sandbox.store.Paging;
import io.paycollect.sandbox.store.Refusal;
import io.paycollect.sandbox.store.SandboxClock;
import io.paycollect.sandbox.store.Table;
import io.paycollect.sandbox.store.Values;
import java.util.Map;
import java.util.Objects;
import java.util.Set;

/**
 * The device group: display boxes that show payment QR codes. A box is a physical device known by its
 * serial number ({@code deviceId}, chosen by the caller): it becomes known to the sandbox the first
 * time its security code is read or it is added to a shop. A box is linked to one shop (and optionally
 * one virtual account) at a time; the link is {@code ACTIVE} or {@code INACTIVE}; a box shows QR codes
 * only while its link is {@code ACTIVE}; reset unlinks it and clears its screen.
 */
public final class DeviceService {

    private static final Set<String> LINK_STATUSES = Set.of("ACTIVE", "INACTIVE");

    private final ShopService shops;
    private final BankService bank;
    private final QrIssuer qr;
    private final SandboxClock clock;
    private final Table devices = new Table("deviceId", "device", "BOX",
            // Linking may change shopId and vaId; the rest is the sandbox's.
            "securityCode", "merchantId", "linkStatus", "linkedAt", "updatedAt", "display", "firstSeenAt", "resetAt");

    /** Boxes linked to the shops of {@code shops} and the virtual accounts of {@code bank}. */
    public DeviceService(ShopService shops, BankService bank, QrIssuer qr, SandboxClock clock) {
        this.shops = shops;
        this.bank = bank;
        this.qr = qr;
        this.clock = clock;
    }

    private Map<String, Object> known(String deviceId) {
        // A six-digit code derived from the serial: stable for the same box, as a code printed on it would be.
        String code = String.format("%06d", Math.floorMod(deviceId.hashCode() * 31L + 7, 1_000_000L));
        return devices.insertIfAbsent(deviceId, Values.of("securityCode", code, "linkStatus", "UNLINKED",
                "firstSeenAt", clock.now()));
    }

    /** The security code of the box {@code deviceId}: {@code {deviceId, securityCode}}. */
    public Map<String, Object> readSecurityCode(Fields request) {
        Map<String, Object> device = known(request.text("deviceId"));
        return Values.of("deviceId", device.get("deviceId"), "securityCode", device.get("securityCode"));
    }

    /**
     * Links the box {@code deviceId} to the shop {@code shopId} (and the virtual account {@code vaId} when
     * given); the link is {@code ACTIVE}. A box linked elsewhere must be reset first.
     */
    public Map<String, Object> addDeviceToShop(Fields request) {
        String deviceId = request.text("deviceId");
        String shopId = request.text("shopId");
        Map<String, Object> shop = shops.requireShop(shopId);
        String vaId = request.optionalText("vaId").orElse(null);
        if (vaId != null) {
            bank.requireLiveVa(vaId);
        }
        known(deviceId);
        return devices.update(deviceId, d -> {
            if (d.get("shopId") != null && !shopId.equals(d.get("shopId"))) {
                throw Refusal.wrongState("deviceId", "linked to shop " + d.get("shopId"), "link it elsewhere before a reset");
            }
            return Table.merge(devices.amend(d, request.all()), Values.of(
                    "merchantId", shop.get("merchantId"), "linkStatus", "ACTIVE", "linkedAt", clock.now()));
        });
    }

    /** Sets the link of the linked box {@code deviceId} to {@code linkStatus} ACTIVE or INACTIVE. */
    public Map<String, Object> updateShopDeviceLinkStatus(Fields request) {
        String status = request.text("linkStatus");
        if (!LINK_STATUSES.contains(status)) {
            throw new InvalidField("linkStatus", "must be ACTIVE or INACTIVE");
        }
        return devices.update(request.text("deviceId"), d -> {
            if (d.get("shopId") == null) {
                throw Refusal.wrongState("deviceId", "UNLINKED", "change its link status");
            }
            return Table.merge(d, Values.of("linkStatus", status, "updatedAt", clock.now()));
        });
    }

    /** A page of known boxes, of the shop {@code shopId} when given. */
    public Map<String, Object> getPaging(Fields request) {
        String shopId = request.optionalText("shopId").orElse(null);
        return Paging.of(request).apply(devices.list(d -> shopId == null || shopId.equals(d.get("shopId"))));
    }

    /** The boxes linked to the shop {@code shopId} or to the virtual account {@code vaId} (one is required). */
    public Map<String, Object> getDevicesLinkToShopOrVa(Fields request) {
        String shopId = request.optionalText("shopId").orElse(null);
        String vaId = request.optionalText("vaId").orElse(null);
        if (shopId == null && vaId == null) {
            throw new InvalidField("shopId", "shopId or vaId is required");
        }
        var linked = devices.list(d -> (shopId == null || shopId.equals(d.get("shopId")))
                && (vaId == null || vaId.equals(d.get("vaId"))));
        return Values.of("items", linked, "totalItems", linked.size());
    }

    /** Shows the QR payload {@code qrCode} as it is on the box {@code deviceId} (3LS model). */
    public Map<String, Object> showQrCode(Fields request) {
        String payload = request.text("qrCode");
        return show(request, Values.of("type", "QR", "qrCode", payload));
    }

    /** Shows the {@code PENDING} dynamic QR {@code qrId} on the box {@code deviceId}. */
    public Map<String, Object> showDynamicQrCode(Fields request) {
        Map<String, Object> dynamic = bank.requirePendingQr(request.text("qrId"));
        return show(request, Values.of("type", "DYNAMIC_QR", "qrId", dynamic.get("qrId"),
                "qrCode", dynamic.get("qrCode"), "amount", dynamic.get("amount")));
    }

    /** Shows a static QR of {@code bankName} and {@code accountNumber} on the box {@code deviceId}. */
    public Map<String, Object> showStaticQrCode(Fields request) {
        Map<String, Object> issued = qr.issue(request, null);
        return show(request, Values.of("type", "STATIC_QR", "qrCode", issued.get("qrCode")));
    }

    /** Generates a dynamic QR (as {@code bank.generateDynamicQr}) and shows it on the box {@code deviceId}. */
    public Map<String, Object> generateAndShowDynamicQrCode(Fields request) {
        requireShowing(request.text("deviceId"));
        Map<String, Object> dynamic = bank.generateDynamicQr(request);
        Map<String, Object> device = show(request, Values.of("type", "DYNAMIC_QR", "qrId", dynamic.get("qrId"),
                "qrCode", dynamic.get("qrCode"), "amount", dynamic.get("amount")));
        return Table.merge(dynamic, Values.of("deviceId", device.get("deviceId"), "display", device.get("display")));
    }

    /** The amount the box {@code deviceId} shows (0 when it shows none) and the merchant it is linked to. */
    public Map<String, Object> readAmountLinkToMerchant(Fields request) {
        Map<String, Object> d = devices.require(request.text("deviceId"));
        Object display = d.get("display");
        Object amount = display instanceof Map<?, ?> m && m.get("amount") != null ? m.get("amount") : 0L;
        return Values.of("deviceId", d.get("deviceId"), "merchantId", d.get("merchantId"),
                "shopId", d.get("shopId"), "amount", amount);
    }

    /** Resets the box {@code deviceId}: unlinked, screen cleared; its security code stays. */
    public Map<String, Object> reset(Fields request) {
        return devices.update(request.text("deviceId"), d -> Values.of(
                "securityCode", d.get("securityCode"), "linkStatus", "UNLINKED",
                "firstSeenAt", d.get("firstSeenAt"), "resetAt", clock.now()));
    }

    /** Refuses early, before a dynamic QR is generated for a box that could not show it. */
    private void requireShowing(String deviceId) {
        Map<String, Object> d = devices.require(deviceId);
        if (!"ACTIVE".equals(d.get("linkStatus"))) {
            throw Refusal.wrongState("deviceId", d.get("linkStatus"), "show a QR code");
        }
    }

    private Map<String, Object> show(Fields request, Map<String, Object> display) {
        // Checked inside the atomic update: a concurrent reset or deactivation wins or loses as a whole.
        return devices.update(request.text("deviceId"), d -> {
            if (!Objects.equals("ACTIVE", d.get("linkStatus"))) {
                throw Refusal.wrongState("deviceId", d.get("linkStatus"), "show a QR code");
            }
            return Table.merge(d, Values.of("display", Table.merge(display, Values.of("shownAt", clock.now()))));
        });
    }
}
