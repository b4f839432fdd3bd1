package io.paycollect.sandbox.domain;

import io.paycollect.sandbox.store.Given;
import io.paycollect.server.model.BankName;
import io.paycollect.server.model.DeviceAddDeviceToShopRequest;
import io.paycollect.server.model.DevicePrintReceiptRequest;
import io.paycollect.server.model.DeviceReadAmountLinkToMerchantRequest;
import io.paycollect.server.model.DeviceReadAmountRequest;
import io.paycollect.server.model.DeviceUpdateShopDeviceLinkStatusRequest;
import io.paycollect.server.model.ShopDeviceLink;
import io.paycollect.server.model.DeviceGenerateAndShowDynamicQrCodeRequest;
import io.paycollect.server.model.DeviceGetDevicesLinkToShopOrVaRequest;
import io.paycollect.server.model.DeviceGetPagingRequest;
import io.paycollect.server.model.DeviceNfcCommandRequest;
import io.paycollect.server.model.DeviceShowDynamicQrCodeRequest;
import io.paycollect.server.model.DeviceShowQrCodeRequest;
import io.paycollect.server.model.DeviceShowStaticQrCodeRequest;
import io.paycollect.server.model.DeviceReadPartnerSecurityCodeRequest;
import io.paycollect.server.model.DeviceReadSecurityCodeRequest;
import io.paycollect.server.model.DeviceResetDeviceRequest;
import io.paycollect.sandbox.store.InvalidField;
import io.paycollect.sandbox.store.Paging;
import io.paycollect.sandbox.store.Refusal;
import io.paycollect.sandbox.store.SandboxClock;
import io.paycollect.sandbox.store.Table;
import io.paycollect.sandbox.store.Values;
import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The device group: display boxes that show payment QR codes and read out amounts. A box is known by its
 * {@code uuid} (the caller's, e.g. the serial printed on it) from the first time its security code is
 * read; it then gets a numeric {@code id}. Reading the security code makes the box show a new six-digit
 * code (the sandbox keeps it where a person would read it off the screen: {@code GET /sandbox/devices/{uuid}});
 * add-device-to-shop takes that code once and links the box to shops and virtual accounts of one
 * merchant. A box shows QR codes and reads amounts only while it is linked; reset unlinks it and clears
 * its screen.
 */
public final class DeviceService {

    /** Receipts a box keeps, the latest ones: a box printing all day must not grow without bound. */
    static final int KEPT_RECEIPTS = 50;

    /** The model a box is taken to be until a request says otherwise. */
    static final String DEFAULT_TYPE = "tingee-box-3pro";

    private final ShopService shops;
    private final BankService bank;
    private final SandboxClock clock;
    private final SecureRandom random = new SecureRandom();
    private final Table<Device> devices;

    /** Boxes linked to the shops of {@code shops} and the virtual accounts of {@code bank}. */
    public DeviceService(ShopService shops, BankService bank, SandboxClock clock) {
        this(shops, bank, clock, Table.DEFAULT_CAPACITY);
    }

    /**
     * As {@link #DeviceService(ShopService, BankService, SandboxClock)}, each of its tables holding at most
     * {@code maxRecords} records.
     */
    public DeviceService(ShopService shops, BankService bank, SandboxClock clock, int maxRecords) {
        this.shops = shops;
        this.bank = bank;
        this.clock = clock;
        this.devices = new Table<>("uuid", Device::uuid, "device", maxRecords);
    }

    /** The box shows a new six-digit security code ({@code OpenApiReadSecurityCodeDto}); answers {@code {}}. */
    public Map<String, Object> readSecurityCode(DeviceReadSecurityCodeRequest request) {
        String uuid = Given.text("uuid", request.getUuid());
        String code = String.format("%06d", random.nextInt(1_000_000));
        // One atomic step: a box seen for the first time is created showing the code.
        devices.insertOrUpdate(uuid, n -> Device.first(uuid, n, clock.now(), code, clock.now()),
                d -> d.showingCode(code, clock.now()));
        return Values.of();
    }

    /**
     * Links the box {@code uuid} ({@code OpenApiAddDeviceToShop}) to {@code shopIds} and
     * {@code vaAccountNumbers} of one merchant ({@code merchantId}, else the shops' merchant), with the
     * {@code securityCode} it shows (used once; another is refused with 1004). A box linked to another
     * merchant must be reset first. Answers {@code [{type, uuid}]}.
     */
    public List<Map<String, Object>> addDeviceToShop(DeviceAddDeviceToShopRequest request) {
        String uuid = Given.text("uuid", request.getUuid());
        String code = Given.text("securityCode", request.getSecurityCode());
        Long merchantId = Given.optionalId("merchantId", request.getMerchantId()).orElse(null);
        List<Long> shopIds = new ArrayList<>();
        List<Long> sentShops = Given.listOf(request.getShopIds());
        for (int i = 0; i < sentShops.size(); i++) {
            long shopId = Given.id("shopIds[" + i + "]", sentShops.get(i));
            Long owner = shops.merchantOf(shopId, "shopIds");
            if (merchantId == null) {
                merchantId = owner;
            } else if (owner != null && !merchantId.equals(owner)) {
                throw Refusal.wrongState("shopIds", "a shop of another merchant", "link it with merchant " + merchantId);
            }
            shopIds.add(shopId);
        }
        List<String> vas = new ArrayList<>();
        List<String> sentVas = Given.listOf(request.getVaAccountNumbers());
        for (int i = 0; i < sentVas.size(); i++) {
            vas.add(bank.requireVa(Given.item("vaAccountNumbers", i, sentVas.get(i)), "vaAccountNumbers"));
        }
        if (merchantId != null) {
            shops.merchants().requireMerchant(merchantId, "merchantId");
        }
        Long owner = merchantId;
        Device linked = devices.update(uuid, "uuid", d -> {
            requireCode(d, code, "add it");
            if (d.merchantId() != null && owner != null && !owner.equals(d.merchantId())) {
                throw Refusal.wrongState("uuid", "linked to merchant " + d.merchantId(), "link it elsewhere before a reset");
            }
            return d.addedTo(owner, shopIds, vas, clock.now());
        });
        return List.of(linked.toLink());
    }

    /**
     * Links or unlinks the box {@code uuid} and each shop of {@code shopsLinkToDeviceDtos} (by
     * {@code isLinkToDevice}; the shop's {@code vaAccountNumber} too, when given). {@code type} sets the box's
     * model. The box must have been added to a shop. Answers {@code {}}.
     */
    public Map<String, Object> updateShopDeviceLinkStatus(DeviceUpdateShopDeviceLinkStatusRequest request) {
        String uuid = Given.text("uuid", request.getUuid());
        String type = Given.optionalText(Given.valueOf(request.getType())).orElse(null);
        List<ShopDeviceLink> links = Given.listOf(request.getShopsLinkToDeviceDtos());
        List<Long> link = new ArrayList<>();
        List<Long> unlink = new ArrayList<>();
        List<String> linkVas = new ArrayList<>();
        List<String> unlinkVas = new ArrayList<>();
        for (int i = 0; i < links.size(); i++) {
            String at = "shopsLinkToDeviceDtos[" + i + "].";
            ShopDeviceLink l = Given.item("shopsLinkToDeviceDtos", i, links.get(i));
            long shopId = Given.id(at + "shopId", l.getShopId());
            shops.requireShop(shopId, at + "shopId");
            if (l.getIsLinkToDevice() == null) {
                throw new InvalidField(at + "isLinkToDevice", "is required");
            }
            boolean on = l.getIsLinkToDevice();
            (on ? link : unlink).add(shopId);
            Given.optionalText(l.getVaAccountNumber()).ifPresent(va -> {
                bank.requireVa(va, at + "vaAccountNumber");
                (on ? linkVas : unlinkVas).add(va);
            });
        }
        devices.update(uuid, "uuid", d -> {
            if (!d.linked()) {
                throw Refusal.wrongState("uuid", "a box not added to a shop", "change its links");
            }
            return d.relinked(link, unlink, linkVas, unlinkVas, type, clock.now());
        });
        return Values.of();
    }

    /** A page of the boxes of {@code merchantId} ({@code DeviceDto}), only of the model {@code type} when given. */
    public Map<String, Object> getPaging(DeviceGetPagingRequest request) {
        Paging paging = Paging.of(request.getSkipCount(), request.getMaxResultCount());
        long merchantId = Given.id("merchantId", request.getMerchantId());
        String type = Given.optionalText(request.getType() == null ? null : request.getType().getValue()).orElse(null);
        return paging.apply(devices.list(d -> Long.valueOf(merchantId).equals(d.merchantId())
                && (type == null || type.equals(d.type()))).stream().map(this::deviceDto).toList());
    }

    private Map<String, Object> deviceDto(Device d) {
        String merchantName = shops.merchants().nameOf(d.merchantId()).orElse(null);
        return d.toDeviceDto(merchantName, d.shopIds().stream()
                .map(id -> Values.of("name", shops.nameOf(id, "shopId"), "id", id)).toList());
    }

    /**
     * The boxes of {@code merchantId} linked to the shop {@code shopId} or to the VA {@code vaAccountNumber}:
     * {@code [{type, uuid}]}; each of the three optional (0.3.0), an absent one not filtering.
     */
    public List<Map<String, Object>> getDevicesLinkToShopOrVa(DeviceGetDevicesLinkToShopOrVaRequest request) {
        // Each optional in the newest SDKs: an absent one does not filter.
        Long merchantId = Given.optionalId("merchantId", request.getMerchantId()).orElse(null);
        Long shopId = Given.optionalId("shopId", request.getShopId()).orElse(null);
        String va = Given.optionalText(request.getVaAccountNumber()).orElse(null);
        return devices.list(d -> (merchantId == null || merchantId.equals(d.merchantId()))
                && (shopId == null && va == null || d.linksTo(shopId, va)))
                .stream().map(Device::toLink).toList();
    }

    /** Shows the QR payload {@code qrCode} with {@code amount} (0: none) on the linked box {@code uuid}; answers {@code {}}. */
    public Map<String, Object> showQrCode(DeviceShowQrCodeRequest r) {
        return show(r.getUuid(), r.getBankName(), r.getBankBin(), r.getQrCode(), r.getAmount(),
                new String[] {r.getFirstText(), r.getSecondText(), r.getThirdText()}, "qr");
    }

    /** As {@link #showQrCode}, for a dynamic QR. */
    public Map<String, Object> showDynamicQrCode(DeviceShowDynamicQrCodeRequest r) {
        return show(r.getUuid(), r.getBankName(), r.getBankBin(), r.getQrCode(), r.getAmount(),
                new String[] {r.getFirstText(), r.getSecondText(), r.getThirdText()}, "dynamic-qr");
    }

    /** As {@link #showQrCode}, for a static QR. */
    public Map<String, Object> showStaticQrCode(DeviceShowStaticQrCodeRequest r) {
        return show(r.getUuid(), r.getBankName(), r.getBankBin(), r.getQrCode(), r.getAmount(),
                new String[] {r.getFirstText(), r.getSecondText(), r.getThirdText()}, "static-qr");
    }

    private Map<String, Object> show(String uuid, BankName bankName, String bankBin, String qrCode, Long amount,
            String[] texts, String kind) {
        QrIssuer.optionalBank(bankName == null ? null : bankName.getValue(), bankBin);
        showOnBox(uuid, texts, Values.of("kind", kind, "qrCode", Given.text("qrCode", qrCode),
                "amount", Given.amountOrZero("amount", amount)));
        return Values.of();
    }

    /**
     * Generates a dynamic QR bill (as generate-dynamic-qr) and shows it on the linked box {@code uuid}:
     * answers {@code {qrCode, qrAccount, billId}} as generate-dynamic-qr does.
     */
    public Map<String, Object> generateAndShowDynamicQrCode(DeviceGenerateAndShowDynamicQrCodeRequest r) {
        String uuid = Given.text("uuid", r.getUuid());
        devices.require(uuid, "uuid").requireLinked();
        Map<String, Object> bill = bank.generateDynamicQr(r.getVaAccountNumber(),
                r.getBankName() == null ? null : r.getBankName().getValue(), r.getBankBin(),
                r.getQrCodeType() == null ? null : r.getQrCodeType().getValue(), r.getAmount(), r.getExpireInMinute(),
                r.getPurpose(), r.getExtraInfo(), r.getName());
        showOnBox(uuid, new String[] {r.getFirstText(), r.getSecondText(), r.getThirdText()}, Values.of("kind",
                "dynamic-qr", "qrCode", bill.get("qrCode"), "billId", bill.get("billId"),
                "amount", Given.optionalAmount("amount", r.getAmount()).orElse(0L)));
        return bill;
    }

    /**
     * The linked box {@code uuid} reads out a payment ({@code OpenApiReadAmountDto}: {@code transactionId},
     * {@code amount}, {@code bankBin}); the sandbox records it as the box's last announcement. Answers {@code {}}.
     */
    public Map<String, Object> readAmountLinkToMerchant(DeviceReadAmountLinkToMerchantRequest r) {
        return announce(new Announcement(r.getUuid(), r.getTransactionId(), r.getAmount(), r.getFirstDisplayText(),
                r.getSecondDisplayText(), r.getThirdDisplayText()), QrIssuer.bank(Given.valueOf(r.getBankName()), r.getBankBin()),
                Values.of());
    }

    /**
     * The linked box {@code uuid} reads out a payment, the BIDV way ({@code BIDVOpenApiReadAmountDto}:
     * {@code transactionId}, {@code amount}; {@code bankBin} BIDV's unless sent); recorded as the box's last
     * announcement, as read-amount-link-to-merchant does. A {@code bankName} (beyond the SDK's type, which the
     * contract keeps open) names the bank too, as it does there. Answers {@code {}}.
     */
    public Map<String, Object> readAmount(DeviceReadAmountRequest r) {
        String bankName = Given.optionalOpenText("bankName", r.getAdditionalProperty("bankName")).orElse(null);
        return announce(new Announcement(r.getUuid(), r.getTransactionId(), r.getAmount(), r.getFirstDisplayText(),
                r.getSecondDisplayText(), r.getThirdDisplayText()),
                QrIssuer.optionalBank(bankName, r.getBankBin()).orElse(NapasBank.BIDV),
                Values.of("playSound", r.getPlaySound(), "via", "read-amount"));
    }

    /** What the two read-amount operations have in common. */
    private record Announcement(String uuid, String transactionId, Long amount, String firstDisplayText,
            String secondDisplayText, String thirdDisplayText) {
    }

    /** The linked box {@code uuid} announces a payment: its {@code lastAnnouncement}. Answers {@code {}}. */
    private Map<String, Object> announce(Announcement sent, NapasBank bank, Map<String, Object> extras) {
        String uuid = Given.text("uuid", sent.uuid());
        Map<String, Object> announcement = Values.of("transactionId", Given.text("transactionId", sent.transactionId()),
                "amount", Given.amount("amount", sent.amount()), "bankBin", bank.bin(),
                "firstDisplayText", Given.optionalText(sent.firstDisplayText()).orElse(null),
                "secondDisplayText", Given.optionalText(sent.secondDisplayText()).orElse(null),
                "thirdDisplayText", Given.optionalText(sent.thirdDisplayText()).orElse(null));
        announcement.putAll(extras);
        announcement.put("at", clock.now());
        devices.update(uuid, "uuid", d -> d.announcing(announcement));
        return Values.of();
    }

    /**
     * A partner checks the security code the box {@code uuid} shows ({@code OpenApiReadPartnerSecurityCodeDto}):
     * another code is refused (1004), a box showing none too (1002; read its code first). The code stays
     * shown (add-device-to-shop still takes it); the check is recorded as the box's
     * {@code partnerCodeCheck} {@code {merchantId, checkedAt}}. {@code merchantId} must exist when sent.
     * Answers {@code {}}.
     */
    public Map<String, Object> readPartnerSecurityCode(DeviceReadPartnerSecurityCodeRequest request) {
        String uuid = Given.text("uuid", request.getUuid());
        String code = Given.text("securityCode", request.getSecurityCode());
        Long merchantId = Given.optionalId("merchantId", request.getMerchantId()).orElse(null);
        if (merchantId != null) {
            shops.merchants().requireMerchant(merchantId, "merchantId");
        }
        devices.update(uuid, "uuid", d -> requireCode(d, code, "check it")
                .checked(Values.of("merchantId", merchantId, "checkedAt", clock.now()), clock.now()));
        return Values.of();
    }

    /**
     * The linked box {@code uuid} prints a receipt ({@code OpenApiPrintReceiptDto}, checked as
     * {@link PrintedReceipt} reads it), appended to the box's {@code receipts}. Answers {@code {}}.
     */
    public Map<String, Object> printReceipt(DevicePrintReceiptRequest request) {
        String uuid = Given.text("uuid", request.getUuid());
        Map<String, Object> receipt = PrintedReceipt.read(request, clock.now());
        devices.update(uuid, "uuid", d -> d.printing(receipt));
        return Values.of();
    }

    /**
     * Sets the NFC settings of the linked box {@code uuid} ({@code OpenApiNfcCommandDto}: {@code nfcUrl} and
     * {@code nfcPackageName} required; {@code enableNfc} true unless sent): the box's {@code nfc}. Answers {@code {}}.
     */
    public Map<String, Object> nfcCommand(DeviceNfcCommandRequest request) {
        String uuid = Given.text("uuid", request.getUuid());
        Map<String, Object> nfc = Values.of("enableNfc", request.getEnableNfc() == null || request.getEnableNfc(),
                "playSound", request.getPlaySound(),
                "nfcUrl", Given.text("nfcUrl", request.getNfcUrl()),
                "nfcPackageName", Given.text("nfcPackageName", request.getNfcPackageName()),
                "at", clock.now());
        devices.update(uuid, "uuid", d -> d.withNfc(nfc));
        return Values.of();
    }

    /** Resets the box {@code uuid} (query): unlinked from everything, screen and security code cleared. Answers "Success". */
    public String reset(String uuid) {
        resetBox(Given.text("uuid", uuid));
        return "Success";
    }

    /**
     * Resets the box {@code uuid} ({@code OpenApiResetDeviceDto}, a body) as reset does; {@code phoneNumber},
     * {@code accountNumber} and {@code isBankRequest} are accepted and not used. Answers {@code {}}.
     */
    public Map<String, Object> resetDevice(DeviceResetDeviceRequest request) {
        resetBox(Given.text("uuid", request.getUuid()));
        return Values.of();
    }

    /** Everything but the box itself goes: links, screen, security code, announcements, receipts, NFC settings, partner check. */
    private void resetBox(String uuid) {
        devices.update(uuid, "uuid", d -> d.reset(clock.now()));
    }

    /** What the box {@code uuid} shows and knows, for the sandbox's control area (not part of the service). */
    public Map<String, Object> view(String uuid) {
        return devices.require(uuid, "uuid").toView();
    }

    /** Shows {@code display} and the three lines of {@code texts} (first, second, third; each may be absent) on the box {@code uuid}. */
    private void showOnBox(String uuid, String[] texts, Map<String, Object> display) {
        Map<String, Object> screen = new LinkedHashMap<>(display);
        screen.putAll(Values.of("firstText", Given.optionalText(texts[0]).orElse(null),
                "secondText", Given.optionalText(texts[1]).orElse(null),
                "thirdText", Given.optionalText(texts[2]).orElse(null),
                "shownAt", clock.now()));
        // Checked inside the atomic update: a concurrent reset wins or loses as a whole.
        devices.update(Given.text("uuid", uuid), "uuid", d -> d.showing(screen));
    }

    /** {@code d}, which must show the security code {@code code}, so that one may {@code then}. */
    private static Device requireCode(Device d, String code, String then) {
        if (d.securityCode() == null) {
            throw Refusal.wrongState("uuid", "a box showing no security code", then + "; read its security code first");
        }
        if (!code.equals(d.securityCode())) {
            throw Refusal.wrongCode("securityCode");
        }
        return d;
    }

    /** Forgets every box (the sandbox's reset). */
    public void reset() {
        devices.removeAll(d -> true);
    }
}
